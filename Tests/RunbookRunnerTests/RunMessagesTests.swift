import RunbookKit
import Testing

@testable import RunbookRunner

/// Every message of a run and of a plan exists in the three languages, with the same fields.
@Suite struct RunMessagesTests {
    static func fields(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    @Test func everyKeyHasEveryLanguageWithTheSameFields() {
        #expect(RunMessages.all.count > 40)
        for (key, message) in RunMessages.all + VerifyMessages.all + PlanMessages.all {
            for language in Language.allCases {
                #expect(!message(language).trimmingCharacters(in: .whitespaces).isEmpty, "\(key) lacks \(language)")
                #expect(
                    Self.fields(message(language)) == Self.fields(message.en), "\(key): fields differ in \(language)")
            }
        }
    }

    @Test func keysAreUnique() {
        let keys = (RunMessages.all + VerifyMessages.all + PlanMessages.all).map(\.0)
        #expect(Set(keys).count == keys.count)
    }
}
