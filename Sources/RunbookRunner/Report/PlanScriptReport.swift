import RunbookKit
import ShellSyntax

/// `docrun plan --format sh`: a bash script a person can read and run.
///
/// Every placeholder becomes a `DOCRUN_<NAME>` variable: a known value is its default, an unknown one stops the
/// script with its description (`${NAME:?description}`), and a secret is always read from the environment,
/// never written out. Files are written with quoted content in which only the placeholders expand.
public struct PlanScriptReport: Sendable {
    /// The language of the comments.
    public let language: Language

    /// Creates a report in `language`.
    public init(language: Language) {
        self.language = language
    }

    /// The script text.
    public func render(_ plan: RunPlan) -> String {
        var lines = ["#!/usr/bin/env bash"]
        lines.append("# " + PlanMessages.scriptHeader(language, ["path": plan.runbook.file, "title": plan.runbook.title]))
        lines.append("# " + PlanMessages.scriptValues(language))
        lines.append("set -e")
        lines.append("")
        for placeholder in plan.needed { lines += valueLines(placeholder, plan: plan) }
        for planned in plan.steps {
            lines.append("")
            lines += stepLines(planned, plan: plan)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func valueLines(_ placeholder: Placeholder, plan: RunPlan) -> [String] {
        let variable = ValueInputs.environmentName(for: placeholder.name)
        let about = oneLine(placeholder.description ?? PlanMessages.undocumented(language))
        var lines = ["# <\(placeholder.name)>: \(about)"]
        if placeholder.isSecret {
            lines[0] += " (" + PlanMessages.scriptSecret(language) + ")"
            lines.append(": \"${\(variable):?\(quoteForExpansion(placeholder.name + ": " + about))}\"")
        } else if let value = plan.values[placeholder.name] {
            lines.append("\(variable)=\"${\(variable)-\(quoteForExpansion(value.value))}\"")
        } else if !placeholder.isRequired {
            lines.append("\(variable)=\"${\(variable)-}\"")
        } else {
            lines.append(": \"${\(variable):?\(quoteForExpansion(placeholder.name + ": " + about))}\"")
        }
        let uses = plan.steps.filter { $0.disposition == .run }.flatMap { planned in
            planned.step.commands.flatMap { command in
                command.script.placeholders.filter { $0.name == placeholder.name }.map { (planned.step, $0) }
            }
        }
        // Where bash evaluates the value as arithmetic, only an integer is data: the script checks before it runs.
        if let step = uses.first(where: { $0.1.isArithmetic })?.0 {
            let message = PlanMessages.scriptNotAnInteger(language, ["name": "<\(placeholder.name)>", "id": step.id])
            lines.append(
                "[[ ${\(variable)} =~ ^[-+]?[0-9]+$ ]] || { echo \"\(escapeForDoubleQuotes(message))\" >&2; exit 1; }")
        }
        // In a string another shell evaluates, the value goes quoted for that shell.
        if uses.contains(where: { $0.1.contexts.count > 1 }) { lines.append(ShellSubstitution.quoting(variable)) }
        return lines
    }

    private func stepLines(_ planned: PlannedStep, plan: RunPlan) -> [String] {
        let step = planned.step
        var lines = ["# " + PlanMessages.step(language, ["id": step.id]) + (step.text.isEmpty ? "" : " — " + oneLine(step.text))]
        switch planned.disposition {
        case .group: return lines
        case .skippedPlatform(let platforms):
            lines.append("# " + PlanMessages.skipped(
                language, ["platform": "Linux", "platforms": platforms.map(\.rawValue).joined(separator: ", ")]))
            return lines
        case .manual:
            lines.append("# " + PlanMessages.scriptManual(language))
            for detail in step.details { lines.append("#   " + oneLine(detail)) }
            for file in step.files { lines += file.text.split(separator: "\n").map { "#   " + $0 } }
            return lines
        case .run: break
        }
        var fileIndex = 0
        for (index, command) in step.commands.enumerated() {
            while fileIndex < step.files.count, (step.files[fileIndex].afterCommand ?? -1) < index {
                lines += fileLines(step.files[fileIndex])
                fileIndex += 1
            }
            lines += commandLines(command)
        }
        while fileIndex < step.files.count {
            lines += fileLines(step.files[fileIndex])
            fileIndex += 1
        }
        return lines
    }

    private func commandLines(_ command: Command) -> [String] {
        do {
            let code = try ShellSubstitution.render(command.script, variable: { ValueInputs.environmentName(for: $0) })
            return code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } catch {
            return ["# " + PlanMessages.scriptByHand(language)]
                + command.text.split(separator: "\n").map { "#   " + $0 }
        }
    }

    private func fileLines(_ file: FileBlock) -> [String] {
        guard file.kind == .file, let name = file.name else {
            return file.text.split(separator: "\n").map { "#   " + $0 }
        }
        var delimiter = "DOCRUN_EOF"
        while file.text.contains(delimiter) { delimiter += "_" }
        // In an unquoted here-document, `\`, `$` and a backquote are the only special characters.
        let body = Rendering.fill(ShellQuoting.escaped(file.text, "\\$`")) {
            "${" + ValueInputs.environmentName(for: $0) + "}"
        }
        return ["cat > \(shellWord(name)) <<\(delimiter)"] + body.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init) + [delimiter]
    }

    private func escapeForDoubleQuotes(_ text: String) -> String {
        ShellQuoting.escaped(text, "\\$`\"")
    }

    /// The word after `:?` in `${V:?word}` is expanded like a double-quoted string, inside a double-quoted word;
    /// bash still pairs single quotes there, so a lone `'` (French `l'image`) is escaped too.
    private func quoteForExpansion(_ text: String) -> String {
        ShellQuoting.escaped(text, "\\$`\"}'")
    }

    /// A file name as a bash word: as it is when it holds only letters, digits and `._-/`, else single-quoted.
    private func shellWord(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || "._-/".unicodeScalars.contains($0)
        }
        return plain ? text : ShellQuoting.singleQuoted(text)
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
