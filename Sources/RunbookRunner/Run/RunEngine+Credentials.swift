import Foundation
import RunbookKit

/// Credentials the page's commands derive (a token fetched with a password): never kept in the state in clear, and
/// made again on `--resume` by running the step that sets them, with the operator's consent.
extension RunEngine {
    /// Why `--resume` cannot go on: the step that sets a needed credential may not run again.
    struct Stop: Error {
        let exit: RunExit
    }

    /// Whether the shell variable `name` holding `value` is a credential: its name says so (`OAUTH_TOKEN`,
    /// `DB_PASSWORD`, `*_KEY`), its value does (`Bearer …`, `Basic …`, a private key, a JWT) or holds a secret, or a
    /// command that uses a secret placeholder sets it.
    func isCredential(name: String, value: String) -> Bool {
        if SecretNames.saysCredential(variable: name) { return true }
        if masker.mask(value) != value { return true }
        let lowered = value.lowercased()
        if ["bearer ", "basic ", "token "].contains(where: lowered.hasPrefix) { return true }
        if value.contains("-----BEGIN") || Self.isJWT(value) { return true }
        return derivedFromSecrets.contains(name)
    }

    /// The variables set by commands that use a secret placeholder.
    var derivedFromSecrets: Set<String> {
        var names: Set<String> = []
        for command in plan.steps.flatMap(\.step.commands)
        where command.placeholderNames.contains(where: { plan.runbook.placeholder(named: $0)?.isSecret == true }) {
            names.formUnion(command.sets)
        }
        return names
    }

    /// The key of the step that sets `name`: the last one in the page that passed, else the first that sets it.
    func setter(of name: String) -> String {
        let setters = plan.steps.map(\.step).filter { $0.commands.contains { $0.sets.contains(name) } }
        let passed = Set(state.passed)
        return (setters.last { passed.contains(Self.key($0)) } ?? setters.first).map(Self.key) ?? ""
    }

    /// With `--resume` from `start`: the steps before it to run again first, because a step from `start` on uses a
    /// variable they set that the state did not keep. Asks on a terminal (`--yes` consents); without one, stops.
    func credentialReruns(before start: Int) -> Result<[Int], Stop> {
        guard options.resume, start > 0, !state.withheld.isEmpty else { return .success([]) }
        let used = Set(plan.steps[start...].flatMap(\.step.commands).flatMap(\.uses))
        var needs: [String: [String]] = [:]
        for (name, key) in state.withheld where used.contains(name) { needs[key, default: []].append(name) }
        let indices = needs.keys.compactMap { key in plan.steps.firstIndex { Self.key($0.step) == key } }
            .filter { $0 < start }.sorted()
        guard !indices.isEmpty else { return .success([]) }
        for index in indices {
            let key = Self.key(plan.steps[index].step)
            console.line(
                RunMessages.credentialRerun(
                    language,
                    [
                        "names": (needs[key] ?? []).sorted().joined(separator: ", "),
                        "setter": plan.steps[index].step.id,
                    ]))
        }
        if options.yes { return .success(indices) }
        guard let prompter else {
            console.line(RunMessages.credentialNoTerminal(language, ["path": plan.runbook.file]))
            return .failure(Stop(exit: .notStarted))
        }
        let steps = indices.map { plan.steps[$0].step.id }.joined(separator: ", ")
        let answer = prompter.readLine(
            prompt: RunMessages.credentialQuestion(language, ["steps": steps]), secret: false)
        guard let answer, Choices.yes(answer, language, default: true) else {
            console.line(RunMessages.resumeRefused(language, ["path": plan.runbook.file]))
            return .failure(Stop(exit: .quit))
        }
        return .success(indices)
    }

    /// Three base64url parts joined by dots, the first a JSON object (`eyJ`): a JSON Web Token.
    static func isJWT(_ value: String) -> Bool {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[0].hasPrefix("eyJ")
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            }
    }
}
