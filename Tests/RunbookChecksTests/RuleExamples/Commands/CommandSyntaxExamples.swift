@testable import RunbookChecks

extension CommandSyntaxRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Start

            1. Print the names.

               ```sh
               for name in a b
               ↓done
               ```
               {: pre}
            """,
            """
            # Start

            ```sh
            ↓ibmcloud login --apikey "<api_key>
            ```
            {: pre}
            """,
            """
            # Start

            ```sh
            ↓cat > config.txt <<EOF
            name=<name>
            ```
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Start

            ```sh
            kubectl get pods -n <namespace> > <file_name>
            cat <<EOF > pod.yaml
            name: <pod_name>
            EOF
            if [ -f pod.yaml ]; then
              echo "ready" \\
                && touch done
            fi
            ```
            {: pre}
            """,
            """
            # Start

            For Windows:

            ```powershell
            Get-ChildItem | Where-Object { $_.Length -gt 0 }
            ```
            {: pre}
            """,
            """
            # Install

            1. Install the CLI.
               * For Windows, run PowerShell as an administrator:
                 ```
                 iex (New-Object Net.WebClient).DownloadString('https://example.com/install.ps1')
                 ```
                 {: pre}
            """,
        ])
}
