import Foundation
import ShellSyntax
import Testing
import Yams

@testable import RunbookRunner

/// A value in the string a container's shell runs (`command: [sh, -c, "…"]` in a Kubernetes YAML file) is quoted for
/// that shell, then written for the YAML scalar: each hostile value is read back exactly by the shell, or refused.
@Suite struct YAMLShellStringTests {
    /// The words of the file's top-level `command` then `args`, as YAML reads them.
    static func words(_ yaml: String) throws -> [String] {
        let root = try Yams.compose(yaml: yaml)
        return ["command", "args"].flatMap { root?[$0]?.sequence?.compactMap(\.string) ?? [] }
    }

    static let contexts: [(description: String, template: String, refusals: [FileSubstitution.Refusal])] = [
        ("flow, double-quoted", "command: [\"sh\", \"-c\", \"printf %s <v>\"]\n", [.lineBreak]),
        ("flow, single-quoted, /bin/sh -ec", "command: ['/bin/sh', '-ec', 'printf %s \"a<v>z\"']\n", [.notPrintable]),
        ("block literal", "command:\n- /bin/bash\n- -c\n- |\n  printf %s <v>\n", [.lineBreak, .notPrintable]),
        ("plain, in args", "command: [sh]\nargs:\n- -c\n- printf %s <v>\n", [.lineBreak, .yamlPlainPart]),
    ]

    @Test(arguments: contexts.indices) func everyValueIsReadBackOrRefused(_ index: Int) throws {
        let context = Self.contexts[index]
        // A line break ends a block's line; a control character has no writing in a single-quoted scalar or a block.
        try FileSubstitutionTests.expectEachValueReadBackOrRefused(
            context.template, name: "pod.yaml", context.description,
            mayRefuse: { value, why in
                context.refusals.contains(why) && (value.contains("\n") || value.contains("\r") || why != .lineBreak)
            },
            read: { written in
                let printed = try DockerfileSubstitutionTests.sh(Self.words(written)[2])
                return context.template.contains("a<v>z") ? String(printed.dropFirst().dropLast()) : printed
            })
    }

    /// Only the string after a shell and its `-c` is shell; a string a comment follows with another name is left as
    /// YAML, as is everything else.
    @Test func onlyTheShellsStringIsShell() {
        let yaml = """
            spec:
              containers:
              - name: <a>
                command: ["/bin/sh", "-c", "exec app --name <b>"]
              - command: [echo, -c, "<c>"]
              - command: [bash]
                args: [-c, '<d>'] # and <e>
              - args: ["-c", "<f>"]
            ---
            command:
            - sh
            - -lc
            - |
              echo "<g>"
            """
        let slots = FileSubstitution.slots(yaml, name: "pod.yaml").map { occurrence, slot in
            if case .shellString(let outer, let contexts) = slot {
                return "\(occurrence.name) \(outer) shell \(contexts.first.map { "\($0.quoting)" } ?? "")"
            }
            return "\(occurrence.name) \(slot)"
        }
        #expect(
            slots == [
                "a yamlPlain(whole: true, flow: false)", "b yamlDoubleQuoted shell unquoted", "c yamlDoubleQuoted",
                "d yamlSingleQuoted", "e yamlText", "f yamlDoubleQuoted", "g yamlText shell doubleQuoted",
            ])
    }
}
