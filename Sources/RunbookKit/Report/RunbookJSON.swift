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
        json.add([
            "file": .string(SystemPath.shown(runbook.file)), "language": .string(runbook.language.rawValue),
            "title": .string(runbook.title), "anchor": .string(runbook.anchor),
        ])
        json.array("sections", runbook.sections, write)
        json.array("steps", runbook.steps, write)
        json.array("placeholders", runbook.placeholders, write)
        json.array("anchors", runbook.anchors, write)
        json.close()
        return json.bytes
    }

    private static func write(_ section: Section, to json: inout JSONValue.Stream) {
        json.add([
            "anchor": .string(section.renderedAnchor), "title": .string(section.title), "line": .int(section.line),
            "level": .int(section.level),
        ])
    }

    private static func write(_ step: Step, to json: inout JSONValue.Stream) {
        json.add([
            "id": .string(step.id), "section": .string(step.section), "line": .int(step.line),
            "text": .string(step.text), "numbered": .bool(step.isNumbered), "parent": .string(step.parent),
            "manual": .bool(step.isManual), "platforms": .strings(step.platforms.map(\.rawValue)),
        ])
        json.array("commands", step.commands, write)
        json.array("outputs", step.outputs, write)
        json.array("files", step.files, write)
        json.array("examples", step.examples, write)
    }

    private static func write(_ command: Command, to json: inout JSONValue.Stream) {
        json.add([
            "line": .int(command.line), "column": .int(command.column), "text": .string(command.text),
            "placeholders": .strings(command.placeholderNames), "sets": .strings(command.sets),
            "uses": .strings(command.uses), "origin": .string(command.origin.rawValue),
        ])
    }

    private static func write(_ output: Output, to json: inout JSONValue.Stream) {
        json.add([
            "line": .int(output.line), "text": .string(output.text), "command": .int(output.command),
            "placeholders": .strings(distinctNames(output.placeholders)),
        ])
    }

    private static func write(_ file: FileBlock, to json: inout JSONValue.Stream) {
        json.add([
            "line": .int(file.line), "name": .string(file.name), "kind": .string(file.kind.rawValue),
            "text": .string(file.text), "placeholders": .strings(file.placeholderNames),
        ])
    }

    private static func write(_ placeholder: Placeholder, to json: inout JSONValue.Stream) {
        json.add([
            "name": .string(placeholder.name), "description": .string(placeholder.description),
            "required": .bool(placeholder.isRequired), "secret": .bool(placeholder.isSecret),
            "flag": .string(placeholder.flag), "documented_at": .ints(placeholder.documentedAt),
            "used_at": .ints(placeholder.usedAt), "shown_at": .ints(placeholder.shownAt),
        ])
        json.array("documentation", placeholder.documentation, write)
    }

    private static func write(_ doc: PlaceholderDoc, to json: inout JSONValue.Stream) {
        json.add([
            "line": .int(doc.location.line), "column": .int(doc.location.column),
            "source": .string(doc.source.rawValue), "step": .string(doc.step), "section": .string(doc.section),
            "description": .string(doc.description), "required": .bool(doc.required),
        ])
    }

    private static func write(_ anchor: Anchor, to json: inout JSONValue.Stream) {
        json.add([
            "name": .string(anchor.name), "line": .int(anchor.location.line), "origin": .string(anchor.origin.rawValue),
        ])
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
