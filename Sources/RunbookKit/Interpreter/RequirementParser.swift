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

