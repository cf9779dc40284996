/// A language docrun reads and speaks.
public enum Language: String, Sendable, Equatable, CaseIterable, Codable {
    case en, fr, pt

    /// The language of the environment's locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first one set):
    /// French or Portuguese when it names one (`fr_FR.UTF-8`, `pt_BR`), else English.
    public static func ofEnvironment(_ environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return locale.hasPrefix("fr") ? .fr : locale.hasPrefix("pt") ? .pt : .en
    }
}

/// A text in every language docrun speaks.
///
/// Catalogues build their messages from these, so a missing
/// translation is a compile error, not a runtime surprise.
public struct Localized: Sendable, Equatable {
    /// The English text.
    public let en: String
    /// The French text.
    public let fr: String
    /// The Portuguese (Brazil) text.
    public let pt: String

    /// Creates a text in the three languages.
    public init(en: String, fr: String, pt: String) {
        self.en = en
        self.fr = fr
        self.pt = pt
    }

    /// The text in `language`.
    public func callAsFunction(_ language: Language) -> String {
        switch language {
        case .en: en
        case .fr: fr
        case .pt: pt
        }
    }

    /// The text in every language with its fields filled by `arguments`, given in that language: an error keeps all
    /// three, and the command that reports it picks one.
    public func filled(_ arguments: (Language) -> KeyValuePairs<String, String>) -> Localized {
        Localized(en: self(.en, arguments(.en)), fr: self(.fr, arguments(.fr)), pt: self(.pt, arguments(.pt)))
    }

    /// The text in `language` with `{name}` fields replaced by `arguments[name]` (the first pair with that name).
    ///
    /// One pass over the text: a value is never searched again, so a value holding `{another}` (a page's text, a
    /// user's input) is shown as it is. Fields are ASCII, so the text is cut at byte offsets of `{` and `}`.
    public func callAsFunction(_ language: Language, _ arguments: KeyValuePairs<String, String>) -> String {
        var (filled, rest) = ("", self(language)[...])
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")),
            let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}"))
        {
            let name = rest[rest.utf8.index(after: open)..<close]
            // Not a field (or not one of these): the brace is kept, and a field looked for after it.
            let value = arguments.first { $0.key.utf8.elementsEqual(name.utf8) }?.value
            filled += value.map { rest[..<open] + $0 } ?? rest[..<rest.utf8.index(after: open)]
            rest = rest[rest.utf8.index(after: value == nil ? open : close)...]
        }
        return filled + rest
    }
}

/// A text that agrees with a count: its singular and plural forms in the three languages.
///
/// French takes the singular for 0 and 1 ("0 valeur manquante"), English and Portuguese for 1 only.
public struct Plural: Sendable, Equatable {
    /// The form for one (and, in French, zero).
    public let one: Localized
    /// The form for the other counts.
    public let many: Localized

    /// Creates a counted text from its forms for one and for many, language by language; both hold `{count}` where
    /// the number goes.
    public init(en: String, _ enMany: String, fr: String, _ frMany: String, pt: String, _ ptMany: String) {
        (one, many) = (Localized(en: en, fr: fr, pt: pt), Localized(en: enMany, fr: frMany, pt: ptMany))
    }

    /// The form `count` takes in `language`, to be filled in like any `Localized` (with `count` among its fields).
    public func form(_ count: Int, _ language: Language) -> Localized {
        (language == .fr ? count <= 1 : count == 1) ? one : many
    }

    /// The text for `count` in `language`, `{count}` filled in.
    public func callAsFunction(_ language: Language, count: Int) -> String {
        form(count, language)(language, ["count": String(count)])
    }
}
