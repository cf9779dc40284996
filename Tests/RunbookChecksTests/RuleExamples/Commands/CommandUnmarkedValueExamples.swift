@testable import RunbookChecks

extension CommandUnmarkedValueRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Target a region

            ```sh
            ibmcloud target -r ↓REGION_NAME -g ↓RESOURCE_GROUP_NAME
            ```
            {: pre}
            """,
            """
            # Rotate a secret

            ```sh
            ibmcloud secrets-manager secret-rotate --id=↓SECRET_ID
            vault kv get ibmcloud/kv/↓GROUP_ID/my-secret
            ```
            {: pre}
            """,
            """
            # Call the API

            ```sh
            curl -H "Authorization: Bearer ↓{iam_token}" "https://↓{instance_ID}.example.com/api/v2/secrets"
            ```
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Variables, quotes and constants

            ```sh
            export API_KEY
            REGION_NAME=us-south
            ibmcloud target -r "$REGION_NAME" -g ${GROUP_NAME:-default}
            echo 'KEEP_THIS' "AND_THIS" HEAD POST
            ibmcloud target -r REGION_NAME
            cat <<END_OF_TEXT
            A_B C_D
            END_OF_TEXT
            ibmcloud login --apikey <API_KEY>
            echo ${HOME} {a,b} {1..3} '{name}' "{{.Name}}" && find . -exec ls {} \\;
            kubectl get pods -o jsonpath="{.items[0].metadata.name}"
            ```
            {: pre}
            """,
            """
            # A synopsis

            ```txt
            ibmcloud fn action update ACTION_NAME [--param KEY VALUE]
            ```
            {: pre}
            """,
        ])
}
