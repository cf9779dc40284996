import RunbookKit

/// `command-output-pasted`: a `{: pre}` block that holds a prompt, output, or a file in another language
/// (`PastedContent`).
struct CommandOutputPastedRule: PageRule {
    static let description = RuleDescription(
        id: "command-output-pasted", severity: .warning,
        rationale: """
            docrun runs every '{: pre}' block: a prompt becomes a command named '$', pasted output becomes commands, \
            and a YAML or Python file is no shell at all; output belongs in '{: screen}', files in '{: codeblock}'
            """,
        triggering: [
            """
            # List apps

            ```sh
            ↓$ ibmcloud ce app list
            Name    Status   URL
            myapp   Ready    https://myapp.example.com
            ```
            {: pre}
            """,
            """
            # Log in

            ```sh
            ↓$ ibmcloud login --sso
            ```
            {: pre}
            """,
            """
            # Project

            ```text
            ↓Getting project 'demo'...
            OK

            Name:      demo
            Region:    us-south
            ```
            {: pre}
            """,
            """
            # Configure

            ```yaml
            ↓apiVersion: v1
            kind: Pod
            ```
            {: pre}
            """,
            """
            # Configure

            ```terraform
            ↓locals {
              region = "us-south"
            }
            ```
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Commands

            ```sh
            # list the apps, then show one
            ibmcloud ce app list
            echo "Name:    demo" && echo OK
            cat <<EOF > status.txt
            Name:     demo
            Status:   Ready
            EOF
            ```
            {: pre}
            """,
            """
            # Provision

            ```terraform
            terraform init
            terraform plan -out plan.tfplan
            ```
            {: pre}

            ```go
            go run ./cmd/server --port 8080
            ```
            {: pre}
            """,
        ])

    static let session = Localized(
        en: "command block holds a prompt and the output of the command (line {line}): put the output in a "
            + "'{: screen}' block",
        fr: "le bloc de commande contient une invite et la sortie de la commande (ligne {line}) : placez la sortie "
            + "dans un bloc '{: screen}'",
        pt: "o bloco de comando contém um prompt e a saída do comando (linha {line}): coloque a saída em um bloco "
            + "'{: screen}'")
    static let prompt = Localized(
        en: "command starts with the prompt '{prompt}', which would run as part of the command",
        fr: "la commande commence par l'invite '{prompt}', qui serait exécutée avec la commande",
        pt: "o comando começa com o prompt '{prompt}', que seria executado como parte do comando")
    static let output = Localized(
        en: "command block holds output, not a command: mark it '{: screen}'",
        fr: "le bloc de commande contient une sortie, pas une commande : marquez-le '{: screen}'",
        pt: "o bloco de comando contém uma saída, não um comando: marque-o como '{: screen}'")
    static let otherLanguage = Localized(
        en: "a '{language}' block is marked as a command: mark a file's content '{: codeblock}'",
        fr: "un bloc '{language}' est marqué comme commande : marquez le contenu d'un fichier '{: codeblock}'",
        pt: "um bloco '{language}' está marcado como comando: marque o conteúdo de um arquivo como '{: codeblock}'")

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let language = page.messageLanguage
        for read in page.commands {
            let command = read.command
            guard let content = read.pasted else { continue }
            let line: Int
            let message: String
            switch content {
            case .prompt(let at, let prompt):
                line = at
                message = Self.prompt(language, ["prompt": prompt])
            case .session(let at, let outputLine):
                line = at
                let pageLine = CommandSnippet.location(of: command, line: outputLine, in: page.source).line
                message = Self.session(language, ["line": String(pageLine)])
            case .output(let at):
                line = at
                message = Self.output(language)
            case .otherLanguage(let name):
                line = 1
                message = Self.otherLanguage(language, ["language": name])
            }
            let location = CommandSnippet.location(of: command, line: line, in: page.source)
            findings.append(Finding(file: page.path, location: location, message: message))
        }
    }
}
