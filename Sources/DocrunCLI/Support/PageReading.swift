import ArgumentParser
import RunbookKit
import RunbookRunner

/// Reads pages for the CLI, turning unreadable ones into one clear line on standard error and an exit code.
struct PageReading {
    let reader: RunbookReader

    /// Reads `path`; with `checkingSteps`, a page without steps is refused too (plan and run need steps).
    func read(path: String, checkingSteps: Bool) throws -> Runbook {
        let runbook: Runbook
        do {
            runbook = try reader.read(path: path)
        } catch {
            Console.error("docrun: " + error.description)
            throw ExitCode(Self.exitCode(for: error))
        }
        if checkingSteps && runbook.steps.isEmpty {
            Console.error("docrun: \(path): no steps found (no numbered list and no {: pre} command)")
            throw ExitCode(ExitStatus.badPage)
        }
        return runbook
    }

    static func exitCode(for error: PageError) -> Int32 {
        switch error.kind {
        case .notFound, .isDirectory, .notRegular, .unreadable: ExitStatus.noInput
        case .empty, .binary, .invalidUTF8, .tooLarge: ExitStatus.badPage
        }
    }
}

/// Plan errors as one line naming the page.
enum PlanErrorText {
    static func describe(_ error: PlanError, file: String) -> String {
        switch error {
        case .unknownSection(let anchor, let available):
            var text = "\(file): no section with the anchor '\(anchor)'"
            if let near = NameSuggestion.closest(to: anchor, in: available) { text += "; did you mean '\(near)'?" }
            return text + " (sections: " + available.joined(separator: ", ") + ")"
        case .unknownStep(let id, let available):
            // Several sections repeat the same numbers: each id is listed once.
            var seen = Set<String>()
            let ids = available.filter { seen.insert($0).inserted }
            var text = "\(file): no step '\(id)' in the selection"
            if let near = NameSuggestion.closest(to: id, in: ids) { text += "; did you mean '\(near)'?" }
            return text + " (steps: " + ids.joined(separator: ", ") + ")"
        case .ambiguousStep(let id, let sections):
            return "\(file): step '\(id)' is in several sections (" + sections.joined(separator: ", ")
                + "); add --section"
        }
    }
}
