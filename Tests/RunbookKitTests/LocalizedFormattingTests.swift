import Testing

@testable import RunbookKit

/// `Localized` fills `{name}` fields in one pass.
@Suite struct LocalizedFormattingTests {
    private let message = Localized(
        en: "{count} steps in {file}", fr: "{file} : {count} étapes", pt: "{count} passos em {file}")

    @Test func fieldsAreFilledInEveryLanguage() {
        let arguments: KeyValuePairs = ["count": "3", "file": "a.md"]
        #expect(message(.en, arguments) == "3 steps in a.md")
        #expect(message(.fr, arguments) == "a.md : 3 étapes")
        #expect(message(.pt, arguments) == "3 passos em a.md")
    }

    @Test func aValueHoldingAFieldIsShownAsItIs() {
        #expect(message(.en, ["count": "{file}", "file": "x"]) == "{file} steps in x")
    }

    @Test func unknownFieldsBracesAndRepeatsAreKept() {
        let text = Localized(en: "{{a}} {b} {a}{a} } {", fr: "", pt: "")
        #expect(text(.en, ["a": "1"]) == "{1} {b} 11 } {")
        #expect(text(.en, ["a": "1", "a": "2"]) == "{1} {b} 11 } {")
    }

    @Test func accentsAroundFieldsSurvive() {
        let text = Localized(en: "é{a}ü{b}", fr: "", pt: "")
        #expect(text(.en, ["a": "ç", "b": "ñ"]) == "éçüñ")
    }
}
