import RunbookKit
import ShellSyntax

/// `docrun plan --format sh`: a bash script a person can read and run.
///
/// Every placeholder becomes its own `DOCRUN_<NAME>` variable (`RunPlan.environment`): a known value is its default,
/// an unknown one stops the script with its description (`${NAME:?description}`), saying so when `docrun run` would
/// take it from a step's output, and a secret is always read from the environment, never written out. Files are
/// written with quoted content in which only the placeholders expand; one that holds a secret placeholder is created
/// anew, readable by its owner only.
public struct PlanScriptReport: Sendable {
    /// The language of the comments.
    public let language: Language

    /// Creates a report in `language`.
    public init(language: Language) {
        self.language = language
    }

    /// The script text.
    public func render(_ plan: RunPlan) -> String {
        let header = PlanMessages.scriptHeader(
            language, ["path": SystemPath.visible(plan.runbook.file), "title": plan.runbook.title])
        var lines = ["#!/usr/bin/env bash", "# " + header, "# " + PlanMessages.scriptValues(language)]
        lines += ["# " + PlanMessages.scriptJudged(language)] + Self.judging + [""]
        let schedule = ValueSchedule(plan)
        let bound = schedule.boundBy
        let rendering = Rendering(plan)
        lines += schedule.unsetVariables.flatMap { name, user in
            // A value given to docrun (`--set`, `--values`) is the script's too, but a credential's, or one that holds a
            // secret, never written.
            guard let given = plan.givenValue(unset: name) else {
                return ["# " + PlanMessages.scriptUnsetVariable(language, ["name": "$" + name, "id": user])]
            }
            let source = PlanMessages.source(given.source, variable: name, language: language)
            return [
                "# " + PlanMessages.scriptUnsetGiven(language, ["name": "$" + name, "id": user, "source": source]),
                plan.hidesUnset(name, masker: rendering.masker)
                    ? "# " + PlanMessages.scriptSecret(language)
                    : "export " + name + "=" + ShellQuoting.singleQuoted(given.value),
            ]
        }
        lines += plan.needed.flatMap { valueLines($0, plan: plan, rendering: rendering, boundBy: bound[$0.name]) }
        lines += plan.steps.flatMap { [""] + stepLines($0, plan: plan, rendering: rendering) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The code that runs each command as `docrun run` does (`SessionScript`), and judges its lines as the run does.
    ///
    /// Each command is copied from a here-document on fd 3 to a file, then sourced by a function, `docrun_run`, with
    /// fd 3 closed, as the session closes its own for the command (sourcing `/dev/fd/3` left it open), so that `exit n`
    /// (an alias for `return`) ends the command with status n, not the script, `local` is the command's, `declare` sets globals,
    /// and an alias the command defines is expanded on its next lines; and that judges each of its lines by its status,
    /// in place of `set -e`, which would stop at `grep -q x f; echo "$?"` and keep a page's `set -e` for the rest of
    /// the script: the ERR trap (`set -E`, the command's own lines only) notes the line of the first failure, a DEBUG
    /// trap then looks at `$?` when a later line starts (a function the trap calls can remove it only when it returns:
    /// it may fire once more, and does nothing then; it turns a page's `set -x` off for itself), and `docrun_end`,
    /// after each command, stops the script when a line or the command failed. `local -` keeps the command's shell
    /// options to it, as in the session: `set +eux +o pipefail` after it left `set -f` for the next commands, and a
    /// page's `set -n` ended the script there with status 0. The script's own exits come before the alias, or are
    /// `builtin exit`. Each command's file is new (`mktemp`, in /tmp when a step broke `$TMPDIR`) and removes itself
    /// first, on its first line, so that no way the script ends leaves it (a page's EXIT trap, then `set -e`);
    /// `docrun_end` removes one whose first line did not parse. The programs it calls after a command may have run are `command mktemp`, `command cat` and
    /// `command rm`, not a page's functions of those names.
    private static let judging = [
        // $? in docrun_end is the status of the command's last line; each command is sourced from a temporary file.
        "# shellcheck disable=SC1090,SC2034,SC2320",
        // Aliases a step defines are expanded in the next, as in the run's session.
        "docrun_line='' docrun_failed=''; shopt -s expand_aliases; set -E; "
            + "trap '[[ -n $docrun_line || ${FUNCNAME[1]-} != docrun_run ]] || { docrun_line=$LINENO; trap docrun_judge DEBUG; }' ERR",
        "docrun_judge() { local s=$? -; set +x; if [[ -n $docrun_line ]] && (( BASH_LINENO[0] > docrun_line )); then "
            + "(( s == 0 )) || docrun_failed=${docrun_failed:-$s}; docrun_line=''; trap - DEBUG; fi; }",
        "docrun_end() { local s=${docrun_failed:-$?}; docrun_line='' docrun_failed=''; trap - DEBUG; "
            + "command rm -f -- \"$docrun_file\"; (( s == 0 )) || exit \"$s\"; }",
        // One line: the scripts of two pages share no run of six.
        "docrun_run() { local -; docrun_file=$(command mktemp 2>/dev/null || TMPDIR=/tmp command mktemp) && "
            + "{ builtin printf 'command rm -f -- %q; ' \"$docrun_file\"; command cat <&3; } >|\"$docrun_file\" && "
            + ". \"$docrun_file\" 3<&-; }; "
            + "alias exit=return declare='declare -g' typeset='typeset -g'",
    ]

    /// The lines that give the placeholder's variable its value; `producer` is the step whose output `docrun run`
    /// takes it from.
    private func valueLines(
        _ placeholder: Placeholder, plan: RunPlan, rendering: Rendering, boundBy producer: String?
    ) -> [String] {
        let variable = plan.environment(placeholder.name)
        var about = oneLine(placeholder.description ?? PlanMessages.undocumented(language))
        // Run binds it from the real output by comparing it with the example: the script asks for it instead.
        if let producer { about += " (" + PlanMessages.scriptFromOutput(language, ["id": producer]) + ")" }
        var lines = ["# <\(placeholder.name)>: \(about)"]
        // A value that holds a secret (a connection string with the password) is read from the environment as one.
        let isHidden = rendering.hides(placeholder.name)
        let value = isHidden ? nil : plan.values[placeholder.name]?.value
        if isHidden { lines[0] += " (" + PlanMessages.scriptSecret(language) + ")" }
        if let value {
            // The word of a double-quoted `${V-word}` keeps the `\` of `\'`: a value that needs quotes is single-quoted
            // in an unquoted one.
            lines.append(
                ShellSubstitution.isPlain(value)
                    ? "\(variable)=\"${\(variable)-\(value)}\""
                    : "\(variable)=${\(variable)-\(ShellQuoting.singleQuoted(value))}")
        } else if !placeholder.isRequired && !isHidden {
            lines.append("\(variable)=\"${\(variable)-}\"")
        } else {
            // The word after `:?` is expanded like a double-quoted string, inside a double-quoted word; bash still pairs
            // single quotes there, so a lone `'` (French `l'image`) is escaped too.
            lines.append(": \"${\(variable):?\(ShellQuoting.escaped(placeholder.name + ": " + about, "\\$`\"}'"))}\"")
        }
        let all = plan.uses[placeholder.name] ?? []
        // A YAML here-document of a command takes the value as a file does.
        let fileUses = all.compactMap { use in use.fileSlot.map { (step: use.step, use: use.occurrence, slot: $0) } }
        // A shell script a step writes reads the value as a command does, inside the here-document that writes it.
        let scriptUses = fileUses.compactMap { file in
            if case .shell = file.slot { (file.step, file.use) } else { nil }
        }
        let commandUses = all.compactMap { use in
            if case .command = use.place { (use.step, use.occurrence) } else { nil }
        }
        let uses = commandUses + scriptUses
        // Where bash evaluates the value as arithmetic, only an integer is data; where it reads it as a variable's
        // name, only a name: the script checks before it runs.
        let checks: [(KeyPath<PlaceholderOccurrence, Bool>, Localized, String)] = [
            (\.isArithmetic, PlanMessages.scriptNotAnInteger, "^[-+]?(0|[1-9][0-9]*)$"),
            (\.isName, PlanMessages.scriptNotAName, "^[A-Za-z_][A-Za-z0-9_]*$"),
        ]
        for (isUse, say, pattern) in checks {
            guard let step = uses.first(where: { $0.1[keyPath: isUse] })?.0 else { continue }
            lines.append(stop(unless: "${\(variable)} =~ \(pattern)", saying: say, placeholder.name, at: step))
        }
        // In a string another shell evaluates, or in a shell script the script writes, the value goes quoted for that
        // shell.
        if uses.contains(where: { $0.1.contexts.count > 1 })
            || scriptUses.contains(where: { $0.1.context.quoting != .comment })
        {
            lines.append(ShellSubstitution.quoting(variable))
        }
        return lines
            + fileValueLines(
                placeholder, variable: variable,
                namedBy: all.first { if case .fileName = $0.place { true } else { false } }?.step,
                uses: fileUses.map { ($0.step, $0.slot) })
    }

    /// The lines that write the placeholder's value for the files that hold it (`FileSubstitution`): escaped for a
    /// JSON string or a double-quoted YAML scalar, its `'` doubled for a single-quoted one, and checked where it goes
    /// as it is but only some values are data (outside a JSON string, a plain YAML scalar); `namedBy` is the first
    /// step that writes a file whose name holds it.
    private func fileValueLines(
        _ placeholder: Placeholder, variable: String, namedBy: String?, uses: [(String, FileSubstitution.Slot)]
    ) -> [String] {
        func check(_ test: String, _ slots: (FileSubstitution.Slot) -> Bool) -> [String] {
            guard let step = uses.first(where: { slots($0.1) })?.0 else { return [] }
            return [stop(unless: test, saying: PlanMessages.scriptNotFileData, placeholder.name, at: step)]
        }
        // Where a quoted scalar's escapes cannot say it, or where it would change the structure as it is.
        let printable = (["[[:cntrl:]]"] + ["\\xc2\\x85", "\\xe2\\x80\\xa8", "\\xe2\\x80\\xa9"].map { "$'\($0)'" })
            .map { "${\(variable)} != *\($0)*" }.joined(separator: " && ")
        // A comment of a shell script, and a YAML comment or block scalar, take the value as it is, up to a line break
        // (and YAML no control character).
        var lines = check(printable) { slot in
            if case .shell(let contexts) = slot { return contexts.first?.quoting == .comment }
            return [.jsonString, .yamlDoubleQuoted, .yamlSingleQuoted, .yamlText].contains(slot)
        }
        // A value in a file's name must stay one name in the script's folder, as `run` checks.
        if let step = namedBy {
            let test = "-n ${\(variable)} && ${\(variable)} != . && ${\(variable)} != .. && ${\(variable)} != */*"
            lines.append(stop(unless: test, saying: PlanMessages.scriptNotFileName, placeholder.name, at: step))
        }
        if uses.contains(where: { $0.1 == .jsonString || $0.1 == .yamlDoubleQuoted }) {
            let escaped = Self.escapedVariable(variable)
            lines.append("\(escaped)=${\(variable)//\\\\/\\\\\\\\}; \(escaped)=${\(escaped)//\\\"/\\\\\\\"}")
        }
        if uses.contains(where: { $0.1 == .yamlSingleQuoted }) {
            lines.append("\(Self.quotesDoubled(variable))=${\(variable)//\\'/\\'\\'}")
        }
        lines += check("${\(variable)} =~ ^(-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][-+]?[0-9]+)?|true|false|null)$") {
            $0 == .jsonToken
        }
        let plain = "[[:alnum:]_./@%+=~]"
        lines += check(
            "${\(variable)} =~ ^\(plain)([[:alnum:]_./@%+=~:\\ -]*\(plain.dropLast())-])?$ && "
                + "${\(variable)} != *': '*"
        ) {
            if case .yamlPlain = $0 { true } else { false }
        }
        return lines
    }

    private func stop(unless test: String, saying message: Localized, _ name: String, at id: String) -> String {
        let said = ShellQuoting.escaped(message(language, ["name": "<\(name)>", "id": id]), "\\$`\"")
        return "[[ \(test) ]] || { echo \"\(said)\" >&2; builtin exit 1; }"
    }

    /// The variable that holds the value of `variable` escaped for a JSON string or a double-quoted YAML scalar.
    private static func escapedVariable(_ variable: String) -> String { variable + "_ESCAPED" }

    /// The reference that gives an unquoted here-document the value of `variable` as a JSON or YAML document takes it
    /// at `slot` (the variables `fileValueLines` sets); nil where a shell reads it (a script, a shell string).
    private static func dataReference(_ slot: FileSubstitution.Slot, _ variable: String) -> String? {
        switch slot {
        case .jsonString, .yamlDoubleQuoted: "${" + escapedVariable(variable) + "}"
        case .yamlSingleQuoted: "${" + quotesDoubled(variable) + "}"
        case .text, .yamlText, .jsonToken, .yamlPlain: "${" + variable + "}"
        case .shell, .shellString: nil
        }
    }

    /// The variable that holds the value of `variable` with each `'` doubled, for a single-quoted YAML scalar.
    private static func quotesDoubled(_ variable: String) -> String { variable + "_QUOTES_DOUBLED" }

    private func stepLines(_ planned: PlannedStep, plan: RunPlan, rendering: Rendering) -> [String] {
        let step = planned.step
        let title = PlanMessages.step(language, ["id": step.id]) + (step.text.isEmpty ? "" : " — " + oneLine(step.text))
        var lines = ["# " + title]
        switch planned.disposition {
        case .group: return lines + step.details.map { "#   " + oneLine($0) }
        case .skippedPlatform, .skippedAlternative: return lines + ["# " + planned.notRunning(language)]
        case .manual:
            lines.append("# " + planned.notRunning(language))
            lines += step.details.map { "#   " + oneLine($0) }
            let reasons = planned.byHandReasons(language)
            lines += reasons.map { "#   " + $0 }
            if !reasons.isEmpty { lines += step.commands.flatMap { commented($0.text) } }
            return lines + step.files.flatMap { commented($0.text) }
        case .run: break
        }
        return lines
            + step.lines(
                command: { commandLines($1, plan: plan) }, file: { fileLines($0, plan: plan, rendering: rendering) })
    }

    private func commandLines(_ command: Command, plan: RunPlan) -> [String] {
        do {
            let code = try ShellSubstitution.render(
                command.script, variable: plan.environment, yamlReference: Self.dataReference)
            var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // The here-document ends the last line: its line continuation (`echo one \`) is a `\` in the run, where the
            // command's file ends there.
            if (lines.last?.reversed().prefix { $0 == "\\" }.count ?? 0) % 2 == 1 { lines[lines.count - 1] += "\\" }
            var delimiter = "DOCRUN_COMMAND"
            while code.contains(delimiter) { delimiter += "_" }
            return ["docrun_run 3<<'\(delimiter)'; docrun_end"] + lines + [delimiter]
        } catch {
            return ["# " + PlanMessages.scriptByHand(language)] + commented(command.text)
        }
    }

    private func fileLines(_ file: FileBlock, plan: RunPlan, rendering: Rendering) -> [String] {
        guard file.kind == .file, let name = file.name else { return commented(file.text) }
        var delimiter = "DOCRUN_EOF"
        while file.text.contains(delimiter) { delimiter += "_" }
        // In an unquoted here-document, `\`, `$` and a backquote are the only special characters; each placeholder is
        // the variable that holds its value as the file takes it there (`fileValueLines`).
        let body: String
        let hereDocumentText = { ShellQuoting.escaped($0, "\\$`") }
        do throws(SubstitutionError) {
            body = try ShellSubstitution.replace(
                Array(file.text.utf8), plan.slots(of: file), between: hereDocumentText
            ) { occurrence, slot throws(SubstitutionError) in
                let variable = plan.environment(occurrence.name)
                if let reference = Self.dataReference(slot, variable) { return reference }
                switch slot {
                case .shell(let contexts) where contexts.first?.quoting == .comment: return "${" + variable + "}"
                case .shell(let contexts):
                    // In a shell script, the value quoted for the shell that runs it: `'…'` where it is bare, `"'…'"`
                    // in double quotes; where no reference reaches (a here-document of the script), the file is for
                    // the reader to write.
                    let reference = ShellSubstitution.reference(to: variable, through: [.hereDocumentBody] + contexts)
                    guard let reference else { throw .unsupportedContext(name: occurrence.name) }
                    return reference
                default:
                    // Quoted for a shell, then written for JSON or YAML: more than the here-document can say.
                    throw .unsupportedContext(name: occurrence.name)
                }
            }
        } catch {
            return ["# " + PlanMessages.scriptFileByHand(language)] + commented(file.text)
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The name's placeholders (`<policy_name>.json`) are their variables, checked to be one name (`fileValueLines`).
        let nameText = { (text: String) in text.isEmpty ? "" : ShellQuoting.word(text) }
        let word = ShellSubstitution.replace(
            Array(name.utf8), PlaceholderScanner.occurrences(in: name).map { ($0, ()) }, between: nameText
        ) { occurrence, _ in "\"${" + plan.environment(occurrence.name) + "}\"" }
        // A file that holds a secret is a new file readable by its owner only, whatever was there, as `run` writes it.
        // `command`: a page's function or alias named `cat` or `rm` is not called.
        guard file.placeholderNames.contains(where: rendering.hides) else {
            return ["command cat > \(word) <<\(delimiter) || builtin exit"] + lines + [delimiter]
        }
        return ["command rm -f -- \(word) && (umask 077 && command cat > \(word)) <<\(delimiter) || builtin exit"]
            + lines + [delimiter]
    }

    /// Text shown in the script, not run: each line a comment.
    private func commented(_ text: String) -> [String] {
        text.split(separator: "\n").map { "#   " + $0 }
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
