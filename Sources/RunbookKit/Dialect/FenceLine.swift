/// How a line of a page reads as a code fence (CommonMark's fenced code blocks), in one place for the reader, the
/// checks and the comment blanking: a run of one fence character, `` ` `` or `~`, then the info string.
///
/// Each caller drops what comes before the run on its line first (blanks, a block quote's `>`, an item's indent).
public enum FenceLine {
    /// The run of one fence character `text` starts with, its length, and what follows it.
    ///
    /// Nil when `text` does not start with a fence character; a run of any length, as a caller may need to know of a
    /// run of two, which is no fence.
    ///
    /// The generic ones are `@inlinable`: unspecialised, reading a line through its type's witnesses cost 3,000
    /// instructions a line (1 % of `docrun check`).
    @inlinable public static func run<Text: Collection<UInt8>>(
        _ text: Text
    ) -> (marker: UInt8, length: Int, info: Text.SubSequence)? {
        guard let marker = text.first, marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        let info = text.drop { $0 == marker }
        return (marker, text.count - info.count, info)
    }

    /// Whether a run (`run(_:)`) opens a code block: three or more of one fence character, and no backtick in the
    /// info string of a backtick fence (```` ``a`b ```` is inline code).
    @inlinable public static func opens<Info: Collection<UInt8>>(_ run: (marker: UInt8, length: Int, info: Info))
        -> Bool
    {
        run.length >= 3 && (run.marker == UInt8(ascii: "~") || !run.info.contains(UInt8(ascii: "`")))
    }

    /// Whether a run (`run(_:)`) closes a block `open` opened: as many or more of its character, then blanks only.
    @inlinable public static func closes<Info: Collection<UInt8>>(
        _ run: (marker: UInt8, length: Int, info: Info), _ open: (marker: UInt8, length: Int)
    ) -> Bool {
        run.marker == open.marker && run.length >= open.length && run.info.allSatisfy(SourceText.isBlank)
    }

    /// The language a fence's info string names: its first word, lowercased (```` ```Bash {.x} ```` is `bash`),
    /// empty when there is none or when the info string opens with a kramdown attribute list (```` ```{: pre} ````).
    public static func language(ofInfo info: String) -> String {
        guard let first = info.split(separator: " ").first, !first.hasPrefix("{:") else { return "" }
        return first.lowercased()
    }
}
