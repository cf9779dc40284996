import Foundation
import Testing

@testable import RunbookKit

/// The reader's byte shortcuts give what the `Character` and Foundation code they replace gave.
@Suite struct ReaderBytesTests {
    /// Texts built from pieces that stress the shortcuts: braces, keyrefs, stops, CR, accents, combining marks.
    private static func texts(from pieces: [String], count: Int, maxPieces: Int) -> [String] {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<next(maxPieces + 1)).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    @Test func shippedKeywordTableReadWithoutYamsIsYamsReading() throws {
        let lines = LineBytes.lines(of: DefaultKeywords.yaml)
        #expect(SimpleFrontMatter.values(of: lines[...]) != nil, "the fast path must take the shipped table")
        #expect(KeywordTable.standard == (try KeywordTable(yaml: DefaultKeywords.yaml)))
        #expect(KeywordTable.standard.values["Bluemix_notm"] == "IBM Cloud")
    }

    /// The keyref resolution before the one-scan version: every `{` and `}` offset listed, then paired.
    private func referenceResolve(_ text: String, _ table: KeywordTable) -> String {
        let bytes = Array(text.utf8)
        let opens = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }
        let closes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "}") }
        func pair(_ offsets: [Int], _ next: inout Int, _ minimum: Int) -> Int? {
            while next < offsets.count {
                let offset = offsets[next]
                next += 1
                if offset >= minimum, next < offsets.count, offsets[next] == offset + 1 { return offset }
            }
            return nil
        }
        func slice(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        var result = ""
        var copied = 0
        var nextOpen = 0
        var nextClose = 0
        while let open = pair(opens, &nextOpen, copied) {
            guard let close = pair(closes, &nextClose, open + 2) else { break }
            let inner = Substring(slice(open + 2, close)).trimmingSpaces
            result += slice(copied, open)
            if let key = Keyref.key(of: inner), let value = table.values[key] {
                result += value
            } else {
                result += slice(open, close + 2)
            }
            copied = close + 2
        }
        guard copied > 0 else { return text }
        return result + slice(copied, bytes.count)
    }

    @Test func keyrefsResolveAsBefore() {
        let table = KeywordTable(values: ["cloud": "IBM Cloud", "a-b": "AB", "é": "E"])
        let pieces = [
            "{", "}", "{{", "}}", "site.data.keyword.", "cloud", "a-b", "é", " ", "x", "{{site.data.keyword.cloud}}",
        ]
        for text in Self.texts(from: pieces, count: 800, maxPieces: 8) {
            #expect(table.resolve(text) == referenceResolve(text, table), "\(text)")
        }
        let text = "Use {{site.data.keyword.cloud}} and {{ site.data.keyword.a-b }}."
        #expect(table.resolve(text) == "Use IBM Cloud and AB.")
        #expect(table.resolve("{{site.data.keyword.unknown}}") == "{{site.data.keyword.unknown}}")
    }

    /// Platforms as read before the byte path: the first 60 `Character`s before a stop, lowercased, split into words.
    private func referencePlatforms(_ text: String) -> [Platform] {
        let clause = text.prefix(60).prefix { $0 != ":" && $0 != "," && $0 != "." }.lowercased()
        let words = clause.split { !$0.isLetter }.map(String.init)
        guard let first = words.first, PlatformDetector.leadWords.contains(first) || words.count <= 4 else { return [] }
        let joined = " " + words.joined(separator: " ") + " "
        return Platform.allCases.filter { platform in
            (Vocabulary.english.platformWords[platform] ?? []).contains { joined.contains(" \($0) ") }
        }
    }

    @Test func platformsReadAsBefore() {
        let pieces = [
            "For ", "Linux", "linux", "Windows", "macOS", "Mac OS", "OS X", "os", "x", ":", ",", ".", " ", "on ",
            "Pour ", "e\u{301}", "é", "\r\n", "\r", "install the CLI ", "0123456789", "**", "(", "-",
        ]
        for text in Self.texts(from: pieces, count: 800, maxPieces: 14) {
            #expect(PlatformDetector.platforms(of: text) == referencePlatforms(text), "\(text.debugDescription)")
        }
        let long = String(repeating: "a", count: 59) + "e\u{301} Linux"
        #expect(PlatformDetector.platforms(of: long) == referencePlatforms(long))
        #expect(PlatformDetector.platforms(of: "For Linux:") == [.linux])
        #expect(PlatformDetector.platforms(of: "Pour Windows :") == [.windows])
    }

    @Test func columnsFoundInAnyLineAsByCharacters() {
        let lines: [Substring] = ["été #id here", "\u{212A}elvin #Kx", "é;x", "no match é", "e\u{301}#id", "#id"]
        for line in lines {
            for needle in ["#id", "#Kx", ";x", "#i", "zz"] {
                let expected = line.firstRange(of: needle).map {
                    line.distance(from: line.startIndex, to: $0.lowerBound) + 1
                }
                #expect(LineSearch.firstColumn(of: needle, in: line) == expected, "\(needle) in \(line)")
            }
        }
        #expect(LineSearch.firstColumn(of: "K", in: "\u{212A} sign") == 1)
    }

    /// The table-end test trusts Foundation's answer to be decided by bytes except after a non-ASCII byte; this
    /// holds it to Foundation's own, on the cases where the two could part.
    @Test func tableTagsFoundAsFoundationFindsThem() {
        let texts = [
            "<table>", "x<tabl\u{E9}", "x<table\u{301}", "<TABLE>", "\u{600}<table>", "\u{200D}<table>",
            "<table\u{200D}>", "<table\u{FE0F}>", "<table", "\u{FF1C}table", "é<table>x", "</table>é", "</tablé>",
            "\u{226E}table", "<table\u{301}><table>",
        ]
        for text in texts {
            for needle in ["<table", "</table>"] {
                let foundation = text.contains(needle)
                #expect(StepAssembler.contains(text, needle) == foundation, "\(needle) in \(text.debugDescription)")
            }
        }
    }

    /// "This value is required" is looked for on bytes in ASCII descriptions, as Foundation finds it.
    @Test func requirementStatementsFoundAsFoundationFindsThem() {
        let phrases = [
            "value is optional", "is optional.", "valeur est facultative", "est facultatif", "valor é opcional",
            "é opcional", "value is required", "valor é obrigatório", "Kelvin;x", "é\u{600}x",
        ]
        // Prepended marks, combining marks and the canonical equivalents of K and `;` stress the byte pre-check of
        // non-ASCII texts (`SecretDetector.asciiRun`).
        let pieces = [
            "the ", "value is ", "optional", "required", ".", "\r\n", "é", "e\u{301}", " opcional", "valor ",
            "obrigatório", "obrigato\u{301}rio", "est facultatif", "ve", "\u{301}", "is optional", "\u{600}",
            "\u{212A}elvin", "Kelvin", ";x", "\u{37E}x", "x", "é\u{600}",
        ]
        for text in Self.texts(from: pieces, count: 800, maxPieces: 6) {
            for phrase in phrases {
                let found = text.contains(phrase)
                #expect(SecretDetector.contains(text, phrase) == found, "\(phrase) in \(text.debugDescription)")
            }
        }
    }

    @Test func nameWordsReadAsByCharacters() {
        let pieces = [
            "api", "Key", "_", "-", ".", "KEY", "my", "Pass", "word", "2", "\r\n", "é", "É", "x\u{301}", "Id",
        ]
        for name in Self.texts(from: pieces, count: 800, maxPieces: 5) {
            let byCharacters = SecretDetector.characterNameWords(name)
            #expect(SecretDetector.nameWords(name) == byCharacters, "\(name.debugDescription)")
        }
    }

    @Test func pathPiecesReadAsLanguageCodesAsBefore() {
        let pieces = [
            "en", "EN", "fr", "Fr-CA", "pt_BR", "pt-pt", "en-gb", "de", "docs", "StreamingAnalytics", "e", "", "enn",
            "pt-br2", "\u{212A}r", "fr\u{301}", "PT-BR", "en_us", "\u{130}t", "c_starterapps",
        ]
        for piece in pieces {
            #expect(LanguageDetector.fromComponent(piece[...]) == LanguageDetector.fromCode(piece), "\(piece)")
        }
    }

    @Test func asciiPathsReadAsLanguagesAsOthersAre() {
        let paths: [(path: String, language: Language?)] = [
            ("docs/fr/page.md", .fr), ("page.pt-br.md", .pt), ("a//FR//b.md", .fr), ("x/en/y/page.fr.md", .fr),
            ("a.b.md", nil), ("pt/x.md", .pt), ("docs/PT_BR/a.md", .pt), ("en", nil), ("..fr..md.", nil),
            ("fr.x.md", nil), ("/work/shared/corpus/StreamingAnalytics/en/c_beta_tooling.md", .en), ("", nil),
        ]
        for (path, language) in paths {
            #expect(LanguageDetector.fromPath(path) == language, "\(path)")
            // A first folder with a non-ASCII name sends the path the `Character` way; it names no language.
            #expect(LanguageDetector.fromPath("\u{E9}/" + path) == language, "\u{E9}/\(path)")
        }
    }

    @Test func fileNamesFoundBehindTheByteGate() {
        #expect(FileNameFinder.candidates(in: "Create a file that is named mypod.yaml.") == ["mypod.yaml"])
        #expect(FileNameFinder.candidates(in: "Edit the Dockerfile, then build.") == ["Dockerfile"])
        #expect(FileNameFinder.candidates(in: "Save it as config.JSON") == ["config.JSON"])
        #expect(FileNameFinder.candidates(in: "No name here. None at all.") == [])
        #expect(FileNameFinder.candidates(in: "Créez le fichier données.yaml") == ["données.yaml"])
    }
}
