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
        // The block being read (its lists come one after another): its line, its first role, whether it is reported.
        var block: (line: Int, first: BlockRole?, reported: Bool) = (0, nil, false)
        for (index, use) in uses.enumerated() where use.targetKind == .codeBlock {
            guard let line = use.targetLine else { continue }
            // Most blocks have one list of one name, a role or a definition that gives it (`{:pre: .pre}`): one role.
            let shared = block.line == line || index + 1 < uses.count && uses[index + 1].targetLine == line
            let names = use.list.references.count + use.list.classes.count
            let only = use.list.references.first ?? use.list.classes.first
            guard shared || names > 1 || names == 1 && !Self.roles.contains(where: { $0.1 == only }) else { continue }
            if block.line != line { block = (line, nil, false) }
            for list in [use.list] + page.runbook.attributeDefinitions.referenced(by: use.list) {
                for (role, name) in Self.roles where list.references.contains(name) || list.classes.contains(name) {
                    guard let first = block.first else {
                        block.first = role
                        continue
                    }
                    guard role != first, !block.reported else { continue }
                    block.reported = true
                    let read = first == .output || role == .output ? BlockRole.output : first
                    findings.append(
                        page.finding(
                            at: use.location, Self.conflict,
                            ["first": first.attribute, "second": name, "read": read.attribute]))
                }
            }
        }
    }

    private static let roles = [BlockRole.command, .output, .file].map { ($0, $0.attribute) }
}
