import Testing

@testable import RunbookKit

/// The words a table's header cell and a paragraph that may lead in to an example are read as
/// (`Vocabulary.lowercasedWords(in:)`): runs of letters in any of the three languages, lowercased.
@Suite struct LowercasedWordsTests {
    @Test func runsOfLettersLowercased() {
        #expect(Vocabulary.lowercasedWords(in: "Example command:") == ["example", "command"])
        #expect(
            Vocabulary.lowercasedWords(in: "**Nom du paramètre** (l'API)") == ["nom", "du", "paramètre", "l", "api"])
        #expect(Vocabulary.lowercasedWords(in: "Saída de EXEMPLO,") == ["saída", "de", "exemplo"])
        #expect(Vocabulary.lowercasedWords(in: "Key_ID 2 / Valor-Padrão") == ["key", "id", "valor", "padrão"])
        #expect(Vocabulary.lowercasedWords(in: " 42 — ") == [])
    }
}
