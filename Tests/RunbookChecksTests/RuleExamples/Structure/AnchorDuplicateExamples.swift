@testable import RunbookChecks

extension AnchorDuplicateRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            ## Before you begin
            {: #prereqs}

            ## Requirements
            {: ↓#prereqs}
            """,
            """
            ## Setup {#setup}

            <div ↓id="setup">
            The old setup.
            </div>
            """,
        ],
        nonTriggering: [
            """
            ## Before you begin
            {: #prereqs}

            ## Requirements
            {: #requirements}
            """,
            """
            <img usemap="#home" src="map.png"/>
            <map name="home" id="home">
            <area href="#prereqs" shape="rect" coords="0, 0, 10, 10"/>
            </map>

            - {: #prereqs} Get an account.
            """,
        ],
        details: "Every anchor `anchor-broken` knows counts. An element whose `id` and `name` are the same "
            + "(`<map name=\"m\" id=\"m\">`, as image maps are written) defines one anchor.")
}
