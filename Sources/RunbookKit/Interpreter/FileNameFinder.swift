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
        guard mayHoldName(text) else { return [] }
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
                stem.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) }),
                !word.contains("://")
            else { continue }
            names.append(String(word))
        }
        return names
    }

    /// The words of `text`, split at spaces, backquotes, quotes and opening parentheses; in ASCII text, on bytes,
    /// and only the words holding a dot or `file`, the others being no candidates (see `mayHoldName(_:)`).
    static func words(of text: String) -> [Substring] {
        let separators: [UInt8] = [0x20, 0x60, 0x22, 0x27, 0x28]  // space ` " ' (
        guard LineSearch.isASCII(text[...]) else {
            return text.split(whereSeparator: { $0 == " " || $0 == "`" || $0 == "\"" || $0 == "'" || $0 == "(" })
        }
        // In ASCII text a byte is a `Character` (a CR LF pair is two bytes but one `Character`, and neither is a
        // separator), so the byte split gives the same words. They are found in one loop over the bytes, and only
        // the few that may be names are made substrings (splitting made an array of all of them).
        var text = text
        let ranges: [Range<Int>] = text.withUTF8 { bytes in
            var found: [Range<Int>] = []
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, !separators.contains(bytes[end]) { end += 1 }
                if end > start, mayBeName(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    found.append(start..<end)
                }
                start = end + 1
            }
            return found
        }
        let utf8 = text.utf8
        return ranges.map { range in
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return text[lower..<utf8.index(lower, offsetBy: range.count)]
        }
    }

    /// Whether an ASCII word holds a dot or `file`, as a candidate must.
    private static func mayBeName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        if LineSearch.firstOffset(of: UInt8(ascii: "."), in: word) != nil { return true }
        var file = "file"
        return file.withUTF8 { LineSearch.firstOffset(of: $0, in: word) != nil }
    }

    /// False when no word of `text` can be a candidate, decided on bytes: most prose holds no file name, and
    /// splitting it into words by `Character`s was most of the finder's time.
    ///
    /// A bare name ends with `file`. Any other candidate has a dot followed by an extension, whose first
    /// `Character` lowercases to an ASCII letter: its first byte is an ASCII letter or a non-ASCII byte.
    private static func mayHoldName(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: ".") && index + 1 < bytes.count {
                let next = bytes[index + 1]
                let lower = next | 0x20
                if next >= 0x80 || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) { return true }
            }
            var bareEnd = "file"
            return bareEnd.withUTF8 { LineSearch.firstOffset(of: $0, in: bytes) != nil }
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
        while slice.last == "." { slice = slice.dropLast() }
        return slice
    }
}
