import ShellSyntax

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
        "credentials", "apikey", "privatekey", "secretkey", "pin", "otp", "psk", "pat", "bearer", "cookie",
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
        ["pre", "shared", "key"], ["preshared", "key"], ["key", "material"], ["clé", "prépartagée"],
        ["cle", "prepartagee"], ["matériel", "de", "clé"], ["materiel", "de", "cle"],
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
        "region", "guid", "nome", "nom", "alias", "count", "policy", "format", "header", "field", "hint", "indice",
        "dica", "identifiant", "identificador", "fichier", "arquivo", "chemin", "caminho",
    ]

    /// Qualifiers only French and Portuguese write, and the secret words only they write: a name that opens with a
    /// qualifier and holds either is written head first (`<nom_secret>`, `<id_jeton>`, `<arquivo_senha>`), and names
    /// something about a secret; `<id_token>` is English, and a token.
    static let headFirstQualifiers: Set<String> = [
        "nom", "nome", "identifiant", "identificador", "fichier", "arquivo", "chemin", "caminho",
    ]
    static let headFirstSecretWords: Set<String> = [
        "jeton", "jetons", "motdepasse", "mdp", "mot", "passe", "clé", "cle", "secrète", "secrete", "senha", "segredo",
        "chave", "credencial",
    ]

    /// Words that join a qualifier to what it qualifies in French and Portuguese (`nome_da_chave`, `id_du_jeton`).
    static let linkWords: Set<String> = ["de", "da", "do", "das", "dos", "du", "des"]

    /// Whether a placeholder called `name`, documented with `descriptions` in a page in `language`, is a secret;
    /// `saidSecret`: a command or file gives it where a secret goes (`saysSecret(before:in:)`).
    ///
    /// A name that names something about a secret (`<token_id>`) is not one, nor a value its documentation calls the
    /// name or ID of something ("the name of your Kubernetes secret" for `<secret>`, "le nom du jeton") unless a
    /// command gives it where a secret goes.
    public static func isSecret(
        name: String, descriptions: [String], language: Language = .en, saidSecret: Bool = false
    ) -> Bool {
        let words = nameWords(name)
        if let last = words.last, qualifiers.contains(last) { return false }
        if language != .en, words.count > 1, let first = words.first, qualifiers.contains(first),
            headFirstQualifiers.contains(first) || words.dropFirst().contains(where: headFirstSecretWords.contains)
        {
            return false
        }
        if saidSecret { return true }
        let headFirst = language != .en
        // Each description's first words, read once for both questions.
        let openings = descriptions.map { phraseWords($0)[...] }
        if openings.contains(where: { opensWithQualifier($0, headFirst: headFirst) }) { return false }
        if says(words: words) { return true }
        if openings.contains(where: { opensWithSecret($0, headFirst: headFirst) }) { return true }
        // The descriptions that name no other thing ("the name of…"), searched at once (no word holds a newline).
        let said = descriptions.map { $0.lowercased() }.filter { text in !naming.contains { text.hasPrefix($0) } }
            .joined(separator: "\n")
        // A secret word that starts a word: "iamapikey", a user name, holds "apikey" and is none.
        return Vocabulary.secretWords.contains { word in
            ByteSearch.contains(said, word)
                && said.ranges(of: word).contains {
                    $0.lowerBound == said.startIndex || !said[said.index(before: $0.lowerBound)].isLetter
                }
        }
    }

    /// Whether a description opens with a noun phrase whose head noun, after articles and possessives, is a secret.
    ///
    /// English puts the head last, before the first preposition, relative word or punctuation
    /// ("your IAM token", "an IAM token that…", "the service credentials (JSON)", but "the token's ID", "the secret
    /// name", "token expiration"); French and Portuguese put it first ("votre clé API", "le secret client", "segredo do
    /// cliente", but "nom du secret"). "The value of", "la valeur du", "o conteúdo da" hand over to what follows.
    static func opensWithSecret(_ words: ArraySlice<String>, headFirst: Bool) -> Bool {
        let phrase = words.drop { Vocabulary.determiners.contains($0) }
        if headFirst, let first = phrase.first {
            if Vocabulary.secretHeadsFirst.contains(where: { phrase.starts(with: $0) }) { return true }
            if Vocabulary.valueNouns.contains(first), let link = phrase.dropFirst().first, linkWords.contains(link) {
                return opensWithSecret(phrase.dropFirst(2), headFirst: true)
            }
        }
        let end = headLastEnd(phrase)
        let noun = phrase[..<end]
        if Vocabulary.secretHeadsLast.contains(where: { noun.reversed().starts(with: $0.reversed()) }) { return true }
        if let last = noun.last, Vocabulary.valueNouns.contains(last), end < phrase.endIndex, phrase[end] == "of" {
            return opensWithSecret(phrase[(end + 1)...], headFirst: headFirst)
        }
        return false
    }

    /// Whether a description opens with a noun phrase whose head noun names something about a thing rather than
    /// holding it: "the name of your secret", "the token ID from step 2", "le nom du jeton", "o ID do token".
    static func opensWithQualifier(_ words: ArraySlice<String>, headFirst: Bool) -> Bool {
        let phrase = words.drop { Vocabulary.determiners.contains($0) }
        if headFirst { return phrase.first.map(qualifiers.contains) ?? false }
        return phrase[..<headLastEnd(phrase)].last.map(qualifiers.contains) ?? false
    }

    /// Where the English noun phrase that opens `phrase` ends: at a preposition, a relative word, punctuation, or an
    /// article further on ("Let's update the … secret" opens with a verb, not a noun phrase).
    private static func headLastEnd(_ phrase: ArraySlice<String>) -> Int {
        phrase.firstIndex { $0.isEmpty || Vocabulary.phraseEnds.contains($0) || Vocabulary.determiners.contains($0) }
            ?? phrase.endIndex
    }

    /// A description's first words, lowercased and split at spaces, apostrophes and hyphens ("d'accès" → d, accès);
    /// other punctuation becomes an empty word, which ends a phrase; keyrefs (`{{…}}`) are left out.
    static func phraseWords(_ text: String) -> [String] {
        let scalars = text.unicodeScalars
        var words: [String] = []
        var start: String.Index?
        var braces = 0
        // A noun phrase opens the description: its first words are enough.
        for index in scalars.indices {
            guard words.count < 10 else { break }
            let scalar = scalars[index]
            if scalar == "{" { braces += 1 } else if scalar == "}" { braces -= 1 }
            if braces <= 0, scalar.isLetterOrDigit {
                start = start ?? index
                continue
            }
            if let first = start { words.append(Substring(scalars[first..<index]).lowercased()) }
            start = nil
            if braces <= 0, scalar != "}", scalar != " ", scalar != "'", scalar != "’", scalar != "-", scalar != "\t" {
                words.append("")
            }
        }
        if let first = start { words.append(Substring(scalars[first...]).lowercased()) }
        return words
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

    /// Whether the text right before `placeholder` in `text` (a command or a file) says its value is a secret: it is
    /// the value of a flag, parameter, variable or key whose name says so (`--password <x>`, `--api-key=<x>`,
    /// `-p password <x>`, `export API_KEY=<x>`, `password: <x>`, `"apikey": "<x>"`, `token = <x>`), of an
    /// `Authorization` header, or it follows an HTTP scheme that sends a credential (`Bearer <x>`, `Basic <x>`);
    /// `flag` is `PlaceholderScanner.flag(of:in:)`'s answer.
    ///
    /// Read on the placeholder's line only, as written; a name read there must say a secret as a placeholder's name
    /// would (`--token-id <x>` does not; `key: <x>` alone does not).
    public static func saysSecret(before placeholder: PlaceholderOccurrence, in text: String, flag: String?) -> Bool {
        if let flag, mayName(flag.utf8), says(words: nameWords(flag)) { return true }
        // At most 200 bytes of its line: a line of thousands of values is not read back for each.
        let utf8 = text.utf8
        let open = utf8.index(utf8.startIndex, offsetBy: placeholder.offset)
        let window = utf8[utf8.index(open, offsetBy: -min(placeholder.offset, 200))..<open]
        var before = window[(window.lastIndex(of: UInt8(ascii: "\n")).map(utf8.index(after:)) ?? window.startIndex)...]
        let isQuote = { (byte: UInt8) in byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") }
        while let last = before.last, isQuote(last) { before.removeLast() }
        // `name=`, `name = `, `name: `, `"name": "`: the name the value is given to.
        var rest = before
        while let last = rest.last, SourceText.isBlank(last) { rest.removeLast() }
        if let last = rest.last, last == UInt8(ascii: "=") || last == UInt8(ascii: ":") {
            rest.removeLast()
            while let last = rest.last, SourceText.isBlank(last) || isQuote(last) { rest.removeLast() }
            let name = rest.reversed().prefix { byte in
                byte >= 0x80 || byte.isASCIIAlphanumeric || byte.isOne(of: "_-.")
            }
            let forward = Array(name.reversed())
            if mayName(forward) {
                let written = String(decoding: forward, as: UTF8.self)
                if written.lowercased().hasSuffix("authorization") || says(words: nameWords(written)) { return true }
            }
        }
        // `Bearer <x>`, `Basic <x>`: the word before, after a blank.
        guard let last = before.last, SourceText.isBlank(last) else { return false }
        let word = before.dropLast().reversed().prefix {
            !SourceText.isBlank($0) && !isQuote($0) && $0 != UInt8(ascii: ":")
        }
        return ["reraeb", "cisab"].contains { word.lazy.map(\.asciiLowercased).elementsEqual($0.utf8) }
    }

    /// Whether a name, as UTF-8, may say secret: it holds a letter outside ASCII, or one of the stems of
    /// `secretWords`, `phrases`, `suffixes` and "authorization" in any case.
    ///
    /// Most names do not, and are not cut into words.
    private static func mayName(_ name: some Sequence<UInt8>) -> Bool {
        let lowered = name.map(\.asciiLowercased)
        guard !lowered.contains(where: { $0 >= 0x80 }) else { return true }
        return lowered.withUnsafeBufferPointer { bytes in
            stems.contains { ByteSearch.firstOffset(of: $0, in: bytes) != nil }
        }
    }

    private static let stems: [StaticString] = [
        "pass", "pwd", "secr", "token", "cred", "key", "pin", "otp", "psk", "pat", "bearer", "cookie", "mdp", "jeton",
        "senha", "segredo", "chave", "cle", "acesso", "auth", "material",
    ]

    /// Whether the shell variable `name` says it holds a credential: as a placeholder's name, and also any name whose
    /// last word is `key` (`SSH_KEY`, `COS_KEY`): a variable is cheap to set again, a leaked key is not.
    public static func saysCredential(variable name: String) -> Bool {
        let words = nameWords(name)
        return says(words: words) || words.last == "key"
    }

    /// A name's words, lowercased, without a number that ends one: split on `_`, `-`, `.`, spaces (`<mot de passe>`)
    /// and lower-to-upper case changes.
    static func nameWords(_ name: String) -> [String] {
        let scalars = name.unicodeScalars
        var words: [String] = []
        var start: String.Index?
        var previousWasLower = false
        // A number that ends a word numbers it: `password2`, `new_token1` are a password and a token.
        func end(at index: String.Index) {
            guard let first = start else { return }
            let word = Substring(scalars[first..<index]).lowercased().utf8
            let digits = word.reversed().prefix(while: \.isASCIIDigit).count
            words.append(String(decoding: word.dropLast(digits < word.count ? digits : 0), as: UTF8.self))
            start = nil
        }
        // Scalars, not characters: a name is read a scalar at a time, ASCII ones without Unicode's tables.
        for index in scalars.indices {
            let scalar = scalars[index]
            let separates = scalar == "_" || scalar == "-" || scalar == "." || scalar == " "
            let isUpper = scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
            if separates || (isUpper && previousWasLower) { end(at: index) }
            if !separates, start == nil { start = index }
            previousWasLower =
                !separates && (scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase)
        }
        end(at: scalars.endIndex)
        return words
    }
}
