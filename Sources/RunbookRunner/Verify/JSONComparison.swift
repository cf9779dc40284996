import RunbookKit

/// Compares a JSON example with the JSON in the actual output by key paths.
///
/// Every key of an example object must exist in the actual object at the same path; element `i` of an example
/// array is compared with element `i` of the actual array (an array element that is an object or array must
/// exist). Scalar values are not compared, as they change between runs, except that a value holding a
/// `<placeholder>` binds it: `"<iam_token>"` binds the whole actual value, `"/v1/accounts/<account_ID>"` binds
/// the part in place of the slot when the rest matches (and binds nothing otherwise). The actual JSON is the
/// first value that parses starting at a line beginning with `{` or `[` (text before it, such as `OK` lines or
/// a curl progress meter, is skipped).
struct JSONComparison {
    /// How many candidate lines of the output are tried as the start of its JSON.
    static let maxStarts = 8

    private let language: Language
    private var bindings: [OutputMatch.Binding] = []
    private var missing: [ExpectedLine] = []
    private var found: [String] = []

    private init(language: Language) {
        self.language = language
    }

    static func compare(example: LooseJSON, line: Int, output: OutputText, language: Language = .en) -> OutputMatch {
        guard let actual = firstJSON(in: output) else {
            let first =
                output.lines.first.map { VerifyMessages.notJSON(language, ["line": output.string($0)]) }
                ?? VerifyMessages.noOutput(language)
            var missing = topLevelKeys(example)
            if missing.isEmpty { missing = [ExpectedLine(line: line, text: "JSON output")] }
            return OutputMatch(
                verdict: .mismatch, orderedBindings: [], missing: missing,
                diff: DiffText.assemble(pairs: [(VerifyMessages.jsonLikeExample(language, ["line": String(line)]), first)])
            )
        }
        var comparison = JSONComparison(language: language)
        comparison.compare(example, actual, path: "", line: line)
        let pairs = zip(comparison.missing, comparison.found).map { expected, found in
            (VerifyMessages.keyAt(language, ["key": expected.text, "line": String(expected.line)]), found)
        }
        return OutputMatch(
            verdict: comparison.missing.isEmpty ? .match : .mismatch,
            orderedBindings: comparison.bindings,
            missing: comparison.missing,
            diff: comparison.missing.isEmpty ? [] : DiffText.assemble(pairs: Array(pairs))
        )
    }

    private static func firstJSON(in output: OutputText) -> LooseJSON? {
        var tries = 0
        for line in output.lines {
            let first = output.bytes[line.range.lowerBound]
            guard first == 0x7B || first == 0x5B else { continue }
            if let (value, _) = LenientJSON.parse(output.bytes, from: line.range.lowerBound, line: line.number) {
                return value
            }
            tries += 1
            if tries == maxStarts { break }
        }
        return nil
    }

    private static func topLevelKeys(_ value: LooseJSON) -> [ExpectedLine] {
        guard case .object(let members) = value else { return [] }
        return members.map { ExpectedLine(line: $0.line, text: $0.key) }
    }

    private mutating func compare(_ example: LooseJSON, _ actual: LooseJSON, path: String, line: Int) {
        switch (example, actual) {
        case (.object(let members), .object(let actualMembers)):
            var byKey: [String: LooseJSON] = [:]
            for member in actualMembers where byKey[member.key] == nil { byKey[member.key] = member.value }
            for member in members {
                let memberPath = path.isEmpty ? member.key : path + "." + member.key
                if let value = byKey[member.key] {
                    compare(member.value, value, path: memberPath, line: member.line)
                } else {
                    report(ExpectedLine(line: member.line, text: memberPath), found: describeKeys(actualMembers))
                }
            }
        case (.array(let items), .array(let actualItems)):
            for (index, item) in items.enumerated() {
                let itemPath = path + "[\(index)]"
                if index < actualItems.count {
                    compare(item.value, actualItems[index].value, path: itemPath, line: item.line)
                } else if Self.isContainer(item.value) {
                    report(ExpectedLine(line: item.line, text: itemPath), found: "\(actualItems.count) items")
                }
            }
        case (.object(let members), _):
            for member in members {
                let memberPath = path.isEmpty ? member.key : path + "." + member.key
                report(ExpectedLine(line: member.line, text: memberPath), found: describe(actual, at: path))
            }
        case (.array(let items), _) where !items.isEmpty:
            report(ExpectedLine(line: line, text: path.isEmpty ? "[0]" : path), found: describe(actual, at: path))
        case (.string(let text), _), (.scalar(let text), _):
            bind(text, to: actual)
        default:
            break
        }
    }

    private mutating func report(_ expected: ExpectedLine, found description: String) {
        missing.append(expected)
        found.append(description)
    }

    private mutating func bind(_ example: String, to actual: LooseJSON) {
        guard example.utf8.contains(0x3C) else { return }
        let value: String
        switch actual {
        case .string(let text), .scalar(let text): value = text
        default: return
        }
        let exampleBytes = Array(example.utf8)
        let pattern = LinePattern(exampleBytes, 0..<exampleBytes.count)
        let actualBytes = Array(value.utf8)
        var steps = 0
        guard let captures = pattern.match(actualBytes, 0..<actualBytes.count, steps: &steps) else { return }
        for capture in captures {
            let text = String(decoding: actualBytes[capture.range], as: UTF8.self)
            bindings.append(OutputMatch.Binding(name: capture.name, value: text))
        }
    }

    private static func isContainer(_ value: LooseJSON) -> Bool {
        switch value {
        case .object, .array: return true
        case .string, .scalar: return false
        }
    }

    private func describeKeys(_ members: [LooseJSON.Member]) -> String {
        guard !members.isEmpty else { return VerifyMessages.emptyObject(language) }
        let names = members.prefix(5).map { "'\($0.key)'" }.joined(separator: ", ")
        return VerifyMessages.keysFound(language, ["names": names + (members.count > 5 ? ", …" : "")])
    }

    private func describe(_ value: LooseJSON, at path: String) -> String {
        let what: String
        switch value {
        case .object: what = VerifyMessages.anObject(language)
        case .array: what = VerifyMessages.anArray(language)
        case .string: what = VerifyMessages.aString(language)
        case .scalar(let text): what = text
        }
        return path.isEmpty
            ? VerifyMessages.outputIs(language, ["what": what]) : VerifyMessages.pathIs(language, ["path": path, "what": what])
    }
}

/// A JSON value as read from an example or an output, with the 1-based line of each key.
enum LooseJSON: Sendable, Equatable {
    /// A key, the line it is written on, and its value.
    struct Member: Sendable, Equatable {
        let key: String
        let line: Int
        let value: LooseJSON
    }

    /// An array element and its line.
    struct Item: Sendable, Equatable {
        let line: Int
        let value: LooseJSON
    }

    case object([Member])
    case array([Item])
    case string(String)
    /// A number, `true`, `false`, `null`, an unquoted `<placeholder>`, or nothing when an example elides it.
    case scalar(String)
}
