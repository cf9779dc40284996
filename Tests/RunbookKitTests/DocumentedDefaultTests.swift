import Testing

@testable import RunbookKit

/// The default value a placeholder's description states, in the three languages.
@Suite struct DocumentedDefaultTests {
    static let cases: [(description: String, value: String?)] = [
        ("The region of the cluster. The default value is us-south.", "us-south"),
        ("The output format; default: `json`", "json"),
        ("Defaults to 600 seconds.", "600"),
        ("The default is latest.", "latest"),
        ("The default is the current region.", nil),
        ("Uses the region by default.", nil),
        ("La région. Valeur par défaut : eu-de.", "eu-de"),
        ("La valeur par défaut est false.", "false"),
        ("Celle correspondant à latest est utilisée par défaut.", nil),
        ("La valeur par défaut est l'espace de nom actuel.", nil),
        ("O valor padrão é json.", "json"),
        ("Região; padrão: sa-saopaulo", "sa-saopaulo"),
        ("O padrão é um corpo vazio.", nil),
        ("Your name, as the summary shows it.", nil),
        // A no-break space before a French colon; a value after "By default," written as code; other words.
        ("La zone. Valeur par défaut\u{00A0}: `eu-de-1`.", "eu-de-1"), ("Par défaut, `30`.", "30"),
        ("Par défaut, la valeur est `8080`.", "8080"), ("Por padrão, `us-south` é usado.", "us-south"),
        ("O valor-padrão é `20`.", "20"), ("By default, `json`.", "json"),
        ("By default, kubectl uses the current context.", nil), ("Par défaut, la commande liste tout.", nil),
        // As a paragraph's text writes it, without backquotes: a value that ends the sentence.
        ("le délai. Par défaut, 30", "30"), ("the port. By default, 8080.", "8080"),
        // Naming the value: after a preposition, or after the comma with its verb.
        ("the port. The default value of <f> is 8080", "8080"), ("porta. O valor padrão de <g> é 8080", "8080"),
        ("the port. Par défaut, <e> vaut 8080", "8080"), ("By default, `<j>` is `8080`.", "8080"),
        ("The default for <k> is the current region.", nil), ("By default, <j> uses the current context.", nil),
        // Several names: a list after the preposition or the comma, or before the plural verb.
        ("<a>, <b> and <c> default to `1`.", "1"), ("<a> and <b> default to 2", "2"),
        ("The default value of <a>, <b> and <c> is `1`.", "1"), ("By default, <a>, <b> and <c> are `1`.", "1"),
        ("Par défaut, <a>, <b> et <c> valent `1`.", "1"), ("Por padrão, <a>, <b> e <c> são `1`.", "1"),
        ("La valeur par défaut de <a> et <b> est `1`.", "1"), ("O valor padrão de <a> e <b> é 1", "1"),
        // "default" after a name that is no verb, and the noun "default to" after no name.
        ("Use the default to keep the zone.", nil), ("Set <a> to the default to keep the zone.", nil),
        // How the default is, not which: a requirement word.
        ("La zone par défaut est facultative.", nil), ("The default is optional.", nil),
        ("O valor padrão é opcional.", nil), ("Valeur par défaut : obligatoire.", nil),
        // What happens, not which value.
        ("If it is not set, the default is used.", nil), ("If it is set, the default is ignored.", nil),
        ("Sinon, la valeur par défaut est utilisée.", nil), ("Sinon, la valeur par défaut est ignorée.", nil),
        ("Se não for definido, o padrão é usado.", nil), ("Se for definido, o valor padrão é ignorado.", nil),
    ]

    @Test(arguments: cases) func aStatedDefaultIsFound(description: String, value: String?) {
        #expect(Placeholder.statedDefault(description) == value, "\(description)")
    }
}
