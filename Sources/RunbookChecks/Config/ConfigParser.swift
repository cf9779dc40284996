import Foundation
import MarkdownTree
import RunbookKit
import Yams

/// Reads `.docrun.yml` files.
///
/// Every problem is a `ConfigError` naming the file, line and column.
enum ConfigParser {
    /// Reads the configuration file at `path` (as given); `knownRules` are the ids `rules:` may name.
    static func load(
        path: String, knownRules: Set<String>, language: Language, keywordFiles: KeywordFiles? = nil
    ) throws(ConfigError) -> CheckConfig {
        let text = try Self.text(
            of: path, kind: ConfigMessages.configurationFile, language: language,
            fail: { ConfigError(file: path, location: SourceLocation(line: 1, column: 1), message: $0) })
        return try parse(text, path: path, knownRules: knownRules, language: language, keywordFiles: keywordFiles)
    }

    /// Reads a configuration's text; `path` names it and locates its relative paths.
    static func parse(
        _ text: String, path: String, knownRules: Set<String>, language: Language, keywordFiles: KeywordFiles? = nil
    ) throws(ConfigError) -> CheckConfig {
        let folder = PathText.folder(of: PathText.absolute(path))
        func fail(line: Int, column: Int, _ message: String) -> ConfigError {
            ConfigError(file: path, location: SourceLocation(line: line, column: column), message: message)
        }
        func fail(_ mark: Mark?, _ message: String) -> ConfigError {
            fail(line: mark?.line ?? 1, column: mark?.column ?? 1, message)
        }
        let root: Node?
        do {
            root = try FrontMatter.composed(text)
        } catch let error as YAMLAliasBomb {
            let problem = InputMessages.reason(error)(language)
            throw fail(
                line: error.line, column: error.column, ConfigMessages.invalidYAML(language, ["problem": problem]))
        } catch {
            let problem = YAMLProblem(error, in: text)
            throw fail(
                line: problem.line, column: problem.column,
                ConfigMessages.invalidYAML(language, ["problem": problem.words]))
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
            // A key that is no text (`? [a]`) is named as written, as a value is.
            let key = Self.written(keyNode)
            // An empty value (`rules:`) is at the column past the colon: the key is where the writer looks.
            let at = Self.isEmpty(value) ? keyNode.mark : value.mark
            switch key {
            case "rules":
                guard let entries = value.mapping else {
                    throw fail(at, ConfigMessages.rulesNotMapping(language))
                }
                for (ruleNode, settingNode) in entries {
                    let rule = Self.written(ruleNode)
                    guard knownRules.contains(rule) else {
                        let message = CheckUsageText.unknown(rule, known: knownRules.sorted(), language: language)
                        throw fail(ruleNode.mark, message)
                    }
                    let written = Self.written(settingNode)
                    guard !Self.isEmpty(settingNode) else {
                        throw fail(ruleNode.mark, ConfigMessages.noSetting(language, ["rule": rule]))
                    }
                    guard let setting = CheckConfig.RuleSetting(written: written) else {
                        throw fail(settingNode.mark, ConfigMessages.badSetting(language, ["value": written]))
                    }
                    rules[rule] = setting
                }
            case "min-severity":
                let written = Self.written(value)
                guard !Self.isEmpty(value) else { throw fail(at, ConfigMessages.noMinimumSeverity(language)) }
                guard let severity = CheckConfig.RuleSetting(written: written)?.severity else {
                    throw fail(at, ConfigMessages.badMinimumSeverity(language, ["value": written]))
                }
                minimumSeverity = severity
            case "ignore":
                // No value (`ignore:`, `ignore: ~`, `- null`) is no pattern: `[]` is written for none.
                guard value.null == nil else { throw fail(at, ConfigMessages.ignoreEmpty(language)) }
                let items = value.sequence.map(Array.init) ?? (value.scalar != nil ? [value] : [])
                guard !items.isEmpty || value.sequence != nil else {
                    throw fail(at, ConfigMessages.ignoreNotList(language))
                }
                for item in items {
                    guard item.null == nil, let pattern = item.scalar?.string else {
                        throw fail(item.mark, ConfigMessages.ignoreNotList(language))
                    }
                    guard !pattern.isEmpty else { throw fail(item.mark, ConfigMessages.ignorePatternEmpty(language)) }
                    ignore.append(Glob(pattern))
                }
            case "keywords":
                guard let file = value.scalar?.string, !file.isEmpty else {
                    throw fail(at, ConfigMessages.keywordsNotPath(language))
                }
                keywordsFile = file.hasPrefix("/") ? file : folder + "/" + file
                keywordsMark = value.mark
            case "run":
                guard let entries = value.mapping else {
                    throw fail(at, ConfigMessages.runNotMapping(language))
                }
                for (settingNode, settingValue) in entries {
                    guard settingNode.string == "timeout" else {
                        throw fail(settingNode.mark, ConfigMessages.runNotMapping(language))
                    }
                    let written = Self.written(settingValue)
                    guard !Self.isEmpty(settingValue) else {
                        throw fail(settingNode.mark, ConfigMessages.noTimeout(language))
                    }
                    guard let seconds = TimeLimit.parse(written) else {
                        throw fail(settingValue.mark, ConfigMessages.badTimeout(language, ["value": written]))
                    }
                    runTimeout = seconds
                }
            default:
                throw fail(keyNode.mark, ConfigMessages.unknownKey(language, ["key": key]))
            }
        }
        // The file is known by its real path: configurations name it from their own folders.
        let keywordsPath = keywordsFile.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        var keywordFile = keywordsPath.flatMap { keywordFiles?.byPath[$0] }
        if let keywordsFile, let keywordsPath, keywordFile == nil {
            let yaml = try Self.text(
                of: keywordsFile, kind: InputMessages.keywordFile, language: language, fail: { fail(keywordsMark, $0) })
            do {
                keywordFile = try KeywordTable(yaml: yaml)
            } catch {
                // A YAML error is where it is in the keyword file, where the writer mends it.
                if let location = error.location {
                    let problem = error.problem(language)
                    throw ConfigError(
                        file: keywordsFile, location: location,
                        message: ConfigMessages.keywordsProblem(language, ["config": path, "problem": problem]))
                }
                throw fail(
                    keywordsMark,
                    ConfigMessages.keywordsInvalid(
                        language, ["path": keywordsFile, "problem": error.message(language)]))
            }
            keywordFiles?.byPath[keywordsPath] = keywordFile
        }
        return CheckConfig(
            file: path, folder: folder, rules: rules, minimumSeverity: minimumSeverity, ignore: ignore,
            runTimeout: runTimeout, keywordFile: keywordFile)
    }

    /// A value as its message names it: a scalar's text, a list or a mapping in flow style (`[off]`), which no
    /// setting is.
    private static func written(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): scalar.string
        case .sequence(let items): "[" + items.map(written).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            "{" + pairs.map { written($0.key) + ": " + written($0.value) }.joined(separator: ", ") + "}"
        case .alias: ""
        }
    }

    /// Whether a value is written as nothing (`anchor-broken:`), which its message cannot quote: it names the key.
    private static func isEmpty(_ node: Node) -> Bool {
        node.null != nil && written(node).isEmpty
    }

    /// The text of the file at `path`, a `kind` of file; `fail` makes the error of a file not read, said as docrun
    /// says it of every file it reads (`InputFileProblem.describe`).
    private static func text(
        of path: String, kind: Localized, language: Language, fail: (String) -> ConfigError
    ) throws(ConfigError) -> String {
        do throws(InputFileProblem) {
            return try InputFile.text(path)
        } catch {
            throw fail(error.describe(path: path, kind: kind)(language))
        }
    }
}

/// What `docrun check` says about a configuration file it cannot use.
enum ConfigMessages {
    /// The kind of file a configuration is, in `InputFileProblem.describe`'s messages.
    static let configurationFile = Localized(
        en: "configuration file", fr: "fichier de configuration", pt: "arquivo de configuração")
    static let invalidYAML = Localized(
        en: "the configuration is not valid YAML: {problem}",
        fr: "la configuration n'est pas du YAML valide : {problem}",
        pt: "a configuração não é YAML válido: {problem}")
    static let notMapping = Localized(
        en: "the configuration must be a mapping with the keys 'rules', 'min-severity', 'ignore', 'keywords' and 'run'",
        fr: "la configuration doit être un dictionnaire avec les clés 'rules', 'min-severity', 'ignore', 'keywords' "
            + "et 'run'",
        pt: "a configuração deve ser um mapeamento com as chaves 'rules', 'min-severity', 'ignore', 'keywords' e 'run'")
    static let unknownKey = Localized(
        en: "unknown key '{key}'; the keys are 'rules', 'min-severity', 'ignore', 'keywords' and 'run'",
        fr: "clé inconnue '{key}' ; les clés sont 'rules', 'min-severity', 'ignore', 'keywords' et 'run'",
        pt: "chave desconhecida '{key}'; as chaves são 'rules', 'min-severity', 'ignore', 'keywords' e 'run'")
    static let rulesNotMapping = Localized(
        en: "'rules' must map rule ids to off, notice, warning or error",
        fr: "'rules' doit associer des identifiants de règle à off, notice, warning ou error",
        pt: "'rules' deve associar ids de regra a off, notice, warning ou error")
    static let badSetting = Localized(
        en: "'{value}' is not a rule setting; use off, notice, warning or error",
        fr: "'{value}' n'est pas un réglage de règle ; utilisez off, notice, warning ou error",
        pt: "'{value}' não é uma configuração de regra; use off, notice, warning ou error")
    static let noSetting = Localized(
        en: "'{rule}' has no setting; use off, notice, warning or error",
        fr: "'{rule}' n'a pas de réglage ; utilisez off, notice, warning ou error",
        pt: "'{rule}' não tem configuração; use off, notice, warning ou error")
    static let noMinimumSeverity = Localized(
        en: "'min-severity' has no value; it is notice, warning or error",
        fr: "'min-severity' n'a pas de valeur ; elle vaut notice, warning ou error",
        pt: "'min-severity' não tem valor; é notice, warning ou error")
    static let noTimeout = Localized(
        en: "'timeout' has no value; write a duration such as 30s, 10m or 1h",
        fr: "'timeout' n'a pas de valeur ; écrivez une durée comme 30s, 10m ou 1h",
        pt: "'timeout' não tem valor; escreva uma duração como 30s, 10m ou 1h")
    static let badMinimumSeverity = Localized(
        en: "'{value}' is not a severity; 'min-severity' is notice, warning or error",
        fr: "'{value}' n'est pas une sévérité ; 'min-severity' vaut notice, warning ou error",
        pt: "'{value}' não é uma severidade; 'min-severity' é notice, warning ou error")
    /// A path given on the command line that `ignore:` skips (`IgnoredPath.note`).
    static let ignoredPath = Localized(
        en: "docrun: note: '{path}' is not checked: {file} ignores it (ignore: {pattern})",
        fr: "docrun : remarque : '{path}' n'est pas vérifié : {file} l'ignore (ignore: {pattern})",
        pt: "docrun: observação: '{path}' não é verificado: {file} o ignora (ignore: {pattern})")
    static let ignoreNotList = Localized(
        en: "'ignore' must be a list of path patterns", fr: "'ignore' doit être une liste de motifs de chemins",
        pt: "'ignore' deve ser uma lista de padrões de caminho")
    static let ignorePatternEmpty = Localized(
        en: "an empty pattern skips nothing: write a path pattern, such as 'drafts' or '*.fr.md', or remove it",
        fr: "un motif vide n'ignore rien : écrivez un motif de chemin, comme 'drafts' ou '*.fr.md', ou retirez-le",
        pt: "um padrão vazio não ignora nada: escreva um padrão de caminho, como 'drafts' ou '*.fr.md', ou remova-o")
    static let ignoreEmpty = Localized(
        en: "'ignore' has no value: write a list of path patterns, or '[]' for none",
        fr: "'ignore' n'a pas de valeur : écrivez une liste de motifs de chemins, ou '[]' pour aucun",
        pt: "'ignore' não tem valor: escreva uma lista de padrões de caminho, ou '[]' para nenhum")
    static let keywordsNotPath = Localized(
        en: "'keywords' must be the path of a keyword file",
        fr: "'keywords' doit être le chemin d'un fichier de mots-clés",
        pt: "'keywords' deve ser o caminho de um arquivo de palavras-chave")
    static let keywordsProblem = Localized(
        en: "keyword file named in {config}: {problem}", fr: "fichier de mots-clés nommé dans {config} : {problem}",
        pt: "arquivo de palavras-chave nomeado em {config}: {problem}")
    static let keywordsInvalid = Localized(
        en: "the keyword file '{path}' is not valid: {problem}",
        fr: "le fichier de mots-clés '{path}' n'est pas valide : {problem}",
        pt: "o arquivo de palavras-chave '{path}' não é válido: {problem}")

    static let runNotMapping = Localized(
        en: "'run' must be a mapping with the key 'timeout'",
        fr: "'run' doit être un dictionnaire avec la clé 'timeout'",
        pt: "'run' deve ser um mapeamento com a chave 'timeout'")
    static let badTimeout = TimeLimit.notADuration

    static let all = [
        configurationFile, invalidYAML, notMapping, unknownKey, rulesNotMapping, badSetting, noSetting,
        badMinimumSeverity, noMinimumSeverity,
        ignoreNotList, ignorePatternEmpty, ignoreEmpty, ignoredPath, keywordsNotPath, keywordsProblem, keywordsInvalid,
        runNotMapping, badTimeout, noTimeout,
    ]
}

/// The keyword files a run has read, by path: the configurations of many folders often name the same one, and a
/// site's keyword file takes a while to read.
final class KeywordFiles {
    var byPath: [String: KeywordTable] = [:]
}
