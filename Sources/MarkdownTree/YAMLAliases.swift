// libyaml (under Yams): only its events tell an alias from the node it names. Yams 6.2.2 keeps them internal, and its
// composer hashes every mapping key, so an alias used as a key costs its whole expansion before docrun sees the tree.
import CYaml

/// The bound on what YAML aliases may repeat, checked on libyaml's events before Yams reads the text.
///
/// Ten lines of aliases to aliases name a billion nodes (the "billion laughs"), and none of docrun's YAML (`--values`,
/// keyword files, `.docrun.yml`, front matter) needs more than a few aliases. Each alias counts the nodes and scalar
/// bytes of what it names; a text that is not valid YAML is left to Yams, which says why.
public enum YAMLAliases {
    /// The most nodes and scalar bytes all the aliases of one text may stand for (1,000,000).
    public static let maximumRepeated = 1_000_000

    /// Throws when the aliases of `yaml` stand for more than `maximumRepeated` nodes and bytes, naming the alias that
    /// went over; linear in the text, each node's size counted once, when it ends.
    public static func check(_ yaml: String) throws(YAMLAliasBomb) {
        guard yaml.utf8.contains(UInt8(ascii: "*")) else { return }
        // The size of each open sequence or mapping so far, with its anchor.
        var open: [(anchor: String?, size: Int)] = []
        var anchors: [String: Int] = [:]
        var repeated = 0
        // A node of `size` ended: its anchor names that size, and its parent grows by it.
        func ended(_ anchor: String?, _ size: Int) {
            if let anchor { anchors[anchor] = size }
            if !open.isEmpty { open[open.count - 1].size += size }
        }
        func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? { anchor.map { String(cString: $0) } }
        var bomb: YAMLAliasBomb?
        // A parse error ends the walk: Yams meets it too, and says it better.
        _ = YAMLFlow.walk(yaml) { event in
            switch event.type {
            case YAML_SCALAR_EVENT: ended(name(event.data.scalar.anchor), 1 + event.data.scalar.length)
            case YAML_SEQUENCE_START_EVENT: open.append((name(event.data.sequence_start.anchor), 1))
            case YAML_MAPPING_START_EVENT: open.append((name(event.data.mapping_start.anchor), 1))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                if let node = open.popLast() { ended(node.anchor, node.size) }
            case YAML_ALIAS_EVENT:
                let size = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                repeated += size
                if repeated > maximumRepeated {
                    bomb = YAMLAliasBomb(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                    return true
                }
                ended(nil, size)
            case YAML_DOCUMENT_START_EVENT: anchors.removeAll()  // anchors last for one document
            default: break
            }
            return false
        }
        if let bomb { throw bomb }
    }
}

/// YAML whose aliases stand for more than `YAMLAliases.maximumRepeated` nodes and bytes (RunbookKit's
/// `InputMessages.reason` says so in words).
public struct YAMLAliasBomb: Error, Sendable, Equatable {
    /// The 1-based line of the alias that went over the bound.
    public let line: Int
    /// Its 1-based column (in Unicode scalars, as libyaml counts).
    public let column: Int
}

/// Where libyaml's events place a mapping's keys: Yams says which key a mapping repeats and where it is first written,
/// not where it is written again, which is the line the writer added and edits.
public enum YAMLKeys {
    /// Where the mapping whose key `key` is first written at `first` (as Yams marks it) writes it again, however it
    /// is written (`'a'`, `"\x61"`, `? a`, in a flow mapping); nil when it does not, or when `yaml` does not parse
    /// that far.
    public static func repeated(_ key: String, first: SourceLocation, in yaml: String) -> SourceLocation? {
        // Each open sequence or mapping: for a mapping, whether its next node is a key, and whether it holds `key` at
        // `first`.
        var open: [(isMapping: Bool, keyNext: Bool, holdsFirst: Bool)] = []
        func ended() {
            if let last = open.indices.last, open[last].isMapping { open[last].keyNext.toggle() }
        }
        var found: SourceLocation?
        _ = YAMLFlow.walk(yaml) { event in
            switch event.type {
            case YAML_SCALAR_EVENT:
                let place = SourceLocation(
                    line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                if let last = open.indices.last, open[last].isMapping, open[last].keyNext,
                    String(
                        decoding: UnsafeBufferPointer(start: event.data.scalar.value, count: event.data.scalar.length),
                        as: UTF8.self) == key
                {
                    if open[last].holdsFirst {
                        found = place
                        return true
                    }
                    open[last].holdsFirst = place == first
                }
                ended()
            case YAML_ALIAS_EVENT: ended()
            case YAML_SEQUENCE_START_EVENT: open.append((false, false, false))
            case YAML_MAPPING_START_EVENT: open.append((true, true, false))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                _ = open.popLast()
                ended()
            default: break
            }
            return false
        }
        return found
    }
}

/// Where a YAML text leaves a flow collection open: libyaml reports a `[` or `{` that is never closed at the end of
/// the text, which is not where the writer looks.
public enum YAMLFlow {
    /// Where the innermost flow sequence or mapping still open when `yaml` stops parsing starts; nil when none is.
    public static func opener(in yaml: String) -> SourceLocation? {
        // Each open sequence or mapping: where it starts when it is a flow one.
        var open: [SourceLocation?] = []
        let parsed = walk(yaml) { event in
            let start = SourceLocation(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_SEQUENCE_START_EVENT:
                open.append(event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE ? start : nil)
            case YAML_MAPPING_START_EVENT:
                open.append(event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE ? start : nil)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: _ = open.popLast()
            default: break
            }
            return false
        }
        return parsed ? nil : open.last ?? nil
    }

    /// Gives `body` libyaml's events of `yaml` in order, until it returns true or the text ends (true), or libyaml
    /// stops at an error (false).
    static func walk(_ yaml: String, _ body: (yaml_event_t) -> Bool) -> Bool {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return false }
        defer { yaml_parser_delete(&parser) }
        var text = yaml
        return text.withUTF8 { bytes in
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT || body(event) { return true }
            }
            return false
        }
    }
}
