@testable import RunbookChecks

extension ShellCheckRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Copy the files

            ```sh
            ↓cd <folder>
            tar -czf /backup/files.tgz .
            ```
            {: pre}
            """
        ],
        nonTriggering: [
            """
            # Copy the files

            ```sh
            cp "<folder>"/*.txt /backup
            cd "<folder>" || exit
            ```
            {: pre}
            """
        ],
        details:
            "Each finding keeps shellcheck's level: its errors and warnings are errors and warnings, its `info` and "
            + "`style` findings notices, shown only with `--min-severity notice` (an unquoted expansion, `cp $FILES "
            + "/backup`, is shellcheck's SC2086, `info`). Checks that make no sense for a command shown alone are left "
            + "out: a variable set for a later step or by an earlier one (SC2034, SC2154; `shell-variable-unset` "
            + "covers the second), a file sourced from the reader's disk (SC1090, SC1091), the missing `#!` line "
            + "(SC2148).")
}
