import ShellSyntax

/// Where each placeholder of a YAML file sits, read as YAML's scanner reads the text: quoted scalars (which may span
/// lines), comments, block scalars (`|`, `>`: the lines indented beyond the line that opens one), flow collections and
/// plain scalars, which may go on over the lines indented beyond what holds them (`k: first` then `  more`).
///
/// A quote, `[`, `{`, `|` or `>` opens what it opens only where a node starts: after the indentation, `- `, `? `, `: `,
/// an anchor or a tag (`&a `, `!!str `), or `[`, `{`, `,` in a flow collection; inside a plain scalar (`k: a "b"`) it is
/// text.
enum YAMLSlots {
    private enum State { case plain, doubleQuoted, singleQuoted, comment }

    static func find(_ bytes: [UInt8], _ occurrences: [PlaceholderOccurrence]) -> FileSubstitution.Placements {
        var slots: FileSubstitution.Placements = []
        var state = State.plain
        var flow = 0
        var blockIndent: Int?
        var lineStart = 0
        var index = 0
        // Whether a node may start here (see the type).
        var atNode = true
        // The column of what a plain scalar starting now belongs to: the key before `: `, or the `-` or `?` before it.
        var owner: Int?
        // The column where the line's latest node started (a key's, once `: ` follows it).
        var nodeColumn = 0
        // The owner of the plain scalar the last line left open: a line indented beyond it goes on with that scalar.
        var open: Int?
        while index < bytes.count, slots.count < occurrences.count {
            let occurrence = occurrences[slots.count]
            if index == lineStart, state == .plain, flow == 0 {
                let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
                let blanks = bytes[index..<lineEnd].prefix { $0 == 0x20 }.count
                if let indent = blockIndent {
                    if blanks == lineEnd - index || blanks > indent {
                        while slots.count < occurrences.count, occurrences[slots.count].offset < lineEnd {
                            slots.append((occurrences[slots.count], .yamlText))
                        }
                        index = lineEnd + 1
                        lineStart = index
                        continue
                    }
                    blockIndent = nil
                }
                owner = nil
                if blanks < lineEnd - index, bytes[index + blanks] != UInt8(ascii: "#") {
                    atNode = open.map { blanks <= $0 } ?? true
                    if atNode { open = nil }
                }
                // `---` and `...` at the start of a line mark a document.
                if ["---", "..."].contains(where: { bytes[index..<lineEnd].starts(with: $0.utf8) }),
                    index + 3 == lineEnd || isBlank(bytes[index + 3])
                {
                    (atNode, open) = (true, nil)
                    index += 3
                    continue
                }
            }
            if index >= occurrence.offset {
                let slot: FileSubstitution.Slot =
                    switch state {
                    case .doubleQuoted: .yamlDoubleQuoted
                    case .singleQuoted: .yamlSingleQuoted
                    case .comment: .yamlText
                    case .plain:
                        .yamlPlain(
                            whole: atNode && ends(occurrence, bytes, flow: flow > 0, owner: flow == 0 ? owner : nil),
                            flow: flow > 0)
                    }
                slots.append((occurrence, slot))
                if state == .plain {
                    if atNode, flow == 0 { (nodeColumn, open) = (occurrence.offset - lineStart, owner) }
                    atNode = false
                }
                index = occurrence.offset + occurrence.length
                continue
            }
            let byte = bytes[index]
            let column = index - lineStart
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0x0A
            let tokenStart = index == lineStart || isBlank(bytes[index - 1])
            switch (state, byte) {
            case (_, 0x0A):
                if state == .comment { state = .plain }
                lineStart = index + 1
            case (.doubleQuoted, UInt8(ascii: "\\")): index += 1
            case (.doubleQuoted, UInt8(ascii: "\"")), (.singleQuoted, UInt8(ascii: "'")):
                if byte == UInt8(ascii: "'"), next == UInt8(ascii: "'") {
                    index += 1
                } else {
                    (state, atNode) = (.plain, false)
                }
            case (.doubleQuoted, _), (.singleQuoted, _), (.comment, _): break
            case (.plain, UInt8(ascii: " ")), (.plain, 0x09): break
            case (.plain, UInt8(ascii: "#")) where tokenStart: (state, open) = (.comment, nil)
            case (.plain, UInt8(ascii: "]")) where flow > 0, (.plain, UInt8(ascii: "}")) where flow > 0:
                (flow, atNode) = (flow - 1, false)
            case (.plain, UInt8(ascii: ",")) where flow > 0: atNode = true
            case (.plain, UInt8(ascii: ":")) where isBlank(next) || (flow > 0 && next.isOne(of: ",[]{}")):
                (atNode, owner, open) = (true, nodeColumn, nil)
            case (.plain, _) where atNode:
                switch byte {
                case UInt8(ascii: "\""): (state, nodeColumn, open) = (.doubleQuoted, column, nil)
                case UInt8(ascii: "'"): (state, nodeColumn, open) = (.singleQuoted, column, nil)
                case UInt8(ascii: "["), UInt8(ascii: "{"): (flow, nodeColumn, open) = (flow + 1, column, nil)
                case UInt8(ascii: "-") where flow == 0 && isBlank(next), UInt8(ascii: "?") where isBlank(next):
                    (owner, open) = (column, nil)
                case UInt8(ascii: "&"), UInt8(ascii: "!"):
                    // An anchor or a tag: the node starts after it (a placeholder in its name is part of it).
                    while index + 1 < occurrence.offset, !isBlank(bytes[index + 1]),
                        flow == 0 || !bytes[index + 1].isOne(of: ",[]{}")
                    {
                        index += 1
                    }
                    if index + 1 == occurrence.offset { atNode = false }
                case UInt8(ascii: "|") where flow == 0 && opensBlockScalar(bytes, at: index),
                    UInt8(ascii: ">") where flow == 0 && opensBlockScalar(bytes, at: index):
                    blockIndent = bytes[lineStart...].prefix { $0 == 0x20 }.count
                    (atNode, open) = (false, nil)
                default:
                    (atNode, nodeColumn) = (false, column)
                    if flow == 0 { open = owner }
                }
            default: break
            }
            index += 1
        }
        return slots
    }

    /// A blank, a line break or the end of the text: what ends a token.
    private static func isBlank(_ byte: UInt8) -> Bool { byte.isOne(of: " \t\n") }

    /// Whether the `|` or `>` at `index` opens a block scalar: only indicators, blanks and a comment follow on its line.
    private static func opensBlockScalar(_ bytes: [UInt8], at index: Int) -> Bool {
        let rest = bytes[(index + 1)...].prefix { $0 != 0x0A }
        let indicators = rest.prefix { $0.isOne(of: "+-0123456789") }
        let after = rest.dropFirst(indicators.count).drop { $0 == 0x20 || $0 == 0x09 }
        return after.isEmpty || (after.first == UInt8(ascii: "#") && after.count < rest.count - indicators.count)
    }

    /// Whether the plain scalar `occurrence` starts ends with it: before the line's end (when no line indented beyond
    /// `owner` goes on with it), a comment, `: ` (a key), or `,`, `]`, `}` in a flow collection (`flow`), where the
    /// next of these may come after line breaks.
    private static func ends(_ occurrence: PlaceholderOccurrence, _ bytes: [UInt8], flow: Bool, owner: Int?) -> Bool {
        let end = occurrence.offset + occurrence.length
        var j = end
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || (flow && bytes[j] == 0x0A) { j += 1 }
        guard j < bytes.count else { return true }
        let next = j + 1 < bytes.count ? bytes[j + 1] : 0x0A
        switch bytes[j] {
        case UInt8(ascii: "#"): return j > end
        case UInt8(ascii: ":"): return isBlank(next) || (flow && next.isOne(of: ",[]{}"))
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): return flow
        case 0x0A:
            guard let owner else { return true }
            // The next line that is not blank goes on with the scalar when it is indented beyond its owner.
            var lineStart = j + 1
            while true {
                let blanks = bytes[lineStart...].prefix { $0 == 0x20 }.count
                guard lineStart + blanks < bytes.count else { return true }
                let first = bytes[lineStart + blanks]
                if first != 0x0A { return blanks <= owner || first == UInt8(ascii: "#") }
                lineStart += blanks + 1
            }
        default: return false
        }
    }
}
