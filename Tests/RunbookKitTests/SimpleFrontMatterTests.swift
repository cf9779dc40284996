import Foundation
import TestSupport
import Testing

@testable import RunbookKit

/// The front matter fast path (`SimpleFrontMatter`) gives exactly what Yams gives, or declines.
@Suite struct SimpleFrontMatterTests {
    /// What the fast path reads from `yaml`, and what Yams reads from it.
    private func both(_ yaml: String) -> (fast: [String: String]?, yams: [String: String], problem: String?) {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let (values, problem) = FrontMatter.yamlValues(yaml)
        return (SimpleFrontMatter.values(of: lines[...]), values, problem)
    }

    @Test func readsTheUsualIBMCloudFrontMatter() {
        let yaml = """

            copyright:
              years: 2022
            lastupdated: "2025-02-07"

            keywords: apps in code engine, http requests, C#, memory, cpu
            subcollection: codeengine
            content-type: tutorial
            completion-time: 10m\u{20}
            lang: 'fr'
            """
        let (fast, yams, problem) = both(yaml)
        #expect(problem == nil)
        #expect(fast == yams)
        #expect(fast?["completion-time"] == "10m")
        #expect(fast?["lang"] == "fr")
        #expect(fast?["copyright"] == nil)
    }

    @Test(arguments: [
        "lastupdated: 2022-11-21",  // a date to Yams
        "count: 12",  // an integer
        "draft: yes",  // a boolean
        "draft: Off",
        "on: x",  // a boolean key
        "a: b\n  c",  // a multi-line scalar
        "a: b\n\n  c",
        "a: b\na: c",  // a duplicate key (invalid)
        "a: b # comment",
        "a: \"b\\\"c\"",  // escapes
        "a: 'it''s'",
        "a: b: c",  // invalid
        "a:\n  - x",  // a sequence
        "a:\n  b:\n    c: d",  // deeper nesting
        "a: 0x1F",  // an integer
        "a: 1e5",  // a float
        "a: 2022-01-02t10:00:00Z",  // a timestamp
        "a: caf\u{E9}",  // non-ASCII
        "a:\tb",  // a tab
        "# comment\na: b",
        "a: [b, c",  // starts with an indicator
        "a: NULL",  // reserved words in any case
        "a: True",
        "Yes: b",
        "a:b",  // no space after the colon
        "a: b:",  // a final colon
        "a: 'b",  // an unclosed quote
        "a: 'b'c'",  // an inner quote
    ])
    func declinesWhatItCannotBeSureOf(yaml: String) {
        #expect(both(yaml).fast == nil)
    }

    /// Keys cut from a page with accented text (every French or Portuguese page) are told apart, and a repeated
    /// one refused, as on an ASCII page.
    @Test func tellsKeysApartOnAnAccentedPage() {
        let lines = { (head: String) in
            (head + "\n---\nCréez un cluster").split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
        }
        #expect(
            SimpleFrontMatter.values(of: lines("lastupdated: \"2025\"\nlang: fr\ncopyright:\n  years: 1\n  span: 2"))
                == ["lastupdated": "2025", "lang": "fr"])
        #expect(SimpleFrontMatter.values(of: lines("lang: fr\nsubcollection: x\nlang: en")) == nil)
        #expect(SimpleFrontMatter.values(of: lines("copyright:\n  years: 1\n  years: 2")) == nil)
    }

    /// `years: 2015, 2019` (a page of the corpus has it at the top level): a comma makes a string of digits no
    /// number or date.
    @Test func readsDigitsWithCommasAsYamsDoes() {
        let (fast, yams, problem) = both("years: 2015, 2019\nspan: 2017,2018\nlist: 1, 2, 3")
        #expect(problem == nil)
        #expect(fast != nil)
        #expect(fast == yams)
        #expect(fast?["years"] == "2015, 2019")
    }

    /// A `key:` with nothing indented under it is null, written as `FrontMatter` writes Yams's `NSNull`.
    @Test(arguments: ["empty:", "copyright:\nyears: 2025, 2026\nlang: en", "a:\n\nb: c\nd:", "a:\n  b: c\nd:\ne: f"])
    func readsNullsAsYamsDoes(yaml: String) {
        let (fast, yams, problem) = both(yaml)
        #expect(problem == nil)
        #expect(fast != nil)
        #expect(fast == yams)
    }

    @Test func readsValuesWithSpacesAroundThemAsYamsDoes() {
        let (fast, yams, problem) = both("a:   b c  \nd: 'e f'  \ng: \"h\"\ni: 10m\nnulls: nullable\ntruth: Truely")
        #expect(problem == nil)
        #expect(fast == yams)
        #expect(fast?["a"] == "b c")
        #expect(fast?["nulls"] == "nullable")
    }

    /// Every front matter of the corpus and the seeds: when the fast path reads one, Yams reads the same values
    /// and finds it valid.
    @Test(.enabled(if: RepositoryPaths.hasCorpus, "../shared/corpus is absent"))
    func agreesWithYamsOnTheCorpus() throws {
        var read = 0
        var differences: [String] = []
        for path in RepositoryPaths.corpusPages() {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
                .replacingOccurrences(of: "\r\n", with: "\n")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.first == "---", let close = lines.indices.dropFirst().first(where: { lines[$0] == "---" })
            else { continue }
            let (fast, yams, problem) = both(lines[1..<close].joined(separator: "\n"))
            guard let fast else { continue }
            read += 1
            if fast != yams || problem != nil { differences.append("\(path): \(fast) ≠ \(yams) \(problem ?? "")") }
        }
        #expect(read > 300)
        #expect(differences.isEmpty, Comment(rawValue: differences.joined(separator: "\n")))
    }
}

/// Front matter read as the docs site reads it: keyword keyrefs resolved before the YAML, and no YAML that stops
/// docrun.
@Suite struct FrontMatterYAMLTests {
    @Test(arguments: [
        // Keyrefs at the start of a value, alone, in a list, in quotes: valid front matter.
        ("keywords: {{site.data.keyword.product}}, cli", nil, "site.data.keyword.product  , cli"),
        ("keywords: {{site.data.keyword.product}}", nil, "site.data.keyword.product"),
        ("keywords: [{{ site.data.keyword.a }}, b]", nil, nil),
        ("keywords: \"{{site.data.keyword.a}} docs\"", nil, "  site.data.keyword.a   docs"),
        // Other errors stay errors, and other Liquid is not resolved (here a flow mapping to YAML, not a value).
        ("keywords: {{site.data.keyword.a}}, cli\ntitle: \"open", "found unexpected end of stream", nil),
        ("keywords: {{ page.title | default: 'x' }}\ntitle: t", nil, nil),
        // A mapping used as a key, which Yams' loader stopped the process on, is skipped.
        ("? {a: b}\n: c\nkeywords: d", nil, "d"),
        ("[a]: b\nkeywords: d", nil, "d"),
    ] as [(String, String?, String?)])
    func readsAsTheSiteDoes(_ yaml: String, _ problem: String?, _ keywords: String?) {
        let (values, found) = FrontMatter.yamlValues(FrontMatter.withKeyrefsResolved(yaml))
        if let problem {
            #expect(found?.contains(problem) == true, "\(yaml): \(found ?? "no problem")")
        } else {
            #expect(found == nil, "\(yaml): \(found ?? "")")
        }
        if let keywords { #expect(values["keywords"] == keywords, "\(yaml)") }
    }

    /// A resolved keyref takes as many characters as the keyref, so a YAML error's line and column stay true.
    @Test func keepsColumns() {
        let yaml = "a: {{site.data.keyword.x}} {{ page.title }} {{site.data.keyword.}}\nb: {{site.data.keyword.y}}"
        let resolved = FrontMatter.withKeyrefsResolved(yaml)
        #expect(
            resolved == "a:   site.data.keyword.x   {{ page.title }} {{site.data.keyword.}}\nb:   site.data.keyword.y  ")
        #expect(resolved.count == yaml.count)
    }
}
