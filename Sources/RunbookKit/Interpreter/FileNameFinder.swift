/// Finds the name of the file a `{: codeblock}` holds in a text around it: the name the sentence's grammar gives it.
///
/// Where a name is searched is the assembler's (`StepAssembler+FileNames.swift`): the step's own prose around the
/// block, else, borrowed, the earlier sibling steps and the parent (step 3.1 says "write a settings file for the queue
/// worker that is named worker-settings.toml" and step 3.2 holds the TOML). In a text, a sentence gives a name (`rank`,
/// strongest first) after "named", "called" ("nommé", "chamado"…); next to "file" ("a `main.tf` file", "fichier `x`",
/// "arquivo `x`") or as what is created ("Create a `requirements.txt`"); after "as", "in", "to", "into" ("sous",
/// "dans", "como", "em"…) when it says to save or copy; right before the colon that ends the text ("Example of
/// `main.go`:"); or as a bare name ("The following Procfile…"). A name that fits the content wins, then the strongest,
/// then the latest sentence's. A name no sentence gives ("the variables from `variables.tf`") is taken only when it is
/// the text's one name that fits the content.
enum FileNameFinder {
    static let extensions: Set<String> = [
        "yaml", "yml", "json", "sh", "bash", "py", "js", "ts", "txt", "xml", "properties", "conf", "cfg", "ini", "env",
        "toml", "tf", "java", "go", "rb", "php", "html", "css", "sql", "csv", "pem", "crt", "key", "md", "swift",
        "gradle", "mod", "lock", "dockerfile",
    ]
    static let bareNames: Set<String> = ["Dockerfile", "Makefile", "Procfile", "Gemfile", "Jenkinsfile"]
    /// The names of hidden files a page writes in its folder (`.env`); under `~/` they name the operator's own.
    static let dotfiles: Set<String> = [".env", ".envrc", ".gitignore", ".dockerignore", ".ceignore", ".cfignore"]
    /// Extensions of archives, images and binaries: a `{: codeblock}` is text, so a name with one of these ("into a .zip
    /// file called action.zip") is what the text is later packed into or built as, never the block's own file.
    static let binaryExtensions: Set<String> = [
        "zip", "tar", "gz", "tgz", "bz2", "xz", "7z", "rar", "jar", "war", "ear", "whl", "egg", "png", "jpg", "jpeg",
        "gif", "ico", "pdf", "exe", "dll", "so", "dylib", "bin", "iso", "img", "p12", "pfx", "der", "class", "wasm",
    ]
    /// Products whose names look like file names: never a file's name.
    static let productNames: Set<String> = [
        "Node.js", "Vue.js", "React.js", "Next.js", "Nuxt.js", "Express.js", "Angular.js", "D3.js", "Three.js",
    ]

    /// The name a text gives a block holding `content` (its fence's info string `info`), from the first of `texts`
    /// that gives one, and whether its sentence says to add the block to that file rather than write it (`adds`);
    /// none of `taken`, and with `fitting` only one that docrun can tell fits the content.
    ///
    /// `names` reads a text's names, or gives those it read before (a page's texts are searched for each of its blocks).
    static func name<Text>(
        in texts: [Text], content: String, info: String = "", taken: Set<String> = [], fitting: Bool = false,
        names: (Text) -> [Name]
    ) -> (name: String, adds: Bool)? {
        // Most texts name no file: what fits the content is told only for one that does.
        lazy var expected = expectedExtensions(for: content, info: info)
        for text in texts {
            var best: (key: (Int, Int, Int, Int), name: Name)?
            var fittingNames: [String: Name] = [:]
            for (index, name) in names(text).enumerated() where !taken.contains(name.text) {
                let fits = expected.contains(name.kind)
                guard fits || !fitting else { continue }
                guard let rank = name.rank else {
                    if fits, fittingNames[name.text] == nil { fittingNames[name.text] = name }
                    continue
                }
                let key = (fits ? 0 : 1, rank, -name.sentence, index)
                if best.map({ key < $0.key }) ?? true { best = (key, name) }
            }
            if let name = best?.name ?? (fittingNames.count == 1 ? fittingNames.first?.value : nil) {
                return (name.text, name.adds)
            }
        }
        return nil
    }

    /// The name one of `texts` gives a block (`name(in:content:info:taken:fitting:names:)`), read without code spans.
    static func name(
        in texts: [String], content: String, info: String = "", taken: Set<String> = [], fitting: Bool = false
    ) -> (name: String, adds: Bool)? {
        name(in: texts, content: content, info: info, taken: taken, fitting: fitting) { names(in: $0) }
    }

    /// `spans`, UTF-8 offsets in `text`, as offsets in `resolved`, `text` with its keyrefs resolved by `keywords`.
    ///
    /// Keyrefs are resolved piece by piece, from one span's bound to the next; a keyref that would cross a bound
    /// (written half in a span) leaves the spans out.
    static func resolved(_ spans: [Range<Int>], of text: String, as resolved: String, keywords: KeywordTable)
        -> [Range<Int>]
    {
        guard !keywords.values.isEmpty, ByteSearch.contains(text, "{{") else { return spans }
        var (pieces, from, moved) = ("", 0, [Range<Int>]())
        for span in spans {
            pieces += keywords.resolve(String(InlineLines.slice(text, from..<span.lowerBound)))
            let start = pieces.utf8.count
            pieces += keywords.resolve(String(InlineLines.slice(text, span)))
            moved.append(start..<pieces.utf8.count)
            from = span.upperBound
        }
        pieces += keywords.resolve(String(InlineLines.slice(text, from..<text.utf8.count)))
        return pieces == resolved ? moved : []
    }

    /// A word of a text that is a name, with what its sentence says of it.
    struct Name {
        let text: String
        /// What it says its file is (`kind(of:)`).
        let kind: String
        /// How strongly its sentence gives it as a name (`rank(of:in:lower:saves:)`), nil when it does not.
        let rank: Int?
        let sentence: Int
        /// Whether its sentence says to add to the file rather than write it.
        let adds: Bool
    }

    /// The names `text` gives, in order (a word that is a name with any extension where its sentence says it is one,
    /// else with a known one): a value of the text and its code spans `codeSpans` (UTF-8 offsets) alone.
    ///
    /// A code span that holds a space is one name where its sentence gives it as one (`` as `my conf/app.json` ``);
    /// else its words are read one by one (`` Run `cat app.yaml` ``).
    static func names(in text: String, codeSpans: [Range<Int>] = []) -> [Name] {
        guard mayName(text) else { return [] }
        // A span's text as one word, trimmed as words are.
        func word(_ span: Range<Int>) -> String? {
            let text = String(InlineLines.slice(text, span))
            return words(in: text, whole: [0..<text.utf8.count]).first.map { String($0.text) }
        }
        let spans = codeSpans.filter { span in
            word(span).map { name(of: $0[...], anyExtension: true, spaced: true) != nil } ?? false
        }
        guard !spans.isEmpty else { return names(of: words(in: text)) }
        let names = names(of: words(in: text, whole: spans))
        let given = Set(names.lazy.filter { $0.rank != nil }.map(\.text))
        let kept = spans.filter { word($0).map(given.contains) ?? false }
        return kept.count == spans.count ? names : self.names(of: words(in: text, whole: kept))
    }

    /// The names `words` give (`names(in:codeSpans:)`).
    private static func names(of words: [Word]) -> [Name] {
        // A word that is no name with any extension is no name whatever its sentence says: most words.
        let named = words.indices.filter {
            name(of: words[$0].text, anyExtension: true, spaced: words[$0].spaced) != nil
        }
        // Only the words of a sentence that holds a name are compared with a vocabulary: they are lowercased once, and
        // each such sentence is read once for whether it says to save or copy, and whether its first word that says to
        // add, create, save or copy says to add ("Add … to your `x` file", "In your `x` file, merge…", "Ajoutez",
        // "Inclua", not "Create `x` and add…").
        var lower = [String](repeating: "", count: words.count)
        var says: [Int: (saves: Bool, adds: Bool)] = [:]
        for index in named where says[words[index].sentence] == nil {
            let sentence = words[index].sentence
            let start = words[..<index].lastIndex { $0.sentence != sentence }.map { $0 + 1 } ?? 0
            var (saves, verb) = (false, Bool?.none)
            for at in words[start...].prefix(while: { $0.sentence == sentence }).indices {
                lower[at] = words[at].text.lowercased()
                guard !saves || verb == nil else { continue }
                let savesHere =
                    Vocabulary.saveWords.contains(where: lower[at].hasPrefix)
                    || Vocabulary.copyWords.contains(lower[at])
                saves = saves || savesHere
                guard verb == nil else { continue }
                let adds = Vocabulary.addWords.contains {
                    lower[at] == $0 || (lower[at].hasPrefix($0) && $0.count >= 5)
                }
                if adds || savesHere || Vocabulary.createWords.contains(where: lower[at].hasPrefix) { verb = adds }
            }
            says[sentence] = (saves, verb ?? false)
        }
        return named.compactMap { index in
            let sentence = words[index].sentence
            let (saves, adds) = says[sentence]!
            let rank = rank(of: index, in: words, lower: lower, saves: saves)
            // A span's name with a space is one only where its sentence gives it as one.
            guard rank != nil || !words[index].spaced else { return nil }
            return name(of: words[index].text, anyExtension: rank == 0, spaced: words[index].spaced).map {
                Name(text: $0, kind: kind(of: $0), rank: rank, sentence: sentence, adds: adds)
            }
        }
    }

    /// The words of `text` that name a file: a known bare name, or a name and a known extension.
    static func candidates(in text: String) -> [String] {
        words(in: text).compactMap { name(of: $0.text) }
    }

    /// Whether `text` says to save a file: a word of it starts as one of `Vocabulary.saveWords`.
    static func saysToSave(_ text: String) -> Bool {
        words(in: text).contains { word in Vocabulary.saveWords.contains(where: word.text.lowercased().hasPrefix) }
    }

    /// Whether `text` names a path that is no file name docrun reads (`/etc/hosts`, `~/.bashrc`: no known extension).
    static func namesOtherPath(_ text: String) -> Bool {
        ByteSearch.contains(text, byte: UInt8(ascii: "/"))
            && words(in: text).contains { word in
                let path = word.text
                guard let start = ["/", "~/", "$HOME/", "${HOME}/"].first(where: path.hasPrefix),
                    path.count > start.count
                else { return false }
                return path.dropFirst(start.count).unicodeScalars.allSatisfy {
                    $0.isLetterOrDigit || "-_./".unicodeScalars.contains($0)
                } && name(of: path) == nil
            }
    }

    /// Whether `text` may hold a name: a bare name, or a dot and letters or digits, not all digits, that end a word
    /// (`x.yaml`, `.env`; a character not ASCII may be a letter, `x.données`, or a space): what follows them to a space,
    /// a quote, a parenthesis or the end is punctuation that `words(in:)` strips.
    ///
    /// Most paragraphs hold none (`1.2`, `{{a.b}}`), and are not split into words for each file block of their step
    /// and the next ones.
    static func mayName(_ text: String) -> Bool {
        let dotted = ByteSearch.withBytes(of: text) { bytes in
            // Where the punctuation after the latest letters read ends: a word ending before it ends there too, and
            // is not read again (each byte is read at most twice).
            var (index, punctuationEnd) = (0, 0)
            while let dot = ByteSearch.firstOffset(of: UInt8(ascii: "."), in: bytes, from: index) {
                let letters = bytes[(dot + 1)...].prefix { $0 >= 0x80 || $0.isASCIIAlphanumeric }
                index = letters.endIndex
                guard index >= punctuationEnd, letters.contains(where: { !$0.isASCIIDigit }) else { continue }
                let after = bytes[index...].drop { $0 >= 0x80 || $0.isOne(of: ".,:;)*!?\t\n\u{B}\u{C}\r") }
                if after.first?.isOne(of: " `\"'(") ?? true { return true }
                punctuationEnd = after.startIndex
            }
            return false
        }
        return dotted || bareNames.contains { ByteSearch.contains(text, $0) }
    }

    /// A word of a text, without the punctuation around it, and where it is.
    private struct Word {
        let text: Substring
        /// The number of the sentence it is in, counted from 0.
        let sentence: Int
        /// Whether a colon follows it.
        var colon: Bool
        /// Whether it is a code span's text that holds a space.
        var spaced = false
    }

    /// The words of `text`, split at spaces, backquotes, quotes and opening parentheses (except inside the code spans
    /// `whole`, UTF-8 offsets in order), without the punctuation and other spaces around them and the dots after them;
    /// a `.`, `!`, `?`, `:` or `;` after a word ends its sentence.
    private static func words(in text: String, whole: [Range<Int>] = []) -> [Word] {
        var words: [Word] = []
        var sentence = 0
        // French puts a no-break space before `:` and `;` ("nommé `x.json` :"): it goes with them. An underscore is
        // part of a name (`__main__.py`, `_config.yml`): Markdown's emphasis marks are gone from the text.
        func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
            !scalar.isLetterOrDigit && (",:;)*.!?".unicodeScalars.contains(scalar) || scalar.properties.isWhitespace)
        }
        let isSeparator = { (scalar: Unicode.Scalar) in [" ", "`", "\"", "'", "("].contains(scalar) }
        for piece in pieces(of: text.unicodeScalars, splitAt: isSeparator, except: whole) {
            var scalars = piece
            while let last = scalars.last, isPunctuation(last) { scalars.removeLast() }
            let after = piece[scalars.endIndex...]
            while let first = scalars.first, first != ".", isPunctuation(first) { scalars.removeFirst() }
            let colon = after.contains(":")
            let ends = after.contains { [".", "!", "?", ":", ";"].contains($0) }
            let word = Substring(scalars)
            if word.isEmpty {
                if let last = words.indices.last, ends {
                    words[last].colon = words[last].colon || colon
                    sentence = words[last].sentence + 1
                }
                continue
            }
            words.append(
                Word(
                    text: word, sentence: sentence, colon: colon,
                    spaced: !whole.isEmpty && word.utf8.contains(UInt8(ascii: " "))))
            if ends, !["e.g", "i.e"].contains(word.lowercased()) { sentence += 1 }
        }
        return words
    }

    /// `scalars` split at each scalar `isSeparator` says is one outside the UTF-8 offsets `whole` (in order; a span's
    /// first byte is outside: the space an inline tag wrote before it), empty pieces left out.
    private static func pieces(
        of scalars: String.UnicodeScalarView, splitAt isSeparator: (Unicode.Scalar) -> Bool, except whole: [Range<Int>]
    ) -> [Substring.UnicodeScalarView] {
        guard !whole.isEmpty else { return scalars.split(whereSeparator: isSeparator) }
        var (pieces, start, offset, span) = ([Substring.UnicodeScalarView](), scalars.startIndex, 0, 0)
        for index in scalars.indices {
            let scalar = scalars[index]
            while span < whole.count, whole[span].upperBound <= offset { span += 1 }
            if isSeparator(scalar),
                !(span < whole.count && whole[span].lowerBound < offset && offset < whole[span].upperBound)
            {
                if start < index { pieces.append(scalars[start..<index]) }
                start = scalars.index(after: index)
            }
            offset += UTF8.width(scalar)
        }
        if start < scalars.endIndex { pieces.append(scalars[start...]) }
        return pieces
    }

    /// How strongly the sentence of word `index` gives it as a name (0 the strongest), nil when it does not; `lower`
    /// holds the words of that sentence lowercased, and `saves` whether it says to save or copy.
    private static func rank(of index: Int, in words: [Word], lower: [String], saves: Bool) -> Int? {
        let sentence = words[index].sentence
        func word(_ at: Int) -> String {
            words.indices.contains(at) && words[at].sentence == sentence ? lower[at] : ""
        }
        // "named, for example, `mypod.yaml`": the words of an example are skipped.
        var before = index - 1
        while Vocabulary.exampleWords.contains(word(before)) { before -= 1 }
        if Vocabulary.namingWords.contains(word(before)) { return 0 }
        var object = index - 1
        while Vocabulary.determiners.contains(word(object)) { object -= 1 }
        if Vocabulary.fileNouns.contains(word(before)) || Vocabulary.fileNouns.contains(word(index + 1))
            || Vocabulary.createWords.contains(where: word(object).hasPrefix)
        {
            return 1
        }
        if saves, Vocabulary.saveAsWords.contains(word(before)) { return 2 }
        if index == words.count - 1, words[index].colon { return 3 }
        return bareNames.contains(String(words[index].text)) ? 4 : nil
    }

    /// `word` as a file name: a known bare name or hidden file, or a name (placeholders allowed: `<policy>.json`) and
    /// an extension (a known one, or with `anyExtension` any of letters and digits) in one case, perhaps under `~/`,
    /// `$HOME/` or `${HOME}/`; nil for anything else.
    private static func name(of word: Substring, anyExtension: Bool = false, spaced: Bool = false) -> String? {
        // Most words have no dot: they are names only when bare ones.
        guard let dot = word.utf8.lastIndex(of: UInt8(ascii: ".")) else {
            return bareNames.contains(String(word)) ? String(word) : nil
        }
        if dotfiles.contains(String(word)) { return String(word) }
        let home =
            word.first == "~" || word.first == "$"
            ? ["~/", "$HOME/", "${HOME}/"].first { word.hasPrefix($0) }?.count ?? 0 : 0
        // A hidden file's name (`.zip`, `~/.env`) is only one of `dotfiles`, in the page's folder.
        guard dot > word.index(word.startIndex, offsetBy: home) else { return nil }
        let suffix = word[word.index(after: dot)...]
        // An extension is written in one case: `Acme.Json` and `objet.Key` name a package and a field.
        guard suffix.lowercased() == suffix || suffix.uppercased() == suffix,
            anyExtension
                ? (1...10).contains(suffix.count) && suffix.unicodeScalars.allSatisfy({ $0.isLetterOrDigit })
                    && suffix.unicodeScalars.contains(where: \.properties.isAlphabetic)
                : extensions.contains(suffix.lowercased()),
            !binaryExtensions.contains(suffix.lowercased()),
            withoutPlaceholders(word[..<dot].dropFirst(home)).unicodeScalars.allSatisfy({
                $0.isLetterOrDigit || "-_./".unicodeScalars.contains($0) || spaced && $0 == " "
            }),
            !ByteSearch.contains(word, "://"), !productNames.contains(String(word))
        else { return nil }
        return String(word)
    }

    /// `text` without the placeholders in it.
    private static func withoutPlaceholders(_ text: Substring) -> String {
        guard ByteSearch.contains(text, byte: UInt8(ascii: "<")) else { return String(text) }
        var bytes = Array(text.utf8)
        for occurrence in PlaceholderScanner.occurrences(in: String(text)).reversed() {
            bytes.removeSubrange(occurrence.offset..<occurrence.offset + occurrence.length)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What a name says its file is: its extension, lowercased, or a bare name lowercased (`dockerfile`).
    private static func kind(of name: String) -> String {
        bareNames.contains(name) ? name.lowercased() : name.split(separator: ".").last?.lowercased() ?? ""
    }

    /// The fence's languages, as `kind(of:)` says the names that fit them.
    private static let languages: [String: Set<String>] = [
        "json": ["json"], "yaml": ["yaml", "yml"], "yml": ["yaml", "yml"], "javascript": ["js"], "js": ["js"],
        "typescript": ["ts"], "python": ["py"], "go": ["go"], "java": ["java"], "sh": ["sh", "bash"],
        "bash": ["sh", "bash"], "shell": ["sh", "bash"], "terraform": ["tf"], "hcl": ["tf"],
        "dockerfile": ["dockerfile"], "ruby": ["rb"], "php": ["php"], "swift": ["swift"], "xml": ["xml"],
        "html": ["html"], "sql": ["sql"], "toml": ["toml"], "makefile": ["makefile"],
    ]

    /// The kinds of name that fit `content`, told by the fence's language or the content; empty when docrun cannot
    /// tell.
    private static func expectedExtensions(for content: String, info: String) -> Set<String> {
        if let kinds = languages[FenceLine.language(ofInfo: info)] {
            return kinds
        }
        let trimmed = content.drop { $0 == " " || $0 == "\n" }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return ["json"] }
        if trimmed.hasPrefix("FROM ") { return ["dockerfile"] }
        if trimmed.hasPrefix("#!") { return ["sh", "bash", "py"] }
        if trimmed.hasPrefix("apiVersion:") || ByteSearch.contains(content, ": ") { return ["yaml", "yml"] }
        return []
    }
}

/// A paragraph's text, keyrefs resolved, and its entry in the page (`AttributeBinder.paragraphs`), whose code spans
/// bound the names with a space it writes (`` `my conf/app.json` ``); nil for a text that is no one paragraph.
struct ProseText {
    let text: String
    let paragraph: Int?
}
