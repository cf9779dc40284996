import RunbookKit
import ShellSyntax

/// `command-unmarked-value`: a value to replace written in capitals or braces rather than as a placeholder.
///
/// The reader finds them (`UnmarkedValues`: `ibmcloud target -r REGION_NAME`, `https://{instance_ID}.example.com`);
/// readers take them for literals. Not in a command in usage notation (`command-usage-notation` reports that), pasted
/// output, or a command not for bash.
struct CommandUnmarkedValueRule: PageRule {
    static let description = RuleDescription(
        id: "command-unmarked-value", severity: .warning,
        rationale: """
            A value to replace written in capitals ('--region REGION_NAME') or in braces ('https://{instance_ID}.…') \
            looks the same as a literal to a reader who copies the command (docrun asks for it, guessing). Write it \
            as a placeholder, '<region_name>', so that readers see what to change.
            """)

    static let unmarked = Localized(
        en: "'{word}' looks like a value to replace, which a reader may copy as written: write it as a placeholder, "
            + "<{name}>",
        fr: "'{word}' semble être une valeur à remplacer, que le lecteur risque de copier telle quelle : écrivez-la "
            + "en variable, <{name}>",
        pt: "'{word}' parece ser um valor a substituir, que o leitor pode copiar como está: escreva-o como variável, "
            + "<{name}>")

    static let braced = Localized(
        en: "'{name}' in braces looks like a value to replace, which a reader may copy as written: write it as a "
            + "placeholder, <{name}>",
        fr: "'{name}' entre accolades semble être une valeur à remplacer, que le lecteur risque de copier telle "
            + "quelle : écrivez-la en variable, <{name}>",
        pt: "'{name}' entre chaves parece ser um valor a substituir, que o leitor pode copiar como está: escreva-o "
            + "como variável, <{name}>")
    static let messages = [unmarked, braced]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for read in page.commands where read.isForBash && read.notation == nil && read.pasted == nil {
            let script = read.command.script
            let values = script.placeholders.filter { !$0.isMarked(in: script.bytes) }
            guard !values.isEmpty else { continue }
            let locations = CommandSnippet.Places(read.command, in: page.source).locations(of: values.map(\.offset))
            for (value, location) in zip(values, locations) {
                findings.append(
                    script.bytes[value.offset] == UInt8(ascii: "{")
                        ? page.finding(at: location, Self.braced, ["name": value.name])
                        : page.finding(
                            at: location, Self.unmarked, ["word": value.name, "name": value.name.lowercased()]))
            }
        }
    }
}
