import Foundation
import MarkdownTree
import Synchronization
import Yams

/// Resolves Liquid keyrefs `{{site.data.keyword.KEY}}` to product names.
///
/// The names are the docs site's, never docrun's: a keyword file (`keywords:` in the page's `.docrun.yml`, or
/// `--keywords FILE` over it) gives them. An unknown key stays visible exactly as written, so a reader sees that
/// something was not resolved. The shipped runbooks have their keyword file beside them (`runbooks/ibm-cloud`).
public struct KeywordTable: Sendable, Equatable {
    /// Key → text.
    public let values: [String: String]
    /// The keys, sorted (the same whatever the dictionary's order), as the candidates of a "did you mean".
    ///
    /// Made when first asked, once for the table and its copies: only `check` asks, for pages that name unknown keys,
    /// and `list`, `plan`, `run` and each folder's merged table would otherwise pay for it.
    public var suggestions: NameSuggestion.Candidates {
        suggestionsMade.candidates.withLock { made in
            if let made { return made }
            let candidates = NameSuggestion.Candidates(values.keys.sorted())
            made = candidates
            return candidates
        }
    }
    private let suggestionsMade = SuggestionsMade()

    /// Tables are equal when their keys and texts are.
    public static func == (a: KeywordTable, b: KeywordTable) -> Bool { a.values == b.values }

    /// No keyrefs: docrun knows no key itself.
    public static let empty = KeywordTable(values: [:])

    /// Creates a table from a dictionary.
    public init(values: [String: String]) {
        self.values = values
    }

    /// The table in the keyword file at `path`, read as `InputFile` reads (a regular file of at most 10 MB); the
    /// error names the file, and the line when one is at fault.
    public static func load(path: String) throws(InputError) -> KeywordTable {
        let yaml: String
        do throws(InputFileProblem) {
            yaml = try InputFile.text(path)
        } catch {
            throw InputError(error.describe(path: path, kind: InputMessages.keywordFile))
        }
        do {
            return try KeywordTable(yaml: yaml)
        } catch {
            throw InputError(InputMessages.named(path, error.message))
        }
    }

    /// Parses a YAML mapping of key → text, read as `FrontMatter.composed` reads.
    ///
    /// Nested mappings are flattened with dots (`a: {b: x}` → `a.b`), a top-level `keyword:` mapping is accepted too
    /// (as in the docs' own `keyword.yml`), and a key that is not a scalar is skipped.
    public init(yaml: String) throws(InputError) {
        let root: Node?
        do {
            root = try FrontMatter.composed(yaml)
        } catch let bomb as YAMLAliasBomb {
            let reason = InputMessages.reason(bomb)
            throw InputError(
                InputMessages.at(line: bomb.line, reason), at: SourceLocation(line: bomb.line, column: bomb.column),
                reason)
        } catch {
            // libyaml's words, in English whatever the language, and where.
            let problem = YAMLProblem(error, in: yaml)
            let notYAML = InputMessages.notYAML.filled { _ in ["problem": problem.words] }
            throw InputError(
                InputMessages.at(line: problem.line, column: problem.column, notYAML),
                at: SourceLocation(line: problem.line, column: problem.column), notYAML)
        }
        guard case .mapping(let mapping)? = root else {
            throw InputError(InputMessages.keywordsNotMapping)
        }
        var values: [String: String] = [:]
        Self.flatten(mapping, prefix: "", into: &values)
        if case .mapping(let nested)? = mapping["keyword"] { Self.flatten(nested, prefix: "", into: &values) }
        self.init(values: values)
    }

    /// This table with `other`'s keys added or overriding.
    public func merging(_ other: KeywordTable) -> KeywordTable {
        KeywordTable(values: values.merging(other.values) { _, new in new })
    }

    /// The text with every known keyref replaced; unknown and malformed ones are left as written.
    public func resolve(_ text: String) -> String {
        values.isEmpty
            ? text : Keyref.replacingVariables(in: text) { inner in Keyref.key(of: inner).flatMap { values[$0] } }
    }

    /// The text of `mapping`'s string scalars, nested keys joined by dots.
    private static func flatten(_ mapping: Node.Mapping, prefix: String, into values: inout [String: String]) {
        for (key, value) in mapping {
            guard let key = key.scalar?.string else { continue }
            let name = prefix.isEmpty ? key : prefix + "." + key
            if case .mapping(let nested) = value {
                flatten(nested, prefix: name, into: &values)
            } else if case .scalar(let scalar) = value, value.tag.rawValue == Tag.Name.str.rawValue {
                values[name] = scalar.string
            }
        }
    }
}

/// Where a table keeps its `suggestions` once made, shared by its copies.
private final class SuggestionsMade: Sendable {
    let candidates = Mutex<NameSuggestion.Candidates?>(nil)
}

/// Keyref syntax: `site.data.keyword.KEY` in a Liquid variable `{{…}}`, and the one pairing of `{{` with `}}` that the
/// reader (to resolve), the keyref rules (to report), front matter and anchors all use.
public enum Keyref {
    /// The prefix every keyref has.
    public static let prefix = "site.data.keyword."

    /// The first Liquid variable of `bytes` at or after `start`: its `{{` (`open`), the `}}` that closes it (`close`),
    /// and where the next one is looked for (`end`: after that `}}`, or the end of the line when none closes it).
    ///
    /// As Liquid pairs them, a `{{` opens a variable that the first `}}` after it closes: in
    /// `{{ a {{site.data.keyword.x}}` the keyref is part of the variable `a`, not one of its own. Unlike Liquid, a
    /// variable ends with its line (`keyref-malformed` reports one that does not close on it): then every later `{{`
    /// of the line is unclosed too, which is why `end` skips them, and why the search stays linear.
    public static func variable(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> (open: Int, close: Int?, end: Int)? {
        guard let open = ByteSearch.firstOffset(of: "{{", in: bytes, from: start) else { return nil }
        var index = open + 2
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "}"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") {
                return (open, index, index + 2)
            }
            index += 1
        }
        return (open, nil, index)
    }

    /// `text` with each closed variable (`variable(in:from:)`) for whose inner text (the UTF-8 between its braces)
    /// `replacement` gives a text replaced by it; the others are left as written.
    public static func replacingVariables(
        in text: String, with replacement: (UnsafeBufferPointer<UInt8>) -> String?
    ) -> String {
        ByteSearch.withBytes(of: text) { bytes in
            var (result, copied, from) = ("", 0, 0)
            while let (open, close, end) = variable(in: bytes, from: from) {
                from = end
                guard let close, let value = replacement(UnsafeBufferPointer(rebasing: bytes[(open + 2)..<close]))
                else { continue }
                result += String(decoding: bytes[copied..<open], as: UTF8.self) + value
                copied = end
            }
            return copied == 0 ? text : result + String(decoding: bytes[copied...], as: UTF8.self)
        }
    }

    /// The key of a keyref's inner text, as UTF-8 (`site.data.keyword.X` → `X`, blanks around allowed), nil when it
    /// is not a well-formed keyref: the prefix, then letters, digits, `_`, `-` and `.`.
    public static func key(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let start = bytes.firstIndex { !SourceText.isBlank($0) } ?? bytes.count
        let inner = bytes[start..<(bytes.lastIndex { !SourceText.isBlank($0) }.map { $0 + 1 } ?? start)]
        guard inner.count > prefix.utf8.count,
            ByteSearch.withBytes(of: prefix, { ByteSearch.matches($0, in: bytes, at: start) })
        else { return nil }
        let key = String(decoding: inner.dropFirst(prefix.utf8.count), as: UTF8.self)
        return key.unicodeScalars.allSatisfy { $0.isLetterOrDigit || $0 == "_" || $0 == "-" || $0 == "." } ? key : nil
    }

    /// The key of a keyref's inner text followed by Liquid filters (`site.data.keyword.X | downcase`), else nil.
    ///
    /// After each `|` comes a filter's name, then perhaps its arguments; the part before them is read as `key(of:)`
    /// reads it. docrun applies no filter: such a keyref is valid, and left as written where the page is read.
    public static func filteredKey(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let bar = bytes.firstIndex(of: UInt8(ascii: "|")),
            String(decoding: bytes[(bar + 1)...], as: UTF8.self).split(separator: "|", omittingEmptySubsequences: false)
                .allSatisfy({ $0.drop { $0 == " " }.first?.isLetter == true })
        else { return nil }
        return key(of: UnsafeBufferPointer(rebasing: bytes[..<bar]))
    }
}
