/// Whether a name says it holds a secret, read word by word: placeholder names (`<db_pass>`, `<hmac_key>`,
/// `<mot_de_passe>`, `<senha>`) and shell variable names (`OAUTH_TOKEN`, `DB_PASSWORD`) alike.
///
/// A name's words are its parts split on `_`, `-`, `.` and lower-to-upper case changes, lowercased. Short secret
/// words (`pass`, `pwd`, `key`) count only as whole words, so that `bypass` or `monkey` do not.
public enum SecretNames {
    /// Words that say secret on their own.
    static let secretWords: Set<String> = [
        // English
        "password", "passwd", "pwd", "pass", "passphrase", "passcode", "secret", "secrets", "token", "credential",
        "credentials", "apikey", "privatekey", "secretkey", "pin", "otp",
        // French
        "motdepasse", "mdp", "jeton", "secrète", "secrete",
        // Portuguese
        "senha", "segredo", "chave", "credencial", "credenciais",
    ]

    /// Runs of words that say secret together.
    static let phrases: [[String]] = [
        ["api", "key"], ["private", "key"], ["secret", "key"], ["hmac", "key"], ["access", "key"], ["signing", "key"],
        ["encryption", "key"], ["master", "key"], ["ssh", "key"], ["mot", "de", "passe"], ["mot", "passe"],
        ["clé", "api"], ["cle", "api"], ["clé", "privée"], ["cle", "privee"], ["clé", "secrète"], ["cle", "secrete"],
        ["palavra", "passe"], ["palavra", "chave"], ["código", "acesso"], ["codigo", "acesso"],
    ]

    /// Long secret words that also say secret at the end of a compound word.
    static let suffixes = [
        "password", "passwd", "passphrase", "passcode", "secret", "token", "apikey", "privatekey", "motdepasse",
        "senha", "segredo", "jeton",
    ]

    /// Last words that make a name name something about a secret rather than the secret: `<api_key_name>`,
    /// `<token_id>`, `<password_file>`.
    static let qualifiers: Set<String> = [
        "name", "names", "id", "ids", "identifier", "type", "file", "path", "url", "uri", "endpoint", "description",
        "desc", "length", "expiry", "expiration", "crn", "label", "location", "ref", "reference", "dir", "directory",
        "region", "guid", "nome", "nom", "alias", "count", "policy", "format", "header", "field",
    ]

    /// Words that join a qualifier to what it qualifies in French and Portuguese (`nome_da_chave`, `id_du_jeton`).
    static let linkWords: Set<String> = ["de", "da", "do", "das", "dos", "du", "des"]

    /// Whether a placeholder called `name`, documented with `descriptions`, is a secret.
    public static func isSecret(name: String, descriptions: [String]) -> Bool {
        let words = nameWords(name)
        if let last = words.last, qualifiers.contains(last) { return false }
        if says(words: words) { return true }
        // The descriptions that name no other thing ("the name of…"), searched at once (no word holds a newline).
        let said = descriptions.map { $0.lowercased() }.filter { text in !naming.contains { text.hasPrefix($0) } }
            .joined(separator: "\n")
        return Vocabulary.secretWords.contains { ByteSearch.contains(said, $0) }
    }

    private static let naming = ["the name of", "the id of", "le nom", "l'id", "l'identifiant", "o nome", "o id"]

    /// Whether a name made of `words` (lowercased parts) says it holds a secret.
    static func says(words: [String]) -> Bool {
        guard let last = words.last, !qualifiers.contains(last) else { return false }
        if words.count > 2, qualifiers.contains(words[0]), linkWords.contains(words[1]) { return false }
        if words.contains(where: secretWords.contains) { return true }
        if phrases.contains(where: { phrase in words.indices.contains { words[$0...].starts(with: phrase) } }) {
            return true
        }
        return words.contains { word in suffixes.contains { word.count > $0.count && word.hasSuffix($0) } }
    }

    /// Whether the shell variable `name` says it holds a credential: as a placeholder's name, and also any name whose
    /// last word is `key` (`SSH_KEY`, `COS_KEY`): a variable is cheap to set again, a leaked key is not.
    public static func saysCredential(variable name: String) -> Bool {
        let words = nameWords(name)
        return says(words: words) || words.last == "key"
    }

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
