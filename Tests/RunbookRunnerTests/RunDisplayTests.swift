import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// What a run shows as it goes: each step's position, the heading of each section it enters, step text without
/// markup, and a summary that names the section of a step whose id repeats.
@Suite struct RunDisplayTests {
    static let page = """
        # Links
        {: #links}

        ## Install
        {: #install}

        1.  Download the [CLI installer](https://example.com/cli){: external} and run it.

            ```
            bx version
            ```
            {: pre}

        ## Use
        {: #use}

        1.  Log in with `bx login`{: .keyword}.

            ```
            bx login
            ```
            {: pre}

        2.  Done.

            ```
            bx logout
            ```
            {: pre}
        """

    @Test(arguments: [Language.en, .fr, .pt]) func positionsSectionsAndRepeatedIds(language: Language) throws {
        let fixture = try RunFixture(page: Self.page)
        let console = RecordingConsole()
        let result = fixture.engine(try fixture.plan(), console: console, language: language).run()
        #expect(result.exit == .success)
        let text = console.text
        #expect(!text.contains("{:"), "an attribute list leaked into the step text:\n\(text)")
        #expect(!text.contains("\u{1B}"), "colours without a terminal")
        for heading in ["## Install", "## Use", "[1/3] ", "[3/3] ", "(#install)", "(#use)"] {
            #expect(text.contains(heading), "\(heading)")
        }
        Snapshot.assert(fixture.stable(text), named: "run-sections.\(language.rawValue).txt")
    }
}
