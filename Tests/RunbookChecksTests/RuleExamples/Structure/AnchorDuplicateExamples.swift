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
            """
            ## Install

            Text.

            ## Installing on Windows
            {: ↓#install}
            """,
            """
            ## Prerequisites
            {: #install}

            ↓## Install
            """,
            """
            ## Limits

            ## Limits

            ↓## Limits 1
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
            """
            ## Install
            {: #install-cli}

            ## <a name="setup"></a>Setup

            ## Installing on Windows
            {: #install}
            """,
            """
            ## Limits

            ## Limits

            ## Limits 2
            """,
            """
            <object data="intro.mp4"><param name="autoplay" value="false"></object>

            <object data="setup.mp4"><param name="autoplay" value="false"></object>
            """,
        ],
        details: "Every anchor `anchor-broken` knows counts. An `a` whose `id` and `name` are the same "
            + "(`<a name=\"m\" id=\"m\">`) defines one anchor; the `name` of another element is none "
            + "(`<param name=\"movie\">` in two videos' `<object>`s, `<input name=\"q\">`). kramdown gives a "
            + "heading without an id of its own one made of its title (`## Install` is `#install`) without looking "
            + "at the ids the page gives: an id the page gives elsewhere that is the same is reported at the later "
            + "of the two, the id or the heading, with a note at the other. kramdown numbers a title it has already "
            + "made an id of (the second `## Limits` is `#limits-1`) without looking at the titles to come: a "
            + "heading whose id is one it gave an earlier heading that way (`## Limits 1`) is reported.")
}
