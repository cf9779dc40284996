import RunbookKit
import ShellSyntax

/// `command-usage-notation`: a synopsis (`[--opt VALUE]`, `{a|b}`) marked as a command to run.
struct CommandUsageNotationRule: PageRule {
    static let description = RuleDescription(
        id: "command-usage-notation", severity: .notice,
        rationale: """
            a synopsis such as 'app create --name NAME [--image IMAGE]' is reference, not a command: a reader who \
            copies it, or docrun, runs brackets and bars as shell code; show it without '{: pre}' and give a runnable \
            example as the command. A notice until it can tell a synopsis meant to be run from one shown for \
            reference: CLI reference pages show every synopsis in '{: pre}' by convention
            """,
        triggering: [
            """
            # Create an app

            ```txt
            ibmcloud ce app create --name APP_NAME ↓[--image IMAGE] [--port PORT]
            ```
            {: pre}
            """,
            """
            # Output format

            ```txt
            ibmcloud ce app get --name NAME --output ↓{json|yaml}
            ```
            {: pre}
            """,
            """
            # Logs

            ```txt
            ibmcloud ce app logs ↓(--instance INSTANCE | --app NAME)
            ```
            {: pre}
            """,
            """
            # Files

            ```sh
            docrun check page.md ↓...
            ```
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Real bash

            ```sh
            if [ -f out.json ] && [[ "$x" == a* ]]; then echo ${list[0]} file[0-9].txt {a,b}.log; fi
            echo '[--not notation]' "{a|b}" # [--comment]
            jq '.items[] | {name: .name}' out.json | sort
            (cd /tmp && ls) ; ((i++)) ; diff <(ls a) <(ls b)
            go test ./...
            ```
            {: pre}
            """
        ])

    static let notation = Localized(
        en: "command is written in usage notation ('{notation}'): a reader cannot run it as it is",
        fr: "la commande est écrite en notation de syntaxe ('{notation}') : un lecteur ne peut pas l'exécuter "
            + "telle quelle",
        pt: "o comando está escrito em notação de sintaxe ('{notation}'): um leitor não pode executá-lo "
            + "como está")

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for read in page.commands {
            guard let (offset, notation) = read.notation else { continue }
            let location = CommandSnippet.location(of: read.command, offset: offset, in: page.source)
            let message = Self.notation(page.messageLanguage, ["notation": notation])
            findings.append(Finding(file: page.path, location: location, message: message))
        }
    }
}
