import MarkdownTree
import RunbookKit

/// `anchor-duplicate`: two headings, blocks or HTML elements of a page with the same id.
struct AnchorDuplicateRule: PageRule {
    static let description = RuleDescription(
        id: "anchor-duplicate", severity: .error,
        rationale: "When two places share an id, links to it reach only the first, and the HTML is invalid.")

    static let message = Localized(
        en: "anchor '#{name}' is already defined on this page",
        fr: "l'ancre '#{name}' est déjà définie dans cette page",
        pt: "a âncora '#{name}' já está definida nesta página")
    static let firstHere = Localized(
        en: "'#{name}' is first defined here", fr: "'#{name}' est définie ici en premier",
        pt: "'#{name}' é definida primeiro aqui")
    static let messages = [message, firstHere]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let anchors = page.runbook.anchors.sorted { $0.location < $1.location }
        var first = [String: SourceLocation](minimumCapacity: anchors.count)
        var previous: SourceLocation?
        for anchor in anchors {
            // The same definition reached twice by the reader is one anchor: sorted, such twins are neighbours.
            guard anchor.location != previous else { continue }
            previous = anchor.location
            guard let original = first[anchor.name] else {
                first[anchor.name] = anchor.location
                continue
            }
            let firstHere = page.note(at: original, Self.firstHere(page.messageLanguage, ["name": anchor.name]))
            findings.append(page.finding(at: anchor.location, Self.message, ["name": anchor.name], notes: [firstHere]))
        }
    }
}
