import Foundation
import Yams

/// Reads `--values FILE` (YAML, or JSON, which YAML reads too) and `--set NAME=VALUE`.
public enum ValuesFile {
    /// The name → value mapping of a values file; scalars only (numbers and booleans become their text).
    public static func load(path: String) throws(ValueError) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw ValueError("\(path): cannot read the values file")
        }
        return try parse(text, path: path)
    }

    /// Parses values-file text; `path` names it in errors.
    public static func parse(_ text: String, path: String) throws(ValueError) -> [String: String] {
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: text)
        } catch let error as YamlError {
            throw ValueError("\(path): not valid YAML or JSON: \(describe(error))")
        } catch {
            throw ValueError("\(path): not valid YAML or JSON: \(error)")
        }
        if loaded == nil { return [:] }
        guard let mapping = loaded as? [String: Any] else {
            throw ValueError("\(path): expected a mapping of placeholder names to values, like 'org_name: my-org'")
        }
        var values: [String: String] = [:]
        for (name, value) in mapping {
            switch value {
            case let text as String: values[name] = text
            case let number as Int: values[name] = String(number)
            case let number as Double: values[name] = String(number)
            case let flag as Bool: values[name] = flag ? "true" : "false"
            default:
                throw ValueError("\(path): the value of '\(name)' must be a single value, not a list or a mapping")
            }
            try check(values[name]!, name: name, origin: path)
        }
        return values
    }

    /// Parses `--set` arguments `NAME=VALUE` (the value may contain `=`).
    public static func parseAssignments(_ assignments: [String]) throws(ValueError) -> [String: String] {
        var values: [String: String] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw ValueError("--set '\(assignment)': expected NAME=VALUE")
            }
            let name = String(assignment[..<equals])
            let value = String(assignment[assignment.index(after: equals)...])
            try check(value, name: name, origin: "--set")
            values[name] = value
        }
        return values
    }

    /// Whether a command can hold `value` safely: no line break (it could end a heredoc early) and no NUL byte.
    /// Every source of values (`--set`, `--values`, the environment, a prompt, an output) is held to it.
    public static func isAcceptable(_ value: String) -> Bool {
        !value.utf8.contains(where: isLineBreak) && !value.utf8.contains(0)
    }

    /// Rejects values that no command can hold safely, saying why.
    static func check(_ value: String, name: String, origin: String) throws(ValueError) {
        if value.utf8.contains(where: isLineBreak) {
            throw ValueError("\(origin): the value of '\(name)' contains a line break, which docrun does not accept")
        }
        if value.utf8.contains(0) {
            throw ValueError("\(origin): the value of '\(name)' contains a NUL byte")
        }
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func describe(_ error: YamlError) -> String {
        "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
    }
}
