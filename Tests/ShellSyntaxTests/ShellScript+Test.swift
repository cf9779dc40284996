import ShellSyntax

extension ShellScript {
    /// `text` read with the placeholders a plain grammar finds: `<name>` of ASCII letters, digits and `_ - .`, not
    /// after another `<`. (Pages use RunbookKit's `PlaceholderScanner`, through `ShellScript(command:)`.)
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var spans: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            var end = start + 1
            if bytes[start] == UInt8(ascii: "<"), start == 0 || bytes[start - 1] != UInt8(ascii: "<") {
                while end < bytes.count, ShellBytes.isNameByte(bytes[end]) || "-.".utf8.contains(bytes[end]) {
                    end += 1
                }
                if end > start + 1, end < bytes.count, bytes[end] == UInt8(ascii: ">") {
                    spans.append(start..<(end + 1))
                    start = end + 1
                    continue
                }
            }
            start += 1
        }
        self.init(text, placeholders: spans)
    }
}
