import Foundation
import ShellSyntax
import TestSupport
import Testing
import Yams

@testable import RunbookRunner

/// A value filled into a file is read back from it, by a JSON or YAML reader, as exactly that value, or refused.
@Suite struct FileSubstitutionTests {
    static let hostile = [
        "plain", "\"", "'", "\\", "a\\nb", "a\nb", "a\rb", "conta São Paulo ✓", "p@ss \"wörd\" \\n $x`", "$HOME",
        "`id`", "a: b", "a:", ":", "# c", "x #y", "{", "}", "[a]", "a, b", "-", "- a", "-5", "?", "  lead", "trail ",
        "", "a\tb", "a\u{2028}b", "\u{85}", "\u{7}", "---", "*ref", "&anchor", "!tag", "|", ">", "%x", "@x", "8080",
        "true", "null", "😀",
    ]

    /// A file's template (the placeholder is `<v>`) and how to read the value back from the file written.
    struct Context: Sendable, CustomStringConvertible {
        let description: String
        let name: String
        let template: String
        /// Whether a command of the page sources the file (`FileSubstitution.scriptsRead(in:)`).
        var sourced = false
        let read: @Sendable (String) throws -> String?
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// The value's own text in `{"k": value}`, once the file parses.
    static func jsonToken(_ text: String) throws -> String? {
        _ = try json(text)
        return String(text.dropFirst(6).dropLast())
    }

    static func yaml(_ text: String) throws -> Node? { try Yams.compose(yaml: text) }

    static let contexts: [Context] = [
        Context(description: "JSON string", name: "c.json", template: "{\"k\": \"<v>\"}") {
            (try json($0) as? [String: String])?["k"]
        },
        Context(description: "JSON string part", name: "c.json", template: "{\"k\": \"a<v>z\"}") {
            (try json($0) as? [String: String])?["k"].map { String($0.dropFirst().dropLast()) }
        },
        Context(description: "JSON key", name: "c.json", template: "{\"<v>\": 1}") {
            (try json($0) as? [String: Int])?.keys.first
        },
        Context(description: "JSON by content", name: "c.conf", template: "{\n  \"k\": \"<v>\"\n}") {
            (try json($0) as? [String: String])?["k"]
        },
        Context(description: "JSON number", name: "c.json", template: "{\"k\": <v>}", read: jsonToken),
        Context(description: "YAML plain", name: "c.yaml", template: "k: <v>\nz: 1\n") {
            try yaml($0)?["k"]?.string
        },
        Context(description: "YAML plain key", name: "c.yml", template: "<v>: 1\n") {
            try yaml($0)?.mapping?.keys.first?.string
        },
        Context(description: "YAML sequence", name: "c.yaml", template: "l:\n  - <v>  # note\n  - z\n") {
            try yaml($0)?["l"]?.sequence?.first?.string
        },
        Context(description: "YAML flow", name: "c.yaml", template: "l: [<v>, z]\n") {
            try yaml($0)?["l"]?.sequence?.first?.string
        },
        Context(description: "YAML plain part", name: "c.yaml", template: "k: https://<v>/x\n") {
            try yaml($0)?["k"]?.string.map { String($0.dropFirst(8).dropLast(2)) }
        },
        Context(description: "YAML double", name: "c.yaml", template: "k: \"<v>\"\n") {
            try yaml($0)?["k"]?.string
        },
        Context(description: "YAML single", name: "c.yaml", template: "k: 'it''s <v>'\n") {
            try yaml($0)?["k"]?.string.map { String($0.dropFirst(5)) }
        },
        Context(description: "YAML after an anchor", name: "c.yaml", template: "k: &a <v>\nj: *a\n") {
            try yaml($0)?["j"]?.string
        },
        Context(description: "YAML after a tag", name: "c.yaml", template: "k: !!str <v>\n") {
            try yaml($0)?["k"]?.string
        },
        Context(description: "YAML part after --", name: "c.yaml", template: "k:\n  -- <v>\n") {
            try yaml($0)?["k"]?.string.map { String($0.dropFirst(3)) }
        },
        Context(description: "YAML part in quotes", name: "c.yaml", template: "k: a \"<v>\"\n") {
            try yaml($0)?["k"]?.string.map { String($0.dropFirst(3).dropLast()) }
        },
        Context(description: "YAML part in brackets", name: "c.yaml", template: "k: a [<v>]\n") {
            try yaml($0)?["k"]?.string.map { String($0.dropFirst(3).dropLast()) }
        },
        Context(description: "YAML part on a line that goes on", name: "c.yaml", template: "k: <v>\n  more\n") {
            try yaml($0)?["k"]?.string.map { String($0.dropLast(5)) }
        },
        Context(description: "YAML part on the line after", name: "c.yaml", template: "k: first\n\n  <v>\n") {
            try yaml($0)?["k"]?.string.map { String($0.dropFirst(6)) }
        },
        Context(description: "YAML block scalar", name: "c.yaml", template: "k: |\n  a<v>z\nj: 1\n") {
            try yaml($0)?["k"]?.string.map { String($0.dropFirst().dropLast(2)) }
        },
        Context(description: "YAML comment", name: "c.yaml", template: "k: x # <v>\nj: 1\n") {
            // A comment is no part of the data: it is read back from the text, once the file still parses.
            try yaml($0)?["j"]?.int == 1 && yaml($0)?["k"]?.string == "x" ? String($0.dropFirst(7).dropLast(6)) : nil
        },
        Context(description: "text", name: "c.env", template: "K=<v>\n") { String($0.dropFirst(2).dropLast()) },
    ]

    /// What bash prints running `script` in a folder of its own (where a value run as code would leave files).
    static func bash(_ script: String) throws -> String {
        let folder = try TemporaryFolder.make("docrun-shell-file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], directory: folder, environment: ["PATH": "/usr/bin:/bin"]
        )
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.isEmpty && run.stderr.isEmpty, "\(script): \(left) \(run.stderr)")
        return run.stdout
    }

    /// Shell scripts, known by their name or their `#!` line: each prints the value back when bash runs it.
    static let shellContexts: [Context] = [
        ("bare", "s.sh", "printf %s <v>"), ("double-quoted", "s.bash", "printf %s \"a<v>z\""),
        ("single-quoted", "s.sh", "printf %s 'a<v>z'"), ("ANSI-C quoted", "s.sh", "printf %s $'a<v>z'"),
        ("assigned", "s.sh", "x=<v>; printf %s \"$x\""), ("exported", ".envrc", "export X=\"<v>\"; printf %s \"$X\""),
        ("in a command substitution", "s.zsh", "printf %s \"$(printf %s <v>)\""),
        ("in backquotes", "s.sh", "printf %s \"`printf %s <v>`\""),
        ("given to bash -c", "s.ksh", "bash -c \"printf %s <v>\""),
        ("in arithmetic", "s.sh", "printf %s $((<v>))"),
        ("in a here-document", "s.sh", "cat <<EOF\n<v>\nEOF"),
        ("after a #! line", "setup", "#!/usr/bin/env bash\nprintf %s <v>"),
        ("after a #!/bin/sh line", "run-it", "#!/bin/sh -e\nprintf %s \"<v>\""),
        // Named as no script, but sourced by a command of the page.
        ("sourced, assigned", "app.env", "X=<v>\nprintf %s \"$X\""),
        ("sourced, double-quoted", "settings", "X=\"a<v>z\"; printf %s \"$X\""),
    ].map { description, name, template in
        Context(
            description: "shell, \(description)", name: name, template: template,
            sourced: description.hasPrefix("sourced")
        ) { written in
            let printed = try bash(written)
            // The value between `a` and `z`, or before the line break `cat` prints.
            if template.contains("a<v>z") { return String(printed.dropFirst().dropLast()) }
            return template.contains("EOF") ? String(printed.dropLast()) : printed
        }
    }

    @Test(arguments: contexts + shellContexts) func everyValueIsReadBackOrRefused(context: Context) throws {
        try Self.expectEachValueReadBackOrRefused(
            context.template, name: context.name, sourced: context.sourced, "\(context)",
            mayRefuse: { Self.mayRefuse($0, $1, in: context) },
            read: context.read)
    }

    /// Fills each hostile value into `template`, in a file named `name`: each is read back exactly by `read`, or
    /// refused where `mayRefuse` allows.
    static func expectEachValueReadBackOrRefused(
        _ template: String, name: String, sourced: Bool = false, _ description: String,
        mayRefuse: (String, FileSubstitution.Refusal) -> Bool, read: (String) throws -> String?
    ) throws {
        let slots = FileSubstitution.slots(template, name: name, sourced: sourced)
        for value in hostile {
            let written: String
            do throws(SubstitutionError) {
                written = try FileSubstitution.fill(template, at: slots) { _ in value }
            } catch {
                guard case .refusedInFile(_, let why) = error else { throw error }
                #expect(mayRefuse(value, why), "\(description): \(value.debugDescription): \(why)")
                continue
            }
            #expect(try read(written) == value, "\(description): \(value.debugDescription) → \(written)")
        }
    }

    /// The refusals each context may make, and for which values only.
    static func mayRefuse(_ value: String, _ why: FileSubstitution.Refusal, in context: Context) -> Bool {
        let breaksLine = value.contains("\n") || value.contains("\r")
        switch (context.description, why) {
        case ("text", .lineBreak), ("YAML block scalar", .lineBreak), ("YAML comment", .lineBreak): return breaksLine
        case ("JSON number", .notAJSONToken): return !FileSubstitution.isJSONToken(value)
        case ("YAML single", .notPrintable), ("YAML block scalar", .notPrintable), ("YAML comment", .notPrintable):
            return value.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }
                || value.contains("\u{2028}") || value.contains("\u{85}")
        case (let part, .yamlPlainPart) where part.hasPrefix("YAML part") || part == "YAML plain part":
            return FileSubstitution.needsQuotes(value, flow: false)
        case ("shell, in arithmetic", .shell(.notAnInteger)): return !ShellBytes.isInteger(value)
        case ("shell, in a here-document", .shell(.endsHereDocument)): return breaksLine || value == "EOF"
        default: return false
        }
    }

    /// A YAML here-document of a command (`cat <<EOF | kubectl apply -f -`, `kubectl create -f - <<'EOF'`, `cat >
    /// c.yaml <<EOF`) takes a value as the YAML file does: run by bash, the document reads it back exactly, or the value
    /// is refused as the file refuses it.
    @Test(
        arguments: [
            "cat <<EOF | kubectl apply -f -\n", "kubectl create -f - <<'EOF'\n", "cat > c.yaml <<EOF\n",
            "oc apply --filename=- <<-EOF\n",
        ])
    func yamlHereDocumentsTakeValuesAsTheFileDoes(opening: String) throws {
        for context in Self.contexts where context.name.hasSuffix(".yaml") || context.name.hasSuffix(".yml") {
            let command = opening + context.template + "EOF"
            let script = ShellScript(command: command)
            #expect(script.hereDocuments.map(\.isYAML) == [true], "\(command)")
            for value in Self.hostile {
                let substituted: String
                do throws(SubstitutionError) {
                    substituted = try ShellSubstitution.substitute(
                        script, value: { _ in value }, variable: { _ in "V" })
                } catch {
                    guard case .refusedInFile(_, let why) = error else { throw error }
                    #expect(Self.mayRefuse(value, why, in: context), "\(context): \(value.debugDescription): \(why)")
                    continue
                }
                let written = try Self.bash(
                    "kubectl() { cat > c.yaml; }; oc() { cat > c.yaml; }\n\(substituted)\n"
                        + "cat c.yaml; rm c.yaml")
                #expect(try context.read(written) == value, "\(context): \(value.debugDescription) → \(written)")
            }
        }
    }

    /// A shell script is known by its name's extension, as `.envrc`, or by a `#!` line that names a shell.
    @Test(arguments: [
        ("deploy.sh", "echo <x>", true), ("Deploy.BASH", "echo <x>", true), ("conf/.envrc", "export X=<x>", true),
        ("a.zsh", "echo <x>", true), ("setup", "#!/bin/bash\necho <x>", true),
        ("run", "#!/usr/bin/env bash\necho <x>", true),
        ("run", "#!/usr/bin/env -S bash -e\necho <x>", true), ("run", "#! /bin/sh\necho <x>", true),
        ("run.py", "#!/usr/bin/env python3\nprint('<x>')", false), ("notes.txt", "echo <x>", false),
        ("sh", "echo <x>", false), (".env", "X=<x>", false), ("a.sh.txt", "echo <x>", false),
        ("script", "echo <x>\n#!/bin/bash", false),
    ])
    func shellScriptsAreKnown(name: String, text: String, isScript: Bool) {
        let slot = FileSubstitution.slots(text, name: name).first?.1
        #expect(
            (slot.map { if case .shell = $0 { true } else { false } }) == isScript,
            "\(name): \(String(describing: slot))")
    }

    @Test func typedYAMLValuesKeepTheirType() throws {
        let text = "port: <p>\non: <b>\nname: <n>\n"
        let written = try FileSubstitution.fill(text, at: FileSubstitution.slots(text, name: "x.yaml")) {
            ["p": "8080", "b": "true", "n": "a: b"][$0]
        }
        #expect(written == "port: 8080\non: true\nname: \"a: b\"\n")
    }

    @Test func placesAreReadAsTheFormatReadsThem() {
        let yaml = "a: \"x <q> y\" # <c>\nb: |\n  line <l>\nc: <p>\nd: '<s>'\n"
        #expect(
            FileSubstitution.slots(yaml, name: "f.yaml").map(\.1) == [
                .yamlDoubleQuoted, .yamlText, .yamlText, .yamlPlain(whole: true, flow: false), .yamlSingleQuoted,
            ])
        let json = "{\"a\\\"<b>\": \"<c>\", \"d\": <e> // <f>\n}"
        #expect(FileSubstitution.slots(json, name: nil).map(\.1) == [.jsonString, .jsonString, .jsonToken, .text])
        #expect(FileSubstitution.slots("name: <n>\n", name: "notes.txt").map(\.1) == [.text])
        let entries = "- <a>\n- - <b>\nk: a - <c>\n-- <d>\n-? <e>\n--- <f>\n"
        #expect(
            FileSubstitution.slots(entries, name: "l.yml").map(\.1) == [
                .yamlPlain(whole: true, flow: false), .yamlPlain(whole: true, flow: false),
                .yamlPlain(whole: false, flow: false), .yamlPlain(whole: false, flow: false),
                .yamlPlain(whole: false, flow: false), .yamlPlain(whole: true, flow: false),
            ])
        // A quote or a bracket opens a scalar or a collection only where a node starts.
        let inside = "a: x \"<a>\" '<b>' [<c>]\nb: &n \"<d>\"\nc: !t [<e>]\n"
        #expect(
            FileSubstitution.slots(inside, name: "l.yml").map(\.1) == [
                .yamlPlain(whole: false, flow: false), .yamlPlain(whole: false, flow: false),
                .yamlPlain(whole: false, flow: false), .yamlDoubleQuoted, .yamlPlain(whole: true, flow: true),
            ])
        // A plain scalar goes on over the lines indented beyond its key or its entry.
        let lines = "a: <a>\n  <b>\n- <c>\n\n  <d>\n- k: <e>\n  j: <f>\n  # <g>\n"
        #expect(
            FileSubstitution.slots(lines, name: "l.yml").map(\.1) == [
                .yamlPlain(whole: false, flow: false), .yamlPlain(whole: false, flow: false),
                .yamlPlain(whole: false, flow: false), .yamlPlain(whole: false, flow: false),
                .yamlPlain(whole: true, flow: false), .yamlPlain(whole: true, flow: false), .yamlText,
            ])
    }
}
