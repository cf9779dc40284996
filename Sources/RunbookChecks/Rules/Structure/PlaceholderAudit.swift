import Foundation
import MarkdownTree
import RunbookKit
import ShellSyntax

/// Which placeholders of a page are used but not documented, documented but not used, or a near miss.
///
/// A near miss is both at once under two spellings. The three placeholder rules share it, so a near miss is reported
/// once, by `placeholder-near-miss`, and neither of its halves again.
struct PlaceholderAudit {
    /// A placeholder used under one name and documented under another: another spelling (`-`/`_`, case, "your"),
    /// or one letter apart.
    struct NearMiss {
        let used: Placeholder
        let documentedName: String
        let documentation: PlaceholderDoc?
    }

    /// An option documented with a placeholder that a command gives a fixed value instead, and where.
    struct FixedValue {
        let option: String
        let value: String
        let location: SourceLocation
    }

    /// Used in a command or file, documented nowhere, and no near miss.
    let undocumented: [Placeholder]
    /// Documented, used in no command, file or example output, and no near miss.
    let unused: [Placeholder]
    let nearMisses: [NearMiss]
    /// Unused placeholders documented with an option that a command gives a fixed value, by name.
    ///
    /// The documentation and the command disagree. Only a command that uses placeholders counts: one written all with
    /// real values is an example the documentation explains, not a template that lost a placeholder.
    let fixedValues: [String: FixedValue]

    init(_ page: ReadPage) {
        let runbook = page.runbook
        let undocumented = runbook.placeholders.filter { $0.documentation.isEmpty && !$0.usedAt.isEmpty }
        let requested = Self.namesInRequests(page)
        let unused = runbook.placeholders.filter {
            !$0.documentation.isEmpty && $0.usedAt.isEmpty && $0.shownAt.isEmpty && !requested.contains($0.name)
        }
        // Documented in another spelling (`<docker-email>` for `<docker_email>`): the reader matched them, the
        // page still names one value two ways.
        // An apostrophe is one in either form (`<nom_de_l'espace>`, `<nom_de_l’espace>`): no other spelling.
        // Foundation's replacement, which reads the name as an NSString, only for a name that holds one.
        let apostrophes = { (name: String) in
            ByteSearch.contains(name, "\u{2019}") ? name.replacingOccurrences(of: "\u{2019}", with: "'") : name
        }
        var nearMisses: [NearMiss] = runbook.placeholders.compactMap { placeholder in
            guard !placeholder.usedAt.isEmpty,
                !placeholder.documentation.contains(where: { apostrophes($0.name) == apostrophes(placeholder.name) }),
                let other = placeholder.documentation.first(where: { $0.isPlaceholder }),
                !Self.isList(placeholder.name, of: other.name)
            else { return nil }
            return NearMiss(used: placeholder, documentedName: other.name, documentation: other)
        }
        var pairedDocumented = Set<String>()
        // Each documented name normalised and indexed once: a page of thousands of each took seconds, then minutes,
        // when each used name was compared with each documented one.
        let spelled = unused.map { Self.normalized($0.name) }
        // Built only for a page with a used name nothing documents, which is one in two.
        let index = undocumented.isEmpty ? OneEditIndex([]) : OneEditIndex(spelled)
        func unpaired(_ index: Int) -> Bool { !pairedDocumented.contains(unused[index].name) }
        for used in undocumented {
            let name = Self.normalized(used.name)
            let found =
                index.spelledAs(name).first { spelled[$0] == name && unpaired($0) }
                ?? index.oneEditFrom(name).first { Self.oneEditApart(spelled[$0], name) && unpaired($0) }
            let match = found.map { unused[$0] }
            if let match {
                pairedDocumented.insert(match.name)
                nearMisses.append(
                    NearMiss(used: used, documentedName: match.name, documentation: match.documentation.first))
            }
        }
        let pairedUsed = Set(nearMisses.map(\.used.name))
        self.undocumented = undocumented.filter { !pairedUsed.contains($0.name) }
        self.unused = unused.filter { !pairedDocumented.contains($0.name) }
        self.nearMisses = nearMisses
        let written = self.unused.contains { $0.flag?.hasPrefix("-") == true } ? Self.fixedValues(in: page) : [:]
        self.fixedValues = self.unused.reduce(into: [:]) { values, placeholder in
            if let option = placeholder.flag, option.hasPrefix("-") { values[placeholder.name] = written[option] }
        }
    }

    /// The first value the commands that use placeholders write for each option, as `option value` or
    /// `option=value`, when it is a plain word: no placeholder, no expansion.
    ///
    /// One pass for every option (each word is each `option` it may stand for, in order): a search of every command
    /// for each documented option took seconds on a page of thousands.
    static func fixedValues(in page: ReadPage) -> [String: FixedValue] {
        var found: [String: FixedValue] = [:]
        for step in page.runbook.steps {
            for command in step.writtenCommands where !command.placeholders.isEmpty {
                let script = command.script
                let words = script.tokens.filter { $0.kind == .word(.argument) }
                for (index, word) in words.enumerated() {
                    let text = script.text(word.range)
                    // `option value`, then `option=value` for each `=` of the word.
                    var written = index + 1 < words.count ? [(text, words[index + 1].range)] : []
                    for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "=") {
                        let option = String(decoding: text.utf8.prefix(offset), as: UTF8.self)
                        written.append((option, (word.range.lowerBound + offset + 1)..<word.range.upperBound))
                    }
                    for (option, valueRange) in written where found[option] == nil {
                        let value = script.text(valueRange)
                        guard !value.isEmpty, !value.hasPrefix("-"), !value.contains("<"), !value.contains("$") else {
                            continue
                        }
                        let location = CommandSnippet.Places(command, in: page.source).location(
                            of: valueRange.lowerBound)
                        found[option] = FixedValue(option: option, value: value, location: location)
                    }
                }
            }
        }
        return found
    }

    /// The placeholders written after an HTTP request in its step: the header and body tables that go with it
    /// (`username: <em>&lt;username&gt;</em>`) are part of the request.
    static func namesInRequests(_ page: ReadPage) -> Set<String> {
        let (runbook, lines) = (page.runbook, page.source.lines)
        let requests = runbook.steps.flatMap { $0.files.filter { $0.kind == .request } }
        guard !requests.isEmpty else { return [] }
        // Where steps and sections start: a request's part ends where the next one starts.
        let starts = (runbook.steps.map(\.line) + runbook.sections.map(\.line)).sorted()
        return Set(
            requests.flatMap { request in
                let end = min(starts.first { $0 > request.blockLine }.map { $0 - 1 } ?? lines.count, lines.count)
                guard end >= request.blockLine else { return [String]() }
                let text = lines[(request.blockLine - 1)..<end].joined(separator: "\n")
                return PlaceholderScanner.occurrences(in: HTMLText.decodeEntities(text)).map(\.name)
            })
    }

    /// Where a placeholder is first used, or else first documented (the reader sets `firstUse` with `usedAt`).
    func location(of placeholder: Placeholder) -> SourceLocation {
        placeholder.firstUse ?? placeholder.documentation.first?.location ?? SourceLocation(line: 1, column: 1)
    }

    /// Whether `used` lists values of the documented placeholder, numbered or not.
    ///
    /// `<role1,role2>` and `<role1|role2>` list values of `<role>`; one value, spelt the same, is no list.
    static func isList(_ used: String, of documented: String) -> Bool {
        let items = used.split { $0 == "," || $0 == "|" || $0 == " " }
        guard items.count > 1 else { return false }
        let stem = { (name: Substring) in
            normalized(String(name.reversed().drop { $0.isASCII && $0.isNumber }.reversed()))
        }
        let documentedStem = stem(documented[...])
        return items.allSatisfy { stem($0) == documentedStem }
    }

    /// Lowercase, with `-` read as `_`, accents and `’` folded (`é` as `e`, `’` as `'`).
    static func normalized(_ name: String) -> [UInt8] {
        // Accents and apostrophes folded: a translator's `<région>` is the command's `<region>` mistyped.
        let folded =
            name.utf8.allSatisfy { $0 < 0x80 }
            ? name
            : name.folding(options: .diacriticInsensitive, locale: nil)
                .replacingOccurrences(of: "\u{2019}", with: "'")
        return folded.utf8.map { byte in
            if byte == UInt8(ascii: "-") { return UInt8(ascii: "_") }
            return byte.asciiLowercased
        }
    }

    /// Whether one substitution, insertion or deletion turns one name into the other; names shorter than five
    /// letters never are (`<id>` and `<ip>` are different things).
    static func oneEditApart(_ a: [UInt8], _ b: [UInt8], shortest: Int = 5) -> Bool {
        guard min(a.count, b.count) >= shortest, abs(a.count - b.count) <= 1, a != b else { return false }
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        if a.count == b.count { return a[(i + 1)...] == b[(i + 1)...] }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        return long[(i + 1)...] == short[i...]
    }
}

/// Names indexed by where one substitution, insertion or deletion can meet them, so that the names one edit from
/// another are found without comparing it with every name.
///
/// Two names are one edit apart only if they are equal without one letter each, at the same place (a substitution),
/// or the longer without one letter is the shorter (an insertion). Each name is filed under the hash of itself and of
/// itself without each of its letters, with and without the place; a lookup gathers the names filed where the asked
/// name's own hashes point, in the order they were given, for the caller to compare (hashes may collide).
struct OneEditIndex {
    private var whole: [UInt64: [Int]] = [:]
    private var withoutAt: [UInt64: [Int]] = [:]
    private var without: [UInt64: [Int]] = [:]

    init(_ names: [[UInt8]]) {
        for (index, name) in names.enumerated() {
            let hashes = Self.hashes(name)
            whole[hashes.whole, default: []].append(index)
            for (place, hash) in hashes.without.enumerated() {
                withoutAt[Self.at(hash, place), default: []].append(index)
                // A name without two letters that are alike, side by side, is filed once.
                if without[hash]?.last != index { without[hash, default: []].append(index) }
            }
        }
    }

    /// The names that may be `name`, in order.
    func spelledAs(_ name: [UInt8]) -> [Int] { whole[Self.hashes(name).whole] ?? [] }

    /// The names that may be one edit from `name`, in order.
    func oneEditFrom(_ name: [UInt8]) -> [Int] {
        let hashes = Self.hashes(name)
        var found = without[hashes.whole] ?? []
        for (place, hash) in hashes.without.enumerated() {
            found += (withoutAt[Self.at(hash, place)] ?? []) + (whole[hash] ?? [])
        }
        return Array(Set(found)).sorted()
    }

    private static func at(_ hash: UInt64, _ place: Int) -> UInt64 {
        hash ^ (UInt64(place) &+ 1) &* 0x9E37_79B9_7F4A_7C15
    }

    /// The polynomial hash of `name` and of `name` without each of its bytes, in one pass each way.
    private static func hashes(_ name: [UInt8]) -> (whole: UInt64, without: [UInt64]) {
        let base: UInt64 = 1_000_003
        // prefix[i]: the hash of name[..<i].
        var prefix = [UInt64](repeating: 0, count: name.count + 1)
        for (index, byte) in name.enumerated() { prefix[index + 1] = prefix[index] &* base &+ UInt64(byte) &+ 1 }
        var without = [UInt64](repeating: 0, count: name.count)
        // suffix: the hash of name[(index + 1)...]; power: base to the power of its length.
        var (suffix, power): (UInt64, UInt64) = (0, 1)
        for index in name.indices.reversed() {
            without[index] = prefix[index] &* power &+ suffix
            suffix = (UInt64(name[index]) &+ 1) &* power &+ suffix
            power = power &* base
        }
        return (prefix[name.count], without)
    }
}
