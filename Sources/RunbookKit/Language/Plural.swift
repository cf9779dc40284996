/// A text that agrees with a count: its singular and plural forms in the three languages.
///
/// French takes the singular for 0 and 1 ("0 valeur manquante"), English and Portuguese for 1 only.
public struct Plural: Sendable, Equatable {
    /// The form for one (and, in French, zero).
    public let one: Localized
    /// The form for the other counts.
    public let many: Localized

    /// Creates a counted text; both forms hold `{count}` where the number goes.
    public init(one: Localized, many: Localized) {
        self.one = one
        self.many = many
    }

    /// Whether `count` takes the singular in `language`.
    public static func isSingular(_ count: Int, _ language: Language) -> Bool {
        language == .fr ? count <= 1 : count == 1
    }

    /// The form `count` takes in `language`, to be filled in like any `Localized` (with `count` among its fields).
    public func form(_ count: Int, _ language: Language) -> Localized {
        Self.isSingular(count, language) ? one : many
    }

    /// The text for `count` in `language`, `{count}` filled in, and `{name}` too when `name` is given.
    public func callAsFunction(_ language: Language, count: Int, name: String? = nil) -> String {
        let form = self.form(count, language)
        if let name { return form(language, ["count": String(count), "name": name]) }
        return form(language, ["count": String(count)])
    }
}
