import Foundation

/// Finds the name of the file a `{: codeblock}` holds, from the text around it.
///
/// 000 step 7.1 says "create a pod configuration script that is named mypod.yaml" and 7.2 holds the YAML: the
/// name is searched in the step's own text before the block, then in the earlier sibling steps (nearest first),
/// then in the parent step; a name whose extension fits the content wins over one that does not.
enum FileNameFinder {
    static let extensions: Set<String> = [
        "yaml", "yml", "json", "sh", "bash", "py", "js", "ts", "txt", "xml", "properties", "conf", "cfg", "ini", "env",
        "toml", "tf", "java", "go", "rb", "php", "html", "css", "sql", "csv", "pem", "crt", "key", "md", "swift",
        "gradle", "mod", "lock", "dockerfile",
    ]
    static let bareNames: Set<String> = ["Dockerfile", "Makefile", "Procfile", "Gemfile", "Jenkinsfile"]
    static let wordPunctuation: Set<Unicode.Scalar> = [",", ":", ";", ")", "*", "_"]

    /// The file name in `texts` (searched in order), preferring one that fits `content`.
    static func name(in texts: [String], content: String) -> String? {
        let expected = expectedExtensions(for: content)
        var fallback: String?
        for text in texts {
            let names = candidates(in: text)
            if let fitting = names.last(where: { expected.contains(fileExtension($0)) }) { return fitting }
            if fallback == nil { fallback = names.last }
        }
        return fallback
    }

    static func candidates(in text: String) -> [String] {
        var names: [String] = []
        for raw in words(of: text) {
            let word = trimmingPunctuation(raw).trimmingTrailingDots
            if bareNames.contains(String(word)) {
                names.append(String(word))
                continue
            }
            guard let dot = word.lastIndex(of: "."), dot != word.startIndex else { continue }
            let ext = word[word.index(after: dot)...].lowercased()
            let stem = word[..<dot]
            guard extensions.contains(ext),
                stem.unicodeScalars.allSatisfy({
                    $0.isLetterOrDigit || $0 == "-" || $0 == "_" || $0 == "." || $0 == "/"
                }),
                !word.contains("://")
            else { continue }
            names.append(String(word))
        }
        return names
    }

    /// The words of `text` that may be names (holding a dot or `file`), split at spaces, backquotes, quotes and
    /// opening parentheses.
    static func words(of text: String) -> [Substring] {
        let utf8 = text.utf8
        return ByteSearch.withBytes(of: text) { bytes in
            var words: [Substring] = []
            var start = 0
            for end in 0...bytes.count {
                // Compared one by one: an array literal here was made again for every byte of the text.
                guard
                    end == bytes.count || bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "`")
                        || bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'")
                        || bytes[end] == UInt8(ascii: "(")
                else { continue }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if !word.isEmpty,
                    ByteSearch.firstOffset(of: UInt8(ascii: "."), in: word) != nil
                        || ByteSearch.firstOffset(of: "file", in: word) != nil
                {
                    let lower = utf8.index(utf8.startIndex, offsetBy: start)
                    words.append(Substring(utf8[lower..<utf8.index(lower, offsetBy: word.count)]))
                }
                start = end + 1
            }
            return words
        }
    }

    /// `word` without the punctuation scalars around it (what Foundation's `trimmingCharacters(in:)` did, at a
    /// fraction of its cost on every word of every step's prose).
    private static func trimmingPunctuation(_ word: Substring) -> String {
        let scalars = word.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, wordPunctuation.contains(scalars[start]) { start = scalars.index(after: start) }
        while end > start, wordPunctuation.contains(scalars[scalars.index(before: end)]) {
            end = scalars.index(before: end)
        }
        return String(scalars[start..<end])
    }

    private static func fileExtension(_ name: String) -> String {
        if bareNames.contains(name) { return name.lowercased() }
        return name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    }

    private static func expectedExtensions(for content: String) -> Set<String> {
        let trimmed = content.drop { $0 == " " || $0 == "\n" }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return ["json"] }
        if trimmed.hasPrefix("FROM ") { return ["dockerfile"] }
        if trimmed.hasPrefix("#!") { return ["sh", "bash", "py"] }
        if trimmed.hasPrefix("apiVersion:") || SecretDetector.contains(content, ": ") { return ["yaml", "yml"] }
        return []
    }
}

extension String {
    var trimmingTrailingDots: Substring {
        var slice = self[...]
        while slice.last == "." { slice = slice[..<slice.index(before: slice.endIndex)] }
        return slice
    }
}
