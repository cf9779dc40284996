import MarkdownTree

/// The public JSON form of a runbook (`docrun list --format json`), documented in docs/json.md.
///
/// Keys appear in a fixed order; fields may be added in later versions but none is renamed or removed.
public enum RunbookJSON {
    /// The runbook as an indented JSON object `indent` levels deep (its first line is not indented).
    ///
    /// Written straight from the runbook rather than through a `JSONValue` tree: building one made an array and a
    /// boxed enum for every object and an array for every list of names, thousands per page, only to walk them
    /// once.
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
