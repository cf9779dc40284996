import Foundation
import RunbookKit
import ShellSyntax

/// One step: its header, then its files and commands in page order, each command verified.
extension RunEngine {
    /// Runs `planned`, the step at 1-based `position` among the selected steps.
    func runStep(_ planned: PlannedStep, position: Int) -> StepControl {
        let step = planned.step
        let indent = String(repeating: "  ", count: planned.depth)
        // The step's lines up to its first question or command are written at once, each made in one piece: a page
        // may have hundreds of thousands of steps done by hand.
        let header = "[\(position)/\(plan.steps.count)] \(PlanMessages.step(language, ["id": step.id])) — "
        var text =
            "\(sectionHeading(of: step))\n\(indent)\(paint(header, .heading))\(VisibleText.of(masker.mask(step.text)))\n"
        transcript?.record(
            "step", [("id", .string(step.id)), ("section", .string(step.section)), ("line", .int(step.line))])
        switch planned.disposition {
        case .group:
            console.write(text + detailLines(step, indent: indent).map { $0 + "\n" }.joined())
            return .next(nil)
        case .skippedPlatform, .skippedAlternative:
            console.write(text + "\(indent)  \(notRunning(planned))\n")
            return .next(.skipped)
        case .manual:
            var lines = detailLines(step, indent: indent)
            let reasons = planned.byHandReasons(language)
            if !reasons.isEmpty {
                lines += step.commands.flatMap { commandLines(rendering.command($0.script), indent: indent) }
            }
            lines += reasons.map { indent + "  " + $0 }
            lines += byHandLines(step.files, indent: indent)
            text += lines.map { $0 + "\n" }.joined()
            text += "\(indent)  \(notRunning(planned))\n"
            guard interactive, !options.yes else {
                console.write(text + "\(indent)  \(RunMessages.manualGoesOn(language))\n")
                return .next(.manual)
            }
            console.write(text)
            switch choose(indent + "  " + RunMessages.manualChoice(language), { Choices.manual($0, language) }) {
            case .done: return .next(.manual)
            case .skip: return .next(.skipped)
            case .quit, nil: return .stop(.skipped, .quit)
            }
        case .run:
            console.write(text)
            return confirmDestructive(step, indent: indent) ?? commandStep(step, indent: indent)
        }
    }

    /// What the plan says of `planned`, a step that does not run (`PlannedStep.notRunning`), as a sentence, its
    /// control characters shown (a tab's title is the page's).
    private func notRunning(_ planned: PlannedStep) -> String {
        VisibleText.of(RunMessages.sentence(planned.notRunning(language)))
    }

    /// With `--yes`, a step that looks destructive (`rm`, `kubectl delete`, `token-rm`) runs only when `--only` names
    /// it or a person confirms it; without a terminal it is skipped, and the summary says why.
    ///
    /// It is judged with its values filled in (`--replicas=<count>`): those not known yet are settled first (asked,
    /// on a terminal), except those the step's own example output gives, which only running it tells.
    private func confirmDestructive(_ step: Step, indent: String) -> StepControl? {
        guard options.yes, !plan.selection.only.contains(where: { Planner.names($0, step) }) else { return nil }
        // The values the step still needs (but those its own output gives) are settled first: a value can make it
        // destructive (`--replicas=<count>` with 0), and the question shows the commands as they will run.
        let printed = Set(step.outputs.flatMap(\.placeholders).map(\.name))
        var seen: Set<String> = []
        let names = step.commands.flatMap(\.placeholderNames).filter {
            plan.values[$0] == nil && !printed.contains($0) && seen.insert($0).inserted
        }
        var reason = destructiveReason(step)
        if reason == nil || interactive, !names.isEmpty {
            if let exit = settle(names) { return .stop(exit == .quit ? .skipped : .failed, exit) }
            reason = destructiveReason(step)
        }
        guard let word = reason else { return nil }
        console.line(indent + "  " + paint(RunMessages.destructive(language, ["word": word]), .warned))
        if interactive {
            console.lines(step.commands.flatMap { commandLines(rendering.command($0.script), indent: indent) })
            guard let yes = ask(indent + "  " + RunMessages.runDestructive(language), default: false) else {
                return .stop(.skipped, .quit)
            }
            if yes { return nil }
        }
        notes[key(step)] = RunMessages.destructiveNote(language, ["id": step.id])
        return .next(.skipped)
    }

    /// Why `step`'s commands, with the values known filled in, look destructive; nil if they do not.
    private func destructiveReason(_ step: Step) -> String? {
        destructive.reason(step.commands.map(\.script)) { script in
            guard !script.placeholders.isEmpty else { return script }
            return ShellScript(command: rendering.command(script))
        }
    }

    /// The heading of the section the run enters, unless it is the page's title.
    private func sectionHeading(of step: Step) -> String {
        guard let index = step.sectionIndex, index != enteredSection else { return "" }
        enteredSection = index
        let section = plan.runbook.sections[index]
        guard section.title != plan.runbook.title else { return "" }
        return "\n"
            + paint(
                String(repeating: "#", count: max(section.level, 1)) + " " + VisibleText.of(section.title), .heading)
            + "\n"
    }

    /// The blocks of `files` the run does not write, each with what is done with it: an HTTP request sent by hand, a
    /// snippet added by hand, a file the page names not.
    private func byHandLines(_ files: [FileBlock], indent: String) -> [String] {
        files.filter { !$0.isWritten }.flatMap { file in
            let heading =
                switch file.kind {
                case .request: RunMessages.request(language)
                case .snippet: RunMessages.snippet(language, ["name": file.name ?? ""])
                case .file: RunMessages.unnamedFile(language)
                }
            return [indent + "  " + heading] + fileLines(file, indent: indent)
        }
    }

    private func commandStep(_ step: Step, indent: String) -> StepControl {
        stepBudget = options.timeout
        var warned = false
        for action in step.actions {
            switch action {
            case .file(let file) where !file.isWritten:
                console.lines(byHandLines([file], indent: indent))
            case .file(let file):
                if let exit = settle(file.placeholderNames) { return .stop(exit == .quit ? .skipped : .failed, exit) }
                if let failure = writeFile(file, in: step, indent: indent) { return failure }
            case .command(let index, let command):
                switch runCommand(command, index: index, in: step, indent: indent) {
                case nil: continue
                case .next(.warned)?: warned = true
                case let control?: return control
                }
            }
        }
        return .next(warned ? .warned : .passed)
    }

    /// Writes a `{: codeblock}` file with the values filled in: a name under `~/`, `$HOME/` or `${HOME}/` in the
    /// session's home folder, a relative one in the shell's current directory.
    private func writeFile(_ file: FileBlock, in step: Step, indent: String) -> StepControl? {
        // The real values, secrets included, each written as data for the file and its name (refused values stop a
        // run before it starts: this is the last guard).
        let (name, content): (String, String)
        do throws(SubstitutionError) {
            name = try FileSubstitution.fileName(file.name ?? "") { plan.values[$0]?.value }
            content = try FileSubstitution.fill(file.text, at: plan.slots(of: file)) { plan.values[$0]?.value }
        } catch {
            console.line(indent + "  ✗ " + RunMessages.refusal(error, step: step.id, language: language))
            return .stop(.failed, .stepFailed)
        }
        let path = filePath(name)
        func record(_ fields: [(String, JSONValue)]) { transcript?.record("file", [("path", .string(path))] + fields) }
        // Whatever is there (a file, a link) is replaced: said before it is.
        let replacing = PrivateFiles.existing(path) != nil
        let heading = replacing ? RunMessages.replacingFile : RunMessages.writingFile
        console.lines([indent + "  " + heading(language, ["path": path])] + fileLines(file, indent: indent))
        if interactive, !options.yes {
            let question = replacing ? RunMessages.replaceFileQuestion : RunMessages.writeFileQuestion
            let answer = ask(indent + "  " + question(language), default: true)
            if answer != true {
                // The step is not done: it is skipped (the rest of it would use the file), and the summary says why.
                console.line(indent + "  " + RunMessages.fileNotWritten(language, ["path": path]))
                record([("line", .int(file.line)), ("written", .bool(false))])
                notes[key(step)] = RunMessages.fileNotWrittenNote(language, ["name": name])
                return answer == nil ? .stop(.skipped, .quit) : .next(.skipped)
            }
        }
        let bytes = Array((content.hasSuffix("\n") ? content : content + "\n").utf8)
        // A file that holds a secret is created readable by its owner only.
        let holdsSecret = file.placeholderNames.contains(where: plan.isSecret) || masker.mask(content) != content
        do throws(FileRefusal) {
            let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else { throw errno == ENOENT ? .noFolder : .system(errno) }
            defer { close(folder) }
            try PrivateFiles.replace(
                (path as NSString).lastPathComponent, in: folder, with: bytes, mode: holdsSecret ? 0o600 : 0o666)
        } catch {
            let failure = RunMessages.describe(error, language)
            console.line(indent + "  ✗ " + RunMessages.fileWriteFailed(language, ["path": path, "reason": failure]))
            record([("written", .bool(false)), ("error", .string(failure))])
            return .stop(.failed, .stepFailed)
        }
        record([
            ("line", .int(file.line)), ("written", .bool(true)),
            ("content", .string(masker.mask(rendering.display(file)))),
        ])
        return nil
    }

    /// Where the file `name` goes, as bash reads the name: `~/`, `$HOME/` and `${HOME}/` are the session's `HOME`.
    private func filePath(_ name: String) -> String {
        guard let home = ["~/", "$HOME/", "${HOME}/"].first(where: name.hasPrefix) else {
            let directory = (try? currentShell()?.currentDirectory()) ?? options.workingDirectory
            return name.hasPrefix("/") ? name : URL(fileURLWithPath: directory).appendingPathComponent(name).path
        }
        let folder =
            (try? currentShell()?.variables(named: ["HOME"])["HOME"]?.value) ?? options.environment["HOME"]
            ?? NSHomeDirectory()
        return URL(fileURLWithPath: folder).appendingPathComponent(String(name.dropFirst(home.count))).path
    }

    /// The step's other paragraphs, masked, one line each.
    private func detailLines(_ step: Step, indent: String) -> [String] {
        step.details.map { indent + "  " + VisibleText.of(masker.mask($0)) }
    }

    private func fileLines(_ file: FileBlock, indent: String) -> [String] {
        rendering.display(file).split(separator: "\n", omittingEmptySubsequences: false).map {
            indent + "    | " + VisibleText.of(masker.mask(String($0)))
        }
    }
}

/// The answers a person may type, in each language: a word or its first letter.
enum Choices {
    enum Manual: Int { case done, skip, quit }
    enum Failure: Int { case retry, edit, skip, quit }

    /// The words of each menu's choices, in the order of its cases, and the words that mean yes.
    static let manualWords = Localized(
        en: "done skip quit", fr: "terminé ignorer quitter", pt: "concluído pular interromper")
    static let failureWords = Localized(
        en: "retry edit skip quit", fr: "réessayer modifier ignorer quitter", pt: "tentar editar pular interromper")
    static let yesWords = Localized(en: "y yes", fr: "o oui y yes", pt: "s sim y yes")

    static func manual(_ answer: String, _ language: Language) -> Manual? { pick(answer, manualWords(language)) }

    static func failure(_ answer: String, _ language: Language) -> Failure? { pick(answer, failureWords(language)) }

    /// A yes/no answer; an empty answer takes `default`.
    static func yes(_ answer: String, _ language: Language, default: Bool) -> Bool {
        let word = answer[...].trimming(\.isSpaceOrTab).lowercased()
        return word.isEmpty ? `default` : yesWords(language).split(separator: " ").contains(Substring(word))
    }

    /// The choice `answer` names among `words` (in the order of `Choice`'s cases): a word or its first letter.
    private static func pick<Choice: RawRepresentable<Int>>(_ answer: String, _ words: String) -> Choice? {
        let typed = answer[...].trimming(\.isSpaceOrTab).lowercased()
        guard !typed.isEmpty else { return nil }
        return words.split(separator: " ").firstIndex { $0 == typed || $0.hasPrefix(typed) && typed.count == 1 }
            .flatMap(Choice.init)
    }
}
