@testable import RunbookChecks

extension ShellCheckRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Copy the files

            ```sh
            FILES=$(ls <folder>)
            cp ↓$FILES /backup
            ```
            {: pre}
            """
        ],
        nonTriggering: [
            """
            # Copy the files

            ```sh
            cp "<folder>"/*.txt /backup
            ```
            {: pre}
            """
        ])
}
