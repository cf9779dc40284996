extension ShellLexer {
    /// A here-document whose body starts after the current line.
    struct PendingHereDocument {
        /// Its delimiter, and whether `<<-` strips its lines' tabs.
        let open: ShellScript.OpenHereDocument
        let isQuoted: Bool
        /// Whether the command gives the body to a shell to run (`bash <<EOF`, `ssh host <<EOF`).
        var fedToShell = false
        /// Whether that shell's `echo` decodes escapes with no option (`sh <<EOF`: `ShellLexer.echoAlwaysDecodes`);
        /// nil for this shell's.
        var echoAlwaysDecodes: Bool?
        /// Whether the body is a YAML document (`ShellScript.HereDocument.isYAML`).
        var isYAML = false
    }

    /// At `<`, `>` or `&>`: the operator with the descriptor digits just before it, and a here-document's delimiter.
    mutating func scanRedirection(_ list: inout ListState) {
        var start = index
        // `2>file`, and `{fd}>file`: bash opens a descriptor and sets `fd` to its number.
        let word = list.wordStart.map { bytes[$0..<index] } ?? []
        let name = word.first == UInt8(ascii: "{") && word.last == UInt8(ascii: "}") ? word.dropFirst().dropLast() : []
        let named = ShellBytes.isVariableName(name)
        if named { assignments.append((String(decoding: name, as: UTF8.self), word.startIndex)) }
        if !word.isEmpty, named || word.allSatisfy(\.isASCIIDigit) {
            start = word.startIndex
            list.wordStart = nil
        } else {
            endWord(&list)
        }
        let first = current
        index += first == UInt8(ascii: "&") ? 2 : 1
        var hereDocument = false
        var hereString = false
        var stripsTabs = false
        if first == UInt8(ascii: "<"), !atEnd, current == UInt8(ascii: "<") {
            index += 1
            // `<<<` is a here-string: the next word is what it reads.
            hereDocument = atEnd || current != UInt8(ascii: "<")
            hereString = !hereDocument
            stripsTabs = hereDocument && !atEnd && current == UInt8(ascii: "-")
            if !hereDocument || stripsTabs { index += 1 }
        } else if !atEnd, current.isOne(of: ">&|") {
            index += 1
        }
        tokens.append(.init(kind: .redirection, range: start..<index))
        guard hereDocument else { return list.words.redirect(hereString: hereString) }
        while !atEnd, current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") { index += 1 }
        let wordStart = index
        while !atEnd, !ShellBytes.endsWord(current), current != UInt8(ascii: "<"), current != UInt8(ascii: ">") {
            switch current {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                let label: Quoting = current == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted
                let quote = current
                take(as: .quote)
                while !atEnd, current != quote { take(as: label) }
                if atEnd { unterminated = true } else { take(as: .quote) }
            case UInt8(ascii: "\\"):
                take(as: .quote)
                if !atEnd { take(as: .escaped) }
            default: index += 1
            }
        }
        let delimiter = (wordStart..<index).filter { quoting[$0] != .quote }.map { bytes[$0] }
        let isQuoted = (wordStart..<index).contains { quoting[$0] == .quote }
        guard !delimiter.isEmpty else {
            list.words.redirect()
            return
        }
        tokens.append(.init(kind: .word(.redirectionTarget), range: wordStart..<index))
        pendingHereDocuments.append(
            PendingHereDocument(open: .init(delimiter: delimiter, stripsTabs: stripsTabs), isQuoted: isQuoted))
    }

    /// After the newline that ends a line with here-documents: their bodies, each up to its delimiter's line, read;
    /// returns where each is, in the order they were opened.
    mutating func scanPendingHereDocuments() -> [Range<Int>] {
        let pending = pendingHereDocuments
        pendingHereDocuments = []
        var bodies: [Range<Int>] = []
        for document in pending {
            let bodyStart = index
            var bodyEnd = limit
            var next = limit
            var lineStart = index
            while lineStart < limit {
                let lineEnd = bytes[lineStart..<limit].firstIndex(of: UInt8(ascii: "\n")) ?? limit
                if document.open.ends(at: bytes[lineStart..<lineEnd]) {
                    bodyEnd = lineStart
                    next = min(limit, lineEnd + 1)
                    break
                }
                lineStart = lineEnd + 1
            }
            if bodyEnd == limit { hereDocumentUnended = true }
            let outerLimit = limit
            limit = bodyEnd
            let delimiter = String(decoding: document.open.delimiter, as: UTF8.self)
            hereDocumentRead = document.open
            // A body a shell runs: what a substitution in it prints is part of the script (`cat > env.sh <<EOF` with
            // `export X=$(echo <v>)`).
            substitutionPrintsCode = document.fedToShell
            scanDoubleQuoted(document.isQuoted ? .quotedHereDocument : .hereDocument)
            (hereDocumentRead, substitutionPrintsCode) = (nil, false)
            limit = outerLimit
            index = next
            hereDocuments.append(
                .init(
                    delimiter: delimiter, isQuoted: document.isQuoted, body: bodyStart..<bodyEnd,
                    isYAML: document.isYAML && !document.fedToShell))
            bodies.append(bodyStart..<bodyEnd)
            if document.fedToShell {
                evaluateNested([bodyStart..<bodyEnd], echoAlwaysDecodes: document.echoAlwaysDecodes)
            }
        }
        return bodies
    }

    /// Reads `ranges` (words, or a here-document's body; printed as words) as the shell that evaluates them does, and
    /// returns it.
    @discardableResult
    mutating func evaluateNested(_ ranges: [Range<Int>], echoAlwaysDecodes: Bool? = nil) -> ShellScript {
        evaluateNested(pieces: [(ranges, 0, nil, .words, true)], echoAlwaysDecodes: echoAlwaysDecodes)
    }

    /// Reads what `pieces` print, one after another, as the shell that evaluates it does, and returns it.
    ///
    /// A piece's words: their quotes are removed and they are joined by blanks, each with its escapes decoded as
    /// `echo -e` decodes them (`decodeEchoEscapes`), or put where `printf`'s format says (`formatParts`); a `$(…)` or
    /// backquotes in them is what its commands print (`printedBySubstitution`: its pieces read as these are), where it
    /// prints something docrun knows; each placeholder of this command list in them, or of such a substitution's, gets
    /// its contexts for that shell (`echo "echo \"$(echo <v>)\"" | bash`: double-quoted there). A piece goes on on the
    /// line of the one before it unless that one printed a line break (not after `echo -n`, `\\c`, a `printf` format
    /// with no final `\\n`); a call prints nothing here; after a `printf` format not read, whose end is not known, the
    /// placeholders up to a line's end stand where no one can tell (`ShellContext.followsUnknownOutput`).
    @discardableResult
    mutating func evaluateNested(pieces: [Piece], echoAlwaysDecodes: Bool? = nil) -> ShellScript {
        var text: [UInt8] = []
        var placeholdersInside: [(number: Int, occurrence: PlaceholderOccurrence)] = []
        // The placeholders (in `placeholdersInside`) of a format that is not read and of the words that fill it in.
        var unreadFormats: [Range<Int>] = []
        // For the placeholders (by their position in `placeholdersInside`) in what `echo -e` prints: how many times
        // it decodes them, and those it reads together with an escape before them (`ShellContext.isInUnreadEcho`).
        var echoDecodings: [Int: Int] = [:]
        var unreadEchoes: Set<Int> = []
        // Whether `decodeEchoEscapes` met an escape of the text's own (a `\\` not in a value).
        var metEscape = false
        // The placeholders (by their position in `placeholdersInside`) printed after output whose end is not known.
        var afterUnknownOutput: Set<Int> = []
        // What `pieces` print, found in the command list at `depth`, each after the one before it: on a line of its
        // own after a line break.
        func append(pieces: [Piece], depth: Int) {
            var endsLine: Bool? = true
            for (position, piece) in pieces.enumerated() {
                if position > 0, endsLine == true { text.append(UInt8(ascii: "\n")) }
                let (first, afterUnknown) = (placeholdersInside.count, endsLine == nil)
                // A call is read as printing nothing: a program's output (`true`, `read`, `cat <<EOF | bash`) is
                // rarely code, and refusing what follows one refused too much (docs/security.md's Limits).
                if let call = piece.call {
                    callsRunAsCode.insert(call)
                } else {
                    endsLine = append(piece.words, depth: depth, printing: piece.printing, endsLine: piece.endsLine)
                }
                if afterUnknown {
                    afterUnknownOutput.formUnion(first..<placeholdersInside.count)
                    if endsLine == false { endsLine = nil }
                }
            }
        }
        // The words of `ranges`, found in the command list at `depth`, joined by blanks or put in their format;
        // returns whether what they print ends with a line break (nil: not known).
        func append(_ ranges: [Range<Int>], depth: Int, printing: Printing, endsLine: Bool) -> Bool? {
            guard printing == .format, let format = ranges.first else {
                let (firstOfPiece, metBefore) = (placeholdersInside.count, metEscape)
                metEscape = false
                defer {
                    // Another shell's `echo` may read the text's own escapes otherwise than bash's `echo -e`.
                    if printing == .escapesOfAnotherShell, metEscape {
                        unreadEchoes.formUnion(firstOfPiece..<placeholdersInside.count)
                    }
                    metEscape = metEscape || metBefore
                }
                for (position, range) in ranges.enumerated() {
                    if position > 0 { text.append(UInt8(ascii: " ")) }
                    let (start, first) = (text.count, placeholdersInside.count)
                    appendWord(range, depth: depth)
                    // `\c` ends what `echo -e` prints: the rest of its words too, and its line break.
                    if printing != .words, !decodeEchoEscapes(from: start, placeholdersFrom: first) { return false }
                }
                return endsLine
            }
            guard let parts = formatParts(format) else {
                // Read as it is, then the words that fill it in as a script of their own; a value in any of them is
                // refused unless plain (`ShellContext.isInUnreadFormat`).
                let first = placeholdersInside.count
                _ = append([format], depth: depth, printing: .words, endsLine: true)
                text.append(UInt8(ascii: "\n"))
                _ = append(Array(ranges.dropFirst()), depth: depth, printing: .words, endsLine: true)
                unreadFormats.append(first..<placeholdersInside.count)
                return nil
            }
            var words = ranges.dropFirst()
            // The format is used again while words are left, as `printf` does.
            repeat {
                for part in parts {
                    switch part {
                    case .text(let bytes): text += bytes
                    case .word: words.popFirst().map { appendWord($0, depth: depth) }
                    case .data:
                        _ = words.popFirst()
                        text.append(UInt8(ascii: "0"))
                    }
                }
            } while !words.isEmpty && parts.count > 1
            guard case .text(let end)? = parts.last else { return false }
            return end.last == UInt8(ascii: "\n")
        }
        func appendWord(_ range: Range<Int>, depth: Int) {
            var offset = range.lowerBound
            while offset < range.upperBound {
                if bytes[offset] == UInt8(ascii: "$") || bytes[offset] == UInt8(ascii: "`"),
                    let output = printedBySubstitution[offset], output.end <= range.upperBound
                {
                    append(pieces: output.pieces, depth: depth + 1)
                    offset = output.end
                    continue
                }
                if let number = placeholderAt[offset], foundDepth[number] == depth {
                    // Its line and column are the outer text's: only its contexts are read back.
                    let length = placeholders[number].length
                    placeholdersInside.append((number, placeholders[number].moved(to: text.count)))
                    text += bytes[offset..<(offset + length)]
                    offset += length
                    continue
                }
                if quoting[offset] == .ansiQuoted, bytes[offset] == UInt8(ascii: "\\") {
                    offset = appendANSIEscape(at: offset)
                    continue
                }
                if quoting[offset] != .quote { text.append(bytes[offset]) }
                offset += 1
            }
        }
        // At a `\` in `$'…'`: what bash reads the escape as (`$'#\n'` is a line break after `#`), appended; returns
        // the offset past it.
        func appendANSIEscape(at start: Int) -> Int {
            func isEscaped(_ offset: Int) -> Bool {
                offset < bytes.count && quoting[offset] == .ansiQuoted && placeholderAt[offset] == nil
            }
            // Up to `count` digits of `radix` from `offset`, and the offset past them (nil when there is none).
            func number(_ offset: Int, _ count: Int, _ radix: Int) -> (value: UInt32, end: Int)? {
                var (value, end) = (UInt32(0), offset)
                while end < offset + count, isEscaped(end),
                    let digit = Int(String(UnicodeScalar(bytes[end])), radix: radix)
                {
                    (value, end) = (value * UInt32(radix) + UInt32(digit), end + 1)
                }
                return end > offset ? (value, end) : nil
            }
            guard isEscaped(start + 1) else {
                text.append(bytes[start])
                return start + 1
            }
            let letter = bytes[start + 1]
            if let byte = Self.ansiEscapes[letter] {
                text.append(byte)
                return start + 2
            }
            switch letter {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                let octal = number(start + 1, 3, 8)!
                text.append(UInt8(truncatingIfNeeded: octal.value))
                return octal.end
            case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                let digits = letter == UInt8(ascii: "x") ? 2 : letter == UInt8(ascii: "u") ? 4 : 8
                guard let hex = number(start + 2, digits, 16) else { break }
                text += Self.hexEscaped(letter, hex.value)
                return hex.end
            case UInt8(ascii: "c") where isEscaped(start + 2):
                text.append(bytes[start + 2] & 0x1F)
                return start + 3
            default: break
            }
            text += bytes[start...(start + 1)]
            return start + 2
        }
        // Decodes the escapes `echo -e` reads in `text` from `start` (one word as `echo` is given it), where the
        // placeholders from `first` of `placeholdersInside` are (each as its value will be written there, none of
        // whose escapes `echo` decodes: `ShellQuoting.literal` doubles each `\\`); returns false after a `\c`, where
        // `echo` stops printing (the placeholders after it are no longer in the text).
        func decodeEchoEscapes(from start: Int, placeholdersFrom first: Int) -> Bool {
            var decoded: [UInt8] = []
            var (offset, next) = (start, first)
            // Where the next placeholder starts, or the text's end.
            var stop: Int { next < placeholdersInside.count ? placeholdersInside[next].occurrence.offset : text.count }
            // Up to `count` digits of `radix` from `offset`, and the offset past them; a placeholder right after
            // fewer digits could give more (`\x4<v>`): `echo` reads it with the escape.
            func number(_ offset: Int, _ count: Int, _ radix: Int) -> (value: UInt32, end: Int) {
                var (value, end) = (UInt32(0), offset)
                while end < min(offset + count, stop), let digit = Int(String(UnicodeScalar(text[end])), radix: radix) {
                    (value, end) = (value * UInt32(radix) + UInt32(digit), end + 1)
                }
                if end == stop, end < offset + count, next < placeholdersInside.count { unreadEchoes.insert(next) }
                return (value, end)
            }
            while offset < text.count {
                if offset == stop {
                    let length = placeholdersInside[next].occurrence.length
                    placeholdersInside[next].occurrence = placeholdersInside[next].occurrence.moved(
                        to: start + decoded.count)
                    echoDecodings[next, default: 0] += 1
                    decoded += text[offset..<(offset + length)]
                    (offset, next) = (offset + length, next + 1)
                    continue
                }
                if text[offset] == UInt8(ascii: "\\") { metEscape = true }
                guard text[offset] == UInt8(ascii: "\\"), offset + 1 < text.count else {
                    decoded.append(text[offset])
                    offset += 1
                    continue
                }
                // A `\` right before a placeholder: `echo` reads it with the value's first character.
                guard offset + 1 < stop else {
                    unreadEchoes.insert(next)
                    decoded.append(text[offset])
                    offset += 1
                    continue
                }
                let letter = text[offset + 1]
                if let byte = Self.echoEscapes[letter] {
                    decoded.append(byte)
                    offset += 2
                    continue
                }
                switch letter {
                case UInt8(ascii: "c"):
                    // Nothing more is printed: the placeholders from `next` on, and what was noted of them, are gone.
                    text.replaceSubrange(start..., with: decoded)
                    placeholdersInside.removeSubrange(next...)
                    echoDecodings = echoDecodings.filter { $0.key < next }
                    unreadEchoes = unreadEchoes.filter { $0 < next }
                    unreadFormats = unreadFormats.map { $0.clamped(to: 0..<next) }
                    afterUnknownOutput = afterUnknownOutput.filter { $0 < next }
                    return false
                case UInt8(ascii: "0"):
                    let octal = number(offset + 2, 3, 8)
                    decoded.append(UInt8(truncatingIfNeeded: octal.value))
                    offset = octal.end
                    continue
                case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                    let digits = letter == UInt8(ascii: "x") ? 2 : letter == UInt8(ascii: "u") ? 4 : 8
                    let hex = number(offset + 2, digits, 16)
                    guard hex.end > offset + 2 else { break }
                    decoded += Self.hexEscaped(letter, hex.value)
                    offset = hex.end
                    continue
                default: break
                }
                // Not an escape: the `\` is printed, and what follows it read as it is.
                decoded.append(text[offset])
                offset += 1
            }
            text.replaceSubrange(start..., with: decoded)
            return true
        }
        append(pieces: pieces, depth: depth)
        let inner = ShellScript(
            String(decoding: text, as: UTF8.self), placeholders: placeholdersInside.map(\.occurrence),
            echoAlwaysDecodes: echoAlwaysDecodes ?? self.echoAlwaysDecodes)
        // `eval 'f | bash'` runs what `f` prints as the text around it does.
        callsRunAsCode.formUnion(inner.callsRunAsCode)
        for (position, (number, occurrence)) in zip(placeholdersInside.map(\.number), inner.placeholders).enumerated() {
            var contexts = occurrence.contexts
            if unreadFormats.contains(where: { $0.contains(position) }) { contexts[0].isInUnreadFormat = true }
            contexts[0].echoDecodings += echoDecodings[position] ?? 0
            if unreadEchoes.contains(position) { contexts[0].isInUnreadEcho = true }
            if afterUnknownOutput.contains(position) { contexts[0].followsUnknownOutput = true }
            placeholders[number].contexts = [placeholders[number].contexts[0]] + contexts
        }
        return inner
    }

    /// What the escape `\x`, `\u` or `\U` (`letter`) of `value` stands for, in `$'…'` and for `echo -e` alike: a
    /// byte, or a character in UTF-8 (U+FFFD for a number that is no character).
    static func hexEscaped(_ letter: UInt8, _ value: UInt32) -> [UInt8] {
        letter == UInt8(ascii: "x")
            ? [UInt8(truncatingIfNeeded: value)] : Array(String(UnicodeScalar(value) ?? "\u{FFFD}").utf8)
    }

    /// The escapes of `$'…'` that stand for one byte each, by the byte after the `\`.
    static let ansiEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "e"): 0x1B, UInt8(ascii: "E"): 0x1B,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        UInt8(ascii: "v"): 0x0B, UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "'"): UInt8(ascii: "'"),
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "?"): UInt8(ascii: "?"),
    ]

    /// The escapes of `echo -e` that stand for one byte each, by the byte after the `\\`: those of `$'…'` but `\\'`,
    /// `\\"` and `\\?`, which it prints as written (`\\c`, `\\0nnn`, `\\xHH`, `\\uHHHH` and `\\UHHHHHHHH` are read
    /// apart).
    static let echoEscapes = ansiEscapes.filter { !$0.key.isOne(of: "'\"?") }

    /// A part of what `printf` prints of its format: text, or where a conversion puts the next word (`word`, as it
    /// is) or prints it as data (`data`: `%q` quotes it for a shell, a number is digits).
    enum FormatPart {
        case text([UInt8])
        case word, data
    }

    /// The parts of the format `range`, a word whose text is literal, as `printf` reads it: the escapes `\n`, `\t`,
    /// `\\`, `\"` and `%%`, and the conversions `%s` (perhaps with a `-` and a width), `%q` and those of numbers;
    /// nil for anything else, which docrun does not read exactly (an expansion or a placeholder in the format, whose
    /// `%` and `\` `printf` reads, another escape, `%b`, which reads escapes in the word, `%c`, a precision, a `*`).
    func formatParts(_ range: Range<Int>) -> [FormatPart]? {
        var literal: [UInt8] = []
        for offset in range where quoting[offset] != .quote {
            let expands = quoting[offset] == .unquoted || quoting[offset] == .doubleQuoted
            if placeholderAt[offset] != nil || expands && (bytes[offset] == 0x24 || bytes[offset] == 0x60) {
                return nil
            }
            literal.append(bytes[offset])
        }
        var parts: [FormatPart] = []
        var text: [UInt8] = []
        var index = literal.startIndex
        while index < literal.count {
            let byte = literal[index]
            index += 1
            guard byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "%") else {
                text.append(byte)
                continue
            }
            guard index < literal.count else { return nil }
            if byte == UInt8(ascii: "\\") {
                guard let escaped = Self.formatEscapes[literal[index]] else { return nil }
                text.append(escaped)
                index += 1
                continue
            }
            if literal[index] == UInt8(ascii: "%") {
                text.append(literal[index])
                index += 1
                continue
            }
            while index < literal.count, literal[index] == UInt8(ascii: "-") || literal[index].isASCIIDigit {
                index += 1
            }
            guard index < literal.count else { return nil }
            let conversion = literal[index]
            index += 1
            if conversion == UInt8(ascii: "s") {
                parts += [.text(text), .word]
            } else if conversion.isOne(of: "qdiouxXeEfFgG") {
                parts += [.text(text), .data]
            } else {
                return nil
            }
            text = []
        }
        return parts + [.text(text)]
    }

    static let formatEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "\""): UInt8(ascii: "\""),
    ]
}
