import MarkdownTree

/// The public JSON form of a runbook (`docrun list --format json`), documented in docs/json.md.
///
/// Keys appear in a fixed order; fields may be added in later versions but none is renamed or removed.
public enum RunbookJSON {
    /// The runbook as indented JSON text, nested `indent` levels deep (its first line is not indented).
    ///
    /// Written as it is walked, not built as a `JSONValue` first: the tree of a corpus's runbooks cost `list` a
    /// tenth of its time to make, render and free.
    public static func rendered(_ runbook: Runbook, indent: Int = 0) -> [UInt8] {
        var json = JSONValue.Stream(indent: indent)
        json.openObject()
        json.add("file", .string(SystemPath.shown(runbook.file)))
        json.add("language", .string(runbook.language.rawValue))
        json.add("title", .string(runbook.title))
        json.add("anchor", .string(runbook.anchor))
        json.array("sections", runbook.sections, write)
        json.array("steps", runbook.steps, write)
        json.array("placeholders", runbook.placeholders, write)
        json.array("anchors", runbook.anchors, write)
        json.close()
        return json.bytes
    }

    private static func write(_ section: Section, to json: inout JSONValue.Stream) {
        json.add("anchor", .string(section.renderedAnchor))
        json.add("title", .string(section.title))
        json.add("line", .int(section.line))
        json.add("level", .int(section.level))
    }

    private static func write(_ step: Step, to json: inout JSONValue.Stream) {
        json.add("id", .string(step.id))
        json.add("section", .string(step.section))
        json.add("line", .int(step.line))
        json.add("text", .string(step.text))
        json.add("numbered", .bool(step.isNumbered))
        json.add("parent", .string(step.parent))
        json.add("manual", .bool(step.isManual))
        json.add("platforms", .strings(step.platforms.map(\.rawValue)))
        json.array("commands", step.commands, write)
        json.array("outputs", step.outputs, write)
        json.array("files", step.files, write)
        json.array("examples", step.examples, write)
    }

    private static func write(_ command: Command, to json: inout JSONValue.Stream) {
        json.add("line", .int(command.line))
        json.add("column", .int(command.column))
        json.add("text", .string(command.text))
        json.add("placeholders", .strings(command.placeholderNames))
        json.add("sets", .strings(command.sets))
        json.add("uses", .strings(command.uses))
        json.add("origin", .string(command.origin.rawValue))
    }

    private static func write(_ output: Output, to json: inout JSONValue.Stream) {
        json.add("line", .int(output.line))
        json.add("text", .string(output.text))
        json.add("command", .int(output.command))
        json.add("placeholders", .strings(distinctNames(output.placeholders)))
    }

    private static func write(_ file: FileBlock, to json: inout JSONValue.Stream) {
        json.add("line", .int(file.line))
        json.add("name", .string(file.name))
        json.add("kind", .string(file.kind.rawValue))
        json.add("text", .string(file.text))
        json.add("placeholders", .strings(file.placeholderNames))
    }

    private static func write(_ placeholder: Placeholder, to json: inout JSONValue.Stream) {
        json.add("name", .string(placeholder.name))
        json.add("description", .string(placeholder.description))
        json.add("required", .bool(placeholder.isRequired))
        json.add("secret", .bool(placeholder.isSecret))
        json.add("flag", .string(placeholder.flag))
        json.add("documented_at", .ints(placeholder.documentedAt))
        json.add("used_at", .ints(placeholder.usedAt))
        json.add("shown_at", .ints(placeholder.shownAt))
        json.array("documentation", placeholder.documentation, write)
    }

    private static func write(_ doc: PlaceholderDoc, to json: inout JSONValue.Stream) {
        json.add("line", .int(doc.location.line))
        json.add("column", .int(doc.location.column))
        json.add("source", .string(doc.source.rawValue))
        json.add("step", .string(doc.step))
        json.add("section", .string(doc.section))
        json.add("description", .string(doc.description))
        json.add("required", .bool(doc.required))
    }

    private static func write(_ anchor: Anchor, to json: inout JSONValue.Stream) {
        json.add("name", .string(anchor.name))
        json.add("line", .int(anchor.location.line))
        json.add("origin", .string(anchor.origin.rawValue))
    }
}

extension JSONValue.Stream {
    /// An array `key` of an object each, whose members `write` adds.
    fileprivate mutating func array<T>(_ key: String, _ items: [T], _ write: (T, inout Self) -> Void) {
        openArray(key)
        for item in items {
            openObject()
            write(item, &self)
            close()
        }
        close()
    }
}
