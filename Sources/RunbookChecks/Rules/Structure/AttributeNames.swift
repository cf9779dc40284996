import MarkdownTree
import RunbookKit
import ShellSyntax

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

    /// The known names in order, for guesses that try them in turn, each folded once (`PlaceholderAudit.normalized`).
    static let knownInOrder = known.sorted().map { (name: $0, folded: PlaceholderAudit.normalized($0)) }

    /// The names of a page that an unknown name is checked against.
    ///
    /// What the page defines (`{:name: …}`), anchors and links to, and the lines of the blocks an attribute list gives
    /// an id. Made only for a page that uses a name outside `known`.
    struct PageNames {
        let defined: Set<String>
        let anchors: Set<String>
        let linked: Set<String>
        let linesWithID: Set<Int>

        init(_ runbook: Runbook) {
            defined = Set(runbook.attributeLists.compactMap(\.list.definedName))
            anchors = Set(runbook.anchors.map(\.name))
            linked = Set(runbook.links.map(\.target))
            linesWithID = Set(runbook.attributeLists.compactMap { $0.list.id == nil ? nil : $0.targetLine })
        }
    }

    /// What an unknown reference most likely is.
    enum Guess: Equatable {
        /// A known name in another case, one edit away (`Important`, `new-window`, `scren`), or cut in two
        /// (`short desc`).
        case misspelt(String)
        /// An id written without `#` (`3March2031`, `supported-key-lengths`).
        case id
        /// A name of the page's own or of the site's attribute definitions, which docrun does not have.
        case free
    }

    /// Classifies a reference that is neither known nor defined on the page, found in `use`; when a name is an id
    /// is said in `attribute-id-without-hash`'s details.
    static func guess(_ name: String, in use: AttributeListUse, page: PageNames, title: String?) -> Guess {
        let folded = PlaceholderAudit.normalized(name.replacingOccurrences(of: " ", with: ""))
        if let known = knownInOrder.first(where: { isMisspelling(folded, of: $0.folded) }) {
            return .misspelt(known.name)
        }
        guard !name.isEmpty, isIDWord(name) else { return .free }
        if page.linked.contains(name), !page.anchors.contains(name) { return .id }
        guard use.targetKind == .heading, let line = use.targetLine, !page.linesWithID.contains(line) else {
            return .free
        }
        let hasDigit = name.utf8.contains(where: \.isASCIIDigit)
        let isSlug =
            name.utf8.contains { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
            && !name.utf8.contains(where: \.isASCIIUppercase)
        return hasDigit || isSlug || title.map { HeadingID.generated(from: $0) } == name ? .id : .free
    }

    /// Whether a folded name is the folded `known` one, one edit away from it, or two adjacent letters swapped
    /// (`remmeber`); names shorter than five letters are never one edit or one swap away, but for `pre`: a misspelt
    /// `pre` (`per`, `pree`, `pr`) makes a command a step done by hand, and no other name the site uses is near it.
    static func isMisspelling(_ name: [UInt8], of known: [UInt8]) -> Bool {
        let shortest = known == Array("pre".utf8) ? 2 : 5
        return name == known || PlaceholderAudit.oneEditApart(known, name, shortest: shortest)
            || transposed(known, name, shortest: shortest)
    }

    /// Each reference of the page outside `known` and its definitions, with its guess and where it is, in page order:
    /// found once for the two rules that report them (`CheckedPage.TreeFacts`).
    static func unknown(in page: ReadPage) -> [(name: String, guess: Guess, location: SourceLocation)] {
        let unknown = unknownReferences(in: page.runbook)
        guard !unknown.isEmpty else { return [] }
        let names = PageNames(page.runbook)
        return unknown.compactMap { use, name in
            guard !names.defined.contains(name) else { return nil }
            let title = use.targetLine.flatMap { line in page.runbook.sections.first { $0.line == line }?.title }
            return (
                name, guess(name, in: use, page: names, title: title), location(of: name, in: use, source: page.source)
            )
        }
    }

    /// The references outside `known` of the page's attribute lists that are not definitions, in page order.
    ///
    /// Bare names, then malformed tokens that are id-like words (`3March2031` starts with a digit, which kramdown does
    /// not take as a name). Two names next to each other that make a known one once joined (`short desc`) are one
    /// reference, the two words with their space.
    static func unknownReferences(in runbook: Runbook) -> [(use: AttributeListUse, name: String)] {
        var found: [(use: AttributeListUse, name: String)] = []
        // Read in place: a use is copied only for a name found (copying each one cost more than reading it).
        let uses = runbook.attributeLists
        for index in uses.indices where !uses[index].list.isDefinition {
            let references = uses[index].list.references
            var next = 0
            while next < references.count {
                let name = references[next]
                next += 1
                guard !known.contains(name) else { continue }
                if next < references.count, !known.contains(references[next]), joinsKnownName(name, references[next]) {
                    found.append((uses[index], name + " " + references[next]))
                    next += 1
                } else {
                    found.append((uses[index], name))
                }
            }
            for token in uses[index].list.malformed where !known.contains(token) && isIDWord(token) {
                found.append((uses[index], token))
            }
        }
        return found
    }

    /// Whether two adjacent letters swapped turn one name into the other (`remmeber`); names shorter than five letters
    /// never are, as for one edit.
    static func transposed(_ a: [UInt8], _ b: [UInt8], shortest: Int = 5) -> Bool {
        guard a.count == b.count, a.count >= shortest else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1
            && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
    }

    /// Whether `first` and `second` joined, as they are or by `-` or `_`, are a known name in any case.
    private static func joinsKnownName(_ first: String, _ second: String) -> Bool {
        [first + second, first + "-" + second, first + "_" + second].contains { joined in
            let folded = PlaceholderAudit.normalized(joined)
            return knownInOrder.contains { $0.folded == folded }
        }
    }

    /// Letters, digits, `-` and `_` only.
    private static func isIDWord(_ token: String) -> Bool {
        token.utf8.allSatisfy { isNameByte($0) && $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: ".") }
    }

    /// The position of `name` inside the list written at `use.location`, as a whole word.
    static func location(of name: String, in use: AttributeListUse, source: PageSource) -> SourceLocation {
        let line = LineColumns(source.line(use.location.line))
        let bytes = line.line.utf8
        var from = use.location.column
        while let column = line.column(of: name, from: from) {
            let start = bytes.index(bytes.startIndex, offsetBy: line.offset(ofColumn: column))
            let end = bytes.index(start, offsetBy: name.utf8.count)
            let before = start > bytes.startIndex ? bytes[bytes.index(before: start)] : UInt8(ascii: " ")
            let after = end < bytes.endIndex ? bytes[end] : UInt8(ascii: " ")
            if !isNameByte(before), !isNameByte(after) {
                return SourceLocation(line: use.location.line, column: column)
            }
            from = column + 1
        }
        return use.location
    }

    /// A byte of a name, an id or a class: a letter, a digit, `-`, `_`, `#` or `.`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte.isOne(of: "-_#.")
    }
}
