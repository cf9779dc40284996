import Foundation
import TestSupport
import Testing

@testable import RunbookKit

/// `InputFile`: only regular files are read, and no more than the limit, whatever the path names.
@Suite(.serialized) struct InputFileTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Makes the path in the folder.
        let make: @Sendable (URL) throws -> String
        let noFollow: Bool
        let expected: Result<Int, InputFileProblem>
        var testDescription: String { name }
    }

    static func file(_ name: String, bytes: Int) -> @Sendable (URL) throws -> String {
        { folder in
            let path = folder.appendingPathComponent(name).path
            try Data(repeating: UInt8(ascii: "x"), count: bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    static func link(to target: String) -> @Sendable (URL) throws -> String {
        { folder in
            let path = folder.appendingPathComponent("link.md").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            return path
        }
    }

    static let cases: [Case] = [
        Case(name: "a file", make: file("a.md", bytes: 1000), noFollow: false, expected: .success(1000)),
        Case(name: "an empty file", make: file("a.md", bytes: 0), noFollow: false, expected: .success(0)),
        Case(name: "a file at the limit", make: file("a.md", bytes: 4096), noFollow: false, expected: .success(4096)),
        Case(
            name: "a file over the limit", make: file("a.md", bytes: 4097), noFollow: false,
            expected: .failure(.tooLarge(bytes: 4097))),
        Case(
            name: "a missing file", make: { $0.appendingPathComponent("none").path }, noFollow: false,
            expected: .failure(.notFound)),
        Case(name: "a folder", make: { $0.path }, noFollow: false, expected: .failure(.isDirectory)),
        Case(name: "/dev/zero", make: { _ in "/dev/zero" }, noFollow: false, expected: .failure(.notRegular)),
        Case(name: "/dev/null", make: { _ in "/dev/null" }, noFollow: false, expected: .failure(.notRegular)),
        Case(
            name: "a link to /dev/zero", make: link(to: "/dev/zero"), noFollow: false, expected: .failure(.notRegular)),
        Case(
            name: "a FIFO nobody writes to",
            make: { folder in
                let path = folder.appendingPathComponent("fifo.md").path
                guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
                return path
            }, noFollow: false, expected: .failure(.notRegular)),
        Case(
            name: "a link to a file, where links are refused",
            make: { folder in
                _ = try file("a.md", bytes: 10)(folder)
                return try link(to: folder.appendingPathComponent("a.md").path)(folder)
            }, noFollow: true, expected: .failure(.notRegular)),
        Case(
            name: "a link to a file, where links are followed",
            make: { folder in
                _ = try file("a.md", bytes: 10)(folder)
                return try link(to: folder.appendingPathComponent("a.md").path)(folder)
            }, noFollow: false, expected: .success(10)),
    ]

    @Test(arguments: cases) func readsOnlyRegularFilesUpToTheLimit(_ example: Case) throws {
        let folder = try TemporaryFolder.make("docrun-input-file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try example.make(folder)
        let result = Result { () throws(InputFileProblem) -> Int in
            try InputFile.read(path, limit: 4096, noFollow: example.noFollow).count
        }
        #expect(result == example.expected)
    }

    /// Each problem, the kind of file, and what is said in each language.
    static let described: [(problem: InputFileProblem, kind: Localized, language: Language, text: String)] = [
        (
            .notRegular, InputMessages.valuesFile, .en,
            "v.yml: not a regular file (a device, a FIFO or a socket), not a values file"
        ),
        (
            .notRegular, InputMessages.valuesFile, .fr,
            "v.yml : pas un fichier ordinaire (un périphérique, un FIFO ou un socket), pas un fichier de valeurs"
        ),
        (
            .tooLarge(bytes: 50 << 20), InputMessages.keywordFile, .en,
            "v.yml: the keyword file is 50 MB, over the 10 MB docrun reads"
        ),
        (
            .tooLarge(bytes: 50 << 20), InputMessages.keywordFile, .pt,
            "v.yml: o arquivo de palavras-chave tem 50 MB, mais que os 10 MB que o docrun lê"
        ),
        (.notFound, InputMessages.keywordFile, .fr, "v.yml : fichier de mots-clés introuvable"),
        (.isDirectory, InputMessages.valuesFile, .pt, "v.yml: é uma pasta, não um arquivo de valores"),
        (.unreadable, InputMessages.valuesFile, .en, "v.yml: cannot read the values file (permission denied?)"),
        (.notUTF8, InputMessages.valuesFile, .fr, "v.yml : le fichier de valeurs n'est pas du texte UTF-8"),
    ]

    @Test(arguments: described.indices) func problemsNameTheFileAndWhatItIs(_ index: Int) {
        let example = Self.described[index]
        #expect(example.problem.describe(path: "v.yml", kind: example.kind)(example.language) == example.text)
    }

    /// What is said of a page docrun cannot read is in the one catalogue of what is said of the files it is given,
    /// whose every text the message catalogue's test checks in the three languages.
    @Test func pageProblemsAreInTheInputCatalogue() {
        let kinds: [PageError.Kind] = [
            .file(.notFound), .file(.isDirectory), .file(.notRegular), .file(.unreadable), .file(.notUTF8),
            .file(.tooLarge(bytes: 50 << 20)), .empty, .binary(line: 1, column: 1), .invalidUTF8(line: 1, column: 1),
        ]
        for language in Language.allCases {
            let catalogued = Set(InputMessages.all.map { $0.1(language, ["size": "50", "limit": "10"]) })
            for kind in kinds {
                #expect(catalogued.contains(PageError(path: "p.md", kind: kind).problem(language)), "\(kind)")
            }
        }
    }
}
