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
            """
            # Clean up

            ```sh
            ↓rm -- !(keep.txt|*.conf)
            shopt -s extglob
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
            """
            # Shell set-up

            In zsh:

            ```zsh
            print -l ~/.config/**/*.yaml(.N)
            ```
            {: pre}

            In fish:

            ```fish
            if test -n "$TOKEN"; echo ready; end
            ```
            {: pre}

            In tcsh:

            ```tcsh
            foreach name (a b)
              echo $name
            end
            ```
            {: pre}
            """,
            """
            # Clean up

            1. Keep only the settings:

               ```bash
               shopt -s extglob
               rm -- !(keep.txt|*.conf)
               ```
               {: pre}

            2. Then the logs:

               ```bash
               rm -- logs/!(today.log)
               ```
               {: pre}
            """,
        ],
        details: "Each placeholder is one word for bash (`<cluster_name>` is read as `_cluster_name_`). An unclosed "
            + "here-document is an error too, though bash only warns and runs what it has: a reader who pastes the "
            + "command is left at bash's `>` prompt, waiting for the delimiter. Commands in a fence of another shell "
            + "are not read as bash: Windows's (`powershell`, `pwsh`, `ps1`, `cmd`, `bat`, `batch`, `dos`, `doscon`; a "
            + "step for Windows alone too), and zsh, fish, csh and tcsh (`ksh` is read as bash: bash took its syntax "
            + "from ksh's). Bash parses `!(…)` and the other `extglob` patterns only when the option is on as it reads "
            + "them: a command after one that runs `shopt -s extglob` on the page (with no `shopt -u extglob` since), "
            + "and the lines after that `shopt` in the same command, are parsed with it on.")
}
