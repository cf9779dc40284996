import MarkdownTree
import RunbookKit

/// `anchor-duplicate`: two headings, blocks or HTML elements of a page with the same id, or an id the page gives that
/// kramdown also generates for a heading without one.
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
    static let generatedHere = Localized(
        en: "'#{name}' is also the id kramdown generates for this heading",
        fr: "'#{name}' est aussi l'identifiant que kramdown génère pour ce titre",
        pt: "'#{name}' também é o id que o kramdown gera para este título")
    static let messages = [message, firstHere, generatedHere]

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
        // A heading without an id of its own gets one from kramdown, which does not look at the ids the page gives:
        // `## Install` and a later `{: #install}` are two elements of id `install`. Reported once, at the later of the
        // id the page gives and the first heading kramdown gives it, as two ids the page gives are: the earlier is the
        // one links reach.
        // Nor do the ids kramdown numbers look at the titles to come: `## FAQ`, `## FAQ`, `## FAQ 1` are `faq`,
        // `faq-1` and `faq-1` again, reported at the later heading.
        var generated = [String: Int](minimumCapacity: page.facts.generatedIDs.ids.count)
        for (id, line) in page.facts.generatedIDs.ids {
            if let earlier = generated[id] {
                let note = Self.generatedHere(page.messageLanguage, ["name": id])
                let generatedHere = page.note(at: Self.headingLocation(earlier, in: page.source), note)
                findings.append(
                    page.finding(
                        at: Self.headingLocation(line, in: page.source), Self.message, ["name": id],
                        notes: [generatedHere]))
                continue
            }
            generated[id] = line
            // An HTML anchor in the heading itself (`## <a name="install"></a>Install`) names the same place.
            guard let given = first[id], given.line != line else { continue }
            let heading = Self.headingLocation(line, in: page.source)
            let (at, note) =
                given < heading
                ? (heading, page.note(at: given, Self.firstHere(page.messageLanguage, ["name": id])))
                : (given, page.note(at: heading, Self.generatedHere(page.messageLanguage, ["name": id])))
            findings.append(page.finding(at: at, Self.message, ["name": id], notes: [note]))
        }
    }

    /// Where the heading on `line` starts: past the blanks and block quote marks before its text or its `#`.
    static func headingLocation(_ line: Int, in source: PageSource) -> SourceLocation {
        SourceLocation(line: line, column: source.line(line).utf8.prefix(while: SourceText.isMark).count + 1)
    }
}
