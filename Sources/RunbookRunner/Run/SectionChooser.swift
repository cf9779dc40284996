import RunbookKit

/// On a terminal, asks which of a page's independent procedures (sections numbered from 1 each) to run.
public enum SectionChooser {
    /// A section the operator may choose: its anchor, title and number of steps.
    public struct Choice: Sendable, Equatable {
        /// The section's anchor.
        public let anchor: String
        /// The section's title.
        public let title: String
        /// How many steps the procedure holds, those of the subsections counted with it included.
        public let steps: Int
    }

    /// The independent procedures of `runbook`: the sections that hold steps.
    ///
    /// A subsection is counted with the section above it when that one holds steps too; each must have an anchor (its
    /// own or kramdown's: `Section.renderedAnchor`). Fewer than two: nothing to choose.
    public static func choices(in runbook: Runbook) -> [Choice] {
        let sections = runbook.sections
        let holding = Set(runbook.steps.compactMap(\.sectionIndex))
        func procedure(_ index: Int) -> Int {
            var current = index
            while let parent = sections[current].parent, holding.contains(parent) { current = parent }
            return current
        }
        var order: [Int] = []
        var counts: [Int: Int] = [:]
        for step in runbook.steps {
            guard let index = step.sectionIndex else { return [] }
            let outer = procedure(index)
            if counts[outer] == nil { order.append(outer) }
            counts[outer, default: 0] += 1
        }
        let choices = order.compactMap { index -> Choice? in
            sections[index].renderedAnchor.map {
                Choice(anchor: $0, title: sections[index].title, steps: counts[index] ?? 0)
            }
        }
        return choices.count >= 2 && choices.count == order.count ? choices : []
    }

    /// Lists `choices` and asks which to run; nil: the whole page (Enter), or end of input.
    public static func ask(
        _ choices: [Choice], prompter: any Prompter, console: any RunConsole, language: Language
    ) -> String? {
        console.write("\n" + RunMessages.sectionsIntro(language, count: choices.count) + "\n")
        for (number, choice) in choices.enumerated() {
            let steps = PlanMessages.summary[0](language, count: choice.steps)
            console.write(
                "  \(number + 1). \(VisibleText.of(choice.title))  (#\(VisibleText.of(choice.anchor)), \(steps))\n")
        }
        let question = RunMessages.whichSection(language, ["last": String(choices.count)])
        while let typed = prompter.readLine(prompt: question, secret: false)?[...].trimming(\.isSpaceOrTab),
            !typed.isEmpty
        {
            if let number = Int(typed), choices.indices.contains(number - 1) { return choices[number - 1].anchor }
            if let choice = choices.first(where: { $0.anchor == typed }) { return choice.anchor }
        }
        return nil
    }
}
