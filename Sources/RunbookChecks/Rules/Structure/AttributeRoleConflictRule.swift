import RunbookKit

/// `attribute-role-conflict`: a code block given two roles (`pre`, `screen`, `codeblock`) by its attribute lists or
/// the definitions they name: `{: pre}` then `{: screen}`, `{: .pre .screen}`, `{:out: .screen}` then `{: out .pre}`.
///
/// kramdown gives the block every class, and a reader cannot tell what it is: docrun shows one marked an output and
/// never runs it, and reads one marked a command and a file as the first. Reported at the list that adds the second.
struct AttributeRoleConflictRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-role-conflict", severity: .warning,
        rationale: """
            A code block marked a command and an output (or a file) is both to kramdown, and neither to a reader: \
            docrun shows a block marked an output and never runs it, so a command marked so is not run.
            """)

    static let conflict = Localized(
        en: "code block is marked both '{first}' and '{second}': keep the one it is (docrun reads it as '{read}')",
        fr: "le bloc de code est marqué '{first}' et '{second}' : gardez celui qu'il est (docrun le lit en '{read}')",
        pt: "o bloco de código está marcado como '{first}' e '{second}': mantenha o que ele é (o docrun o lê como "
            + "'{read}')")
    static let messages = [conflict]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let uses = page.runbook.attributeLists
        // Most pages give no block two lists or a list two roles: those are passed without the definitions.
        let targets = uses.compactMap { $0.targetKind == .codeBlock ? $0.targetLine : nil }
        guard
            Set(targets).count < targets.count
                || uses.contains(where: { $0.list.references.count + $0.list.classes.count > 1 })
        else {
            return
        }
        let definitions = AttributeDefinitions(uses)
        var roles: [Int: (first: BlockRole, reported: Bool)] = [:]
        for use in uses where use.targetKind == .codeBlock {
            guard let line = use.targetLine else { continue }
            let names = ([use.list] + definitions.referenced(by: use.list)).flatMap { $0.references + $0.classes }
            for role in [BlockRole.command, .output, .file] where names.contains(role.attribute) {
                guard let (first, reported) = roles[line] else {
                    roles[line] = (role, false)
                    continue
                }
                guard role != first, !reported else { continue }
                roles[line] = (first, true)
                let read = first == .output || role == .output ? BlockRole.output : first
                findings.append(
                    page.finding(
                        at: use.location, Self.conflict,
                        ["first": first.attribute, "second": role.attribute, "read": read.attribute]))
            }
        }
    }
}
