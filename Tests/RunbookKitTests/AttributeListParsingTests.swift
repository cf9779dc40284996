import Foundation
import Testing

@testable import RunbookKit

/// What attribute lists read: each line of the table against what it holds, written as `summary(of:)` prints it.
@Suite struct AttributeListParsingTests {
    /// Lines and what `parseLine` reads in them (`nil`: not a line of lists).
    static let lines: [(line: String, expected: String)] = [
        ("{: pre}", "ref:pre"),
        ("{:pre}", "ref:pre"),
        ("  {: pre}  ", "ref:pre"),
        ("{:\tpre\t}", "ref:pre"),
        ("{: .pre}", ".pre"),
        ("{: class=\"pre\"}", ".pre class=pre"),
        ("{: .copy class='screen  wide'}", ".copy .screen .wide class=screen  wide"),
        ("{:shortdesc: .shortdesc}", "def:shortdesc .shortdesc"),
        ("{:shortdesc}", "ref:shortdesc"),
        ("{:new_window: target=\"_blank\"}", "def:new_window target=_blank"),
        ("{: #id .class key=\"value\" other='v 2' bare}", "#id .class ref:bare key=value other=v 2"),
        ("{: summary-\"x\"}", "bad:summary-\"x\""),
        ("{: key=\"unterminated}", "nil"),
        ("{: k=}", "k="),
        ("{: =v}", "bad:=v"),
        ("{: k=\"\"}", "k="),
        ("{: k=\"}", "nil"),
        ("{::}", "def:"),
        ("{: }", "(empty)"),
        ("{:}", "(empty)"),
        ("{:", "nil"),
        ("{: {{site.data.keyword.x}} }", "bad:{{site.data.keyword.x}}"),
        ("{: pre}{: screen}", "ref:pre | ref:screen"),
        ("{: pre} {: screen}  ", "ref:pre | ref:screen"),
        ("{: pre} text", "nil"),
        ("{: a=\"b}\"}", "a=b}"),
        ("{: -bad _ok a1 # . #x .y}", "#x .y ref:_ok ref:a1 bad:-bad bad:# bad:."),
        ("{:pre: .pre}{: pre}", "def:pre .pre | ref:pre"),
        // kramdown drops a class with a character a name has not (`AttributeList.unreadable`).
        ("{:grid: .aria-label=\"rows\"}", "def:grid"),
        ("{ : pre}", "nil"),
        ("not a list", "nil"),
        ("", "nil"),
        ("   ", "nil"),
        ("{: caption=\"Table 1. a {b} c\" caption-side=\"bottom\"}", "caption=Table 1. a {b} c caption-side=bottom"),
        ("{:9x: .y}", "def:9x .y"),
        ("{:a b: .c}", ".c ref:a bad:b:"),
        ("{: 'single' \"double\"}", "bad:'single' bad:\"double\""),
        // Names and values beyond ASCII: letters and digits of any script, and marks that combine with them.
        ("{: title=\"Café\" pre}", "ref:pre title=Café"),
        ("{: étape #ação .número}", "#ação .número ref:étape"),
        ("{: e\u{301}tape}", "ref:e\u{301}tape"),
        ("{: 1x x1 \u{301}x}", "ref:x1 bad:1x bad:\u{301}x"),
        ("{:définition: .x}", "def:définition .x"),
        ("{: pre}\r", "nil"),
        // A quoted `id` is the element's id, as `#` gives it (kramdown reads a value only in quotes).
        ("{: id=\"rotate\"}", "#rotate id=rotate"),
        ("{: .c id='k-1'}", "#k-1 .c id=k-1"),
        ("{: id=bare}", "id=bare"),
        // Ids and classes joined without blanks, read as kramdown's `ALD_TYPE_ID_OR_CLASS_MULTI` reads them: each `#`
        // or `.` opens a name, and each id replaces the one before it, as a quoted `id` does.
        ("{: #a.b}", "#a .b"),
        ("{: .a#b}", "#b .a"),
        ("{: #a#b}", "#b"),
        ("{: #install.tip#setup .wide}", "#setup .tip .wide"),
        ("{: .note.important}", ".note .important"),
        ("{: #first id=\"second\"}", "#second id=second"),
        ("{: id='first' #second}", "#second id=first"),
        ("{: #ns:term .x}", "#ns:term .x"),
        ("{: #a.b=c .d}", ".d"),
        // An id that starts with a digit, which kramdown drops, is docrun's as written, the whole token.
        ("{: #9.8.31 .x}", "#9.8.31 .x"),
        ("{: #3March2031}", "#3March2031"),
    ]

    @Test(arguments: 0..<lines.count) func readsWhatALineHolds(index: Int) {
        let (line, expected) = Self.lines[index]
        #expect(Self.summary(of: AttributeList.parseLine(Substring(line))) == expected, "\(line)")
    }

    /// A list at the start of a text is read as on a line of its own, and the text after it is given back.
    @Test(arguments: 0..<lines.count) func readsAListAtTheStartOfAText(index: Int) throws {
        let line = Self.lines[index].line.trimmingCharacters(in: .whitespaces)
        guard let lists = AttributeList.parseLine(Substring(line)), let first = lists.first else {
            // Not a line of lists: a prefix may still be read (`{: pre} text`), but never from a text not opening one.
            if !line.hasPrefix("{:") { #expect(AttributeList.parsePrefix(Substring(line + "Pour")) == nil) }
            return
        }
        let (list, rest) = try #require(AttributeList.parsePrefix(Substring(line + "Pour afficher")))
        #expect(list == first)
        #expect(rest == line.dropFirst(first.text.count) + "Pour afficher")
    }

    @Test func readsWhatALineSays() throws {
        let lists = try #require(AttributeList.parseLine("  {: #id .class key=\"a b\" pre}{:name: .screen}  "))
        #expect(lists.count == 2)
        #expect(lists[0].id == "id")
        #expect(lists[0].classes == ["class"])
        #expect(lists[0].pairs == [AttributeList.KeyValue(key: "key", value: "a b")])
        #expect(lists[0].references == ["pre"])
        #expect(lists[0].role == .command)
        #expect(lists[0].text == "{: #id .class key=\"a b\" pre}")
        #expect(lists[1].definedName == "name")
        #expect(lists[1].role == .output)
        #expect(AttributeList.parseLine("{: codeblock}")?.first?.role == .file)
        #expect(AttributeList.parseLine("{: note}")?.first?.role == nil)
        // An output marked a command too is shown, not run: either order, as a reference or a class.
        #expect(AttributeList.parseLine("{: screen .pre}")?.first?.role == .output)
        #expect(AttributeList.parseLine("{: .pre .screen}")?.first?.role == .output)
        #expect(AttributeList.parseLine("{: pre .codeblock}")?.first?.role == .command)
    }

    /// What kramdown reads as no attribute: a token that is no name (a name may start with a digit), a value without
    /// quotes, an id or a class with another character than letters, digits, `_` and `-`, or an empty one.
    @Test(arguments: [
        ("{: pre: }", ["pre:"]), ("{: #a=b .c}", ["#a=b"]), ("{: caption-side=bottom}", ["caption-side=bottom"]),
        ("{: .label=\"x\" #ok}", [".label=\"x\""]), ("{: #a. .b..c #}", ["#a.", ".b..c", "#"]),
        ("{: a=\"b\"c}", ["a=\"b\"c"]), ("{: #a.b=c .d#e}", ["#a.b=c"]), ("{: .a:b #c:d #x..y}", [".a:b", "#x..y"]),
        ("{: #a.b#c .é-1 3March2031 key='v' k=\"w\" pre}", []), ("{:name: .pre}", []),
    ])
    func kramdownDropsWhatItCannotRead(_ line: String, _ unreadable: [String]) throws {
        let list = try #require(AttributeList.parseLine(line[...])?.first)
        #expect(list.unreadable == unreadable, "\(line)")
    }

    /// One line per list, `def:NAME` first, then its tokens in order of kind: `#id`, `.class`, `ref:NAME`, `k=v`,
    /// `bad:TOKEN`; lists joined by ` | `.
    static func summary(of lists: [AttributeList]?) -> String {
        guard let lists else { return "nil" }
        return lists.map { list in
            let parts =
                (list.definedName.map { ["def:" + $0] } ?? []) + (list.id.map { ["#" + $0] } ?? [])
                + list.classes.map { "." + $0 } + list.references.map { "ref:" + $0 }
                + list.pairs.map { $0.key + "=" + $0.value } + list.malformed.map { "bad:" + $0 }
            return parts.isEmpty ? "(empty)" : parts.joined(separator: " ")
        }.joined(separator: " | ")
    }
}
