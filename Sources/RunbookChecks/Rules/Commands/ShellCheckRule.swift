import RunbookKit

/// `shellcheck`: what shellcheck says about each command bash parses, at the page's line and column; opt-in
/// (`RuleRegistry.optionalSetRules`: with `--shellcheck`, when shellcheck is installed), one shellcheck per thread of
/// the check.
struct ShellCheckRule: SetRule {
    static let description = RuleDescription(
        id: "shellcheck", severity: .warning,
        rationale: """
            The shellcheck tool finds what bash accepts but readers trip on: 'cd' without a check, curly quotes pasted \
            from a word processor, and, as notices, unquoted expansions. Only with '--shellcheck' and when shellcheck \
            is installed.
            """)

    static let comment = Localized(
        en: "SC{code}: {message}", fr: "SC{code} : {message}", pt: "SC{code}: {message}")
    static let messages = [comment]

    func check(_ pages: PageSet, into findings: inout [Finding]) {
        // bash and shellcheck each take one core: their work is cut in one run per thread of the check. Bash's
        // answers are the ones command-syntax asked for (`PageSet` keeps them).
        let commands = pages.bashCommands
        guard let problems = commands.problems else { return }
        let parsed = commands.commands.indices.filter { problems[$0] == nil }
        let snippets = parsed.map { commands.commands[$0].snippet }
        guard let comments = try? ShellCheck.check(snippets, batches: pages.threads) else { return }
        for (slot, index) in parsed.enumerated() {
            let (page, command, _) = commands.commands[index]
            let places = CommandSnippet.Places(command, in: page.source)
            for comment in comments[slot] {
                let location = places.location(line: comment.line, column: comment.column)
                let message = Self.comment(
                    page.messageLanguage, ["code": String(comment.code), "message": Self.lowercased(comment.message)])
                // shellcheck's `info` and `style` are notices (docs/checks.md says so in the rule's details).
                let severity = Diagnostic.Severity(rawValue: comment.level) ?? .notice
                findings.append(page.finding(at: location, message, severity: severity))
            }
        }
    }

    /// `Double quote to prevent globbing.` → `double quote to prevent globbing`, as house messages are written.
    static func lowercased(_ message: String) -> String {
        var text = Substring(message)
        if text.hasSuffix(".") { text = text.dropLast() }
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else {
            return String(text)
        }
        return first.lowercased() + text.dropFirst()
    }
}
