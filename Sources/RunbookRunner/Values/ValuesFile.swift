import Foundation
import MarkdownTree
import RunbookKit
import Yams

/// Reads `--values FILE` (YAML, or JSON, which YAML reads too) and `--set NAME=VALUE`.
public enum ValuesFile {
    /// The name → value mapping of a values file; scalars only, each the text as written (see `parse`).
    ///
    /// The file is read as `InputFile` reads (a regular file of at most 10 MB), and YAML as pages are
    /// (`FrontMatter.composed`: aliases bounded, nothing printed whatever the environment says).
    public static func load(path: String) throws(InputError) -> [String: String] {
        let text: String
        do throws(InputFileProblem) {
            text = try InputFile.text(path)
        } catch {
            throw InputError(error.describe(path: path, kind: InputMessages.valuesFile))
        }
        return try parse(text, path: path)
    }

    /// Parses values-file text; `path` names it in errors.
    ///
    /// A value is the text as written, never what YAML would make of it: `1.10`, `010`, `off`, `0x1F`, `1e3` and
    /// `null` stay those characters (YAML 1.1 would read 1.1, 8, false, 31, 1000 and nothing), and so do JSON's
    /// numbers and `true`. Quoted scalars follow YAML's quoting (`'it''s'` is `it's`, `"a\tb"` holds a tab), and an
    /// empty plain scalar (`name:`) is the empty value. Hence the tree is composed, not loaded: loading resolves
    /// tags. Keys are text too (`010: x` names `010`).
    public static func parse(_ text: String, path: String) throws(InputError) -> [String: String] {
        // A byte-order mark, as some Windows editors save UTF-8, is no part of the first key.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        let root: Node?
        do {
            root = try FrontMatter.composed(surrogatePairsJoined(text) ?? text)
        } catch let error as YAMLAliasBomb {
            let reason = InputMessages.reason(error)
            throw InputError(
                ValueMessages.aliasBomb.filled {
                    ["path": SystemPath.visible(path), "line": String(error.line), "problem": reason($0)]
                })
        } catch {
            // libyaml's words, in English whatever the language, and where; never the line: it may hold a secret.
            let problem = YAMLProblem(error, in: text)
            throw InputError(
                ValueMessages.notYAML.filled { _ in
                    [
                        "path": SystemPath.visible(path), "line": String(problem.line),
                        "column": String(problem.column),
                        "problem": problem.words,
                    ]
                })
        }
        guard let root else { return [:] }
        if case .scalar(let scalar) = root, scalar.string.isEmpty, scalar.style == .plain { return [:] }
        // The node at fault named by its line (the value's `name` when known).
        func refused(_ message: Localized, at node: Node, name: String = "") -> InputError {
            let line = String(node.mark?.line ?? 1)
            return InputError(message.filled { _ in ["path": SystemPath.visible(path), "line": line, "name": name] })
        }
        guard case .mapping(let mapping) = root else { throw refused(ValueMessages.notMapping, at: root) }
        var values: [String: String] = [:]
        for (key, value) in mapping {
            guard case .scalar(let name) = key else { throw refused(ValueMessages.nameNotWord, at: key) }
            guard case .scalar(let scalar) = value else {
                throw refused(ValueMessages.valueNotSingle, at: value, name: name.string)
            }
            try check(scalar.string, name: name.string, origin: path)
            values[name.string] = scalar.string
        }
        return values
    }

    /// A JSON file's text with each escaped surrogate pair written as the one escape YAML reads.
    ///
    /// JSON writes a character beyond U+FFFF as two escapes (`\ud83d\ude00`; Python's `json.dump` does for every
    /// emoji), and YAML's reader refuses a surrogate's escape: the pair becomes `\U0001F600`. Nil when the text has no
    /// such pair or is not JSON, where a `"` may be a plain scalar's text and a backslash no escape: only in JSON is
    /// every string where its quotes say.
    static func surrogatePairsJoined(_ text: String) -> String? {
        guard ByteSearch.contains(text, "\\u") else { return nil }
        let bytes = Array(text.utf8)
        // The value of the four hex digits at `at`, when there are four.
        func hex(at: Int) -> UInt32? {
            guard at + 4 <= bytes.count else { return nil }
            return UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16)
        }
        var (joined, index, inString, changed) = ([UInt8](), 0, false, false)
        joined.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            if inString, byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "u"), let high = hex(at: index + 2),
                    (0xD800...0xDBFF).contains(high),
                    bytes[(index + 6)...].starts(with: "\\u".utf8), let low = hex(at: index + 8),
                    (0xDC00...0xDFFF).contains(low)
                {
                    let scalar = 0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)
                    let digits = String(scalar, radix: 16, uppercase: true)
                    joined += Array("\\U".utf8) + Array(repeating: UInt8(ascii: "0"), count: 8 - digits.utf8.count)
                    joined += digits.utf8
                    (index, changed) = (index + 12, true)
                } else {
                    joined += bytes[index...index + 1]
                    index += 2
                }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            joined.append(byte)
            index += 1
        }
        guard changed, (try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)) != nil
        else { return nil }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Refuses a `--set` value or a `DOCRUN_*` variable that is not UTF-8 text.
    ///
    /// It reads the raw bytes of the command line's `arguments` (`--set X`, `--set=X`) and the `environment`'s
    /// entries: Swift reads them with each bad byte replaced, and docrun would pass other bytes than those given. The
    /// message names the value, never its bytes.
    public static func checkText(arguments: [[UInt8]], environment: [[UInt8]]) throws(InputError) {
        let set = Array("--set".utf8)
        for (index, argument) in arguments.enumerated() where String(validating: argument, as: UTF8.self) == nil {
            let assignment =
                argument.starts(with: set + [UInt8(ascii: "=")])
                ? argument.dropFirst(set.count + 1) : index > 0 && arguments[index - 1] == set ? argument[...] : nil
            // Without a name before `=` it may be all value (a secret): `parseAssignments` refuses it unshown.
            guard let assignment, let equals = assignment.firstIndex(of: UInt8(ascii: "=")),
                equals > assignment.startIndex
            else { continue }
            throw notText(String(decoding: assignment[..<equals], as: UTF8.self), origin: "--set")
        }
        for entry in environment where entry.starts(with: Array("DOCRUN_".utf8)) {
            guard String(validating: entry, as: UTF8.self) == nil else { continue }
            let name = String(
                decoding: entry.split(separator: UInt8(ascii: "="), maxSplits: 1).first ?? [], as: UTF8.self)
            throw notText(name, origin: name)
        }
    }

    private static func notText(_ name: String, origin: String) -> InputError {
        InputError(ValueMessages.notText.filled { _ in ["name": name, "origin": origin] })
    }

    /// Parses `--set` arguments `NAME=VALUE` (the value may contain `=`).
    public static func parseAssignments(_ assignments: [String]) throws(InputError) -> [String: String] {
        var values: [String: String] = [:]
        for (number, assignment) in zip(1..., assignments) {
            // Not repeated: an argument without `=` may be a secret typed without its name.
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw InputError(ValueMessages.notAssignment.filled { _ in ["number": String(number)] })
            }
            let name = String(assignment[..<equals])
            let value = String(assignment[assignment.index(after: equals)...])
            try check(value, name: name, origin: "--set")
            values[name] = value
        }
        return values
    }

    /// Whether a command can hold `value` safely: no line break (it could end a heredoc early) and no NUL byte.
    ///
    /// Every source of values (`--set`, `--values`, the environment, a prompt, an output) is held to it.
    static func isAcceptable(_ value: String) -> Bool {
        !value.utf8.contains { $0.isOne(of: "\n\r\0") }
    }

    /// Rejects values that no command can hold safely, saying why.
    static func check(_ value: String, name: String, origin: String) throws(InputError) {
        guard !isAcceptable(value) else { return }
        let lineBreak = value.utf8.contains { $0 == 0x0A || $0 == 0x0D }
        let message = lineBreak ? ValueMessages.lineBreak : ValueMessages.nulByte
        throw InputError(message.filled { _ in ["origin": origin, "name": name] })
    }
}
