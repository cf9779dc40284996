import MarkdownTree
import Yams

/// Front matter's YAML, read as the docs site reads it.
extension FrontMatter {
    /// `yaml` with every keyword keyref (`{{site.data.keyword.KEY}}`, closed on its line) written as its inner text
    /// between spaces, the same number of characters, so that the lines and columns of a YAML error stay true.
    ///
    /// The docs site resolves keyrefs before it reads the YAML: `keywords: {{site.data.keyword.x}}, cli` is how its
    /// pages write it. Read as YAML first, those braces open a flow mapping (and Yams stopped docrun on a mapping
    /// used as a key). Other Liquid is left as written: its filters (`| default: "x"`) are not plain YAML text.
    static func withKeyrefsResolved(_ yaml: String) -> String {
        guard ByteSearch.contains(yaml, "{{") else { return yaml }
        var out = ""
        out.reserveCapacity(yaml.utf8.count)
        var rest = yaml[...]
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            let lineEnd = after.firstIndex(of: "\n") ?? after.endIndex
            guard let close = after[..<lineEnd].range(of: "}}"),
                Keyref.key(of: after[..<close.lowerBound].trimmingSpaces) != nil
            else {
                out += rest[open]
                rest = after
                continue
            }
            out += "  " + after[..<close.lowerBound] + "  "
            rest = after[close.upperBound...]
        }
        return out + rest
    }

    /// The top-level scalars of a YAML mapping read by Yams, as the text they are written with, or the reason it is
    /// not valid YAML.
    ///
    /// The document is composed, not loaded: Yams' loader stops the process on a key that is not a scalar (a
    /// mapping or a sequence used as a key), where this skips the entry, as it skips a value that is a mapping or a
    /// sequence. Scalars are not resolved to numbers, dates or booleans (Yams' `.basic` resolver): a value is the
    /// text the page wrote (`version: 1.10` stays `1.10`). Aliases that repeat too much are a problem
    /// (`YAMLAliases`), named by the page's line (the YAML starts on the page's second line).
    static func yamlValues(_ yaml: String) -> (values: [String: String], problem: String?) {
        do {
            try YAMLAliases.check(yaml)
            // The encoding is given: `Parser.Encoding.default` reads the environment on every call, and a
            // YAMS_DEFAULT_ENCODING there would make Yams print on standard output.
            guard case .mapping(let mapping)? = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else {
                return ([:], nil)
            }
            var values: [String: String] = [:]
            for (key, value) in mapping {
                if let key = key.scalar?.string, let text = value.scalar?.string { values[key] = text }
            }
            return (values, nil)
        } catch let bomb as YAMLAliasBomb {
            return ([:], InputMessages.at(line: bomb.line + 1, InputMessages.reason(bomb)).en)
        } catch {
            return ([:], "\(error)")
        }
    }
}
