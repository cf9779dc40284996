import RunbookChecks
import RunbookKit

/// `docrun check --list-rules`: one rule per line, id, default severity and rationale in aligned columns.
enum RuleList {
    static func text() -> String {
        let rules = RuleRegistry.descriptions
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for rule in rules {
            let id = rule.id + String(repeating: " ", count: width - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            out += "\(id)  \(severity)  \(rule.rationale)\n"
        }
        return out
    }
}
