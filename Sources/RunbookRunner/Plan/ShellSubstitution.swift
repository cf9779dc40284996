import ShellSyntax

/// Why a value cannot be put into a command.
enum SubstitutionError: Error, Sendable, Equatable {
    /// The value of `name` cannot be data where the placeholder sits; `why` says what it would do there.
    case refused(name: String, why: ShellQuoting.Refusal)
    /// The placeholder sits where no variable reference reaches (a quoted here-document, a string a shell evaluates
    /// inside another such string): only `literal` can fill it in.
    case unsupportedContext(name: String)
    /// The value of `name` cannot be data where the placeholder sits in a file the page writes (`FileSubstitution`).
    case refusedInFile(name: String, why: FileSubstitution.Refusal)
}

/// Puts values into commands so that a value never reaches a shell as code, in any of the contexts
/// `PlaceholderOccurrence.contexts` lists: where bash evaluates arithmetic only an integer goes, where it reads a
/// variable's name only a name, and in a string another shell evaluates (`bash -c "…"`, `eval`, `ssh host '…'`) the
/// value is quoted for that shell too.
///
/// Substitution happens before bash sees the command, always (`--name <app_name>` left as is would be two
/// redirections).
enum ShellSubstitution {
    /// `script` with the values `value(name)` gives, for a run.
    ///
    /// Where only the bash that runs the command reads the placeholder, it becomes a reference to the variable
    /// `variable(name)` (which the caller sets); in a string another shell evaluates, or where no reference reaches,
    /// the value itself, written as data for each shell (`literal`). A placeholder in a comment is left as it is:
    /// bash reads nothing there. Throws `refused` as `literal` does.
    static func substitute(
        _ script: ShellScript, value: (String) -> String?, variable: (String) -> String
    ) throws(SubstitutionError) -> String {
        try replace(script.bytes, FileSubstitution.commandSlots(script)) { occurrence, yaml throws(SubstitutionError) in
            guard let text = value(occurrence.name) else { return nil }
            return try filled(text, at: occurrence, yaml: yaml, variable: variable)
        }
    }

    /// What `substitute` writes for the value `text` at `occurrence`: nil in a comment, which is left as it is.
    ///
    /// In a YAML here-document (`yaml`, its place there) the value is written as YAML data, then as the here-document's
    /// text: a reference to the variable would give the YAML the value as it is.
    static func filled(
        _ text: String, at occurrence: PlaceholderOccurrence, yaml: FileSubstitution.Slot? = nil,
        variable: (String) -> String
    ) throws(SubstitutionError) -> String? {
        guard occurrence.context.quoting != .comment else { return nil }
        let text =
            try yaml.map { slot throws(SubstitutionError) in
                try FileSubstitution.written(text, at: slot, for: occurrence.name)
            } ?? text
        if let refusal = ShellQuoting.refusal(text, in: occurrence.contexts) {
            throw .refused(name: occurrence.name, why: refusal)
        }
        if yaml == nil, occurrence.contexts.count == 1,
            let reference = ShellQuoting.reference(to: variable(occurrence.name), in: occurrence.context)
        {
            return reference
        }
        return try literal(text, at: occurrence)
    }

    /// `script` with each placeholder whose `variable(name)` is non-nil replaced by a reference to that shell
    /// variable that each shell reads as data, for a script that gets its values later (`docrun plan --format sh`).
    ///
    /// Each reference is written for its context by `ShellQuoting.reference`; in a string another shell evaluates, it
    /// is `${V_QUOTED}` (`quotedVariable`, which the script sets with `quoting`). Where arithmetic is evaluated, the
    /// value must be an integer: the script checks it.
    ///
    /// In a YAML here-document, `yamlReference` gives the reference (to a variable that holds the value as the YAML
    /// takes it at the slot), which only an unquoted here-document expands.
    ///
    /// A placeholder in a comment is left as it is; one no reference reaches throws `unsupportedContext`.
    static func render(
        _ script: ShellScript, variable: (String) -> String?,
        yamlReference: (FileSubstitution.Slot, String) -> String? = { _, _ in nil }
    ) throws(SubstitutionError) -> String {
        try replace(script.bytes, FileSubstitution.commandSlots(script)) { occurrence, yaml throws(SubstitutionError) in
            guard let name = variable(occurrence.name), occurrence.context.quoting != .comment else { return nil }
            let written =
                if let slot = yaml {
                    occurrence.contexts.count == 1 && occurrence.context.quoting == .hereDocument
                        ? yamlReference(slot, name) : nil
                } else {
                    reference(to: name, through: occurrence.contexts)
                }
            guard let written else { throw .unsupportedContext(name: occurrence.name) }
            return written
        }
    }

    /// `text` as it is shown where `occurrence` sits: as it is when it `isPlain`, else as `literal` writes it
    /// (`'a b'`, `(-2)` in an arithmetic expression), and as it is where it is refused.
    static func shown(_ text: String, at occurrence: PlaceholderOccurrence) -> String {
        isPlain(text) ? text : (try? literal(text, at: occurrence)) ?? text
    }

    /// Whether bash reads `text` as that text wherever it is written: letters, digits and `_ . / : @ % + , -`, not
    /// first a sign.
    static func isPlain(_ text: String) -> Bool {
        !text.isEmpty && text.first != "-" && text.first != "+"
            && text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
                    || "_./:@%+,-".unicodeScalars.contains($0)
            }
    }

    /// `text` written as data for every context `occurrence` passes through (`ShellQuoting.literal`), including a
    /// quoted here-document or a comment, where the text is taken as it is.
    ///
    /// Throws `refused` for a value with a line break in a here-document or a comment, a value holding the
    /// here-document's delimiter, and anything but an integer where arithmetic is evaluated or a name where a name is
    /// read (`ShellQuoting.refusal`).
    static func literal(_ text: String, at occurrence: PlaceholderOccurrence) throws(SubstitutionError) -> String {
        do throws(ShellQuoting.Refusal) {
            return try ShellQuoting.literal(text, in: occurrence.contexts)
        } catch {
            throw .refused(name: occurrence.name, why: error)
        }
    }

    /// The variable that holds the value of `variable` quoted for any POSIX shell (`'…'`, each `'` written `'\''`).
    static func quotedVariable(_ variable: String) -> String { variable + "_QUOTED" }

    /// The bash line that sets `quotedVariable(variable)` from `variable` (bash 3.1 or later).
    static func quoting(_ variable: String) -> String {
        "printf -v \(quotedVariable(variable)) \"'%s'\" \"${\(variable)//\"'\"/\"'\\\\''\"}\""
    }

    /// A reference to the variable `name` that the shells of `contexts` (outermost first) read as its value.
    static func reference(to name: String, through contexts: [ShellContext]) -> String? {
        guard contexts.count <= 2, let outer = contexts.first,
            !contexts.contains(where: {
                $0.isInRereadBackquotes || $0.isInUnreadFormat || $0.isInUnreadEcho || $0.followsUnknownOutput
                    || $0.echoDecodings > 0
            })
        else { return nil }
        guard let inner = contexts.dropFirst().first else { return ShellQuoting.reference(to: name, in: outer) }
        // What the outer shell must hand the inner one: the value quoted for it (an integer needs no quotes) as bare
        // code of the inner context (in parentheses inside an expression).
        let around =
            inner.arithmetic == .expression
            ? ("(", ")") : inner.isArithmetic ? ("", "") : ShellQuoting.bareCode(in: inner.quoting)
        guard inner.backquoteDepth == 0, let around else { return nil }
        func text(_ text: String) -> String? { text.isEmpty ? "" : try? ShellQuoting.literal(text, in: outer) }
        let value = inner.isArithmetic ? name : quotedVariable(name)
        guard let close = text(around.close), let value = ShellQuoting.reference(to: value, in: outer),
            let open = text(around.open)
        else { return nil }
        return close + value + open
    }

    /// `bytes` with each placeholder of `slots` (in order) replaced by `replacement(occurrence, slot)`, or left alone
    /// when nil.
    ///
    /// Commands, files and their names are filled in by it, for the run and for display (`Rendering`). Each
    /// placeholder comes with what its caller knows of where it sits (a file's `FileSubstitution.Slot`, or nothing:
    /// `()`). The text before, between and after the placeholders (empty where two touch) is written as `between`
    /// gives it: as it is by default; `docrun plan --format sh` escapes it for a here-document or a word.
    static func replace<Slot, E: Error>(
        _ bytes: [UInt8], _ slots: [(PlaceholderOccurrence, Slot)], between: (String) -> String = { $0 },
        _ replacement: (PlaceholderOccurrence, Slot) throws(E) -> String?
    ) throws(E) -> String {
        // A placeholder begins and ends between characters: each run of text is whole characters.
        var out = ""
        var last = 0
        for (occurrence, slot) in slots {
            guard let written = try replacement(occurrence, slot) else { continue }
            out += between(String(decoding: bytes[last..<occurrence.offset], as: UTF8.self)) + written
            last = occurrence.offset + occurrence.length
        }
        return out + between(String(decoding: bytes[last...], as: UTF8.self))
    }
}
