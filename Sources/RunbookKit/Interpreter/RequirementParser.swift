/// Reads "Required." / "Facultatif." / "(Optional)" / "This value is *optional*" from a description.
enum RequirementParser {
    /// The description without its leading requirement word, and what that word said (nil when nothing).
    static func parse(_ description: String) -> (text: String, required: Bool?) {
        var text = Substring(description).trimmingSpaces
        let opener = text.prefix { "([*_ ".contains($0) }
        let word = text.dropFirst(opener.count).prefix { $0.isLetter }
        let lowered = word.lowercased()
        var required: Bool?
        if Vocabulary.required.contains(lowered) { required = true }
        if Vocabulary.optional.contains(lowered) { required = false }
        if required != nil {
            text = text.dropFirst(opener.count + word.count)
            text = text.drop { ")]*_.:,;-–— ".contains($0) }
            return (String(text), required)
        }
        return (description, inlineStatement(description.lowercased()))
    }

    /// "This value is required" and its translations anywhere in the text.
    private static func inlineStatement(_ lowered: String) -> Bool? {
        let optional = [
            "value is optional", "is optional.", "valeur est facultative", "est facultatif",
            "est facultative", "valor é opcional", "é opcional",
        ]
        let required = [
            "value is required", "valeur est obligatoire", "valeur est requise", "valor é necessário",
            "valor é obrigatório", "é obrigatório",
        ]
        if optional.contains(where: { ByteSearch.contains(lowered, $0) }) { return false }
        if required.contains(where: { ByteSearch.contains(lowered, $0) }) { return true }
        return nil
    }
}

/// Decides whether a placeholder holds a secret, from its name and its documentation.
public enum SecretDetector {
    /// Whether a placeholder called `name`, documented with `descriptions`, is a secret.
    public static func isSecret(name: String, descriptions: [String]) -> Bool {
        let words = nameWords(name)
        if let last = words.last, SecretNames.qualifiers.contains(last) { return false }
        if SecretNames.says(words: words) { return true }
        // The descriptions that name no other thing ("the name of…"), searched at once (no word holds a newline).
        let said = descriptions.map { $0.lowercased() }.filter { text in !naming.contains { text.hasPrefix($0) } }
            .joined(separator: "\n")
        return Vocabulary.secretWords.contains { ByteSearch.contains(said, $0) }
    }

    private static let naming = ["the name of", "the id of", "le nom", "l'id", "l'identifiant", "o nome", "o id"]

    /// A name's words, lowercased: split on `_`, `-`, `.` and lower-to-upper case changes.
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            let separates = character == "_" || character == "-" || character == "."
            if separates || (character.isUppercase && previousWasLower), !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if !separates { current.append(character) }
            previousWasLower = !separates && character.isLowercase
        }
        return current.isEmpty ? words : words + [current.lowercased()]
    }
}
