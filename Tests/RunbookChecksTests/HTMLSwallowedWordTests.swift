import Testing

@testable import RunbookChecks

/// What `html-swallowed-word` takes for a tag, as Markdown does.
@Suite struct HTMLSwallowedWordTests {
    @Test(arguments: [
        ("<name>", "name", false),
        ("</Name>", "name", true),
        ("<api-key>", "api-key", false),
        ("<value of access_token>", "value", false),
        ("<ph class=\"x\">", "ph", false),
        ("<H2>", "h2", false),
    ])
    func readsTags(_ html: String, _ name: String, _ closing: Bool) throws {
        let tag = try #require(HTMLSwallowedWordRule.tag(html))
        #expect(tag.name == name)
        #expect(tag.closing == closing)
    }

    @Test(arguments: ["<!-- note -->", "<!DOCTYPE html>", "<br/>", "<x />", "<1abc>", "< name>", "<name"])
    func declinesWhatIsNoOpenOrEndTag(_ html: String) {
        #expect(HTMLSwallowedWordRule.tag(html) == nil)
    }
}
