import Foundation
import MarkdownTree
import RunbookKit
import Yams

/// Reads `.docrun.yml` files. Every problem is a `ConfigError` naming the file, line and column.
enum ConfigParser {
    /// Reads the configuration file at `path` (as given); `knownRules` are the ids `rules:` may name.
    static func load(path: String, knownRules: Set<String>, language: Language) throws(ConfigError) -> CheckConfig {
        let text: String
        do throws(InputFileProblem) {
            text = try InputFile.text(path)
        } catch {
            throw ConfigError(
                file: path, location: SourceLocation(line: 1, column: 1),
                message: problem(error, path: path, language: language) ?? ConfigMessages.unreadable(language))
        }
        return try parse(text, path: path, knownRules: knownRules, language: language)
    }

    /// Reads a configuration's text; `path` names it and locates its relative paths.
    static func parse(
        _ text: String, path: String, knownRules: Set<String>, language: Language
    ) throws(ConfigError) -> CheckConfig {
        let folder = PathText.folder(of: PathText.absolute(path))
        func fail(_ mark: Mark?, _ message: String) -> ConfigError {
            ConfigError(
                file: path, location: SourceLocation(line: mark?.line ?? 1, column: mark?.column ?? 1), message: message
            )
        }
        let root: Node?
        do {
            try YAMLAliases.check(text)
            root = try Yams.compose(yaml: text)
        } catch let error as YAMLAliasBomb {
            throw ConfigError(
                file: path, location: SourceLocation(line: error.line, column: error.column),
                message: ConfigMessages.invalidYAML(language, ["problem": InputMessages.reason(error)(language)]))
        } catch {
            let (mark, problem) = describe(error)
            throw fail(mark, ConfigMessages.invalidYAML(language, ["problem": problem]))
        }
        guard let mapping = root?.mapping ?? (root == nil ? [:] : nil) else {
            throw fail(root?.mark, ConfigMessages.notMapping(language))
        }
        var rules: [String: CheckConfig.RuleSetting] = [:]
        var minimumSeverity: Diagnostic.Severity?
        var ignore: [Glob] = []
        var keywordsFile: String?
        var keywordsMark: Mark?
        var runTimeout: Double?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "rules":
                guard let entries = value.mapping else {
                    throw fail(value.mark, ConfigMessages.rulesNotMapping(language))
                }
                for (ruleNode, settingNode) in entries {
                    let rule = ruleNode.string ?? ""
                    guard knownRules.contains(rule) else {
                        let message = RuleIDText.unknown(rule, known: knownRules.sorted(), language: language)
                        throw fail(ruleNode.mark, message)
                    }
                    let written = settingNode.string ?? ""
                    guard let setting = CheckConfig.RuleSetting(written: written) else {
                        throw fail(settingNode.mark, ConfigMessages.badSetting(language, ["value": written]))
                    }
                    rules[rule] = setting
                }
            case "min-severity":
                let written = value.scalar?.string ?? ""
                guard let severity = CheckConfig.RuleSetting(written: written)?.severity else {
                    throw fail(value.mark, ConfigMessages.badMinimumSeverity(language, ["value": written]))
                }
                minimumSeverity = severity
            case "ignore":
                let items = value.sequence.map(Array.init) ?? (value.scalar != nil ? [value] : [])
                guard !items.isEmpty || value.sequence != nil else {
                    throw fail(value.mark, ConfigMessages.ignoreNotList(language))
                }
                for item in items {
                    guard let pattern = item.scalar?.string, !pattern.isEmpty else {
                        throw fail(item.mark, ConfigMessages.ignoreNotList(language))
                    }
                    ignore.append(Glob(pattern))
                }
            case "keywords":
                guard let file = value.scalar?.string, !file.isEmpty else {
                    throw fail(value.mark, ConfigMessages.keywordsNotPath(language))
                }
                keywordsFile = file.hasPrefix("/") ? file : folder + "/" + file
                keywordsMark = value.mark
            case "run":
                guard let entries = value.mapping else {
                    throw fail(value.mark, ConfigMessages.runNotMapping(language))
                }
                for (settingNode, settingValue) in entries {
                    guard settingNode.string == "timeout" else {
                        throw fail(settingNode.mark, ConfigMessages.runNotMapping(language))
                    }
                    let written = settingValue.string ?? ""
                    guard let seconds = TimeLimit.parse(written) else {
                        throw fail(settingValue.mark, ConfigMessages.badTimeout(language, ["value": written]))
                    }
                    runTimeout = seconds
                }
            default:
                throw fail(keyNode.mark, ConfigMessages.unknownKey(language, ["key": key]))
            }
        }
        var keywordFile: KeywordTable?
        if let keywordsFile {
            let yaml: String
            do throws(InputFileProblem) {
                yaml = try InputFile.text(keywordsFile)
            } catch {
                throw fail(
                    keywordsMark,
                    problem(error, path: keywordsFile, language: language)
                        ?? ConfigMessages.keywordsUnreadable(language, ["path": keywordsFile]))
            }
            do {
                keywordFile = try KeywordTable(yaml: yaml)
            } catch {
                let message = error.message(language)
                let problem = message.split(separator: "\n").first.map(String.init) ?? message
                throw fail(
                    keywordsMark, ConfigMessages.keywordsInvalid(language, ["path": keywordsFile, "problem": problem]))
            }
        }
        return CheckConfig(
            file: path, folder: folder, rules: rules, minimumSeverity: minimumSeverity, ignore: ignore,
            runTimeout: runTimeout, keywords: .standard, keywordFile: nil
        ).adding(keywordFile: keywordFile)
    }

    /// The message for a file not read because of what it is; nil when it could not be read at all.
    private static func problem(_ problem: InputFileProblem, path: String, language: Language) -> String? {
        switch problem {
        case .notRegular: ConfigMessages.notRegular(language, ["path": path])
        case .tooLarge(let bytes):
            ConfigMessages.tooLarge(
                language, ["path": path, "size": String(bytes >> 20), "limit": String(InputFile.maximumBytes >> 20)])
        case .notFound, .isDirectory, .unreadable, .notUTF8: nil
        }
    }

    /// The position and first line of a Yams error.
    private static func describe(_ error: any Error) -> (Mark?, String) {
        guard let yaml = error as? YamlError else { return (nil, "\(error)") }
        switch yaml {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return (mark, [context?.text, problem].compactMap { $0 }.joined(separator: " "))
        default:
            return (nil, String("\(yaml)".split(separator: "\n").first ?? ""))
        }
    }
}
