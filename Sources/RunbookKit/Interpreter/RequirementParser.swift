/// Reads "Required." / "Facultatif." / "(Optional)" / "This value is *optional*" from a description.
enum RequirementParser {
    /// The description without its leading requirement word, and what that word said (nil when nothing).
    static func parse(_ description: String) -> (text: String, required: Bool?) {
        let text = Substring(description).trimmingSpaces
        let opener = text.prefix { "([*_ ".contains($0) }
        let word = text.dropFirst(opener.count).prefix { $0.isLetter }
        let lowered = word.lowercased()
        if Vocabulary.required.contains(lowered) || Vocabulary.optional.contains(lowered) {
            let rest = text.dropFirst(opener.count + word.count).drop { ")]*_.:,;-–— ".contains($0) }
            return (String(rest), Vocabulary.required.contains(lowered))
        }
        // "This value is required" and its translations anywhere in the text.
        let said = description.lowercased()
        if optionalStatements.contains(where: { ByteSearch.contains(said, $0) }) { return (description, false) }
        return (description, requiredStatements.contains { ByteSearch.contains(said, $0) } ? true : nil)
    }

    private static let optionalStatements = [
        "value is optional", "is optional.", "valeur est facultative", "est facultatif", "est facultative",
        "valor é opcional", "é opcional",
    ]
    private static let requiredStatements = [
        "value is required", "valeur est obligatoire", "valeur est requise", "valor é necessário",
        "valor é obrigatório", "é obrigatório",
    ]
}
