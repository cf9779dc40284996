/// One line (or one table cell, or one JSON string) of an example output, compiled for matching.
///
/// Literal text must match byte for byte, except that a blank run matches any blank run; a `<name>` slot matches
/// the shortest non-empty text that lets the rest of the line match; a volatile token matches one actual token
/// of a compatible `TokenShape`. Matching is anchored at both ends of the line. It is the classic wildcard
/// algorithm (only the last slot is ever widened), so a line costs at most (line length × segments) steps.
struct LinePattern: Sendable {
    enum Segment: Sendable, Equatable {
        /// Literal bytes; a 0x20 stands for one or more blanks.
        case text([UInt8])
        /// A placeholder slot; nil for an unnamed gap such as `[...]` or `<none>`.
        case slot(String?)
        /// A token that changes between runs, with the connector it must not cross more often than the example.
        case volatile(TokenShape, [UInt8], stop: UInt8?, allowance: Int)
    }

    /// A capture of a named slot: its name and the byte range it matched.
    typealias Capture = (name: String, range: Range<Int>)

    let segments: [Segment]

    /// Whether the pattern holds volatile tokens and blanks only (a table cell of ids, ages, counts).
    var isVolatileOnly: Bool {
        var sawVolatile = false
        for segment in segments {
            switch segment {
            case .volatile: sawVolatile = true
            case .text(let t) where t.allSatisfy({ $0 == 0x20 }): continue
            default: return false
            }
        }
        return sawVolatile
    }

    init(_ bytes: [UInt8], _ range: Range<Int>) {
        var segments: [Segment] = []
        var literal: [UInt8] = []
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let b = bytes[i]
            if b == 0x3C, let (name, next) = Slot.parse(bytes, i, end) {
                if !literal.isEmpty { segments.append(.text(literal)) }
                literal = []
                segments.append(.slot(name))
                i = next
            } else if ByteClass.isBlank(b) {
                literal.append(0x20)
                while i < end && ByteClass.isBlank(bytes[i]) { i += 1 }
            } else if let n = Gap.inlineLength(bytes, i, end) {
                if !literal.isEmpty { segments.append(.text(literal)) }
                literal = []
                segments.append(.slot(nil))
                i += n
            } else if Runs.startsToken(bytes, i, end) {
                let j = Runs.end(bytes, from: i, limit: end)
                if let shape = TokenShape.classify(bytes, i..<j) {
                    if !literal.isEmpty { segments.append(.text(literal)) }
                    literal = []
                    // Only a connector before a slot (`dal10-<zone>`) can be swallowed by a longer actual token.
                    let beforeSlot = j + 1 < end && (bytes[j + 1] == 0x3C || Gap.inlineLength(bytes, j + 1, end) != nil)
                    let stop: UInt8? = beforeSlot && ByteClass.isConnector(bytes[j]) ? bytes[j] : nil
                    let allowance = stop.map { Runs.count($0, in: bytes, i..<j) } ?? 0
                    segments.append(.volatile(shape, Array(bytes[i..<j]), stop: stop, allowance: allowance))
                } else {
                    literal.append(contentsOf: bytes[i..<j])
                }
                i = j
            } else {
                literal.append(b)
                i += 1
            }
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        self.segments = segments
    }

    /// The captures of named slots when the whole range matches, else nil; `steps` grows with the work done.
    func match(_ bytes: [UInt8], _ range: Range<Int>, steps: inout Int) -> [Capture]? {
        // Most lines of an output fail on their first byte; avoid setting up anything for them.
        if case .text(let literal)? = segments.first, let first = literal.first, first != 0x20 {
            guard !range.isEmpty, bytes[range.lowerBound] == first else { return nil }
        }
        if segments.count > 1, case .text(let literal)? = segments.last, !Self.endsWith(literal, bytes, range) {
            return nil
        }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: segments.count * 2) { bounds in
            wildcardMatch(bytes, range, bounds, &steps)
        }
    }

    /// The wildcard algorithm; `bounds[2i]` and `bounds[2i + 1]` receive the range matched by slot `i`.
    private func wildcardMatch(
        _ bytes: [UInt8], _ range: Range<Int>, _ bounds: UnsafeMutableBufferPointer<Int>, _ steps: inout Int
    ) -> [Capture]? {
        let end = range.upperBound
        var p = range.lowerBound
        var si = 0
        var star = -1
        while true {
            steps += 1
            var failed = false
            if si == segments.count {
                if p == end { break }
                failed = true
            } else {
                switch segments[si] {
                case .slot:
                    if p >= end {
                        failed = true
                    } else {
                        // A slot that ends the line takes the rest of it; another starts with one byte.
                        let last = si == segments.count - 1
                        if !last { star = si }
                        bounds[2 * si] = p
                        p = last ? end : p + 1
                        bounds[2 * si + 1] = p
                        si += 1
                    }
                case .text(let literal):
                    if let q = Self.matchText(literal, bytes, p, end) {
                        p = q
                        si += 1
                    } else {
                        failed = true
                    }
                case .volatile(let shape, let example, let stop, let allowance):
                    if let q = Self.matchVolatile(shape, example, stop, allowance, bytes, p, end, &steps) {
                        p = q
                        si += 1
                    } else {
                        failed = true
                    }
                }
            }
            if failed {
                // Widen the last slot to the next place where what follows it could start, and retry from there.
                guard star >= 0 else { return nil }
                let widened = skip(to: star + 1, bytes, from: bounds[2 * star + 1] + 1, end)
                guard widened < end else { return nil }
                steps += (widened - bounds[2 * star + 1]) >> 4
                bounds[2 * star + 1] = widened
                p = widened
                si = star + 1
            }
        }
        var captures: [Capture] = []
        for (index, segment) in segments.enumerated() {
            if case .slot(let name?) = segment { captures.append((name, bounds[2 * index]..<bounds[2 * index + 1])) }
        }
        return captures
    }

    /// The first index from `start` where segment `index` could begin matching (`end` if none).
    private func skip(to index: Int, _ bytes: [UInt8], from start: Int, _ end: Int) -> Int {
        var q = start
        switch segments[index] {
        case .text(let literal) where literal.first == 0x20:
            while q < end && !ByteClass.isBlank(bytes[q]) { q += 1 }
        case .text(let literal):
            let first = literal.first
            while q < end && bytes[q] != first { q += 1 }
        case .volatile:
            while q < end && !ByteClass.isWord(bytes[q]) { q += 1 }
        case .slot:
            break
        }
        return min(q, end)
    }

    /// Whether the line ends with the literal (read backwards, a 0x20 matching a blank run).
    private static func endsWith(_ literal: [UInt8], _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var q = range.upperBound
        for b in literal.reversed() {
            if b == 0x20 {
                guard q > range.lowerBound, ByteClass.isBlank(bytes[q - 1]) else { return false }
                while q > range.lowerBound && ByteClass.isBlank(bytes[q - 1]) { q -= 1 }
            } else {
                guard q > range.lowerBound, bytes[q - 1] == b else { return false }
                q -= 1
            }
        }
        return true
    }

    private static func matchText(_ literal: [UInt8], _ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var q = start
        for b in literal {
            if b == 0x20 {
                guard q < end, ByteClass.isBlank(bytes[q]) else { return nil }
                while q < end && ByteClass.isBlank(bytes[q]) { q += 1 }
            } else {
                guard q < end, bytes[q] == b else { return nil }
                q += 1
            }
        }
        return q
    }

    private static func matchVolatile(
        _ shape: TokenShape, _ example: [UInt8], _ stop: UInt8?, _ allowance: Int,
        _ bytes: [UInt8], _ start: Int, _ end: Int, _ steps: inout Int
    ) -> Int? {
        guard start < end, Runs.startsToken(bytes, start, end) else { return nil }
        let q = Runs.end(bytes, from: start, limit: end, stop: stop, allowance: allowance)
        steps += (q - start) >> 4
        let actual = bytes[start..<q]
        if actual.elementsEqual(example) { return q }
        return shape.accepts(TokenShape.classify(bytes, start..<q), example: example, actual: actual) ? q : nil
    }
}
