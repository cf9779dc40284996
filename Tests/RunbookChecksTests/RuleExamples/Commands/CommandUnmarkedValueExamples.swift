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
