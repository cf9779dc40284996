import RunbookKit

/// The words of an output comparison's short diff, in English, French and Portuguese.
@dynamicMemberLookup
enum VerifyMessages {
    static let texts = VerifyTexts()
    static subscript<T>(dynamicMember path: KeyPath<VerifyTexts, T>) -> T { texts[keyPath: path] }
}

struct VerifyTexts: Sendable {
    let noOutput = Localized(en: "(no output)", fr: "(aucune sortie)", pt: "(nenhuma saída)")
    let noMoreOutput = Localized(en: "(no more output)", fr: "(plus de sortie)", pt: "(sem mais saída)")
    let notJSON = Localized(en: "not JSON: {line}", fr: "pas du JSON : {line}", pt: "não é JSON: {line}")
    let jsonLikeExample = Localized(
        en: "JSON output like the example (line {line})", fr: "une sortie JSON comme l'exemple (ligne {line})",
        pt: "saída JSON como o exemplo (linha {line})")
    let keyAt = Localized(
        en: "key '{key}' (example line {line})", fr: "clé '{key}' (ligne {line} de l'exemple)",
        pt: "chave '{key}' (linha {line} do exemplo)")
    let valueAt = Localized(
        en: "'{path}' is \"{value}\" (example line {line})",
        fr: "'{path}' vaut \"{value}\" (ligne {line} de l'exemple)",
        pt: "'{path}' é \"{value}\" (linha {line} do exemplo)")
    let emptyObject = Localized(en: "an empty object", fr: "un objet vide", pt: "um objeto vazio")
    let keysFound = Localized(
        en: "keys found: {names}", fr: "clés trouvées : {names}", pt: "chaves encontradas: {names}")
    let outputIs = Localized(en: "the output is {what}", fr: "la sortie est {what}", pt: "a saída é {what}")
    let pathIs = Localized(en: "'{path}' is {what}", fr: "'{path}' est {what}", pt: "'{path}' é {what}")
    let anObject = Localized(en: "an object", fr: "un objet", pt: "um objeto")
    let anArray = Localized(en: "an array", fr: "un tableau", pt: "um array")
    let aString = Localized(en: "a string", fr: "une chaîne", pt: "uma string")
    let items = Plural(
        en: "{count} item", "{count} items", fr: "{count} élément", "{count} éléments", pt: "{count} item",
        "{count} itens")
    let moreNotFound = Plural(
        en: "… and {count} more not found", "… and {count} more not found",
        fr: "… et {count} autre non trouvée", "… et {count} autres non trouvées",
        pt: "… e mais {count} não encontrada", "… e mais {count} não encontradas")
    let notLookedFor = Localized(
        en: "(after too many missing lines, the rest were not looked for)",
        fr: "(après trop de lignes manquantes, les suivantes n'ont pas été cherchées)",
        pt: "(após linhas ausentes demais, as seguintes não foram procuradas)")
    let lookedForNearby = Localized(
        en: "(after many missing lines, the rest were looked for only near their place)",
        fr: "(après de nombreuses lignes manquantes, les suivantes n'ont été cherchées que près de leur place)",
        pt: "(após muitas linhas ausentes, as seguintes foram procuradas só perto do seu lugar)")
}
