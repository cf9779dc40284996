import MarkdownTree
import RunbookKit
import ShellSyntax

/// `command-role-missing`: a fenced block of shell (its info string says so: `sh`, `bash`, `console`…, or it opens
/// with a prompt, `$ ibmcloud login`) with no attribute list, so neither a command, an output nor a file; a synopsis
/// (`command-usage-notation`'s) is left alone.
struct CommandRoleMissingRule: PageRule {
    static let description = RuleDescription(
        id: "command-role-missing", severity: .warning,
        rationale: "A shell block without '{: pre}' is shown as plain code, without the site's copy button, and docrun "
            + "reads it as text: the step it is in is one to do by hand. Mark a command '{: pre}', output "
            + "'{: screen}', a file '{: codeblock}'.")

    static let missing = Localized(
        en: "shell block '{fence}' has no attribute list: mark a command '{: pre}', output '{: screen}', a file "
            + "'{: codeblock}'",
        fr: "le bloc shell '{fence}' n'a pas de liste d'attributs : marquez une commande '{: pre}', une sortie "
            + "'{: screen}', un fichier '{: codeblock}'",
        pt: "o bloco de shell '{fence}' não tem lista de atributos: marque um comando '{: pre}', uma saída "
            + "'{: screen}', um arquivo '{: codeblock}'")
    static let messages = [missing]

    /// Info strings of shell and terminal sessions (the first word, lowercased).
    static let shellInfos: Set<String> = [
        "sh", "bash", "shell", "zsh", "ksh", "console", "terminal", "shell-session", "shellsession", "sh-session",
        "bash-session",
    ]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let fenced = page.facts.blocks.fencedCode
        guard !fenced.isEmpty else { return }
        // The lines of the blocks an attribute list is given to (detached ones too: attribute-detached says those).
        // Read in place: copying each use (its list's arrays) cost more than reading it.
        let uses = page.runbook.attributeLists
        var given = Set<Int>()
        for index in uses.indices where uses[index].targetKind == .codeBlock {
            if let line = uses[index].targetLine { given.insert(line) }
        }
        for index in fenced.indices {
            // Most blocks have an attribute list: looked up first, before the block's words are.
            guard let range = fenced[index].node.range, !given.contains(range.start.line),
                case .codeBlock(let info, let literal, true) = fenced[index].node.kind,
                !literal.allSatisfy(\.isWhitespace)
            else { continue }
            let language = FenceLine.language(ofInfo: info)
            guard Self.shellInfos.contains(language) || language.isEmpty && ShellPrompt.opensWithPrompt(literal)
            else { continue }
            // A synopsis (`--name NAME [--image IMAGE]`) is reference, rightly shown without `{: pre}`.
            if UsageNotation.first(in: ShellScript(command: literal)) != nil { continue }
            let line = page.source.line(range.start.line)
            let lead = line.utf8.drop(while: SourceText.isMark)
            let fence = String(Substring(lead.prefix(FenceLine.run(lead)?.length ?? 0)))
            let location = SourceLocation(
                line: range.start.line, column: LineColumns(line).column(of: fence) ?? range.start.column)
            findings.append(page.finding(at: location, Self.missing, ["fence": fence + info]))
        }
    }
}
