import RunbookKit

/// What `docrun check` says about a configuration file it cannot use.
enum ConfigMessages {
    static let unreadable = Localized(
        en: "cannot read the configuration file", fr: "impossible de lire le fichier de configuration",
        pt: "não é possível ler o arquivo de configuração")
    static let invalidYAML = Localized(
        en: "the configuration is not valid YAML: {problem}",
        fr: "la configuration n'est pas du YAML valide : {problem}",
        pt: "a configuração não é YAML válido: {problem}")
    static let notMapping = Localized(
        en: "the configuration must be a mapping with the keys 'rules', 'min-severity', 'ignore', 'keywords' and 'run'",
        fr: "la configuration doit être un dictionnaire avec les clés 'rules', 'min-severity', 'ignore', 'keywords' et 'run'",
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
    static let badMinimumSeverity = Localized(
        en: "'{value}' is not a severity; 'min-severity' is notice, warning or error",
        fr: "'{value}' n'est pas une sévérité ; 'min-severity' vaut notice, warning ou error",
        pt: "'{value}' não é uma severidade; 'min-severity' é notice, warning ou error")
    static let ignoreNotList = Localized(
        en: "'ignore' must be a list of path patterns", fr: "'ignore' doit être une liste de motifs de chemins",
        pt: "'ignore' deve ser uma lista de padrões de caminho")
    static let keywordsNotPath = Localized(
        en: "'keywords' must be the path of a keyword file",
        fr: "'keywords' doit être le chemin d'un fichier de mots-clés",
        pt: "'keywords' deve ser o caminho de um arquivo de palavras-chave")
    static let keywordsUnreadable = Localized(
        en: "cannot read the keyword file '{path}'", fr: "impossible de lire le fichier de mots-clés '{path}'",
        pt: "não é possível ler o arquivo de palavras-chave '{path}'")
    static let notRegular = Localized(
        en: "'{path}' is not a regular file (a device, a FIFO or a socket); docrun reads only files",
        fr: "'{path}' n'est pas un fichier ordinaire (un périphérique, un FIFO ou un socket) ; docrun ne lit que des "
            + "fichiers",
        pt: "'{path}' não é um arquivo comum (um dispositivo, um FIFO ou um socket); o docrun só lê arquivos")
    static let tooLarge = Localized(
        en: "'{path}' is {size} MB, over the {limit} MB docrun reads",
        fr: "'{path}' fait {size} Mo, plus que les {limit} Mo que docrun lit",
        pt: "'{path}' tem {size} MB, mais que os {limit} MB que o docrun lê")
    static let keywordsInvalid = Localized(
        en: "the keyword file '{path}' is not valid: {problem}",
        fr: "le fichier de mots-clés '{path}' n'est pas valide : {problem}",
        pt: "o arquivo de palavras-chave '{path}' não é válido: {problem}")

    static let runNotMapping = Localized(
        en: "'run' must be a mapping with the key 'timeout'",
        fr: "'run' doit être un dictionnaire avec la clé 'timeout'",
        pt: "'run' deve ser um mapeamento com a chave 'timeout'")
    static let badTimeout = Localized(
        en: "'{value}' is not a duration; write it as 30s, 10m or 1h",
        fr: "'{value}' n'est pas une durée ; écrivez-la 30s, 10m ou 1h",
        pt: "'{value}' não é uma duração; escreva 30s, 10m ou 1h")

    static let all = [
        unreadable, invalidYAML, notMapping, unknownKey, rulesNotMapping, badSetting, badMinimumSeverity, ignoreNotList,
        keywordsNotPath, keywordsUnreadable, notRegular, tooLarge, keywordsInvalid, runNotMapping, badTimeout,
    ]
}
