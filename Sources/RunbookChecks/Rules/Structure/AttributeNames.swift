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

    /// What a page defines, anchors and links to: what an unknown name is checked against. Made only for a page that
    /// uses a name outside `known` (most use only known ones).
    struct PageNames {
        /// The names the page's own definitions give.
        let defined: Set<String>
        /// The page's anchors.
        let anchors: Set<String>
        /// The anchors the page's links point to (`#name`).
        let linked: Set<String>
        /// The lines of the blocks an attribute list gives an id (`{: #id}`).
        let linesWithID: Set<Int>

        init(_ runbook: Runbook) {
            defined = AttributeNames.defined(in: runbook)
            anchors = Set(runbook.anchors.map(\.name))
            linked = Set(runbook.links.map(\.target))
            linesWithID = Set(runbook.attributeLists.compactMap { $0.list.ids.isEmpty ? nil : $0.targetLine })
        }
    }

    /// What an unknown reference most likely is.
    enum Guess: Equatable {
        /// A known name in another case, one edit away (`Important`, `new-window`, `scren`), or cut in two
        /// (`short desc`).
        case misspelt(String)
        /// An id written without `#` (`8July2019`, `supported-formats-and-algorithms`).
        case id
        /// A name of the page's own or of the site's attribute definitions, which docrun does not have.
        case free
    }

    /// Classifies a reference that is neither known nor defined on the page, found in `use`.
    ///
    /// A name is an id written without `#` when the page links to `#name` and defines no such anchor, or when it is
    /// on a heading that has no id and looks like one: a lowercase slug with `-` or `_`, a word with a digit, or the
    /// id kramdown would generate from the heading's title.
    static func guess(_ name: String, in use: AttributeListUse, page: PageNames, title: String?) -> Guess {
        let folded = PlaceholderAudit.normalized(name.replacingOccurrences(of: " ", with: ""))
        for candidate in knownInOrder {
            let other = PlaceholderAudit.normalized(candidate)
            if other == folded || PlaceholderAudit.oneEditApart(other, folded) || transposed(other, folded) {
                return .misspelt(candidate)
            }
        }
        let bytes = Array(name.utf8)
        let isIDText = !bytes.isEmpty
            && bytes.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
        guard isIDText else { return .free }
        if page.linked.contains(name), !page.anchors.contains(name) { return .id }
        guard use.targetKind == .heading, let line = use.targetLine, !page.linesWithID.contains(line) else {
            return .free
        }
        let hasDigit = bytes.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let isSlug = bytes.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
            && !bytes.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        if hasDigit || isSlug || title.map(AnchorBrokenRule.generatedID) == name { return .id }
        return .free
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
    /// (`8July2019` starts with a digit, which kramdown does not take as a name). Two names next to each other that
    /// make a known one once joined (`short desc`) are one reference, the two words with their space.
    static func unknownReferences(in runbook: Runbook) -> [UnknownReference] {
        var found: [UnknownReference] = []
        let uses = runbook.attributeLists
        // Read in place: a use is copied only for a name found (copying each one cost more than reading it).
        for index in uses.indices where !uses[index].list.isDefinition {
            let references = uses[index].list.references
            var next = 0
            while next < references.count {
                defer { next += 1 }
                let name = references[next]
                guard !known.contains(name) else { continue }
                if next + 1 < references.count, !known.contains(references[next + 1]),
                    joinsKnownName(name, references[next + 1])
                {
                    found.append(UnknownReference(use: uses[index], name: name + " " + references[next + 1]))
                    next += 1
                    continue
                }
                found.append(UnknownReference(use: uses[index], name: name))
            }
            for token in uses[index].list.malformed where !known.contains(token) && isIDWord(token) {
                found.append(UnknownReference(use: uses[index], name: token))
            }
        }
        return found
    }

    /// Whether two adjacent letters swapped turn one name into the other (`remmeber`); names shorter than five letters
    /// never are, as for one edit.
    static func transposed(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count, a.count >= 5 else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1
            && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
    }

    /// Whether `first` and `second` joined, as they are or by `-` or `_`, are a known name in any case.
    private static func joinsKnownName(_ first: String, _ second: String) -> Bool {
        [first + second, first + "-" + second, first + "_" + second].contains { joined in
            let folded = PlaceholderAudit.normalized(joined)
            return knownInOrder.contains { PlaceholderAudit.normalized($0) == folded }
        }
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
        let line = SourceText.LineColumns(source.line(use.location.line))
        let bytes = Array(line.line.utf8)
        var from = use.location.column
        while let column = line.column(of: name, from: from) {
            let start = line.offset(ofColumn: column)
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
        "A bare name in an attribute list refers to an attribute definition: the page's own (`{:name: …}`) or the "
            + "site's, which docrun does not have, so names are free (`{: requirement}`, `{: .class}`, "
            + "`{: caption=\"…\"}`). A name is reported only when it is one of the dialect's names below in "
            + "another case (`Pre`), one letter added, dropped or changed or two swapped (names of five letters "
            + "or more: `scren`, `codebock`, `remmeber`), or cut in two (`short desc`): such a name refers to no definition and is "
            + "dropped. The dialect's names (case-sensitive): "
            + known.sorted().map { "`\($0)`" }.joined(separator: ", ") + "."
    }
}
