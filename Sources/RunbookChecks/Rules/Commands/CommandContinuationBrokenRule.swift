import RunbookKit
import ShellSyntax

/// `command-continuation-broken`: a `\` that ends a command's line but for blanks after it, with more of the command
/// on the next line.
///
/// Bash reads `\` and the blank after it as an escaped blank, part of a word, so the line break ends the command and
/// the next line runs as a command of its own (`--name my-app` is "command not found"). The blanks do not show on the
/// page: the reader copies them. A `\` in quotes or a comment, or one after which the command ends, is not reported.
struct CommandContinuationBrokenRule: PageRule {
    static let description = RuleDescription(
        id: "command-continuation-broken", severity: .warning,
        rationale: """
            A '\\' continues a command on the next line only as the line's last character: blanks after it, which \
            the page does not show, end the command with the line, and bash runs the next line as a command of its \
            own.
            """)

    static let messages = [blanksAfter]
    static let blanksAfter = Localized(
        en: "blanks follow the '\\' at this line's end: bash ends the command here, and runs the next line alone",
        fr: "des blancs suivent le '\\' en fin de ligne : bash termine la commande ici, et exécute seule la suivante",
        pt: "há espaços após a '\\' no fim da linha: o bash termina o comando aqui, e executa sozinha a próxima")

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for read in page.commands where read.snippet != nil {
            let script = read.command.script
            let offsets = Self.brokenContinuations(script)
            guard !offsets.isEmpty else { continue }
            let places = CommandSnippet.Places(read.command, in: page.source).locations(of: offsets)
            findings += places.map { page.finding(at: $0, Self.blanksAfter) }
        }
    }

    /// The offsets of each unquoted `\` followed by blanks to its line's end, where a line with more than blanks
    /// follows in the command.
    static func brokenContinuations(_ script: ShellScript) -> [Int] {
        let bytes = script.bytes
        var found: [Int] = []
        var offset = 0
        while let backslash = bytes[offset...].firstIndex(of: UInt8(ascii: "\\")) {
            offset = backslash + 1
            // Bash's escape: the `\` is a quote that removes itself, the blank after it is escaped.
            guard script.quoting[backslash] == .quote, offset < bytes.count, bytes[offset].isOne(of: " \t") else {
                continue
            }
            var end = offset
            while end < bytes.count, bytes[end].isOne(of: " \t") { end += 1 }
            let nextLine = bytes[min(end + 1, bytes.count)...].prefix { $0 != UInt8(ascii: "\n") }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\n"),
                nextLine.contains(where: { !$0.isOne(of: " \t") })
            else { continue }
            found.append(backslash)
        }
        return found
    }
}
