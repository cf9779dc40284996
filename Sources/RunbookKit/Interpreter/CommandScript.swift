import ShellSyntax

extension ShellScript {
    /// `text`, a page's command, read as bash, with the placeholders `PlaceholderScanner` finds in it (the one
    /// grammar of placeholders, in commands as in prose).
    public init(command text: String) {
        self.init(text, placeholders: PlaceholderScanner.occurrences(in: text).map(\.span))
    }
}

extension PlaceholderScanner.Occurrence {
    /// The UTF-8 offsets of `<name>` in its text.
    public var span: Range<Int> { offset..<(offset + name.utf8.count + 2) }
}
