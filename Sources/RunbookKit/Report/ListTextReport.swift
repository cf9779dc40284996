/// `docrun list --format text`: what docrun read in a page, for a person.
public enum ListTextReport {
    /// The runbook as text, labels in `lang`, ending with a newline.
    public static func render(_ runbook: Runbook, language lang: Language) -> String {
        var lines = [
            "\(SystemPath.visible(runbook.file)) (\(runbook.language.rawValue)): \(runbook.title)"
                + (runbook.anchor.map { "  {#\($0)}" } ?? "")
        ]
        var section: Int?
        for step in runbook.steps {
            if step.sectionIndex != section, let index = step.sectionIndex {
                section = index
                let heading = runbook.sections[index]
                lines.append("")
                lines.append(
                    String(repeating: "#", count: heading.level) + " " + heading.title
                        + (heading.renderedAnchor.map { "  {#\($0)}" } ?? "") + "  @\(heading.line)")
            }
            // Counted on the bytes: splitting each id cost a page of thousands of nested steps seconds.
            let indent = String(repeating: "  ", count: step.id.utf8.count { $0 == UInt8(ascii: ".") })
            var header = indent + ListMessages.step(lang, ["id": step.id]) + "  @\(step.line)"
            if !step.isNumbered { header += " (" + ListMessages.unnumbered(lang) + ")" }
            if step.isManual { header += " (" + ListMessages.manual(lang) + ")" }
            // A tab a heading gives its steps is said (a tab of a step's blocks is titled so already): what --tab takes.
            if let tab = step.tab, tab.kind == .tab, tab.title != step.text {
                header += " (" + ListMessages.tab(lang, ["title": tab.title]) + ")"
            }
            if !step.platforms.isEmpty { header += " [" + step.platforms.map(\.rawValue).joined(separator: ", ") + "]" }
            lines.append(header + (step.text.isEmpty ? "" : " " + step.text))
            let body = indent + "    "
            // Commands, outputs and files in page order, as a reader meets them.
            var blocks: [(line: Int, text: [String])] = []
            for command in step.commands {
                let text = command.text.split(separator: "\n", omittingEmptySubsequences: false)
                var shown = [body + "$ " + text[0] + "  @\(command.line)"] + text.dropFirst().map { body + "  " + $0 }
                for (names, label) in [(command.sets, ListMessages.sets), (command.uses, ListMessages.uses)]
                where !names.isEmpty {
                    shown.append(body + "  " + label(lang, ["names": names.joined(separator: ", ")]))
                }
                blocks.append((command.line, shown))
            }
            for example in step.examples {
                let of = step.commands.lastIndex { $0.line < example.line }.map { $0 + 1 } ?? 1
                let text = example.text.split(separator: "\n", omittingEmptySubsequences: false)
                let label = ListMessages.example(lang, ["command": String(of)])
                blocks.append((example.line, [body + label + "  @\(example.line)"] + text.map { body + "  " + $0 }))
            }
            for output in step.outputs {
                let count = output.text.split(separator: "\n", omittingEmptySubsequences: false).count
                // At least one line: French, whose singular is also for 0, says the same as the others.
                var label = ListMessages.output(lang, count: count)
                if let command = output.command {
                    label += ", " + ListMessages.ofCommand(lang, ["command": String(command + 1)])
                }
                blocks.append((output.line, [body + label + "  @\(output.line)"]))
            }
            for file in step.files {
                let label =
                    switch file.kind {
                    case .request: ListMessages.request(lang, ["first": String(file.text.prefix { $0 != "\n" })])
                    case .snippet: ListMessages.snippet(lang, ["name": file.name ?? "?"])
                    case .file: ListMessages.file(lang, ["name": file.name ?? "?"])
                    }
                blocks.append((file.line, [body + label + "  @\(file.line)"]))
            }
            lines += blocks.sorted { $0.line < $1.line }.flatMap(\.text)
        }
        lines += ["", ListMessages.placeholders(lang)]
        if runbook.placeholders.isEmpty { lines.append("  " + ListMessages.none(lang)) }
        for placeholder in runbook.placeholders {
            var tags: [String] = [placeholder.isRequired ? ListMessages.required(lang) : ListMessages.optional(lang)]
            if placeholder.isSecret { tags.append(ListMessages.secret(lang)) }
            if let flag = placeholder.flag { tags.append(flag) }
            lines.append("  <\(placeholder.name)>  " + tags.joined(separator: ", "))
            lines.append("      " + (placeholder.description ?? ListMessages.undocumented(lang)))
            let whereabouts = [
                (placeholder.usedAt, ListMessages.usedAt), (placeholder.documentedAt, ListMessages.documentedAt),
            ].filter { !$0.0.isEmpty }.map { numbers, label in
                label(lang, ["lines": numbers.map(String.init).joined(separator: ", ")])
            }
            lines.append("      " + whereabouts.joined(separator: ListMessages.separator(lang)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The labels of `docrun list`, in English, French and Portuguese.
public enum ListMessages {
    static let step = Localized(en: "step {id}", fr: "étape {id}", pt: "passo {id}")
    static let unnumbered = Localized(en: "unnumbered", fr: "non numérotée", pt: "sem número")
    /// A step done by hand (`run` says so of its outcome too).
    public static let manual = Localized(en: "manual", fr: "manuelle", pt: "manual")
    static let tab = Localized(en: "tab {title}", fr: "onglet {title}", pt: "aba {title}")
    static let sets = Localized(en: "sets {names}", fr: "définit {names}", pt: "define {names}")
    static let uses = Localized(en: "uses {names}", fr: "utilise {names}", pt: "usa {names}")
    static let output = Plural(
        en: "example output, {count} line", "example output, {count} lines",
        fr: "exemple de sortie, {count} ligne", "exemple de sortie, {count} lignes",
        pt: "exemplo de saída, {count} linha", "exemplo de saída, {count} linhas")
    static let example = Localized(
        en: "example of command {command}, not run:", fr: "exemple de la commande {command}, non exécuté :",
        pt: "exemplo do comando {command}, não executado:")
    static let ofCommand = Localized(
        en: "of command {command}", fr: "de la commande {command}", pt: "do comando {command}")
    static let file = Localized(en: "file {name}", fr: "fichier {name}", pt: "arquivo {name}")
    static let request = Localized(
        en: "HTTP request {first}", fr: "requête HTTP {first}", pt: "solicitação HTTP {first}")
    static let snippet = Localized(
        en: "to add to {name}", fr: "à ajouter à {name}", pt: "a incluir em {name}")
    static let placeholders = Localized(
        en: "Placeholders:", fr: "Variables à remplacer :", pt: "Variáveis a substituir:")
    static let none = Localized(en: "none", fr: "aucune", pt: "nenhuma")
    /// A placeholder the page needs a value for (`run` and `plan` tag its question and row so).
    public static let required = Localized(en: "required", fr: "obligatoire", pt: "obrigatório")
    /// A placeholder the page can do without.
    public static let optional = Localized(en: "optional", fr: "facultatif", pt: "opcional")
    /// A placeholder whose value is a secret, never shown.
    public static let secret = Localized(en: "secret", fr: "secret", pt: "secreto")
    static let undocumented = Localized(en: "(undocumented)", fr: "(non documentée)", pt: "(não documentado)")
    static let separator = Localized(en: "; ", fr: " ; ", pt: "; ")
    static let usedAt = Localized(
        en: "used at lines {lines}", fr: "utilisée aux lignes {lines}", pt: "usado nas linhas {lines}")
    static let documentedAt = Localized(
        en: "documented at lines {lines}", fr: "documentée aux lignes {lines}", pt: "documentado nas linhas {lines}")
}
