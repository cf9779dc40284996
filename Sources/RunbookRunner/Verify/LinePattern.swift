import RunbookKit
import ShellSyntax

/// One line (or one table cell, or one JSON string) of an example output, compiled for matching.
///
/// Literal text must match byte for byte, except that a blank run matches any blank run; a `<name>` slot matches
/// the shortest non-empty text that lets the rest of the line match; a volatile token matches one actual token
/// of a compatible `TokenShape`. Matching is anchored at both ends of the line. It is the classic wildcard
/// algorithm (only the last slot is ever widened), so a line costs at most (line length × segments) steps.
///
/// A line compiled as a row with two or more cells (separated by two or more blanks, or a tab) is first compared
/// cell by cell with an actual line of as many cells or more (the columns a newer tool adds after the example's
/// last): a cell of volatile tokens only (an id, an age, a count) accepts any non-empty cell that keeps the zero rule
/// of the counts it starts with (`TokenShape.keepsZeros`: `0` is no `7`, `3/3` no `0/3`), the other cells must match
/// their pattern. With fewer cells, the whole line is compared as one pattern.
///
/// Given values (`GivenValues`, the run's values for the placeholders of the step's commands) make each plain token
/// of the example a `sample`: it matches as written, or with one of its parts standing for one of the values (each
/// comparison of a sample costing up to its token's length).
struct LinePattern: Sendable {
    enum Segment: Sendable {
        /// Literal bytes; a 0x20 stands for one or more blanks.
        case text([UInt8])
        /// A placeholder slot; nil for an unnamed gap such as `[...]` or `<none>`.
        case slot(String?)
        /// A token that changes between runs, with the connector it must not cross more often than the example.
        case volatile(TokenShape, [UInt8], stop: UInt8?, allowance: Int)
        /// A plain token that matches as written or standing for a given value (`GivenValues.end(of:)`).
        case sample([UInt8])
    }

    /// A cell of an example row.
    enum Cell: Sendable {
        /// A cell that must match its pattern.
        case pattern(LinePattern)
        /// A cell of volatile tokens only, its text: any non-empty cell that keeps its counts' zeros stands for it.
        case loose([UInt8])
    }

    private let segments: [Segment]
    /// The cells of the line; empty when the line is not a table row.
    private let cells: [Cell]
    private let values: GivenValues

    init(_ bytes: [UInt8], _ range: Range<Int>, asRow: Bool = false, values: GivenValues = .none) {
        var segments: [Segment] = []
        var literal: [UInt8] = []
        func add(_ segment: Segment) {
            if !literal.isEmpty { segments.append(.text(literal)) }
            literal = []
            segments.append(segment)
        }
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            if let (name, next) = Slot.parse(bytes, i, end) {
                // The slot of a placeholder the step's commands were given a value: the output says that value.
                if let name, let value = values.named[name] {
                    for byte in value where !(ByteClass.isBlank(byte) && literal.last == 0x20) {
                        literal.append(ByteClass.isBlank(byte) ? 0x20 : byte)
                    }
                } else {
                    add(.slot(name))
                }
                i = next
            } else if ByteClass.isBlank(bytes[i]) {
                literal.append(0x20)
                while i < end && ByteClass.isBlank(bytes[i]) { i += 1 }
            } else if let length = OutputText.inlineGap(bytes, i, end) {
                add(.slot(nil))
                i += length
            } else if Token.starts(bytes, i, end) {
                let j = Token.end(bytes, from: i, limit: end)
                // A URL cut by a slot or a gap (`https://<region>.cloud.ibm.com`, `https://host/[...]`) is literal
                // text: as a token it would have to match the whole actual URL, the slot's or gap's text included.
                let shape = TokenShape.classify(bytes[i..<j])
                let gap = j < end ? OutputText.inlineGap(bytes, j, end) : nil
                let cut = gap != nil || (j < end && Slot.parse(bytes, j, end) != nil)
                // A value cut short (`eyJhbGciOiJIUzI1NiIs…`, `58669dd6-3ddd-[...]`, or a changing token then
                // `...`) is a gap, its prefix included: the real value need not start as the example's does. After
                // a plain word, `...` is text (`Listing images...`).
                let dots = shape == nil ? 0 : bytes[j..<end].prefix { $0 == 0x2E }.count
                if shape != .url, let length = gap ?? (dots >= 3 ? dots : nil) {
                    add(.slot(nil))
                    i = j + length
                    continue
                }
                if let shape, shape != .url || !cut {
                    // Only a connector before a slot (`dal10-<zone>`) can be swallowed by a longer actual token.
                    let beforeSlot =
                        j + 1 < end && (bytes[j + 1] == 0x3C || OutputText.inlineGap(bytes, j + 1, end) != nil)
                    let stop = beforeSlot && ByteClass.isConnector(bytes[j]) ? bytes[j] : nil
                    let allowance = bytes[i..<j].count { $0 == stop }
                    add(.volatile(shape, Array(bytes[i..<j]), stop: stop, allowance: allowance))
                } else if shape == nil, !values.isEmpty {
                    add(.sample(Array(bytes[i..<j])))
                } else {
                    literal += bytes[i..<j]
                }
                i = j
            } else {
                literal.append(bytes[i])
                i += 1
            }
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        self.segments = segments
        self.values = values
        let ranges = asRow ? Self.cells(bytes, range) : []
        cells =
            ranges.count > 1
            ? ranges.map { range in
                let pattern = LinePattern(bytes, range, values: values)
                return pattern.isVolatileOnly ? .loose(Array(bytes[range])) : .pattern(pattern)
            } : []
    }

    /// Whether the last segment is a slot, which takes the rest of the line.
    private var endsWithSlot: Bool {
        if case .slot = segments.last { return true }
        return false
    }

    /// Whether the pattern holds volatile tokens and blanks only (a table cell of ids, ages, counts).
    private var isVolatileOnly: Bool {
        segments.contains { if case .volatile = $0 { true } else { false } }
            && segments.allSatisfy {
                switch $0 {
                case .volatile: true
                case .text(let literal): literal.allSatisfy { $0 == 0x20 }
                case .slot, .sample: false
                }
            }
    }

    /// The slot bindings, in slot order, when the actual line matches, else nil; `steps` grows with the work done.
    func match(_ bytes: [UInt8], _ range: Range<Int>, steps: inout Int) -> [OutputMatch.Binding]? {
        if !cells.isEmpty {
            steps += 1 + range.count >> 4
            let actual = Self.cells(bytes, range)
            // Cells after the example's last are columns a newer tool adds (or an empty cell it now fills); not when
            // the example's last cell has a slot, which takes the rest of the line. A line of as many cells that does
            // not match them fails; one of more cells is compared whole below.
            if actual.count == cells.count || actual.count > cells.count && !endsWithSlot {
                var bindings: [OutputMatch.Binding]? = []
                for (pattern, cell) in zip(cells, actual) {
                    guard let found = Self.match(pattern, bytes, cell, steps: &steps) else {
                        bindings = nil
                        break
                    }
                    bindings? += found
                }
                if let bindings { return bindings }
                if actual.count == cells.count { return nil }
            }
        }
        // Most lines of an output fail on their first byte: nothing to set up for them.
        if case .text(let literal)? = segments.first, literal[0] != 0x20,
            range.isEmpty || bytes[range.lowerBound] != literal[0]
        {
            return nil
        }
        let end = range.upperBound
        var slots = [Range<Int>](repeating: end..<end, count: segments.count)
        var p = range.lowerBound
        var index = 0
        // The last slot met that does not end the line: the one widened when what follows it fails.
        var star: Int?
        while index < segments.count || p < end {
            steps += 1
            if index < segments.count, let next = advance(over: index, bytes, p, end, &steps) {
                if case .slot = segments[index] {
                    if index < segments.count - 1 { star = index }
                    slots[index] = p..<next
                }
                p = next
                index += 1
                continue
            }
            guard let star else { return nil }
            let widened = skip(to: star + 1, bytes, from: slots[star].upperBound + 1, end)
            guard widened < end else { return nil }
            steps += (widened - slots[star].upperBound) >> 4
            slots[star] = slots[star].lowerBound..<widened
            p = widened
            index = star + 1
        }
        return segments.indices.compactMap { index in
            guard case .slot(let name?) = segments[index] else { return nil }
            return .init(name: name, value: String(decoding: bytes[slots[index]], as: UTF8.self))
        }
    }

    /// The slot bindings of `cell` when the actual cell `range` matches it, else nil.
    private static func match(
        _ cell: Cell, _ bytes: [UInt8], _ range: Range<Int>, steps: inout Int
    ) -> [OutputMatch.Binding]? {
        switch cell {
        case .pattern(let pattern): return pattern.match(bytes, range, steps: &steps)
        case .loose(let example): return TokenShape.keepsZeros(of: example[...], in: bytes[range]) ? [] : nil
        }
    }

    /// Where segment `index` ends when it matches from `p`, else nil.
    ///
    /// A slot that ends the line takes the rest of it; another starts with one byte.
    private func advance(over index: Int, _ bytes: [UInt8], _ p: Int, _ end: Int, _ steps: inout Int) -> Int? {
        switch segments[index] {
        case .slot:
            return p < end ? (index == segments.count - 1 ? end : p + 1) : nil
        case .text(let literal):
            var q = p
            for byte in literal {
                guard q < end, byte == 0x20 ? ByteClass.isBlank(bytes[q]) : bytes[q] == byte else { return nil }
                q += 1
                while byte == 0x20 && q < end && ByteClass.isBlank(bytes[q]) { q += 1 }
            }
            return q
        case .volatile(let shape, let example, let stop, let allowance):
            // The value quoted where the example has it bare (`creationTimestamp: "2024-03-01T08:00:01Z"`, as YAML
            // writers quote a date): the quotes are the tool's, not a difference.
            let quote = p < end && (bytes[p] == 0x22 || bytes[p] == 0x27) ? bytes[p] : nil
            let start = quote == nil ? p : p + 1
            guard start < end, Token.starts(bytes, start, end) else { return nil }
            let q = Token.end(bytes, from: start, limit: end, stop: stop, allowance: allowance)
            steps += (q - start) >> 4
            guard bytes[start..<q].elementsEqual(example) || shape.accepts(bytes[start..<q], example: example) else {
                return nil
            }
            guard let quote else { return q }
            return q < end && bytes[q] == quote ? q + 1 : nil
        case .sample(let token):
            return p < end ? values.end(of: token, in: bytes, at: p, end, steps: &steps) : nil
        }
    }

    /// Where an actual line first differs from this pattern's example line: byte offsets from the start of each.
    ///
    /// When both are rows of as many cells, the search starts at the first cell that does not match; from there a
    /// blank run matches a blank run and any other byte itself.
    func difference(_ example: [UInt8], _ line: Range<Int>, _ bytes: [UInt8], _ range: Range<Int>) -> (Int, Int) {
        var (e, a) = (line.lowerBound, range.lowerBound)
        let actual = Self.cells(bytes, range)
        var steps = 0
        if actual.count == cells.count {
            for (k, cell) in cells.enumerated() {
                guard Self.match(cell, bytes, actual[k], steps: &steps) == nil else { continue }
                (e, a) = (Self.cells(example, line)[k].lowerBound, actual[k].lowerBound)
                break
            }
        }
        while e < line.upperBound && a < range.upperBound {
            if ByteClass.isBlank(example[e]) && ByteClass.isBlank(bytes[a]) {
                while e < line.upperBound && ByteClass.isBlank(example[e]) { e += 1 }
                while a < range.upperBound && ByteClass.isBlank(bytes[a]) { a += 1 }
            } else if example[e] == bytes[a] {
                (e, a) = (e + 1, a + 1)
            } else {
                break
            }
        }
        return (e - line.lowerBound, a - range.lowerBound)
    }

    /// The cells of a trimmed line: text separated by a tab or by two or more blanks.
    private static func cells(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var cells: [Range<Int>] = []
        var start = range.lowerBound
        var i = start
        while let blank = bytes[i..<range.upperBound].firstIndex(where: ByteClass.isBlank) {
            i = bytes[blank..<range.upperBound].firstIndex { !ByteClass.isBlank($0) } ?? range.upperBound
            if i - blank >= 2 || bytes[blank] == 0x09 {
                cells.append(start..<blank)
                start = i
            }
        }
        return cells + [start..<range.upperBound]
    }

    /// The first index from `start` where segment `index` could begin matching (`end` if none).
    private func skip(to index: Int, _ bytes: [UInt8], from start: Int, _ end: Int) -> Int {
        let rest = bytes[min(start, end)..<end]
        switch segments[index] {
        case .text(let literal) where literal[0] == 0x20: return rest.firstIndex(where: ByteClass.isBlank) ?? end
        case .text(let literal): return rest.firstIndex(of: literal[0]) ?? end
        case .volatile: return rest.firstIndex(where: ByteClass.isWord) ?? end
        // A value may start with any byte.
        case .slot, .sample: return rest.startIndex
        }
    }
}

/// Tokens: runs of word bytes joined by connectors, such as `v1.9.7`, `2016-01-07T18:55:09.726Z`,
/// `58669dd6-3ddd-5c78-99f9-ad0a5aabd9ad`, a number with a decimal comma (`1,5`), a quantity and its unit
/// (`3 months`, `About a minute`), or a whole URL once `://` follows letters.
enum Token {
    /// Whether a token starts at `i`: a word byte that is not the start of `…` (whose bytes are word bytes).
    static func starts(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Bool {
        ByteClass.isWord(bytes[i]) && !OutputText.isEllipsis(bytes, i, end)
    }

    /// The end (exclusive) of the token starting at `start`.
    ///
    /// `stop` is a connector the token may cross at most `allowance` times: an example token followed by
    /// `-<name>` must not swallow the `-` and the slot's text in the actual line.
    static func end(_ bytes: [UInt8], from start: Int, limit end: Int, stop: UInt8? = nil, allowance: Int = 0) -> Int {
        var j = start
        var crossings = 0
        while j < end && !OutputText.isEllipsis(bytes, j, end) {
            let byte = bytes[j]
            guard !ByteClass.isWord(byte) else {
                j += 1
                continue
            }
            if byte == 0x2C, let digits = commaNumberEnd(bytes, start, comma: j, limit: end) {
                j = digits
                continue
            }
            if byte == stop {
                if crossings == allowance { break }
                crossings += 1
            }
            if bytes[j..<end].starts(with: "://".utf8), j > start, bytes[start..<j].allSatisfy(\.isASCIILetter) {
                return urlEnd(bytes, from: j + 3, limit: end, stop: stop, allowance: allowance - crossings)
            }
            guard ByteClass.isConnector(byte), j + 1 < end, ByteClass.isWord(bytes[j + 1]) else { break }
            j += 1
        }
        if j + 1 < end, bytes[j] == 0x20, let unit = quantityEnd(bytes, first: start..<j, limit: end) { return unit }
        // Base64 padding (`=` or `==`) belongs to a long token when nothing word-like follows it.
        guard j - start >= 8 else { return j }
        let padded = bytes[j..<min(j + 2, end)].prefix { $0 == 0x3D }.endIndex
        return padded < end && ByteClass.isWord(bytes[padded]) ? j : padded
    }

    /// The end of a quantity and its unit starting with the word `first`, or nil when no unit ends it.
    ///
    /// Each next word comes after one space: a number then any unit (`3 months`, `5.6 MB`, `1,5 Go`,
    /// `il y a 2 jours`), or `quantityWords`, a number among them or not, then a time unit (`About a minute`,
    /// `Less than a second`, `about 2 hours`, `moins d'une heure`, `há poucos segundos`). So `a`, `an` or
    /// `About this` stay words.
    private static func quantityEnd(_ bytes: [UInt8], first: Range<Int>, limit end: Int) -> Int? {
        var word = first
        var previous: String?
        var afterNumber = false
        var found: Int?
        for _ in 0..<6 {
            let text = String(decoding: bytes[word], as: UTF8.self)
            let lower = text.lowercased()
            if let previous, let unit = TokenShape.units[text] {
                // French `an` (a year) is also the English article: a unit only after a number, `un` or `d’un`.
                let article = TokenShape.quantityWords.contains(lower) && !previous.hasSuffix("un")
                if afterNumber || unit == .duration && !article { found = word.upperBound }
            }
            // A number's unit comes right after it.
            guard !afterNumber else { break }
            afterNumber = bytes[word].allSatisfy { $0.isASCIIDigit || $0 == 0x2E || $0 == 0x2C }
            let next = word.upperBound + 1
            guard afterNumber || TokenShape.quantityWords.contains(lower), next < end,
                bytes[word.upperBound] == (lower == "d" ? 0x27 : 0x20), ByteClass.isWord(bytes[next])
            else { break }
            previous = lower
            word = next..<(bytes[next..<end].firstIndex { !ByteClass.isWord($0) } ?? end)
        }
        return found
    }

    /// The end of the digits after a decimal or thousands comma at `comma`, or nil for a list's comma.
    ///
    /// `1,5`, `0,25`, `1,024` and `1,048,576` are numbers. A number is digits only, with no comma right before
    /// it nor right after its digits (`1,2,3`, `a,1,5`, `1,5,a`), and two commas or more must separate thousands (at
    /// most six commas: a longer run is a list, and looking ahead stays cheap at each of its bytes). A lone `2,7`
    /// may be a list of two but is read as a number: French and Portuguese decimals are written so.
    private static func commaNumberEnd(_ bytes: [UInt8], _ start: Int, comma: Int, limit end: Int) -> Int? {
        guard start == 0 || bytes[start - 1] != 0x2C, bytes[start..<comma].allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        var groups: [Int] = []
        var k = comma
        while groups.count < 7, k + 1 < end, bytes[k] == 0x2C, bytes[k + 1].isASCIIDigit {
            let digits = bytes[(k + 1)..<end].prefix(while: \.isASCIIDigit)
            groups.append(digits.count)
            k = digits.endIndex
        }
        guard (1..<7).contains(groups.count), k == end || bytes[k] != 0x2C else { return nil }
        return groups.count == 1 || comma - start <= 3 && groups.allSatisfy({ $0 == 3 }) ? k : nil
    }

    private static func urlEnd(_ bytes: [UInt8], from start: Int, limit end: Int, stop: UInt8?, allowance: Int) -> Int {
        var j = start
        var left = allowance
        while j < end && !ByteClass.endsURL(bytes[j]) && OutputText.inlineGap(bytes, j, end) == nil {
            if bytes[j] == stop {
                if left <= 0 { break }
                left -= 1
            }
            j += 1
        }
        // The punctuation that ends a sentence does not end the URL.
        while j > start && bytes[j - 1].isOne(of: ".:;!?") { j -= 1 }
        return j
    }
}

/// Recognises `<name>` placeholder slots: ASCII letters, digits, `_`, `-`, `.`, starting with a letter, digit or
/// `_`; `<<x>` is not a slot.
enum Slot {
    /// The slot's name (nil for a tool word) and the index after `>`, when a slot starts at `i`.
    static func parse(_ bytes: [UInt8], _ i: Int, _ end: Int) -> (String?, Int)? {
        func isName(_ b: UInt8) -> Bool { b.isASCIIAlphanumeric || b.isOne(of: "_-.") }
        guard bytes[i] == 0x3C, i == 0 || bytes[i - 1] != 0x3C, i + 1 < end, isName(bytes[i + 1]),
            !bytes[i + 1].isOne(of: "-."), let close = bytes[(i + 1)..<end].firstIndex(where: { !isName($0) }),
            bytes[close] == 0x3E
        else { return nil }
        let name = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
        // What tools print (`<none>`) stands for any text, unbound.
        return (PlaceholderScanner.toolWords.contains(name) ? nil : name, close + 1)
    }
}

/// Byte classes of the output matcher (ASCII rules; bytes of other scripts count as letters).
enum ByteClass {
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C }
    /// Letters, digits, `_`, and any byte of a non-ASCII character.
    static func isWord(_ b: UInt8) -> Bool { b.isASCIIAlphanumeric || b == 0x5F || b >= 0x80 }
    /// Bytes that join words into one token when a word byte follows.
    static func isConnector(_ b: UInt8) -> Bool { b.isOne(of: "-.:/+@%~") }
    /// Bytes that end a URL token.
    static func endsURL(_ b: UInt8) -> Bool { isBlank(b) || b.isOne(of: "\n\"'<>()[]{}`,") }
}
