import Foundation
import RunbookKit

/// Where a placeholder's value came from; the first source that has a value wins, in this order.
enum ValueSource: String, Sendable {
    /// `--set NAME=VALUE`.
    case commandLine = "set"
    /// `--values FILE`.
    case valuesFile = "values-file"
    /// The environment variable `DOCRUN_<NAME>` (for a shell variable no step sets, the variable itself).
    case environment
    /// Bound from an earlier step's real output (the `<x>` slot of its example output).
    case output
    /// The value given last time for this page (never for a secret).
    case remembered
    /// The default the page's documentation states, kept at the prompt (never used unasked).
    case documented = "page-default"
    case prompt
}

/// A placeholder's value and where it came from.
struct ResolvedValue: Sendable, Equatable {
    let value: String
    let source: ValueSource
}

/// The values given before a run or plan, by source; `resolve` picks the first that has a name.
public struct ValueInputs: Sendable, Equatable {
    /// `--set` values.
    public var commandLine: [String: String]
    /// `--values` file values.
    public var valuesFile: [String: String]
    /// The process environment (only `DOCRUN_*` variables are consulted).
    public var environment: [String: String]
    /// Values remembered from the last run of the page.
    public var remembered: [String: String]

    /// Creates inputs.
    public init(
        commandLine: [String: String] = [:], valuesFile: [String: String] = [:], environment: [String: String] = [:],
        remembered: [String: String] = [:]
    ) {
        self.commandLine = commandLine
        self.valuesFile = valuesFile
        self.environment = environment
        self.remembered = remembered
    }

    /// The environment variable that gives `name` a value: `DOCRUN_` and the name upper-cased, with every
    /// character that is not a letter or digit replaced by `_` (`docker-email` → `DOCRUN_DOCKER_EMAIL`).
    static func environmentName(for name: String) -> String {
        "DOCRUN_" + String(name.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// The environment variable of each of `names` (a page's placeholders), each its own: `environmentName(for:)`,
    /// unless another name has the same (`<key>` and `<KEY>`, `<src-name>` and `<src_name>`) or the name has no ASCII
    /// letter or digit (`<имя>`); then that, less its trailing `_`, with `_` and 8 hex digits of a hash of the
    /// name (`DOCRUN_KEY_1A2B3C4D`, `DOCRUN_3F8E0A71`), the same on every run of the page.
    static func environmentNames(for names: [String]) -> [String: String] {
        var plain: [String: [String]] = [:]
        for name in Set(names).sorted() { plain[environmentName(for: name), default: []].append(name) }
        var variables: [String: String] = [:]
        var used = Set(plain.keys)
        for (variable, names) in plain.sorted(by: { $0.key < $1.key }) {
            for name in names {
                if names.count == 1, name.contains(where: { $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                    variables[name] = variable
                    continue
                }
                var hash: UInt32 = 2_166_136_261
                for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
                var unique = String(variable.reversed().drop { $0 == "_" }.reversed()) + String(format: "_%08X", hash)
                while !used.insert(unique).inserted { unique += "_" }
                variables[name] = unique
            }
        }
        return variables
    }

    /// The value for `name` from the sources available before anything runs, the environment's in the variable
    /// `variable`; the last run's too when `remembered` (never for a secret, nor for a shell variable no step of the
    /// page sets, `UnsetVariable`, whose variable is its own name: `REGION`, not `DOCRUN_REGION`).
    func resolve(_ name: String, variable: String, remembered: Bool) -> ResolvedValue? {
        let sources: [(ValueSource, String?)] = [
            (.commandLine, commandLine[name]), (.valuesFile, valuesFile[name]), (.environment, environment[variable]),
            (.remembered, remembered ? self.remembered[name] : nil),
        ]
        return sources.lazy.compactMap { source, value in value.map { ResolvedValue(value: $0, source: source) } }.first
    }
}
