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
    ]

    @Test(arguments: cases) func aStatedDefaultIsFound(description: String, value: String?) {
        #expect(Placeholder.statedDefault(description) == value, "\(description)")
    }
}
