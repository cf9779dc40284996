@testable import RunbookChecks

extension CommandContinuationBrokenRule: RuleWithExamples {
    // The blanks after each `\` are written `\u{20}` and `\t`: an editor would remove them from the file's lines.
    static let examples = RuleExamples(
        triggering: [
            """
            # Create the policy

            ```sh
            acme iam policy-create app-service vault-service Reader ↓\\\u{20}
              --source-service-instance-name <project_name>
            ```
            {: pre}

            Replace `<project_name>` with the name of your project.
            """,
            """
            # Créer le secret

            1. Créez-le.

               ```
               curl -X POST "https://api.example.com/v1/secrets" ↓\\\t
                 -H "Content-Type: application/json" \\
                 -d '{"name": "mon-secret"}' ↓\\\u{20}\u{20}
                 -H "Accept: application/json"
               ```
               {: pre}
            """,
            """
            # Criar o cluster

                kubectl create deployment app ↓\\\u{20}
                  --image=icr.io/app:1
            {: pre}
            """,
            """
            # Deploy with a note

            ```sh
            acme deploy ↓\\ # the region comes next
              --region us-south ↓\\\t#the zone too
              --zone dal10
            ```
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Continue the command

            ```sh
            acme job create --name job1 \\
              --image icr.io/acme/hello \\
              --cpu 1
            echo "a \\\u{20}
            b" 'c \\\u{20}
            d' # a comment \\\u{20}
            ls my\\\u{20}file.txt \\\u{20}

            acme deploy \\#not-a-comment
            acme deploy --region us-south # a note, then a continuation in it \\
            echo '\\ # quoted' "\\ # quoted"
            acme deploy --name a\\ #b \\
              --zone dal10
            acme deploy \\ # the last line
            ```
            {: pre}
            """,
            """
            # A file shown, not run

            ```sh
            ibmcloud target \\\u{20}
              -r us-south
            ```
            {: codeblock}
            """,
        ],
        details: """
            Bash reads a `\\` followed by a blank as an escaped blank, part of a word: the line break after it ends \
            the command, and the next line runs as a command of its own. A comment after the blanks \
            (`acme deploy \\ # the region next`) does not change that, nor a `#` right after the escaped blank, \
            which is part of the word (`\\ #note`). Reported for each such `\\` of a command for bash with more of \
            the command on the next line; not in quotes or a comment, where a `\\` is what it is, nor when the \
            command ends there.
            """)
}
