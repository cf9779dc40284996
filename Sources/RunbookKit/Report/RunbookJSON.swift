import MarkdownTree

/// The public JSON form of a runbook (`docrun list --format json`), documented in docs/json.md.
///
/// Keys appear in a fixed order; fields may be added in later versions but none is renamed or removed.
public enum RunbookJSON {
    /// The runbook as a JSON value.
    public static func value(of runbook: Runbook) -> JSONValue {
        .object([
            ("file", .string(SystemPath.shown(runbook.file))), ("language", .string(runbook.language.rawValue)),
            ("title", .string(runbook.title)), ("anchor", .string(runbook.anchor)),
            ("sections", .array(runbook.sections.map(value(of:)))), ("steps", .array(runbook.steps.map(value(of:)))),
            ("placeholders", .array(runbook.placeholders.map(value(of:)))),
            ("anchors", .array(runbook.anchors.map(value(of:)))),
        ])
    }

    private static func value(of section: Section) -> JSONValue {
        .object([
            ("anchor", .string(section.renderedAnchor)), ("title", .string(section.title)),
            ("line", .int(section.line)),
            ("level", .int(section.level)),
        ])
    }

    private static func value(of step: Step) -> JSONValue {
        .object([
            ("id", .string(step.id)), ("section", .string(step.section)), ("line", .int(step.line)),
            ("text", .string(step.text)), ("numbered", .bool(step.isNumbered)), ("parent", .string(step.parent)),
            ("manual", .bool(step.isManual)), ("platforms", .strings(step.platforms.map(\.rawValue))),
            ("commands", .array(step.commands.map(value(of:)))), ("outputs", .array(step.outputs.map(value(of:)))),
            ("files", .array(step.files.map(value(of:)))), ("examples", .array(step.examples.map(value(of:)))),
        ])
    }

    private static func value(of command: Command) -> JSONValue {
        .object([
            ("line", .int(command.line)), ("column", .int(command.column)), ("text", .string(command.text)),
            ("placeholders", .strings(command.placeholderNames)), ("sets", .strings(command.sets)),
            ("uses", .strings(command.uses)), ("origin", .string(command.origin.rawValue)),
        ])
    }

    private static func value(of output: Output) -> JSONValue {
        .object([
            ("line", .int(output.line)), ("text", .string(output.text)), ("command", .int(output.command)),
            ("placeholders", .strings(distinctNames(output.placeholders))),
        ])
    }

    private static func value(of file: FileBlock) -> JSONValue {
        .object([
            ("line", .int(file.line)), ("name", .string(file.name)), ("kind", .string(file.kind.rawValue)),
            ("text", .string(file.text)), ("placeholders", .strings(file.placeholderNames)),
        ])
    }

    private static func value(of placeholder: Placeholder) -> JSONValue {
        .object([
            ("name", .string(placeholder.name)), ("description", .string(placeholder.description)),
            ("required", .bool(placeholder.isRequired)), ("secret", .bool(placeholder.isSecret)),
            ("flag", .string(placeholder.flag)), ("documented_at", .ints(placeholder.documentedAt)),
            ("used_at", .ints(placeholder.usedAt)), ("shown_at", .ints(placeholder.shownAt)),
            ("documentation", .array(placeholder.documentation.map(value(of:)))),
        ])
    }

    private static func value(of doc: PlaceholderDoc) -> JSONValue {
        .object([
            ("line", .int(doc.location.line)), ("column", .int(doc.location.column)),
            ("source", .string(doc.source.rawValue)), ("step", .string(doc.step)), ("section", .string(doc.section)),
            ("description", .string(doc.description)), ("required", .bool(doc.required)),
        ])
    }

    private static func value(of anchor: Anchor) -> JSONValue {
        .object([
            ("name", .string(anchor.name)), ("line", .int(anchor.location.line)),
            ("origin", .string(anchor.origin.rawValue)),
        ])
    }
}
