import MarkdownTree
import RunbookKit

/// The names attribute lists may refer to without defining them, and how a reference is classified.
///
/// IBM's build defines these in `{{site.data.keyword.attribute-definition-list}}`; pages written before it
/// define their own (`{:pre: .pre}`), which count too. The list is what the dialect's pages use.
enum AttributeNames {
    /// The dialect's names, case-sensitive as kramdown reads them.
    static let known: Set<String> = [
        "pre", "screen", "codeblock", "shortdesc", "tip", "note", "important", "deprecated", "external", "new_window",
        "download", "table", "caption", "faq", "step", "release-note", "tsSymptoms", "tsCauses", "tsResolve",
        "troubleshoot", "cli", "ui", "api", "terraform", "support", "remember", "preview", "beta", "notoc",
        "attention", "help", "generic", "javascript", "java", "python", "ruby", "go", "swift", "curl", "objectc",
        "php", "dotnet-standard", "android", "ios", "node", "unity", "http", "science", "video", "gif", "audio",
        "row-headers", "hide-dashboard", "hide-in-docs", "topicgroup", "navgroup", "child", "childlinks", "left",
        "right", "term", "subsection", "authenticated-content", "codeblock_text", "pre_text", "blockquote",
    ]

    /// The known names in order, for guesses that try them in turn.
    static let knownInOrder = known.sorted()

    /// What a page defines and anchors: what an unknown name is checked against. Made only for a page that uses
    /// a name outside `known` (most use only known ones).
    struct PageNames {
        /// The names the page's own definitions give.
        let defined: Set<String>
        /// The page's anchors.
        let anchors: Set<String>

        init(_ runbook: Runbook) {
            defined = AttributeNames.defined(in: runbook)
            anchors = Set(runbook.anchors.map(\.name))
        }
    }

    /// What an unknown reference most likely is.
    enum Guess: Equatable {
        /// A misspelt known name (`Important`, `new-window`, `scren`).
        case misspelt(String)
        /// An id written without `#` (`8July2019`, `supported-formats-and-algorithms`).
        case id
        /// Neither.
        case unknown
    }

    /// Classifies a reference that is neither known nor defined on the page.
    static func guess(_ name: String, targetsHeading: Bool, anchors: Set<String>) -> Guess {
        let bytes = Array(name.utf8)
        let isIDText = bytes.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
        let hasDigit = bytes.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if isIDText, hasDigit { return .id }
        let folded = PlaceholderAudit.normalized(name)
        for candidate in knownInOrder {
            let other = PlaceholderAudit.normalized(candidate)
            if other == folded || PlaceholderAudit.oneEditApart(other, folded) { return .misspelt(candidate) }
        }
        guard isIDText, !bytes.isEmpty else { return .unknown }
        let isSlug = bytes.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
            && !bytes.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        if anchors.contains(name) || (targetsHeading && isSlug) { return .id }
        return .unknown
    }

    /// A name outside `known` that an attribute list refers to, with the list's use.
    struct UnknownReference {
        /// The list and where it is written.
        let use: AttributeListUse
        /// The name.
        let name: String
    }

    /// The references outside `known` of the page's attribute lists that are not definitions, in page order: what
    /// `attribute-unknown` and `attribute-id-without-hash` classify, found once for both here (each rule read every
    /// list of the page, and nearly every page has no such name).
    ///
    /// A use's references worth classifying are its bare names, then its malformed tokens that are id-like words
    /// (`8July2019` starts with a digit, which kramdown does not take as a name).
    static func unknownReferences(in runbook: Runbook) -> [UnknownReference] {
        var found: [UnknownReference] = []
        let uses = runbook.attributeLists
        // Read in place: a use is copied only for a name found (copying each one cost more than reading it).
        for index in uses.indices where !uses[index].list.isDefinition {
            for name in uses[index].list.references where !known.contains(name) {
                found.append(UnknownReference(use: uses[index], name: name))
            }
            for token in uses[index].list.malformed where !known.contains(token) && isIDWord(token) {
                found.append(UnknownReference(use: uses[index], name: token))
            }
        }
        return found
    }

    /// Letters, digits, `-` and `_` only.
    private static func isIDWord(_ token: String) -> Bool {
        token.utf8.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    /// The names defined by the page's own definitions (`{:pre: .pre}`).
    static func defined(in runbook: Runbook) -> Set<String> {
        Set(runbook.attributeLists.compactMap(\.list.definedName))
    }

    /// The position of `name` inside the list written at `use.location`.
    static func location(of name: String, in use: AttributeListUse, source: PageSource) -> SourceLocation {
        let line = source.line(use.location.line)
        var from = use.location.column
        while let column = SourceText.column(of: name, in: line, from: from) {
            let bytes = Array(line.utf8)
            let start = SourceText.offset(ofColumn: column, in: bytes)
            let end = start + name.utf8.count
            let before = start > 0 ? bytes[start - 1] : UInt8(ascii: " ")
            let after = end < bytes.count ? bytes[end] : UInt8(ascii: " ")
            if !isNameByte(before), !isNameByte(after) { return SourceLocation(line: use.location.line, column: column) }
            from = column + 1
        }
        return use.location
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "#")
            || byte == UInt8(ascii: ".")
    }
}

extension AttributeNames {
    /// The known names, for docs/checks.md.
    static var documentation: String {
        "Known names (case-sensitive), besides those the page defines itself with `{:name: …}`: "
            + known.sorted().map { "`\($0)`" }.joined(separator: ", ") + "."
    }
}
