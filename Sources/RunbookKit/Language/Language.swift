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

extension Language {
    /// The language of the environment's locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`, the first one set):
    /// French or Portuguese when it names one (`fr_FR.UTF-8`, `pt_BR`), else English.
    public static func ofEnvironment(_ environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return locale.hasPrefix("fr") ? .fr : locale.hasPrefix("pt") ? .pt : .en
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
        var text = self(language)
        // On the bytes: a run fills a message or two for each of hundreds of thousands of steps, and the generic
        // `Substring` search and comparison cost thousands of instructions a message.
        let filled: [UInt8]? = text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(of: UInt8(ascii: "{")) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            var copied = 0
            var open: Int? = first
            while let start = open, let end = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "}")) {
                let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
                if let value = arguments.first(where: { $0.key.utf8.elementsEqual(name) })?.value {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
                    result.append(contentsOf: value.utf8)
                    copied = end + 1
                    open = bytes[copied...].firstIndex(of: UInt8(ascii: "{"))
                } else {
                    // Not a field (or not one of these): keep the brace and look for a field after it.
                    open = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "{"))
                }
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return result
        }
        return filled.map { String(decoding: $0, as: UTF8.self) } ?? text
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
