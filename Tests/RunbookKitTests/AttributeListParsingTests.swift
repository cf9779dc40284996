import Foundation
import TestSupport
import Testing

@testable import RunbookKit

/// Attribute lists read as bytes and as `Character`s agree.
///
/// Plain ASCII is read as bytes (`AttributeList.asciiParseLine`), every other text by `Character`s: both
/// readings must agree wherever both apply.
@Suite struct AttributeListParsingTests {
    static let lines = [
        "{: pre}", "{:pre}", "  {: pre}  ", "{:\tpre\t}", "{: .pre}", "{:shortdesc: .shortdesc}", "{:shortdesc}",
        "{:new_window: target=\"_blank\"}", "{: #id .class key=\"value\" other='v 2' bare}", "{: summary-\"x\"}",
        "{: key=\"unterminated}", "{: k=}", "{: =v}", "{: k=\"\"}", "{: k=\"}", "{::}", "{: }", "{:}", "{:",
        "{: {{site.data.keyword.x}} }", "{: pre}{: screen}", "{: pre} {: screen}  ", "{: pre} text", "{: a=\"b}\"}",
        "{: -bad _ok a1 # . #x .y}", "{:pre: .pre}{: pre}", "{:table: .aria-labeledby=\"caption\"}", "{ : pre}",
        "not a list", "", "   ", "{: caption=\"Table 1. a {b} c\" caption-side=\"bottom\"}", "{:9x: .y}",
        "{:a b: .c}", "{: 'single' \"double\"}",
    ]

    @Test(arguments: lines) func bytesAndCharactersAgreeOnALine(line: String) {
        let text = Substring(line)
        #expect(AttributeList.isPlainASCII(text.utf8))
        #expect(AttributeList.asciiParseLine(text) == AttributeList.characterParseLine(text))
    }

    @Test(arguments: lines) func bytesAndCharactersAgreeOnAPrefix(line: String) {
        let text = Substring(line + "Pour afficher")
        let bytes = AttributeList.asciiParsePrefix(text)
        let characters = AttributeList.characterParsePrefix(text)
        #expect(bytes?.0 == characters?.0)
        #expect(bytes?.1 == characters?.1)
    }

    @Test func readsWhatALineSays() throws {
        let lists = try #require(AttributeList.parseLine("  {: #id .class key=\"a b\" pre}{:name: .screen}  "))
        #expect(lists.count == 2)
        #expect(lists[0].ids == ["id"])
        #expect(lists[0].classes == ["class"])
        #expect(lists[0].pairs == [AttributeList.KeyValue(key: "key", value: "a b")])
        #expect(lists[0].references == ["pre"])
        #expect(lists[0].role == .command)
        #expect(lists[0].text == "{: #id .class key=\"a b\" pre}")
        #expect(lists[1].definedName == "name")
        #expect(lists[1].role == .output)
    }

    /// Text that is not plain ASCII takes the `Character` path, whatever its lists hold.
    @Test func nonASCIIAndCarriageReturnsAreReadAsCharacters() {
        #expect(!AttributeList.isPlainASCII(Substring("{: title=\"Café\"}").utf8))
        #expect(!AttributeList.isPlainASCII(Substring("{: pre}\r\n").utf8))
        let list = AttributeList.parseLine("{: title=\"Café\" pre}")?.first
        #expect(list?.pairs == [AttributeList.KeyValue(key: "title", value: "Café")])
        #expect(list?.role == .command)
    }

    /// Every corpus line holding `{:` reads the same both ways.
    @Test(.enabled(if: RepositoryPaths.hasCorpus, "../shared/corpus is absent"))
    func bytesAndCharactersAgreeOnTheCorpus() throws {
        var compared = 0
        var differences: [String] = []
        for path in RepositoryPaths.corpusPages() {
            let source = try PageSource.load(path: path)
            for line in source.lines where line.contains("{:") && AttributeList.isPlainASCII(line.utf8) {
                compared += 1
                let trimmed = line.trimmingSpaces
                if AttributeList.asciiParseLine(line) != AttributeList.characterParseLine(line)
                    || AttributeList.asciiParsePrefix(trimmed)?.0 != AttributeList.characterParsePrefix(trimmed)?.0
                    || AttributeList.asciiParsePrefix(trimmed)?.1 != AttributeList.characterParsePrefix(trimmed)?.1
                {
                    differences.append("\(path): \(line)")
                }
            }
        }
        #expect(compared > 5000)
        #expect(differences.isEmpty, Comment(rawValue: differences.prefix(20).joined(separator: "\n")))
    }
}
