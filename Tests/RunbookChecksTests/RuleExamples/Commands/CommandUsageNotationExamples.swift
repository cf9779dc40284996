@testable import RunbookChecks

extension CommandUsageNotationRule: RuleWithExamples {
    static let examples = RuleExamples(
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
}
