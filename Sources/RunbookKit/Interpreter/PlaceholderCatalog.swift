import MarkdownTree

/// Gathers every placeholder of a page, its uses and its documentation, into `Placeholder` values.
enum PlaceholderCatalog {
    static func placeholders(steps: [Step], docs: [PlaceholderDoc]) -> [Placeholder] {
        var order: [(name: String, location: SourceLocation)] = []
        var used: [String: [Int]] = [:]
        var shown: [String: [Int]] = [:]
        var seen = Set<String>()
        func note(_ name: String, _ location: SourceLocation) {
            if seen.insert(name).inserted { order.append((name, location)) }
        }
        for step in steps {
            for use in step.commands.flatMap(\.placeholders) + step.files.flatMap(\.placeholders) {
                used[use.name, default: []].append(use.location.line)
                note(use.name, use.location)
            }
            for use in step.outputs.flatMap(\.placeholders) {
                shown[use.name, default: []].append(use.location.line)
            }
        }
        var docsByName: [String: [PlaceholderDoc]] = [:]
        for doc in docs.sorted(by: { $0.location < $1.location }) {
            docsByName[doc.name, default: []].append(doc)
            note(doc.name, doc.location)
        }
        return order.sorted { $0.location < $1.location }.map { entry in
            let documentation = docsByName[entry.name] ?? []
            let stated = documentation.first { $0.required != nil }?.required
            return Placeholder(
                name: entry.name, description: documentation.first.map(\.description), isRequired: stated ?? true,
                requirementStated: stated != nil,
                isSecret: SecretDetector.isSecret(name: entry.name, descriptions: documentation.map(\.description)),
                flag: documentation.first { $0.flag != nil }?.flag, documentation: documentation,
                usedAt: uniqueSorted(used[entry.name] ?? []), shownAt: uniqueSorted(shown[entry.name] ?? []))
        }
    }

    private static func uniqueSorted(_ lines: [Int]) -> [Int] {
        Array(Set(lines)).sorted()
    }
}
