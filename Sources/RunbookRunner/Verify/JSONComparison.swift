import RunbookKit

/// Compares a JSON example with the JSON in the actual output by key paths (rules in docs/running.md): keys of
/// objects and elements of arrays must be there, scalars are not compared but for a word tools print for a state
/// (`"state": "normal"`, `GivenValues.commonWords`), `<slot>`s in them bind.
struct JSONComparison {
    /// How many candidate lines of the output are tried as the start of its JSON.
    static let maxStarts = 8

    private let language: Language
    private var bindings: [OutputMatch.Binding] = []
    /// Each key path not found, and what was found in its place.
    private var missing: [(expected: ExpectedLine, found: String)] = []
    /// Each state word the example gives a key path that the output does not: the path, the word, what was found.
    private var differing: [(expected: ExpectedLine, word: String, found: String)] = []

    static func compare(example: LooseJSON, line: Int, output: OutputText, language: Language = .en) -> OutputMatch {
        let starts = output.lines.lazy.filter { output.bytes[$0.range.lowerBound].isOne(of: "{[") }
        let parsed = starts.prefix(maxStarts).compactMap {
            LenientJSON.parse(output.bytes, from: $0.range.lowerBound, line: $0.number)?.value
        }
        guard let actual = parsed.first else {
            let first =
                output.lines.first.map { VerifyMessages.notJSON(language, ["line": output.string($0)]) }
                ?? VerifyMessages.noOutput(language)
            var missing = [ExpectedLine(line: line, text: "JSON output")]
            if case .object(let members) = example, !members.isEmpty {
                missing = members.map { ExpectedLine(line: $0.line, text: $0.key) }
            }
            let expected = VerifyMessages.jsonLikeExample(language, ["line": String(line)])
            return OutputMatch(orderedBindings: [], missing: missing, pairs: [(expected, first)], language: language)
        }
        var comparison = JSONComparison(language: language)
        comparison.compare(example, actual, path: "", line: line)
        let pairs =
            comparison.missing.map { expected, found in
                (VerifyMessages.keyAt(language, ["key": expected.text, "line": String(expected.line)]), found)
            }
            + comparison.differing.map { expected, word, found in
                (
                    VerifyMessages.valueAt(
                        language, ["path": expected.text, "value": word, "line": String(expected.line)]),
                    VerifyMessages.pathIs(language, ["path": expected.text, "what": "\"" + found + "\""])
                )
            }
        return OutputMatch(
            orderedBindings: comparison.bindings,
            missing: comparison.missing.map(\.expected) + comparison.differing.map(\.expected), pairs: pairs,
            language: language)
    }

    private mutating func compare(_ example: LooseJSON, _ actual: LooseJSON, path: String, line: Int) {
        func at(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        switch (example, actual) {
        case (.object(let members), .object(let actualMembers)):
            let byKey = Dictionary(actualMembers.map { ($0.key, $0.value) }) { first, _ in first }
            for member in members {
                if let value = byKey[member.key] {
                    compare(member.value, value, path: at(member.key), line: member.line)
                } else {
                    missing.append((ExpectedLine(line: member.line, text: at(member.key)), keys(actualMembers)))
                }
            }
        case (.array(let items), .array(let actualItems)):
            for (index, item) in items.enumerated() {
                if index < actualItems.count {
                    compare(item.value, actualItems[index].value, path: path + "[\(index)]", line: item.line)
                } else if item.value.text == nil {
                    let expected = ExpectedLine(line: item.line, text: path + "[\(index)]")
                    missing.append((expected, VerifyMessages.items(language, count: actualItems.count)))
                }
            }
        case (.object(let members), _):
            missing += members.map { (ExpectedLine(line: $0.line, text: at($0.key)), describe(actual, at: path)) }
        case (.array(let items), _) where !items.isEmpty:
            missing.append((ExpectedLine(line: line, text: path.isEmpty ? "[0]" : path), describe(actual, at: path)))
        default:
            guard let text = example.text, let value = actual.text else { return }
            // A state the example shows (`"state": "normal"`, `"ready": true`) is what the output must say, as on a
            // line.
            let isBoolean = { (value: LooseJSON) in value == .scalar("true") || value == .scalar("false") }
            let isState = example == .string(text) && GivenValues.commonWords.contains(text.lowercased())
            if isState && text.lowercased() != value.lowercased()
                || isBoolean(example) && isBoolean(actual) && text != value
            {
                differing.append((ExpectedLine(line: line, text: path), text, value))
            } else {
                bind(text, to: value)
            }
        }
    }

    /// Binds the slots of an example value to the parts of the actual value in their place.
    private mutating func bind(_ example: String, to value: String) {
        guard example.utf8.contains(0x3C) else { return }
        let exampleBytes = Array(example.utf8)
        let actual = Array(value.utf8)
        var steps = 0
        bindings += LinePattern(exampleBytes, exampleBytes.indices).match(actual, actual.indices, steps: &steps) ?? []
    }

    private func keys(_ members: [LooseJSON.Member]) -> String {
        guard !members.isEmpty else { return VerifyMessages.emptyObject(language) }
        let names = members.prefix(5).map { "'\($0.key)'" }.joined(separator: ", ")
        return VerifyMessages.keysFound(language, ["names": names + (members.count > 5 ? ", …" : "")])
    }

    private func describe(_ value: LooseJSON, at path: String) -> String {
        let what =
            switch value {
            case .object: VerifyMessages.anObject(language)
            case .array: VerifyMessages.anArray(language)
            case .string: VerifyMessages.aString(language)
            case .scalar(let text): text
            }
        return path.isEmpty
            ? VerifyMessages.outputIs(language, ["what": what])
            : VerifyMessages.pathIs(language, ["path": path, "what": what])
    }
}
