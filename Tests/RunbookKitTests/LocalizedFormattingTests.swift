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

    @Test func filledKeepsEveryLanguageEachWithItsArguments() {
        let kind = Localized(en: "page", fr: "pages", pt: "páginas")
        let filled = message.filled { ["count": "2", "file": kind($0)] }
        #expect(filled == Localized(en: "2 steps in page", fr: "pages : 2 étapes", pt: "2 passos em páginas"))
    }

    /// The environment's language: `LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first one set and not empty.
    static let locales: [([String: String], Language)] = [
        ([:], .en), (["LANG": "fr_FR.UTF-8"], .fr), (["LANG": "pt_BR"], .pt), (["LANG": "de_DE"], .en),
        (["LANG": "fr_CA", "LC_MESSAGES": "pt_PT"], .pt), (["LC_ALL": "en_US", "LANG": "fr_FR"], .en),
        (["LC_ALL": "", "LANG": "fr_FR"], .fr), (["LANG": "C.UTF-8"], .en), (["LC_ALL": "pt"], .pt),
    ]

    @Test(arguments: locales)
    func theEnvironmentsLanguageIsItsLocales(_ environment: [String: String], _ language: Language) {
        #expect(Language.ofEnvironment(environment) == language)
    }

    @Test func aValueHoldingAFieldIsShownAsItIs() {
        #expect(message(.en, ["count": "{file}", "file": "x"]) == "{file} steps in x")
    }

    @Test func unknownFieldsBracesAndRepeatsAreKept() {
        let text = Localized(en: "{{a}} {b} {a}{a} } {", fr: "", pt: "")
        #expect(text(.en, ["a": "1"]) == "{1} {b} 11 } {")
        #expect(text(.en, ["a": "1", "a": "2"]) == "{1} {b} 11 } {")
    }

    /// A field's name is compared byte for byte: the Kelvin sign is not the letter K it is canonically equal to.
    @Test func fieldNamesAreComparedAsBytes() {
        #expect(Localized(en: "{\u{212A}}", fr: "", pt: "")(.en, ["K": "1"]) == "{\u{212A}}")
    }

    @Test func accentsAroundFieldsSurvive() {
        let text = Localized(en: "é{a}ü{b}", fr: "", pt: "")
        #expect(text(.en, ["a": "ç", "b": "ñ"]) == "éçüñ")
    }

    /// Texts filled with `a` = `1` and `b` = `é{a}` (fields filled on the text's bytes).
    static let fills: [(String, String)] = [
        ("", ""), ("no field", "no field"), ("{a}", "1"), ("{a}{b}", "1é{a}"), ("x{b}y{a}", "xé{a}y1"),
        ("{", "{"), ("}", "}"), ("{a", "{a"), ("{}", "{}"), ("{c}{a}", "{c}1"), ("{{a}", "{1"), ("ü{a}ü", "ü1ü"),
        ("{a}{", "1{"), ("{ a}", "{ a}"), ("{\u{301}{a}", "{\u{301}1"),
    ]

    @Test(arguments: fills) func fieldsAreFilledOnce(text: String, filled: String) {
        #expect(Localized(en: text, fr: "", pt: "")(.en, ["a": "1", "b": "é{a}"]) == filled)
    }
}
