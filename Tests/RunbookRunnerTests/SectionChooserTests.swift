import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// Which pages ask which procedure to run: several sections of steps, a subsection counted with its section.
@Suite struct SectionChooserTests {
    static let pages: [(page: String, anchors: [String])] = [
        (
            "ibm-cloud/fr/registry_access.md",
            [
                "registry_api_key_use", "registry_tokens_create", "registry_tokens_use", "registry_tokens_remove",
            ]
        ),
        ("ibm-cloud/en/cs_dedicated_tokens.md", []), ("demo/en/demo_session.md", []),
    ]

    @Test(arguments: pages) func proceduresAreTheSectionsThatHoldSteps(page: String, anchors: [String]) throws {
        let fixture = try RunFixture(runbook: page)
        #expect(SectionChooser.choices(in: fixture.runbook).map(\.anchor) == anchors)
    }

    @Test(arguments: [Language.en, .fr, .pt]) func theQuestionListsThemWithTheirSteps(language: Language) throws {
        let fixture = try RunFixture(runbook: "ibm-cloud/fr/registry_access.md")
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["9", "nope", "3"], console: console)
        let chosen = SectionChooser.ask(
            SectionChooser.choices(in: fixture.runbook), prompter: prompter, console: console, language: language)
        #expect(chosen == "registry_tokens_use")
        #expect(prompter.asked.count == 3)
        Snapshot.assert(console.text, named: "section-chooser.\(language.rawValue).txt")
        let whole = SectionChooser.ask(
            SectionChooser.choices(in: fixture.runbook), prompter: ScriptedPrompter([""], console: console),
            console: console, language: language)
        #expect(whole == nil)
    }
}
