import MarkdownTree

/// The public JSON form of a runbook (`docrun list --format json`), documented in docs/json.md.
///
/// Keys appear in a fixed order; fields may be added in later versions but none is renamed or removed.
public enum RunbookJSON {
    /// The runbook as a JSON object.
    public static func value(of runbook: Runbook) -> JSONValue {
        .object([
            ("file", .string(runbook.file)),
            ("language", .string(runbook.language.rawValue)),
            ("title", .string(runbook.title)),
            ("anchor", .string(runbook.anchor)),
            ("sections", .array(runbook.sections.map(section))),
            ("steps", .array(runbook.steps.map(step))),
            ("placeholders", .array(runbook.placeholders.map(placeholder))),
            ("anchors", .array(runbook.anchors.map(anchor))),
        ])
    }

    static func section(_ section: Section) -> JSONValue {
        .object([
            ("anchor", .string(section.anchor)), ("title", .string(section.title)), ("line", .int(section.line)),
            ("level", .int(section.level)),
        ])
    }

    static func step(_ step: Step) -> JSONValue {
        .object([
            ("id", .string(step.id)),
            ("section", .string(step.section)),
            ("line", .int(step.line)),
            ("text", .string(step.text)),
            ("numbered", .bool(step.isNumbered)),
            ("parent", .string(step.parent)),
            ("manual", .bool(step.isManual)),
            ("platforms", .strings(step.platforms.map(\.rawValue))),
            ("commands", .array(step.commands.map(command))),
            ("outputs", .array(step.outputs.map(output))),
            ("files", .array(step.files.map(file))),
        ])
    }

    static func command(_ command: Command) -> JSONValue {
        .object([
            ("line", .int(command.line)), ("column", .int(command.column)), ("text", .string(command.text)),
            ("placeholders", .strings(command.placeholderNames)), ("sets", .strings(command.sets)),
            ("uses", .strings(command.uses)), ("origin", .string(command.origin.rawValue)),
        ])
    }

    static func output(_ output: Output) -> JSONValue {
        .object([
            ("line", .int(output.line)), ("text", .string(output.text)), ("command", .int(output.command)),
            ("placeholders", .strings(distinctNames(output.placeholders))),
        ])
    }

    static func file(_ file: FileBlock) -> JSONValue {
        .object([
            ("line", .int(file.line)), ("name", .string(file.name)), ("kind", .string(file.kind.rawValue)),
            ("text", .string(file.text)), ("placeholders", .strings(file.placeholderNames)),
        ])
    }

    static func placeholder(_ placeholder: Placeholder) -> JSONValue {
        .object([
            ("name", .string(placeholder.name)),
            ("description", .string(placeholder.description)),
            ("required", .bool(placeholder.isRequired)),
            ("secret", .bool(placeholder.isSecret)),
            ("flag", .string(placeholder.flag)),
            ("documented_at", .ints(placeholder.documentedAt)),
            ("used_at", .ints(placeholder.usedAt)),
            ("shown_at", .ints(placeholder.shownAt)),
            ("documentation", .array(placeholder.documentation.map(documentation))),
        ])
    }

    static func documentation(_ doc: PlaceholderDoc) -> JSONValue {
        .object([
            ("line", .int(doc.location.line)), ("column", .int(doc.location.column)),
            ("source", .string(doc.source.rawValue)), ("step", .string(doc.step)), ("section", .string(doc.section)),
            ("description", .string(doc.description)),
            ("required", doc.required.map { .bool($0) } ?? .null),
        ])
    }

    static func anchor(_ anchor: Anchor) -> JSONValue {
        .object([
            ("name", .string(anchor.name)), ("line", .int(anchor.location.line)),
            ("origin", .string(anchor.origin.rawValue)),
        ])
    }
}

extension RunbookJSON {
    /// `value(of: runbook).renderedUTF8(indent: indent)`, written straight from the runbook.
    ///
    /// The same bytes without the `JSONValue` tree in between: building it made an array and a boxed enum for
    /// every object and an array for every list of names, thousands per page, only to walk them once.
    public static func renderedUTF8(of runbook: Runbook, indent: Int) -> [UInt8] {
        var out = JSONBytes()
        out.reserve(4096)
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.string("file", runbook.file)
        object.string("language", runbook.language.rawValue)
        object.string("title", runbook.title)
        object.string("anchor", runbook.anchor)
        object.array("sections", runbook.sections, write: write(section:to:indent:))
        object.array("steps", runbook.steps, write: write(step:to:indent:))
        object.array("placeholders", runbook.placeholders, write: write(placeholder:to:indent:))
        object.array("anchors", runbook.anchors, write: write(anchor:to:indent:))
        object.close(into: &out)
        return out.bytes
    }

    private static func write(section: Section, to out: inout JSONBytes, indent: Int) {
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.string("anchor", section.anchor)
        object.string("title", section.title)
        object.int("line", section.line)
        object.int("level", section.level)
        object.close(into: &out)
    }

    private static func write(step: Step, to out: inout JSONBytes, indent: Int) {
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.string("id", step.id)
        object.string("section", step.section)
        object.int("line", step.line)
        object.string("text", step.text)
        object.bool("numbered", step.isNumbered)
        object.string("parent", step.parent)
        object.bool("manual", step.isManual)
        object.array("platforms", step.platforms) { platform, out, _ in out.appendQuoted(platform.rawValue) }
        object.array("commands", step.commands, write: write(command:to:indent:))
        object.array("outputs", step.outputs, write: write(output:to:indent:))
        object.array("files", step.files, write: write(file:to:indent:))
        object.close(into: &out)
    }

    private static func write(command: Command, to out: inout JSONBytes, indent: Int) {
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.int("line", command.line)
        object.int("column", command.column)
        object.string("text", command.text)
        object.strings("placeholders", command.placeholderNames)
        object.strings("sets", command.sets)
        object.strings("uses", command.uses)
        object.string("origin", command.origin.rawValue)
        object.close(into: &out)
    }

    private static func write(output: Output, to out: inout JSONBytes, indent: Int) {
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.int("line", output.line)
        object.string("text", output.text)
        object.int("command", output.command)
        object.strings("placeholders", distinctNames(output.placeholders))
        object.close(into: &out)
    }

    private static func write(file: FileBlock, to out: inout JSONBytes, indent: Int) {
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.int("line", file.line)
        object.string("name", file.name)
        object.string("kind", file.kind.rawValue)
        object.string("text", file.text)
        object.strings("placeholders", file.placeholderNames)
        object.close(into: &out)
    }

    private static func write(placeholder: Placeholder, to out: inout JSONBytes, indent: Int) {
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.string("name", placeholder.name)
        object.string("description", placeholder.description)
        object.bool("required", placeholder.isRequired)
        object.bool("secret", placeholder.isSecret)
        object.string("flag", placeholder.flag)
        object.ints("documented_at", placeholder.documentedAt)
        object.ints("used_at", placeholder.usedAt)
        object.ints("shown_at", placeholder.shownAt)
        object.array("documentation", placeholder.documentation, write: write(documentation:to:indent:))
        object.close(into: &out)
    }

    private static func write(documentation doc: PlaceholderDoc, to out: inout JSONBytes, indent: Int) {
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.int("line", doc.location.line)
        object.int("column", doc.location.column)
        object.string("source", doc.source.rawValue)
        object.string("step", doc.step)
        object.string("section", doc.section)
        object.string("description", doc.description)
        object.optionalBool("required", doc.required)
        object.close(into: &out)
    }

    private static func write(anchor: Anchor, to out: inout JSONBytes, indent: Int) {
        var object = JSONObjectWriter(taking: &out, indent: indent)
        object.string("name", anchor.name)
        object.int("line", anchor.location.line)
        object.string("origin", anchor.origin.rawValue)
        object.close(into: &out)
    }
}
