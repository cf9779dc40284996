import Foundation
import RunbookKit
import ShellSyntax

/// Puts values into the files a page writes so that each is data where it sits, as the file's format reads it.
///
/// A file is JSON when its name ends in `.json` or its content is JSON as documentation writes it (`LenientJSON`),
/// YAML when its name ends in `.yaml` or `.yml`, a shell script when its extension or its `#!` line names a bash-like
/// shell (`.sh`, `.bash`, `.zsh`…) or it is `.envrc` or a shell's startup file (`.bashrc`, `.profile`…: `ShellScript.isScriptFile`), or a
/// command of the page sources it (`scriptsRead(in:)`), a Dockerfile by its name (`DockerfileSlots`: its `RUN`, `CMD` and `ENTRYPOINT` commands are shell or JSON), else text. In JSON a
/// value inside a string (a key's too) is escaped as a string's body, and outside one it goes as it is only when it is
/// a number, `true`, `false` or `null`. In YAML a value in a double-quoted scalar is escaped for it, in a single-quoted
/// one its `'` doubled, a value that is a whole plain scalar (a key or a value) is double-quoted when it would change
/// the YAML's structure as it is (`: `, ` #`, a leading indicator, blanks at an end, a control character), and a value
/// that is part of a plain scalar goes as it is only when it would not. In a shell script a value is written as data
/// for the contexts the shell reads it in, as in a command (`ShellQuoting.literal`: `'a b'` where bash splits words,
/// escaped in double quotes, only an integer in arithmetic). Elsewhere (text, a comment, a block scalar) the value goes
/// as it is, without a line break.
enum FileSubstitution {
    /// Where a placeholder sits in a file.
    enum Slot: Sendable, Equatable {
        /// Text taken as it is: a line of a text file, a comment of a JSON file.
        case text
        /// A YAML comment or block scalar: text, but YAML allows no control character there but a tab, and reads NEL,
        /// LS and PS as line breaks.
        case yamlText
        /// Inside a JSON string.
        case jsonString
        /// In JSON, outside any string.
        case jsonToken
        /// Inside a YAML double-quoted scalar.
        case yamlDoubleQuoted
        /// Inside a YAML single-quoted scalar.
        case yamlSingleQuoted
        /// A YAML plain scalar: the whole of it, or a part; `flow` inside `[…]` or `{…}`.
        case yamlPlain(whole: Bool, flow: Bool)
        /// In a shell script, read in `contexts` (outermost first), as a command's placeholder is.
        case shell([ShellContext])
        /// Inside a string that a shell runs (`["sh", "-c", "echo <x>"]`), read by it in `contexts`: written for the
        /// shell, then as the slot takes text (a JSON string, a YAML scalar).
        indirect case shellString(Slot, [ShellContext])
    }

    /// Why a value cannot be data where it sits in a file.
    enum Refusal: Error, Sendable, Equatable {
        /// A line break would end the line it is in.
        case lineBreak
        /// Outside a JSON string, only a number, `true`, `false` or `null` is one value.
        case notAJSONToken
        /// As a part of a plain YAML scalar, it would change the YAML's structure.
        case yamlPlainPart
        /// A single-quoted YAML scalar, a YAML comment or a block scalar cannot hold a control character or a line break.
        case notPrintable
        /// In a file's name, it would be no part of one name: empty, `.`, `..`, or holding a `/`.
        case notInFileName
        /// In a shell script, no writing of it is data where it sits (as in a command).
        case shell(ShellQuoting.Refusal)
    }

    /// A file's placeholders, each with where it sits.
    typealias Placements = [(PlaceholderOccurrence, Slot)]

    /// The placeholders of a file whose name is `name` and content `text`, each with where it sits; `sourced` when a
    /// command of the page has a shell read it as a script (`scriptsRead(in:)`): it is one then, whatever its name.
    static func slots(_ text: String, name: String?, sourced: Bool = false) -> Placements {
        let occurrences = PlaceholderScanner.occurrences(in: text)
        guard !occurrences.isEmpty else { return [] }
        let bytes = Array(text.utf8)
        let lower = name?.lowercased() ?? ""
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") {
            return YAMLSlots.withShellStrings(text, YAMLSlots.find(bytes, occurrences))
        }
        if DockerfileSlots.isDockerfile(lower) { return DockerfileSlots.find(bytes, occurrences) }
        if sourced || ShellScript.isScriptFile(named: lower, content: bytes) {
            return ShellScript(text, placeholders: occurrences).placeholders.map { ($0, .shell($0.contexts)) }
        }
        guard lower.hasSuffix(".json") || isJSON(bytes) else { return occurrences.map { ($0, .text) } }
        return jsonSlots(bytes, occurrences)
    }

    /// The last path components of the files the commands of `runbook` have a shell read as a script (`source app.env`,
    /// `. ./vars`, `bash setup`): a file the page writes under such a name is shell code (`slots(of:scriptsRead:)`).
    static func scriptsRead(in runbook: Runbook) -> Set<String> {
        Set(runbook.steps.lazy.flatMap(\.commands).flatMap(\.script.scriptsRead).map(lastComponent))
    }

    /// The placeholders of the page's `file`, each with where it sits: a shell script's when its last path component is
    /// one of `scripts` (`scriptsRead(in:)`), whatever else its name says.
    static func slots(of file: FileBlock, scriptsRead scripts: Set<String>) -> Placements {
        let sourced = !scripts.isEmpty && file.name.map { scripts.contains(lastComponent($0)) } == true
        return slots(file.text, name: file.name, sourced: sourced)
    }

    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The placeholders of a command's `script`, in order, each with where it sits in a YAML here-document (`cat <<EOF |
    /// kubectl apply -f -`, `cat > pod.yaml <<EOF`), nil outside one: a value is written as YAML data there, then as
    /// the here-document's text.
    static func commandSlots(_ script: ShellScript) -> [(PlaceholderOccurrence, Slot?)] {
        var yaml: [Int: Slot] = [:]
        for document in script.hereDocuments where document.isYAML {
            let body = String(decoding: script.bytes[document.body], as: UTF8.self)
            for (occurrence, slot) in slots(body, name: ".yaml") {
                yaml[document.body.lowerBound + occurrence.offset] = slot
            }
        }
        return script.placeholders.map { ($0, yaml[$0.offset]) }
    }

    /// `text` with each placeholder `value(name)` gives written as data where it sits (`slots`, as `slots(_:name:)` finds
    /// them); throws for the first value that cannot be (`refusal`).
    static func fill(
        _ text: String, at slots: Placements, value: (String) -> String?
    ) throws(SubstitutionError) -> String {
        try ShellSubstitution.replace(Array(text.utf8), slots) {
            occurrence, slot throws(SubstitutionError) in
            guard let text = value(occurrence.name) else { return nil }
            return try written(text, at: slot, for: occurrence.name)
        }
    }

    /// `written(text, at: slot)`, its refusal naming the placeholder `name`.
    static func written(_ text: String, at slot: Slot, for name: String) throws(SubstitutionError) -> String {
        do throws(Refusal) {
            return try written(text, at: slot)
        } catch {
            throw .refusedInFile(name: name, why: error)
        }
    }

    /// The file name `name` with each placeholder's value `value(name)` gives; throws for a value that would make the
    /// path leave the name's place (`inName`).
    static func fileName(_ name: String, value: (String) -> String?) throws(SubstitutionError) -> String {
        try ShellSubstitution.replace(Array(name.utf8), PlaceholderScanner.occurrences(in: name).map { ($0, ()) }) {
            occurrence, _ throws(SubstitutionError) in
            guard let text = value(occurrence.name) else { return nil }
            return try inName(text, for: occurrence.name)
        }
    }

    /// `text` as a part of a file's name, for the placeholder `name`: refused when empty, `.`, `..` or holding a `/`,
    /// which would name another folder's file.
    static func inName(_ text: String, for name: String) throws(SubstitutionError) -> String {
        guard text.isEmpty || text == "." || text == ".." || text.contains("/") else { return text }
        throw .refusedInFile(name: name, why: .notInFileName)
    }

    /// `text` written as data at `slot`.
    static func written(_ text: String, at slot: Slot) throws(Refusal) -> String {
        let breaksLine = text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
        switch slot {
        case .text:
            if breaksLine { throw .lineBreak }
            return text
        case .jsonString:
            return String(JSONValue.string(text).rendered(pretty: false).dropFirst().dropLast())
        case .jsonToken:
            guard isJSONToken(text) else { throw .notAJSONToken }
            return text
        case .yamlDoubleQuoted: return doubleQuotedBody(text)
        case .yamlText:
            if breaksLine { throw .lineBreak }
            guard text.unicodeScalars.allSatisfy({ $0 == "\t" || isPrintable($0) }) else { throw .notPrintable }
            return text
        case .yamlSingleQuoted:
            guard text.unicodeScalars.allSatisfy({ $0 == "\t" || isPrintable($0) }) else { throw .notPrintable }
            return text.replacingOccurrences(of: "'", with: "''")
        case .yamlPlain(let whole, let flow):
            // Nothing is data in a part of a scalar.
            guard needsQuotes(text, flow: flow), whole || !text.isEmpty else { return text }
            guard whole else { throw .yamlPlainPart }
            return "\"" + doubleQuotedBody(text) + "\""
        case .shell(let contexts):
            do throws(ShellQuoting.Refusal) {
                return try ShellQuoting.literal(text, in: contexts)
            } catch {
                throw .shell(error)
            }
        case .shellString(let outer, let contexts):
            return try written(written(text, at: .shell(contexts)), at: outer)
        }
    }

    /// The slots of a string a shell runs, each placeholder quoted for that shell first (`shellString`).
    ///
    /// `words` are those of a command (`["sh", "-c", "echo <x>"]`, a container's `command` and `args`), and `placed` the
    /// slots of the placeholders the file holds where it writes the third. When the words start a shell that runs the
    /// third as its script, each slot gets the contexts `ShellScript` reads its placeholder in when the same words are
    /// typed as a command. Nil when they start no such shell, or when the file's placeholders there are not the
    /// script's, in order (a comment among them names another).
    static func shellStringSlots(_ words: [String], _ placed: Placements) -> Placements? {
        // A program and an option bash reads as typed: ASCII letters, digits, `/`, `.`, `_`, `-`.
        let plain = { (word: String) in
            !word.isEmpty && word.utf8.allSatisfy { $0 < 0x80 } && ShellQuoting.isPlain(word)
        }
        guard words.count >= 3, plain(words[0]), plain(words[1]), !placed.isEmpty,
            placed.map(\.0.name) == PlaceholderScanner.occurrences(in: words[2]).map(\.name)
        else { return nil }
        let prefix = words[0] + " " + words[1] + " "
        let command = prefix + ShellQuoting.singleQuoted(words[2])
        let read = ShellScript(command, placeholders: PlaceholderScanner.occurrences(in: command)).placeholders
        // The first context is the quoting of the script typed here; the rest, the shell's that runs it.
        let inScript = read.filter { $0.offset >= prefix.utf8.count }
        guard inScript.count == placed.count, inScript.allSatisfy({ $0.contexts.count > 1 }) else { return nil }
        return zip(placed, inScript).map { ($0.0, .shellString($0.1, Array($1.contexts.dropFirst()))) }
    }

    /// Whether `text` is one JSON number, `true`, `false` or `null`.
    static func isJSONToken(_ text: String) -> Bool {
        ["true", "false", "null"].contains(text) || text.wholeMatch(of: jsonNumber) != nil
    }

    /// A JSON number, compiled once (a regex literal in a function is compiled on each call: a file of 50,000 values
    /// in JSON numbers took 6 s to plan).
    nonisolated(unsafe) private static let jsonNumber = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/

    /// Whether `text` as a plain YAML scalar would not be read back as that one scalar (`flow`: inside `[…]`, `{…}`).
    ///
    /// A value YAML reads as another type (`true`, `8080`, `null`) is not quoted: it is written as the page's author
    /// wrote the placeholder, whose text it keeps.
    static func needsQuotes(_ text: String, flow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        let second = text.unicodeScalars.dropFirst().first
        return first == " " || last == " " || last == ":"
            || ("-?:".unicodeScalars.contains(first) && (second == nil || second == " "))
            || ",[]{}#&*!|>'\"%@`".unicodeScalars.contains(first)
            || text.hasPrefix("---") || text.hasPrefix("...") || text.contains(": ") || text.contains(" #")
            || (flow && text.unicodeScalars.contains { ",[]{}".unicodeScalars.contains($0) })
            || !text.unicodeScalars.allSatisfy(isPrintable)
    }

    /// `text` as the body of a double-quoted YAML scalar: `\` and `"` escaped, and every character YAML does not take
    /// as it is there (a control character, a tab, a line break such as U+2028) written `\uXXXX`.
    static func doubleQuotedBody(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where isPrintable(scalar): out.unicodeScalars.append(scalar)
            default: out += String(format: scalar.value > 0xFFFF ? "\\U%08X" : "\\u%04X", scalar.value)
            }
        }
        return out
    }

    /// Whether YAML takes `scalar` as it is inside a scalar on one line: printable (YAML 1.1's set, as libyaml reads
    /// it), not a tab and not a line break.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...: true
        default: false
        }
    }

    /// Whether `bytes` is one JSON object or array as documentation writes it.
    private static func isJSON(_ bytes: [UInt8]) -> Bool {
        let first = bytes.first { !$0.isOne(of: " \t\r\n") }
        return (first == 0x7B || first == 0x5B) && LenientJSON.document(bytes, from: 0, line: 1) != nil
    }

    /// Each placeholder with whether it is inside a string; one in a `//` comment is text.
    static func jsonSlots(_ bytes: [UInt8], _ occurrences: [PlaceholderOccurrence]) -> Placements {
        var slots: Placements = []
        var inString = false
        var inComment = false
        var index = 0
        while index < bytes.count, slots.count < occurrences.count {
            let occurrence = occurrences[slots.count]
            if index >= occurrence.offset {
                slots.append((occurrence, inComment ? .text : inString ? .jsonString : .jsonToken))
                index = occurrence.offset + occurrence.length
                continue
            }
            let byte = bytes[index]
            if inComment {
                inComment = byte != 0x0A
            } else if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                inComment = true
            }
            index += 1
        }
        return slots
    }
}
