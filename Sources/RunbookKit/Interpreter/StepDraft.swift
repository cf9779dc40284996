/// A step while it is being read; frozen into a `Step` when the page is done.
struct StepDraft {
    var id: String
    let isNumbered: Bool
    let sectionIndex: Int?
    let parent: Int?
    /// The top-level number, for numbered top-level steps.
    let number: Int?
    let line: Int
    var text = ""
    var details: [String] = []
    var commands: [Command] = []
    var outputs: [Output] = []
    var files: [FileBlock] = []
    var hasSubsteps = false
    var anchor: String?
    /// Prose of the step before its latest block, searched for file names.
    var prose: [String] = []
    /// For an unnumbered step, whether it comes before the section's first numbered step.
    var beforeNumbered = false

    init(id: String, isNumbered: Bool, sectionIndex: Int?, parent: Int?, number: Int?, line: Int) {
        self.id = id
        self.isNumbered = isNumbered
        self.sectionIndex = sectionIndex
        self.parent = parent
        self.number = number
        self.line = line
    }

    func freeze(sections: [Section], drafts: [StepDraft]) -> Step {
        Step(
            id: id, isNumbered: isNumbered, section: sectionIndex.flatMap { sections[$0].anchor },
            sectionIndex: sectionIndex, parent: parent.map { drafts[$0].id }, line: line, text: text,
            details: details, commands: commands, outputs: outputs, files: files, hasSubsteps: hasSubsteps,
            platforms: PlatformDetector.platforms(of: text), anchor: anchor)
    }
}

/// Reads the operating systems a step is scoped to from its opening words ("Pour Windows :", "**For OS X**").
enum PlatformDetector {
    static let leadWords: Set<String> = ["for", "pour", "para", "on", "sur", "no", "em", "under", "sous", "with", "avec",
                                         "com", "if", "si", "se", "using", "utilisant", "usando"]

    static func platforms(of text: String) -> [Platform] {
        if let found = asciiPlatforms(text) { return found }
        guard mayHoldPlatformName(text) else { return [] }
        // The first 60 characters before the first stop, without walking the whole text to find the stop.
        let clause = text.prefix(60).prefix { $0 != ":" && $0 != "," && $0 != "." }.lowercased()
        guard mayNamePlatform(clause) else { return [] }
        let words = clause.split { !$0.isLetter }.map(String.init)
        guard let first = words.first else { return [] }
        let startsScoped = leadWords.contains(first)
        let isLabel = words.count <= 4
        guard startsScoped || isLabel else { return [] }
        var found: [Platform] = []
        let joined = " " + words.joined(separator: " ") + " "
        for platform in Platform.allCases {
            let names = Vocabulary.english.platformWords[platform] ?? []
            if names.contains(where: { joined.contains(" \($0) ") }) { found.append(platform) }
        }
        return found
    }

    /// The first word of every platform name: a clause that names a platform holds one of them.
    private static let firstWords: [String] = Platform.allCases.flatMap { platform in
        (Vocabulary.english.platformWords[platform] ?? []).compactMap { name in
            name.split(separator: " ").first.map(String.init)
        }
    }

    private static let firstWordBytes: [[UInt8]] = firstWords.map { Array($0.utf8) }

    /// `platforms(of:)` on bytes, for the usual text whose first 61 bytes are ASCII without CR; nil for others.
    ///
    /// Then the first 60 `Character`s are the first 60 bytes (only CR LF joins two ASCII bytes, and the 61st
    /// byte is no combining mark), their lowercase is ASCII lowercase, their letters are `a`…`z`, and Foundation's
    /// `contains` on ASCII text and names is a byte search.
    private static func asciiPlatforms(_ text: String) -> [Platform]? {
        var text = text
        // Plain loops over the buffer: the generic `prefix`, `allSatisfy` and `map` on its slices cost over a
        // thousand instructions a step.
        return text.withUTF8 { bytes -> [Platform]? in
            for index in 0..<min(bytes.count, 61) where bytes[index] >= 0x80 || bytes[index] == UInt8(ascii: "\r") {
                return nil
            }
            var end = 0
            while end < min(bytes.count, 60), bytes[end] != UInt8(ascii: ":"), bytes[end] != UInt8(ascii: ","),
                bytes[end] != UInt8(ascii: ".")
            {
                end += 1
            }
            // The clause, 60 bytes at most, is lowercased on the stack: an array for it cost an allocation a step.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 60) { buffer in
                for index in 0..<end { buffer[index] = asciiLowercased(bytes[index]) }
                return platforms(inLowercased: UnsafeBufferPointer(rebasing: buffer[..<end]))
            }
        }
    }

    /// The platforms a lowercased ASCII clause names.
    private static func platforms(inLowercased clause: UnsafeBufferPointer<UInt8>) -> [Platform] {
        let mayName = firstWordBytes.contains { word in
            word.withUnsafeBufferPointer { LineSearch.firstOffset(of: $0, in: clause) != nil }
        }
        guard mayName else { return [] }
        let words = clause.split { $0 < UInt8(ascii: "a") || $0 > UInt8(ascii: "z") }.map {
            String(decoding: $0, as: UTF8.self)
        }
        guard let first = words.first else { return [] }
        guard leadWords.contains(first) || words.count <= 4 else { return [] }
        let joined = " " + words.joined(separator: " ") + " "
        return Platform.allCases.filter { platform in
            (Vocabulary.english.platformWords[platform] ?? []).contains {
                LineSearch.firstOffset(of: " \($0) ", in: joined[...]) != nil
            }
        }
    }

    /// False when no platform name can be read from `text`, whatever its script: decided on bytes, sparing most
    /// French and Portuguese step texts the `Character` walk.
    ///
    /// A name is found in the lowercased clause's words, so its ASCII letters are in the lowercased text. Only
    /// ASCII capitals lowercase to ASCII letters alone (the Kelvin sign gives `k`, in no name; `İ` gives `i` and a
    /// combining mark, which breaks the run; no name's word ends with `i`), so the text holds each of the name's
    /// words in ASCII letters of any case.
    private static func mayHoldPlatformName(_ text: String) -> Bool {
        var text = text
        let lowered = text.withUTF8(asciiLowercased)
        return lowered.withUnsafeBufferPointer { bytes in
            nameWordBytes.contains { words in
                words.allSatisfy { word in
                    word.withUnsafeBufferPointer { LineSearch.firstOffset(of: $0, in: bytes) != nil }
                }
            }
        }
    }

    /// `bytes` with the ASCII capitals lowercased, every other byte as it is.
    private static func asciiLowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            for index in 0..<bytes.count { buffer[index] = asciiLowercased(bytes[index]) }
            count = bytes.count
        }
    }

    /// `byte` lowercased if it is an ASCII capital.
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// The words of each platform name, as bytes.
    private static let nameWordBytes: [[[UInt8]]] = Platform.allCases.flatMap { platform in
        (Vocabulary.english.platformWords[platform] ?? []).map { name in
            name.split(separator: " ").map { Array($0.utf8) }
        }
    }

    /// False when an ASCII clause holds none of the platform names' first words ("linux", "mac", "os"…), so no
    /// platform can be found in it; most step texts are such clauses. Non-ASCII clauses are always read.
    private static func mayNamePlatform(_ clause: String) -> Bool {
        let bytes = Array(clause.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        return firstWords.contains { word in
            let pattern = Array(word.utf8)
            guard bytes.count >= pattern.count else { return false }
            return (0...(bytes.count - pattern.count)).contains { start in
                bytes[start..<(start + pattern.count)].elementsEqual(pattern)
            }
        }
    }
}
