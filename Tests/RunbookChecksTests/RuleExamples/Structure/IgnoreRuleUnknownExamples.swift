@testable import RunbookChecks

extension IgnoreRuleUnknownRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Links

            <!-- docrun-ignore ↓anchor-brokn -->
            See [the next part](#next).

            <!-- docrun-ignore placeholder-unused, ↓no-such-rule -->
            Text.
            """,
            """
            # Links

            <!-- docrun-ignore anchor-broken ↓broken -- the part comes with the next release -->
            See [the next part](#next).
            """,
        ],
        nonTriggering: [
            """
            # Links

            <!-- docrun-ignore anchor-broken -->
            See [the next part](#next).

            <!-- docrun-ignore -->
            Text.

            <!-- docrun-ignore-next anchor-brokn -->
            """,
            """
            # Links

            <!-- docrun-ignore anchor-broken -- the build adds the part -->
            See [the next part](#next).

            <!-- docrun-ignore anchor-broken
                 (the build adds this part too) -->
            See [the last part](#last).
            """,
        ],
        details: "Each id a `<!-- docrun-ignore … -->` comment names is looked up among docrun's rules and reported "
            + "where it is written; the message names the nearest one when it is a few edits away, as for an unknown id "
            + "in `.docrun.yml`. A reason, after ` -- ` or on the lines after the first that names ids, is not looked "
            + "up (see [ci.md](ci.md#silencing-one-place-ignore-comments)).")
}
