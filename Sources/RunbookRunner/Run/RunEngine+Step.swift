import Foundation
import RunbookKit

/// One step: its header, then its files and commands in page order, each command verified.
extension RunEngine {
    /// Runs `planned`, the step at 1-based `position` among the selected steps (shown, so that the operator knows
    /// how far the run has come).
    func runStep(_ planned: PlannedStep, position: Int) -> StepControl {
        let step = planned.step
        let indent = String(repeating: "  ", count: planned.depth)
        // The step's lines up to its first question or command are written at once: a page of thousands of steps
        // done by hand made a system call of each line.
        var lines = sectionLines(of: step)
        let header = "[\(position)/\(plan.steps.count)] " + RunMessages.step(language, ["id": step.id]) + " — "
        lines += ["", indent + paint(header, .heading) + masker.mask(step.text)]
        transcript?.record(
            "step", [("id", .string(step.id)), ("section", .string(step.section)), ("line", .int(step.line))])
        switch planned.disposition {
        case .group:
            console.lines(lines)
            return .next(nil)
        case .skippedPlatform(let platforms):
            let names = platforms.map(\.rawValue).joined(separator: ", ")
            console.lines(lines + [indent + "  " + RunMessages.skippedPlatform(language, ["platforms": names])])
            return .next(.skipped)
        case .manual:
            return manualStep(step, indent: indent, after: lines)
        case .run:
            console.lines(lines)
            if let stop = confirmDestructive(step, indent: indent) { return stop }
            return commandStep(step, indent: indent)
        }
    }

    /// With `--yes`, a step that looks destructive (`rm`, `kubectl delete`, `token-rm`) runs only when `--only` names
    /// it or a person confirms it; without a terminal it is skipped, and the summary says why.
    private func confirmDestructive(_ step: Step, indent: String) -> StepControl? {
        guard options.yes, !options.namedSteps.contains(step.id), let word = DestructiveSteps.reason(step) else {
            return nil
        }
        console.line(indent + "  " + paint(RunMessages.destructive(language, ["word": word]), .warned))
        if let prompter {
            let answer = prompter.readLine(prompt: indent + "  " + RunMessages.runDestructive(language), secret: false)
            guard let answer else { return .stop(.skipped, .quit) }
            if Choices.yes(answer, language, default: false) { return nil }
        }
        notes[Self.key(step)] = RunMessages.destructiveNote(language, ["id": step.id])
        return .next(.skipped)
    }

    /// The heading of the section the run enters, when it enters one (not the page's own title).
    private func sectionLines(of step: Step) -> [String] {
        guard let index = step.sectionIndex, index != enteredSection else { return [] }
        enteredSection = index
        let section = plan.runbook.sections[index]
        guard section.title != plan.runbook.title else { return [] }
        return ["", paint(String(repeating: "#", count: max(section.level, 1)) + " " + section.title, .heading)]
    }

    /// A step done by hand, `lines` (its header) not yet written.
    private func manualStep(_ step: Step, indent: String, after lines: [String]) -> StepControl {
        var lines = lines + step.details.map { indent + "  " + masker.mask($0) }
        lines += requestLines(step.files, indent: indent) + [indent + "  " + RunMessages.manual(language)]
        guard let prompter, !options.yes else {
            console.lines(lines + [indent + "  " + RunMessages.manualGoesOn(language)])
            return .next(.manual)
        }
        console.lines(lines)
        while true {
            guard
                let answer = prompter.readLine(
                    prompt: indent + "  " + RunMessages.manualChoice(language), secret: false)
            else { return .stop(.skipped, .quit) }
            switch Choices.manual(answer, language) {
            case .done: return .next(.manual)
            case .skip: return .next(.skipped)
            case .quit: return .stop(.skipped, .quit)
            case nil: continue
            }
        }
    }

    /// The files a step asks the operator to write, shown.
    private func requestLines(_ files: [FileBlock], indent: String) -> [String] {
        files.filter { $0.kind == .request }.flatMap {
            [indent + "  " + RunMessages.request(language)] + fileLines($0, indent: indent)
        }
    }

    /// The files and commands of a step in page order.
    private enum Action {
        case file(FileBlock)
        case command(Int, Command)

        var line: Int {
            switch self {
            case .file(let file): file.line
            case .command(_, let command): command.line
            }
        }
    }

    private func commandStep(_ step: Step, indent: String) -> StepControl {
        stepBudget = options.timeout
        let actions = (step.files.map { Action.file($0) } + step.commands.enumerated().map { Action.command($0, $1) })
            .sorted { $0.line < $1.line }
        var warned = false
        for action in actions {
            switch action {
            case .file(let file):
                if file.kind == .request {
                    console.lines(requestLines([file], indent: indent))
                    continue
                }
                if let exit = settle(file.placeholderNames, at: step) {
                    return .stop(exit == .quit ? .skipped : .failed, exit)
                }
                if let failure = writeFile(file, in: step, indent: indent) {
                    return failure
                }
            case .command(let index, let command):
                switch runCommand(command, index: index, in: step, indent: indent) {
                case .passed: break
                case .warned: warned = true
                case .skipStep: return .next(.skipped)
                case .stop(let exit): return .stop(.failed, exit)
                case .quitBefore: return .stop(.skipped, .quit)
                }
            }
        }
        return .next(warned ? .warned : .passed)
    }

    /// Writes a `{: codeblock}` file with the values filled in, in the shell's current directory.
    private func writeFile(_ file: FileBlock, in step: Step, indent: String) -> StepControl? {
        guard let name = file.name else {
            console.line(indent + "  " + RunMessages.unnamedFile(language))
            showFile(file, indent: indent)
            return nil
        }
        let directory = (try? currentShell()?.currentDirectory()) ?? options.workingDirectory
        let url =
            name.hasPrefix("/")
            ? URL(fileURLWithPath: name) : URL(fileURLWithPath: directory).appendingPathComponent(name)
        console.line(indent + "  " + RunMessages.writingFile(language, ["path": url.path]))
        showFile(file, indent: indent)
        if let prompter, !options.yes {
            let answer = prompter.readLine(
                prompt: indent + "  " + RunMessages.writeFileQuestion(language), secret: false)
            if answer.map({ Choices.yes($0, language, default: true) }) != true {
                // The step is not done: it is skipped (the rest of it would use the file), and the summary says why.
                console.line(indent + "  " + RunMessages.fileNotWritten(language, ["path": url.path]))
                transcript?.record(
                    "file", [("path", .string(url.path)), ("line", .int(file.line)), ("written", .bool(false))])
                notes[Self.key(step)] = RunMessages.fileNotWrittenNote(language, ["name": name])
                return answer == nil ? .stop(.skipped, .quit) : .next(.skipped)
            }
        }
        let content = Rendering.fileContent(file.text, values: plan.values)
        let bytes = Array((content.hasSuffix("\n") ? content : content + "\n").utf8)
        // A file that holds a secret is created readable by its owner only.
        let holdsSecret =
            file.placeholderNames.contains { plan.runbook.placeholder(named: $0)?.isSecret == true }
            || masker.mask(content) != content
        do {
            if holdsSecret {
                do throws(FileRefusal) {
                    try PrivateFiles.replaceOwnerOnly(path: url.path, with: bytes)
                } catch {
                    throw NSError(
                        domain: "docrun", code: 1,
                        userInfo: [NSLocalizedDescriptionKey: RunMessages.describe(error, language)])
                }
            } else {
                try Data(bytes).write(to: url)
            }
        } catch {
            let reason = describe(error)
            console.line(indent + "  ✗ " + RunMessages.fileWriteFailed(language, ["path": url.path, "reason": reason]))
            transcript?.record(
                "file", [("path", .string(url.path)), ("written", .bool(false)), ("error", .string(reason))])
            return .stop(.failed, .stepFailed)
        }
        transcript?.record(
            "file",
            [
                ("path", .string(url.path)), ("line", .int(file.line)), ("written", .bool(true)),
                ("content", .string(masker.mask(Rendering.display(file.text, plan: plan)))),
            ])
        return nil
    }

    private func showFile(_ file: FileBlock, indent: String) {
        console.lines(fileLines(file, indent: indent))
    }

    private func fileLines(_ file: FileBlock, indent: String) -> [String] {
        Rendering.display(file.text, plan: plan).split(separator: "\n", omittingEmptySubsequences: false).map {
            indent + "    | " + masker.mask(String($0))
        }
    }
}

/// The answers a person may type, in each language: a word or its first letter.
enum Choices {
    enum Manual { case done, skip, quit }
    enum Failure { case retry, edit, skip, quit }

    static func manual(_ answer: String, _ language: Language) -> Manual? {
        let words: [Language: [(String, Manual)]] = [
            .en: [("done", .done), ("skip", .skip), ("quit", .quit)],
            .fr: [("terminé", .done), ("ignorer", .skip), ("quitter", .quit)],
            .pt: [("concluído", .done), ("pular", .skip), ("interromper", .quit)],
        ]
        return pick(answer, words[language] ?? [])
    }

    static func failure(_ answer: String, _ language: Language) -> Failure? {
        let words: [Language: [(String, Failure)]] = [
            .en: [("retry", .retry), ("edit", .edit), ("skip", .skip), ("quit", .quit)],
            .fr: [("réessayer", .retry), ("modifier", .edit), ("ignorer", .skip), ("quitter", .quit)],
            .pt: [("tentar", .retry), ("editar", .edit), ("pular", .skip), ("interromper", .quit)],
        ]
        return pick(answer, words[language] ?? [])
    }

    /// A yes/no answer; an empty answer takes `default`.
    static func yes(_ answer: String, _ language: Language, default: Bool) -> Bool {
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        if word.isEmpty { return `default` }
        let yes: [Language: [String]] = [
            .en: ["y", "yes"], .fr: ["o", "oui", "y", "yes"], .pt: ["s", "sim", "y", "yes"],
        ]
        return (yes[language] ?? []).contains(word)
    }

    private static func pick<T>(_ answer: String, _ words: [(String, T)]) -> T? {
        let typed = answer.trimmingCharacters(in: .whitespaces).lowercased()
        guard !typed.isEmpty else { return nil }
        return words.first { $0.0 == typed || $0.0.hasPrefix(typed) && typed.count == 1 }?.1
    }
}
