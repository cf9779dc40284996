/// A language docrun reads and speaks.
public enum Language: String, Sendable, Equatable, CaseIterable, Codable {
    case en, fr, pt

    /// The language's name in itself.
    public var nativeName: String {
        switch self {
        case .en: "English"
        case .fr: "français"
        case .pt: "português"
        }
    }
}

/// A text in every language docrun speaks. Catalogues build their messages from these, so a missing
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

    /// The text in `language` with `{name}` fields replaced by `arguments[name]`.
    public func callAsFunction(_ language: Language, _ arguments: KeyValuePairs<String, String>) -> String {
        var text = self(language)
        for (name, value) in arguments {
            text = text.replacingAll("{\(name)}", with: value)
        }
        return text
    }

    /// Every `{field}` name the three texts use, per language; a test checks they agree.
    public var fieldsPerLanguage: [Language: Set<String>] {
        var result: [Language: Set<String>] = [:]
        for language in Language.allCases { result[language] = Self.fields(in: self(language)) }
        return result
    }

    private static func fields(in text: String) -> Set<String> {
        var fields = Set<String>()
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}", let name = current {
                if !name.isEmpty { fields.insert(name) }
                current = nil
            } else if current != nil {
                if character.isLetter || character == "_" { current! += String(character) } else { current = nil }
            }
        }
        return fields
    }
}

extension String {
    /// Replaces every occurrence of `target` (non-empty) with `replacement`, without Foundation.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
