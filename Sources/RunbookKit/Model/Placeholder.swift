import Foundation
import MarkdownTree

/// A value the page asks the reader to supply, written `<name>` in its commands and files.
public struct Placeholder: Sendable, Equatable {
    /// The name, without `<>`, exactly as written.
    public let name: String
    /// Whether the value is a secret (a password, token value, API key, passcode or secret).
    public let isSecret: Bool
    /// Every place the page documents it, in page order.
    public let documentation: [PlaceholderDoc]
    /// What a sentence that describes nothing says of whether it is required ("`<x>` is optional."), or nil.
    let statedRequired: Bool?
    /// The documentation that describes it: the nearest to the first step that uses it (in that step, then in its
    /// section, then anywhere on the page, earliest first); nil if undocumented.
    public let described: PlaceholderDoc?
    /// The documentation that may describe it, when there are several: what `described(near:)` chooses among.
    let rivals: [Rival]
    /// The earliest place a command or file uses it; nil when none does.
    public let firstUse: SourceLocation?
    /// Lines where commands and files use it, in order.
    public let usedAt: [Int]
    /// Lines where example outputs show it as a slot.
    public let shownAt: [Int]

    /// Lines where the page documents it.
    public var documentedAt: [Int] { documentation.map(\.location.line) }
    /// The documented description (that of `described`), keyrefs resolved; nil if undocumented.
    public var description: String? { described?.description }
    /// Whether a value is required: false only when the documentation (or, where it says nothing of it, a sentence
    /// that describes nothing: `statedRequired`) says optional.
    public var isRequired: Bool { documentation.first { $0.required != nil }?.required ?? statedRequired ?? true }
    /// The flag documented with it (`--docker-server` for `--docker-server <registry_url>`).
    public var flag: String? { documentation.first { $0.flag != nil }?.flag }

    /// The placeholder as a run that starts its uses at `step` describes it: by the documentation nearest that step
    /// (`--section B` describes a value by what section B says of it, where the page's first use is in section A).
    public func described(near step: Step) -> Placeholder {
        guard let nearest = Self.nearest(rivals, to: step), nearest != described else { return self }
        return Placeholder(
            name: name, isSecret: isSecret, documentation: documentation, statedRequired: statedRequired,
            described: nearest, rivals: rivals, firstUse: firstUse, usedAt: usedAt, shownAt: shownAt)
    }

    /// One documentation of a placeholder that has several, and how particular it is to the placeholder.
    struct Rival: Sendable, Equatable {
        let doc: PlaceholderDoc
        /// Written for several names at once ("Replace <a>, <b> and <c> with the appropriate values").
        let isShared: Bool
        /// Writing the name in another spelling ("Key ID" for `<key_id>`).
        let isRespelled: Bool
    }

    /// The documentation among `rivals` that describes a placeholder whose uses start at `step`; nil without rivals.
    ///
    /// In that step, then its section, then anywhere on the page, earliest first; documentation shared with other
    /// names counts as the page's, and another spelling comes last.
    static func nearest(_ rivals: [Rival], to step: Step?) -> PlaceholderDoc? {
        func distance(_ rival: Rival) -> Int {
            let spelling = rival.isRespelled ? 3 : 0
            guard let step, rival.doc.sectionIndex == step.sectionIndex else { return spelling + 2 }
            return spelling + (rival.isShared ? 2 : rival.doc.step == step.id ? 0 : 1)
        }
        let ranked = rivals.map { (distance: distance($0), doc: $0.doc) }
        return ranked.min { ($0.distance, $0.doc.location) < ($1.distance, $1.doc.location) }?.doc
    }
}

extension Placeholder {
    /// The default value its description states, in English, French or Portuguese ("The default value is
    /// `us-south`.", "Valeur par défaut : eu-de", "O valor padrão é json"); nil when it states none.
    public var documentedDefault: String? { description.flatMap(Self.statedDefault) }

    /// The first default `text` states: a phrase (longest first, so that "default value is" wins over "default
    /// is"), then the value as one word.
    static func statedDefault(_ text: String) -> String? {
        // French puts a no-break space before a colon.
        var text = text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        // "The default value of `<f>` is 8080", "O valor padrão de `<g>` é …", "Par défaut, `<e>` vaut 8080": the name
        // goes, with the preposition before it, or after a comma with its verb.
        // So do the names of a list ("of `<a>`, `<b>` and `<c>`", "Par défaut, `<a>` et `<b>` valent 1"), and after names
        // that say their default with the plural verb ("`<a>`, `<b>` and `<c>` default to `1`"), it is read as the
        // singular's.
        if ByteSearch.contains(text, byte: UInt8(ascii: "<")) {
            let written = text.split(separator: " ")
            func isName(_ at: Int) -> Bool {
                guard written.indices.contains(at) else { return false }
                let bare = written[at].trimming { "`.,;:".unicodeScalars.contains($0) }
                return bare.first == "<" && bare.last == ">"
            }
            var words: [Substring] = []
            // Whether the list of names being left out follows a comma, which leaves its verb out too.
            var listAfterComma: Bool?
            for (index, word) in written.enumerated() {
                if let afterComma = listAfterComma {
                    if isName(index) || Vocabulary.conjunctions.contains(word.lowercased()) && isName(index + 1) {
                        continue
                    }
                    listAfterComma = nil
                    if afterComma, defaultVerbs.contains(word.lowercased()) { continue }
                }
                if isName(index), let last = words.last, namesDefault(last) {
                    listAfterComma = last.last == ","
                    if last.last != "," { words.removeLast() }
                } else if isName(index - 1), word.lowercased() == "default" {
                    words.append("defaults")
                } else {
                    words.append(word)
                }
            }
            text = words.joined(separator: " ")
        }
        for phrase in defaultPhrases {
            var rest = text[...]
            while let found = rest.range(of: phrase, options: [.caseInsensitive, .diacriticInsensitive]) {
                rest = rest[found.upperBound...]
                let word = rest.prefix { !$0.isWhitespace }
                // After "By default, " only a value written as code or quoted, or that ends the sentence (a paragraph's
                // text has no backquotes: "Par défaut, 30."): "By default, kubectl uses…" is none.
                if phrase.hasSuffix(", "), !(word.first.map("`'\"“«".contains) ?? false),
                    word.last != ".", word.endIndex != rest.endIndex
                {
                    continue
                }
                let value = String(word.trimming { "`'\"“”«»,;:.!?()[]".unicodeScalars.contains($0) })
                let bare = value.lowercased().split(whereSeparator: { $0 == "'" || $0 == "’" }).first.map(String.init)
                // "La zone par défaut est facultative.": a requirement word says how the default is, not which.
                if !value.isEmpty, !notValues.contains(bare ?? value.lowercased()),
                    DocTable.requirement(word: value) == nil
                {
                    return value
                }
            }
        }
        return nil
    }

    private static let defaultPhrases = [
        "default value is ", "default value: ", "defaults to ", "default is ", "default: ", "by default, ",
        "par défaut, la valeur est ", "valeur par défaut est ", "valeur par défaut : ", "valeur par défaut: ",
        "par défaut est ", "par défaut : ", "par défaut: ", "par défaut, ", "por padrão, o valor é ", "valor-padrão é ",
        "valor padrão é ", "valor-padrão: ", "valor padrão: ", "o padrão é ", "padrão: ", "por padrão, ",
    ]

    /// The verbs after names that say their default ("Par défaut, `<e>` vaut 8080", "By default, `<e>` is 8080", "Por
    /// padrão, `<a>` e `<b>` são 1").
    private static let defaultVerbs: Set<String> = [
        "is", "equals", "are", "equal", "vaut", "est", "valent", "sont", "é", "são",
    ]
    /// Whether a name after `word` is the one whose default is said: after a preposition ("default value of `<f>`",
    /// "valor padrão do `<g>`") or a comma ("Par défaut, `<e>` vaut …").
    private static func namesDefault(_ word: Substring) -> Bool {
        word.last == "," || namePrepositions.contains(word.lowercased())
    }
    private static let namePrepositions = Vocabulary.ofWords.union(["for", "pour", "para"])

    /// Words that start a phrase rather than name a value ("the default is the current region").
    private static let notValues: Set<String> = [
        "the", "a", "an", "none", "not", "to", "le", "la", "les", "l", "un", "une", "aucun", "aucune", "pas", "o", "os",
        "as", "um", "uma", "nenhum", "nenhuma", "não",
        // "If it is not set, the default is used.": what happens, not which value.
        "used", "applied", "utilisé", "utilisée", "appliqué", "appliquée", "usado", "usada", "utilizado", "utilizada",
        "aplicado", "aplicada",
        // "If it is set, the default is ignored.": what becomes of the default, not its value.
        "ignored", "ignoré", "ignorée", "ignorado", "ignorada",
    ]
}

/// One place where the page documents a placeholder.
public struct PlaceholderDoc: Sendable, Equatable {
    /// How the documentation is written.
    public enum Source: String, Sendable, Equatable {
        case htmlTable = "html-table"
        case markdownTable = "markdown-table"
        case bulletList = "bullet-list"
        case sentence
        case definition
    }
    /// The name documented, exactly as written (it may differ from the name used: `docker-email`).
    public let name: String
    /// The description, keyrefs resolved, without the leading required/optional word.
    public let description: String
    /// Required (true), optional (false), or not said (nil).
    public let required: Bool?
    /// The flag written with the placeholder, if any.
    public let flag: String?
    /// Where the name is written in the documentation.
    public let location: SourceLocation
    /// How it is written.
    public let source: Source
    /// The step it is in, if any.
    public let step: String?
    /// The anchor of the section it is in, if any.
    public let section: String?
    /// The index in `Runbook.sections` of the section it is in, if any.
    let sectionIndex: Int?
    /// Whether the name is written as a placeholder (`<region>`), rather than as a flag or words (`--region`, "Key
    /// ID") that document a placeholder only where a command uses one of that name or flag.
    public let isPlaceholder: Bool
}
