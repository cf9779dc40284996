@testable import RunbookChecks

extension CommandHTMLEntityRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Create a bucket

            1.  Create it.

                ```
                ibmcloud cos bucket-create --bucket ↓&lt;bucket_name&gt;
                ```
                {: pre}

                Replace `<bucket_name>` with the bucket's name.
            """,
            """
            # Call the API

            ```sh
            curl "https://api.example.com/v1/items?limit=10↓&amp;offset=20"
            ```
            {: pre}
            """,
            """
            # Créer un compartiment

                ibmcloud cos bucket-create --bucket ↓&#60;nom&#62;
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Create a bucket

            <pre class="pre"><code>ibmcloud cos bucket-create --bucket &lt;bucket_name&gt;</code></pre>
            """,
            """
            # Run in the background

            ```
            sleep 10 & echo started; a=1&&b=2
            ```
            {: pre}
            """,
            """
            # An HTML file

            ```html
            <p>Fish &amp; chips</p>
            ```
            {: codeblock}
            """,
        ])
}
