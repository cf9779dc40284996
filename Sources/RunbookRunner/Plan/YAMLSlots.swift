import ShellSyntax

/// Where each placeholder of a YAML file sits, read as YAML's scanner reads the text: quoted scalars (which may span
/// lines), comments, block scalars (`|`, `>`: the lines indented beyond the line that opens one) and flow collections.
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
        while index < bytes.count, slots.count < occurrences.count {
            let occurrence = occurrences[slots.count]
            if index == lineStart, state == .plain, let indent = blockIndent {
                let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.count
                let blanks = bytes[index..<lineEnd].prefix { $0 == 0x20 }.count
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
            if index >= occurrence.offset {
                let slot: FileSubstitution.Slot =
                    switch state {
                    case .doubleQuoted: .yamlDoubleQuoted
                    case .singleQuoted: .yamlSingleQuoted
                    case .comment: .text
                    case .plain: .yamlPlain(whole: isWhole(occurrence, bytes, lineStart, flow > 0), flow: flow > 0)
                    }
                slots.append((occurrence, slot))
                index = occurrence.offset + occurrence.length
                continue
            }
            let byte = bytes[index]
            let tokenStart = index == lineStart || " \t".utf8.contains(bytes[index - 1])
            let flowStart = tokenStart || (flow > 0 && "[{,".utf8.contains(bytes[index - 1]))
            switch (state, byte) {
            case (_, 0x0A):
                if state == .comment { state = .plain }
                lineStart = index + 1
            case (.doubleQuoted, UInt8(ascii: "\\")): index += 1
            case (.doubleQuoted, UInt8(ascii: "\"")): state = .plain
            case (.singleQuoted, UInt8(ascii: "'")):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") { index += 1 } else { state = .plain }
            case (.plain, UInt8(ascii: "#")) where tokenStart: state = .comment
            case (.plain, UInt8(ascii: "\"")) where flowStart: state = .doubleQuoted
            case (.plain, UInt8(ascii: "'")) where flowStart: state = .singleQuoted
            case (.plain, UInt8(ascii: "[")) where flowStart, (.plain, UInt8(ascii: "{")) where flowStart: flow += 1
            case (.plain, UInt8(ascii: "]")) where flow > 0, (.plain, UInt8(ascii: "}")) where flow > 0: flow -= 1
            case (.plain, UInt8(ascii: "|")) where tokenStart && flow == 0,
                (.plain, UInt8(ascii: ">")) where tokenStart && flow == 0:
                if opensBlockScalar(bytes, at: index) {
                    blockIndent = bytes[lineStart...].prefix { $0 == 0x20 }.count
                }
            default: break
            }
            index += 1
        }
        return slots
    }

    /// Whether the `|` or `>` at `index` opens a block scalar: only indicators, blanks and a comment follow on its line.
    private static func opensBlockScalar(_ bytes: [UInt8], at index: Int) -> Bool {
        let rest = bytes[(index + 1)...].prefix { $0 != 0x0A }
        let indicators = rest.prefix { "+-0123456789".utf8.contains($0) }
        let after = rest.dropFirst(indicators.count).drop { $0 == 0x20 || $0 == 0x09 }
        return after.isEmpty || (after.first == UInt8(ascii: "#") && after.count < rest.count - indicators.count)
    }

    /// Whether `occurrence` is a whole plain scalar on its line: after the indentation, `- `, `? `, `: ` (or `[`, `{`,
    /// `,` in a flow collection), and before the line's end, a comment, `: ` (a key), or `,`, `]`, `}` in a flow
    /// collection.
    private static func isWhole(_ occurrence: PlaceholderOccurrence, _ bytes: [UInt8], _ lineStart: Int, _ flow: Bool)
        -> Bool
    {
        let lineEnd = bytes[occurrence.offset...].firstIndex(of: 0x0A) ?? bytes.count
        let before = bytes[lineStart..<occurrence.offset]
        let after = bytes[(occurrence.offset + occurrence.length)..<lineEnd]
        let trimmedBefore = before.reversed().drop { $0 == 0x20 }
        let trimmedAfter = after.drop { $0 == 0x20 }
        let spaced = before.last == 0x20
        let starts: Bool
        if let last = trimmedBefore.first {
            // `- ` and `? ` start an entry only after the indentation and other entries' indicators (`- - <v>`), each
            // followed by a blank (`-- <v>` and `-? <v>` are parts of a plain scalar).
            let entry = before.split(separator: 0x20).allSatisfy {
                $0.count == 1 && "-?".utf8.contains($0[$0.startIndex])
            }
            let indicator = spaced && (last == UInt8(ascii: ":") || ("-?".utf8.contains(last) && entry))
            starts = indicator || (flow && "[{,".utf8.contains(last))
        } else {
            starts = true
        }
        guard starts, let next = trimmedAfter.first else { return starts }
        let afterNext = trimmedAfter.dropFirst().first
        return (next == UInt8(ascii: "#") && after.first == 0x20)
            || (next == UInt8(ascii: ":") && (afterNext == nil || afterNext == 0x20))
            || (flow && ",]}".utf8.contains(next))
    }
}
