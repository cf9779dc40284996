import ShellSyntax

/// Where each placeholder of a YAML file sits, read as YAML's scanner reads the text: quoted scalars (which may span
/// lines), comments, block scalars (`|`, `>`: the lines indented beyond the line that opens one), flow collections and
/// plain scalars.
///
/// A quote, `[`, `{`, `|` or `>` opens what it opens only where a node starts: after the indentation, `- `, `? `, `: `,
/// an anchor or a tag (`&a `, `!!str `), or `[`, `{`, `,` in a flow collection; inside a plain scalar (`k: a "b"`) it is
/// text.
enum YAMLSlots {
    private enum State { case plain, doubleQuoted, singleQuoted, comment }

    static func find(_ bytes: [UInt8], _ occurrences: [PlaceholderOccurrence])
        -> [(PlaceholderOccurrence, FileSubstitution.Slot)]
    {
        var slots: [(PlaceholderOccurrence, FileSubstitution.Slot)] = []
        var state = State.plain
        var flow = 0
        var blockIndent: Int?
        var lineStart = 0
        var index = 0
        // Whether a node may start here (see the type).
        var atNode = true
        while index < bytes.count, slots.count < occurrences.count {
            let occurrence = occurrences[slots.count]
            if index == lineStart, state == .plain, flow == 0 {
                let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
                let blanks = bytes[index..<lineEnd].prefix { $0 == 0x20 }.count
                if let indent = blockIndent {
                    if blanks == lineEnd - index || blanks > indent {
                        while slots.count < occurrences.count, occurrences[slots.count].offset < lineEnd {
                            slots.append((occurrences[slots.count], .text))
                        }
                        index = lineEnd + 1
                        lineStart = index
                        continue
                    }
                    blockIndent = nil
                }
                if blanks < lineEnd - index, bytes[index + blanks] != UInt8(ascii: "#") { atNode = true }
                // `---` and `...` at the start of a line mark a document.
                if ["---", "..."].contains(where: { bytes[index..<lineEnd].starts(with: $0.utf8) }),
                    index + 3 == lineEnd || isBlank(bytes[index + 3])
                {
                    atNode = true
                    index += 3
                    continue
                }
            }
            if index >= occurrence.offset {
                let slot: FileSubstitution.Slot =
                    switch state {
                    case .doubleQuoted: .yamlDoubleQuoted
                    case .singleQuoted: .yamlSingleQuoted
                    case .comment: .text
                    case .plain:
                        .yamlPlain(
                            whole: atNode && ends(occurrence, bytes, flow: flow > 0),
                            flow: flow > 0)
                    }
                slots.append((occurrence, slot))
                if state == .plain {
                    atNode = false
                }
                index = occurrence.offset + occurrence.length
                continue
            }
            let byte = bytes[index]
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
            case (.plain, UInt8(ascii: "#")) where tokenStart: state = .comment
            case (.plain, UInt8(ascii: "]")) where flow > 0, (.plain, UInt8(ascii: "}")) where flow > 0:
                (flow, atNode) = (flow - 1, false)
            case (.plain, UInt8(ascii: ",")) where flow > 0: atNode = true
            case (.plain, UInt8(ascii: ":")) where isBlank(next) || (flow > 0 && ",[]{}".utf8.contains(next)):
                atNode = true
            case (.plain, _) where atNode:
                switch byte {
                case UInt8(ascii: "\""): state = .doubleQuoted
                case UInt8(ascii: "'"): state = .singleQuoted
                case UInt8(ascii: "["), UInt8(ascii: "{"): flow += 1
                case UInt8(ascii: "-") where flow == 0 && isBlank(next), UInt8(ascii: "?") where isBlank(next): break
                case UInt8(ascii: "&"), UInt8(ascii: "!"):
                    // An anchor or a tag: the node starts after it (a placeholder in its name is part of it).
                    while index + 1 < occurrence.offset, !isBlank(bytes[index + 1]),
                        flow == 0 || !",[]{}".utf8.contains(bytes[index + 1])
                    {
                        index += 1
                    }
                    if index + 1 == occurrence.offset { atNode = false }
                case UInt8(ascii: "|") where flow == 0 && opensBlockScalar(bytes, at: index),
                    UInt8(ascii: ">") where flow == 0 && opensBlockScalar(bytes, at: index):
                    blockIndent = bytes[lineStart...].prefix { $0 == 0x20 }.count
                    atNode = false
                default: atNode = false
                }
            default: break
            }
            index += 1
        }
        return slots
    }

    /// A blank, a line break or the end of the text: what ends a token.
    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    /// Whether the `|` or `>` at `index` opens a block scalar: only indicators, blanks and a comment follow on its line.
    private static func opensBlockScalar(_ bytes: [UInt8], at index: Int) -> Bool {
        let rest = bytes[(index + 1)...].prefix { $0 != 0x0A }
        let indicators = rest.prefix { "+-0123456789".utf8.contains($0) }
        let after = rest.dropFirst(indicators.count).drop { $0 == 0x20 || $0 == 0x09 }
        return after.isEmpty || (after.first == UInt8(ascii: "#") && after.count < rest.count - indicators.count)
    }

    /// Whether the plain scalar `occurrence` starts ends with it: before the line's end, a comment, `: ` (a key), or
    /// `,`, `]`, `}` in a flow collection (`flow`), where the next of these may come after line breaks.
    private static func ends(_ occurrence: PlaceholderOccurrence, _ bytes: [UInt8], flow: Bool) -> Bool {
        let end = occurrence.offset + occurrence.length
        var j = end
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || (flow && bytes[j] == 0x0A) { j += 1 }
        guard j < bytes.count else { return true }
        let next = j + 1 < bytes.count ? bytes[j + 1] : 0x0A
        switch bytes[j] {
        case UInt8(ascii: "#"): return j > end
        case UInt8(ascii: ":"): return isBlank(next) || (flow && ",[]{}".utf8.contains(next))
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): return flow
        case 0x0A: return true
        default: return false
        }
    }
}
