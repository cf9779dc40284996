import RunbookKit

/// What docrun says about a values file (`--values`) or a `--set` it cannot use, in English, French and Portuguese.
@dynamicMemberLookup
enum ValueMessages {
    static let texts = ValueTexts()
    static subscript<T>(dynamicMember path: KeyPath<ValueTexts, T>) -> T { texts[keyPath: path] }
}

struct ValueTexts: Sendable {
    let notYAML = Localized(
        en: "{path}:{line}:{column}: not valid YAML or JSON: {problem}",
        fr: "{path}:{line}:{column} : ni du YAML ni du JSON valide : {problem}",
        pt: "{path}:{line}:{column}: não é YAML nem JSON válido: {problem}")
    let notMapping = Localized(
        en: "{path}:{line}: expected a mapping of placeholder names to values, like 'org_name: my-org'",
        fr:
            "{path}:{line} : un dictionnaire des noms de variables vers leurs valeurs était attendu, comme 'org_name: my-org'",
        pt: "{path}:{line}: esperava-se um mapeamento de nomes de variáveis para valores, como 'org_name: my-org'")
    let nameNotWord = Localized(
        en: "{path}:{line}: a placeholder name must be a single word, not a list or a mapping",
        fr: "{path}:{line} : le nom d'une variable doit être un seul mot, pas une liste ni un dictionnaire",
        pt: "{path}:{line}: o nome de uma variável deve ser uma única palavra, não uma lista nem um mapeamento")
    let valueNotSingle = Localized(
        en: "{path}:{line}: the value of '{name}' must be a single value, not a list or a mapping",
        fr: "{path}:{line} : la valeur de '{name}' doit être une seule valeur, pas une liste ni un dictionnaire",
        pt: "{path}:{line}: o valor de '{name}' deve ser um único valor, não uma lista nem um mapeamento")
    let lineBreak = Localized(
        en: "{origin}: the value of '{name}' contains a line break, which docrun does not accept",
        fr: "{origin} : la valeur de '{name}' contient un saut de ligne, que docrun n'accepte pas",
        pt: "{origin}: o valor de '{name}' contém uma quebra de linha, que o docrun não aceita")
    let nulByte = Localized(
        en: "{origin}: the value of '{name}' contains a NUL byte",
        fr: "{origin} : la valeur de '{name}' contient un octet NUL",
        pt: "{origin}: o valor de '{name}' contém um byte NUL")
    let notText = Localized(
        en: "{origin}: the value of '{name}' is not UTF-8 text; docrun passes text only (other bytes would be changed)",
        fr: "{origin} : la valeur de '{name}' n'est pas du texte UTF-8 ; docrun ne transmet que du texte (d'autres "
            + "octets seraient modifiés)",
        pt: "{origin}: o valor de '{name}' não é texto UTF-8; o docrun só repassa texto (outros bytes seriam alterados)"
    )
    let notAssignment = Localized(
        en: "--set number {number}: expected NAME=VALUE (the argument is not shown: it may hold a secret)",
        fr: "--set numéro {number} : NOM=VALEUR attendu (l'argument n'est pas affiché : il peut contenir un secret)",
        pt: "--set número {number}: esperava-se NOME=VALOR (o argumento não é mostrado: pode conter um segredo)")
    let aliasBomb = Localized(
        en: "{path}:{line}: {problem}", fr: "{path}:{line} : {problem}", pt: "{path}:{line}: {problem}")
}
