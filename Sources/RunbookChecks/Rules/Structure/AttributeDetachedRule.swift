import MarkdownTree
import RunbookKit

/// `attribute-detached`: an attribute list that blank lines cut off from every block, so it applies to none, that
/// gives a code role to the HTML comment written between it and its code block, or that ends a fence's opening line
/// (```` ```yaml {: codeblock} ````), where kramdown reads no code block at all and CommonMark reads a language.
///
/// Kramdown ignores it; the present renderer gives it to an empty paragraph. A table keeps such a list (its
/// caption), and so does a list, for itself: `{: pre}` meant for the code block of its last item is lost.
struct AttributeDetachedRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-detached", severity: .warning,
        rationale: "An attribute list with a blank line above and below, or on a fence's opening line, applies to no "
            + "block on the published page (docrun honours it anyway), and one after an HTML comment applies to the "
            + "comment, so the code role, id or note is lost.")

    static let message = Localized(
        en: "attribute list '{list}' has blank lines above and below it, so it applies to no block",
        fr: "la liste d'attributs '{list}' est entourée de lignes vides : elle ne s'applique à aucun bloc",
        pt: "a lista de atributos '{list}' tem linhas em branco acima e abaixo, então não se aplica a nenhum bloco")
    static let afterList = Localized(
        en: "attribute list '{list}' after a blank line applies to the list above it, not to the code block of its "
            + "last item; indent it as the code block and remove the blank line",
        fr: "la liste d'attributs '{list}' après une ligne vide s'applique à la liste au-dessus, pas au bloc de code "
            + "de son dernier élément ; indentez-la comme le bloc de code et supprimez la ligne vide",
        pt: "a lista de atributos '{list}' depois de uma linha em branco se aplica à lista acima, não ao bloco de "
            + "código do seu último item; recue-a como o bloco de código e remova a linha em branco")
    static let afterComment = Localized(
        en: "attribute list '{list}' applies to the HTML comment above it, not to the block before the comment; "
            + "put the list right after that block",
        fr: "la liste d'attributs '{list}' s'applique au commentaire HTML au-dessus, pas au bloc qui précède le "
            + "commentaire ; placez la liste juste après ce bloc",
        pt: "a lista de atributos '{list}' se aplica ao comentário HTML acima dela, não ao bloco antes do comentário; "
            + "coloque a lista logo depois desse bloco")
    static let onFence = Localized(
        en: "attribute list '{list}' is on the fence's opening line, where it applies to no block; write it on the "
            + "line after the closing fence",
        fr: "la liste d'attributs '{list}' est sur la ligne qui ouvre le bloc de code, où elle ne s'applique à aucun "
            + "bloc ; écrivez-la sur la ligne après celle qui le ferme",
        pt: "a lista de atributos '{list}' está na linha que abre o bloco de código, onde não se aplica a nenhum "
            + "bloco; escreva-a na linha depois da que o fecha")
    static let messages = [message, afterList, afterComment, onFence]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let uses = page.runbook.attributeLists
        let source = page.source
        // A code role given to a comment (a fence, a comment, then `{: pre}`): the block it was meant for has none.
        for use in uses where use.targetKind == .htmlBlock && !use.isDetached && use.list.role != nil {
            guard let target = use.targetLine, source.line(target).drop(while: { $0 == " " }).hasPrefix("<!--")
            else { continue }
            findings.append(page.finding(at: use.location, Self.afterComment, ["list": use.list.text]))
        }
        for use in uses where use.isOnFence {
            findings.append(page.finding(at: use.location, Self.onFence, ["list": use.list.text]))
        }
        guard uses.contains(where: \.isDetached) else { return }
        let definitions = page.runbook.attributeDefinitions
        for use in uses where use.isDetached && !use.isInline && !use.list.isDefinition {
            let line = use.location.line
            guard Self.isBlank(source.line(line - 1)), Self.endsAfter(line, indent: use.location.column, source) else {
                continue
            }
            let message: Localized
            switch Self.blockAbove(line, in: page.tree) {
            case .table?: continue
            case .list?:
                guard definitions.role(of: use.list) != nil else { continue }
                message = Self.afterList
            default:
                message = Self.message
            }
            findings.append(page.finding(at: use.location, message, ["list": use.list.text]))
        }
    }

    /// Whether `line` is blank once block-quote marks are dropped (a line before the page's first is).
    static func isBlank(_ line: Substring) -> Bool {
        line.utf8.allSatisfy(SourceText.isMark)
    }

    /// Whether the attribute lists written from `line` on are followed by a blank line, the end of the page, or a line
    /// indented less than the list's column `indent` (the end of its list item).
    static func endsAfter(_ line: Int, indent: Int, _ source: PageSource) -> Bool {
        let next = ((line + 1)...).first {
            $0 > source.lines.count || AttributeList.parseLine(source.line($0).drop { $0 == ">" }) == nil
        }!
        guard next <= source.lines.count else { return true }
        let text = source.line(next)
        return isBlank(text) || SourceText.indentation(text.drop { $0 == ">" }.utf8) + 1 < indent
    }

    /// The kind of the block before the deepest block of `node` that holds `line`; nil when there is none.
    static func blockAbove(_ line: Int, in node: MarkdownNode) -> MarkdownNode.Kind? {
        let children = node.children
        func holds(_ child: MarkdownNode) -> Bool {
            child.range.map { $0.start.line <= line && line <= $0.end.line } ?? false
        }
        // Blocks are in page order: the first that ends at or after `line`, found by halving (a page of many
        // attribute lists asks for each), then, if a block without a range misled the search, one by one.
        let low = children.partitioningIndex { $0.range.map { $0.end.line >= line } ?? true }
        guard let index = low < children.count && holds(children[low]) ? low : children.firstIndex(where: holds)
        else { return nil }
        if children[index].holdsBlocks { return blockAbove(line, in: children[index]) }
        return index > 0 ? children[index - 1].kind : nil
    }
}
