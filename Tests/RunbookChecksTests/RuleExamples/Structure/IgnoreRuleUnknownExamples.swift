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
            """
        ],
        nonTriggering: [
            """
            # Links

            <!-- docrun-ignore anchor-broken -->
            See [the next part](#next).

            <!-- docrun-ignore -->
            Text.

            <!-- docrun-ignore-next anchor-brokn -->
            """
        ],
        details: "Each id a `<!-- docrun-ignore … -->` comment names is looked up among docrun's rules; the message "
            + "names the nearest one when it is a few edits away, as for an unknown id in `.docrun.yml`.")
}
