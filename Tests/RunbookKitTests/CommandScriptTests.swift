import RunbookKit
import ShellSyntax
import Testing

/// A page's command read as bash with the dialect's placeholders: those `PlaceholderScanner` finds, in context.
@Suite struct CommandScriptTests {
    @Test func placeholdersAreThoseOfThePlaceholderScannerWithTheirContexts() {
        let command = "cat <<EOF\nb <x>\nEOF\necho <<y> <a b> <é> 'é<z>' \"<API key>\" List<String> </td>"
        let found = ShellScript(command: command).placeholders
        let plain = PlaceholderScanner.occurrences(in: command)
        #expect(found.map(\.name) == ["x", "a b", "é", "z", "API key"])
        #expect(found.map(\.name) == plain.map(\.name))
        #expect(found.map(\.line) == plain.map(\.line))
        #expect(found.map(\.column) == plain.map(\.column))
        #expect(found.map(\.offset) == plain.map(\.offset))
        #expect(found.map(\.context.quoting) == [.hereDocument, .unquoted, .unquoted, .singleQuoted, .doubleQuoted])
        #expect(found.first?.context.hereDocumentDelimiter == "\n")
    }

    /// `<` or `<<` right after an operand, before a placeholder with nothing after its `>` that could name a file,
    /// is an operator and then the placeholder; a here-document's delimiter stays one, `>` and a file after it or not.
    @Test func aPlaceholderRightAfterAComparisonOrAShiftIsOne() {
        let command = "for ((i=0; i<<count>; i++)); do echo $((1<<<bits>)) \"$((j<<n>))\" x<<y>; done"
        let script = ShellScript(command: command)
        #expect(script.placeholders.map(\.name) == ["count", "bits", "n", "y"])
        #expect(script.placeholders.prefix(3).allSatisfy { $0.context.arithmetic == .expression })
        for heredoc in [
            "cat <<EOF\nx\nEOF", "cat<<EOF>out\nx\nEOF", "cat <<EOF> out\nEOF", "cat <<-EOF\nEOF",
            "cat <<'EOF'\nEOF", "cat <<<word", "cat <<<'<x>'", "cat <<END>>log\nEND",
        ] {
            let names = ShellScript(command: heredoc).placeholders.map(\.name)
            #expect(names == (heredoc.contains("'<x>'") ? ["x"] : []), "\(heredoc)")
        }
    }

    static let apostropheCases: [(String, [String])] = [
        ("USER=<nom d'utilisateur> PASS=<mot de passe> cmd", ["nom d'utilisateur", "mot de passe"]),
        ("echo <l\u{2019}hôte> <nome d'usuário>", ["l\u{2019}hôte", "nome d'usuário"]),
        ("echo <it'> <'x'> <a 'b'> <d'> cat <<'EOF'\nEOF", []),
    ]

    /// An elision between two letters is part of a translated name, so bash reads the placeholder as one word.
    @Test(arguments: apostropheCases)
    func aTranslatedNameMayHoldAnApostrophe(_ command: String, _ names: [String]) {
        let script = ShellScript(command: command)
        #expect(script.placeholders.map(\.name) == names)
        #expect(PlaceholderScanner.occurrences(in: command).map(\.name) == names)
    }

    @Test func aPlaceholderWithBlanksIsOneWord() {
        let script = ShellScript(command: "kubectl get <pod name> -n <name space> > out")
        #expect(script.commandNames == ["kubectl"])
        #expect(
            script.tokens.map { script.text($0.range) } == [
                "kubectl", "get", "<pod name>", "-n", "<name space>", ">", "out",
            ])
        #expect(!script.isPlain)
        #expect(ShellScript(command: "kubectl get <pod_name> > out").isPlain)
    }
}
