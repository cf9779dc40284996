import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// A step that does not run (done by hand, or for another system) is described in the same words by the plan's text,
/// its script and the run, which says them as a sentence.
@Suite struct NotRunningTests {
    static let page = """
        1. Open the monitoring dashboard and check that the gauge is green.

        2. Install the agent.
           * For Linux:
             ```
             echo linux-agent
             ```
             {: pre}
           * For macOS:
             ```
             echo mac-agent
             ```
             {: pre}
        """

    /// What each language says of step 1 (done by hand) and of step 2.2 (for macOS only).
    static let said: [(Language, [String])] = [
        (.en, ["manual step: do it by hand", "skipped on Linux: for macOS only"]),
        (.fr, ["étape manuelle : à faire à la main", "ignorée sous Linux : pour macOS uniquement"]),
        (.pt, ["passo manual: faça à mão", "ignorado no Linux: somente para macOS"]),
    ]

    @Test(arguments: said) func theThreeReportsSayTheSame(language: Language, words: [String]) throws {
        let fixture = try RunFixture(page: Self.page)
        let plan = try fixture.plan([:])
        #expect(plan.steps.map(\.disposition) == [.manual, .group, .run, .skippedPlatform([.macos])])
        let text = PlanTextReport(language: language).render(plan)
        let script = PlanScriptReport(language: language).render(plan)
        let console = RecordingConsole()
        _ = fixture.engine(plan, console: console, shell: FakeShell(), language: language).run()
        for said in words {
            #expect(text.contains("    " + said + "\n"), "\(text)")
            #expect(script.contains("# " + said + "\n"), "\(script)")
            let sentence = said.prefix(1).uppercased() + said.dropFirst() + "."
            #expect(console.text.contains("  " + sentence + "\n"), "\(console.text)")
        }
    }
}
