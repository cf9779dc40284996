import MarkdownTree
import RunbookKit

/// `anchor-duplicate`: two headings, blocks or HTML elements of a page with the same id.
struct AnchorDuplicateRule: PageRule {
    static let description = RuleDescription(
        id: "anchor-duplicate", severity: .error,
        rationale: "When two places share an id, links to it reach only the first, and the HTML is invalid.",
        triggering: [
            """
            ## Before you begin
            {: #prereqs}

            ## Requirements
            {: ↓#prereqs}
            """,
            """
            ## Setup {#setup}

            <div ↓id="setup">
            The old setup.
            </div>
            """,
        ],
        nonTriggering: [
            """
            ## Before you begin
            {: #prereqs}

            ## Requirements
            {: #requirements}
            """,
            """
            <img usemap="#home" src="map.png"/>
            <map name="home" id="home">
            <area href="#prereqs" shape="rect" coords="0, 0, 10, 10"/>
            </map>

            - {: #prereqs} Get an account.
            """,
        ],
        details: "Every anchor `anchor-broken` knows counts. An element whose `id` and `name` are the same "
            + "(`<map name=\"m\" id=\"m\">`, as image maps are written) defines one anchor.")

    static let message = Localized(
        en: "anchor '#{name}' is already defined on this page", fr: "l'ancre '#{name}' est déjà définie dans cette page",
        pt: "a âncora '#{name}' já está definida nesta página")
    static let firstHere = Localized(
        en: "'#{name}' is first defined here", fr: "'#{name}' est définie ici en premier",
        pt: "'#{name}' é definida primeiro aqui")
    static let messages = [message, firstHere]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let anchors = page.runbook.anchors.sorted(by: { $0.location < $1.location })
        var first = FirstDefinitions(capacity: anchors.count)
        var previous: SourceLocation?
        for anchor in anchors {
            // The same definition reached twice by the reader is one anchor, not two. Sorted by location, the
            // anchors at one place are next to each other: comparing with the one before is enough, no set needed.
            guard anchor.location != previous else { continue }
            previous = anchor.location
            guard let original = first.original(of: anchor.name, definedAt: anchor.location) else { continue }
            let language = page.messageLanguage
            findings.append(
                page.finding(
                    at: anchor.location, Self.message(language, ["name": anchor.name]),
                    notes: [page.note(at: original, Self.firstHere(language, ["name": anchor.name]))]))
        }
    }
}

/// Where each anchor name of a page was first defined.
///
/// Kept in a list searched in order while the page has few anchors (most define about a dozen): comparing a
/// dozen names, most of other lengths, costs less than hashing one, and than sizing a table for each page. A
/// page with more gets a table, so that a page of thousands is not searched a thousand times over.
struct FirstDefinitions {
    /// The most anchors kept in a list.
    static let listed = 24

    private var list: [(name: String, location: SourceLocation)] = []
    private var table: [String: SourceLocation] = [:]
    private let usesTable: Bool

    /// Creates an empty record sized for `capacity` anchors.
    init(capacity: Int) {
        usesTable = capacity > Self.listed
        if usesTable { table.reserveCapacity(capacity) } else { list.reserveCapacity(capacity) }
    }

    /// Where `name` was first defined; nil when this is its first definition, now recorded at `location`.
    mutating func original(of name: String, definedAt location: SourceLocation) -> SourceLocation? {
        if usesTable {
            if let found = table[name] { return found }
            table[name] = location
            return nil
        }
        if let found = list.first(where: { $0.name == name }) { return found.location }
        list.append((name, location))
        return nil
    }
}
