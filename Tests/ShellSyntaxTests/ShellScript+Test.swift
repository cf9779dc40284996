import ShellSyntax

extension ShellScript {
    /// `text` read with the placeholders a plain grammar finds: `<name>` of ASCII letters, digits and `_ - .`, not
    /// after another `<`. (Pages use RunbookKit's `PlaceholderScanner`, through `ShellScript(command:)`.)
    init(_ text: String, functionsPrintingCode: Set<String> = []) {
        let bytes = Array(text.utf8)
        var found: [PlaceholderOccurrence] = []
        var start = 0
        var (line, column) = (1, 1)
        while start < bytes.count {
            var end = start + 1
            if bytes[start] == UInt8(ascii: "<"), start == 0 || bytes[start - 1] != UInt8(ascii: "<") {
                while end < bytes.count, ShellBytes.isNameByte(bytes[end]) || "-.".utf8.contains(bytes[end]) {
                    end += 1
                }
                if end > start + 1, end < bytes.count, bytes[end] == UInt8(ascii: ">") {
                    let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
                    found.append(PlaceholderOccurrence(name: name, line: line, column: column, offset: start))
                    column += end + 1 - start
                    start = end + 1
                    continue
                }
            }
            if bytes[start] == 0x0A {
                (line, column) = (line + 1, 1)
            } else if bytes[start] & 0xC0 != 0x80 {
                column += 1
            }
            start += 1
        }
        self.init(text, placeholders: found, functionsPrintingCode: functionsPrintingCode)
    }
}
