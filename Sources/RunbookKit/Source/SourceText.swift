/// Reading a page's source lines as the reader and the rules do: indentation, blanks and ASCII letters.
public enum SourceText {
    /// How far a line is indented, in columns, a tab advancing to the next multiple of 4.
    @inlinable public static func indentation(_ line: some Sequence<UInt8>) -> Int {
        var width = 0
        for byte in line {
            guard isBlank(byte) else { break }
            width += byte == UInt8(ascii: "\t") ? 4 - width % 4 : 1
        }
        return width
    }

    /// Whether a line holds nothing but spaces and tabs.
    @inlinable public static func isBlank(_ line: Substring) -> Bool {
        line.utf8.allSatisfy(isBlank)
    }

    /// Whether a byte is a space or a tab.
    @inlinable public static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Whether a byte is a space, a tab or a block quote's `>`: what stands before a line's content in a container.
    @inlinable public static func isMark(_ byte: UInt8) -> Bool {
        isBlank(byte) || byte == UInt8(ascii: ">")
    }

    /// The number of the ordered list item a line starts, past its blanks and block quote markers: 1 to 9 digits,
    /// then `.` or `)`, then a blank or the line's end (`2. Log in`); nil when it starts none.
    @inlinable public static func itemNumber<Line: Collection<UInt8>>(_ line: Line) -> Line.SubSequence? {
        let text = line.drop(while: isMark)
        let digits = text.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let rest = text.dropFirst(digits.count)
        guard (1...9).contains(digits.count), let mark = rest.first,
            mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")")
        else { return nil }
        guard rest.dropFirst().first.map(isBlank) ?? true else { return nil }
        return digits
    }
}

extension String {
    /// The text cut to fit in a message: at most `limit` characters, the last of them `…` when it was cut.
    public func excerpt(_ limit: Int) -> String {
        unicodeScalars.count <= limit ? self : String(prefix(limit - 1)) + "…"
    }
}

extension Substring {
    /// The text without the spaces and tabs around it.
    var trimmingSpaces: Substring { trimming { $0 == " " || $0 == "\t" } }

    /// The text without the scalars `isTrimmed` holds at its start and end, as Foundation's `trimmingCharacters(in:)`
    /// trims a string (which goes through `NSString`, thousands of instructions a call): docrun's one way to trim, a
    /// `String` through `text[...]`.
    public func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> Substring {
        let scalars = unicodeScalars
        let start = scalars.firstIndex { !isTrimmed($0) } ?? scalars.endIndex
        return self[start..<(scalars[start...].lastIndex { !isTrimmed($0) }.map(scalars.index(after:)) ?? start)]
    }
}

extension UInt8 {
    /// A byte of a name as pages write them (an id, a class, a placeholder's words): an ASCII letter or digit, `_`,
    /// `-`, or a byte beyond ASCII (taken as part of a letter).
    var isNameByte: Bool {
        self >= 0x80 || isASCIIAlphanumeric || self == UInt8(ascii: "_") || self == UInt8(ascii: "-")
    }
}

extension Unicode.Scalar {
    /// A tab, a space of any script or a zero width space: what Foundation's `CharacterSet.whitespaces` holds.
    public var isSpaceOrTab: Bool {
        self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }

    /// A space, a tab or a line break of any script: what Foundation's `CharacterSet.whitespacesAndNewlines` holds.
    public var isSpaceOrNewline: Bool { isSpaceOrTab || properties.isWhitespace }

    /// A letter of any script; ASCII without Unicode's property tables, which cost far more.
    var isLetter: Bool {
        if isASCII { return ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
        return properties.isAlphabetic
    }

    /// A letter or a digit of any script, or a mark that combines with the one before it (as a `Character` made of
    /// a letter and its accent is a letter).
    var isLetterOrDigit: Bool {
        if isASCII { return isLetter || ("0"..."9").contains(self) }
        let properties = properties
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
