import Foundation
import TestSupport
import Testing

/// Hostile pages and inputs through the built binary, for every verb that reads them: each run ends before the
/// watchdog (`HostileRun.watchdog`), under 2 GB, with its documented exit code and a message naming the file.
///
/// The pages are the shapes that made a verb grow faster than the page (a quadratic search, an alias expanded);
/// they are sized so that a debug build under load ends in seconds once each verb is linear, and would hit the
/// watchdog if it were not. Speed itself is measured on a release build (docs/benchmarks.md), not asserted here.
@Suite(.serialized) struct HostileInputTests {
    static let inputs = HostileInputs()

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The arguments, given the inputs' folder.
        let arguments: @Sendable (HostileInputs) -> [String]
        /// The exit codes it may end with (`check` finds errors in some pages, not in others).
        let statuses: Set<Int32>
        /// Text that standard output or standard error must hold ("{dir}" is the inputs' folder).
        let says: String?
        var testDescription: String { name }
    }

    static func page(_ verb: String, _ name: String, _ statuses: Set<Int32>, says: String? = nil) -> Case {
        Case(name: "\(verb) \(name)", arguments: { [verb, $0.path(name)] }, statuses: statuses, says: says)
    }

    /// Pages that must be read (or refused for having no steps) quickly by every verb.
    static let pageCases: [Case] = HostileInputs.pages.flatMap { name, hasSteps, runs in
        [
            page("list", name, [0]),
            page("check", name, [0, 1], says: "in 1 page"),
            page("plan", name, hasSteps ? [0] : [65]),
        ]
            // Without values or a terminal, `run` stops before its first step: it plans, checks its values and
            // programs, and runs nothing. Pages whose commands need no value are not run.
            + (runs ? [page("run", name, hasSteps ? [2] : [65])] : [])
    }

    static let fileCases: [Case] = [
        page("list", "fifo", [66], says: "fifo.md: not a regular file"),
        page("plan", "fifo", [66], says: "fifo.md: not a regular file"),
        page("run", "fifo", [66], says: "fifo.md: not a regular file"),
        page("check", "fifo", [1], says: "fifo.md:1:1: error: not a regular file"),
        page("list", "zero", [66], says: "zero.md: not a regular file"),
        page("check", "zero", [1], says: "zero.md:1:1: error: not a regular file"),
        Case(
            name: "check a folder holding a FIFO and a link to /dev/zero",
            arguments: { ["check", $0.folder("devices")] },
            statuses: [1], says: "devices/zero.md:1:1: error: not a regular file"),
        Case(
            name: "check a folder holding a FIFO (named too)", arguments: { ["check", $0.folder("devices")] },
            statuses: [1],
            says: "devices/fifo.md:1:1: error: not a regular file"),
        Case(
            name: "plan --values a FIFO", arguments: { ["plan", "--values", $0.file("fifo.yml"), $0.path("steps")] },
            statuses: [64], says: "fifo.yml: not a regular file (a device, a FIFO or a socket), not a values file"),
        Case(
            name: "plan --values /dev/zero", arguments: { ["plan", "--values", "/dev/zero", $0.path("steps")] },
            statuses: [64], says: "/dev/zero: not a regular file"),
        Case(
            name: "plan --values over 10 MB",
            arguments: { ["plan", "--values", $0.file("large.yml"), $0.path("steps")] },
            statuses: [64], says: "large.yml: the values file is 11 MB, over the 10 MB docrun reads"),
        Case(
            name: "list --keywords a FIFO",
            arguments: { ["list", "--keywords", $0.file("fifo.yml"), $0.path("steps")] },
            statuses: [64], says: "fifo.yml: not a regular file (a device, a FIFO or a socket), not a keyword file"),
        Case(
            name: "check --keywords /dev/zero", arguments: { ["check", "--keywords", "/dev/zero", $0.path("steps")] },
            statuses: [64], says: "/dev/zero: not a regular file"),
        Case(
            name: "check --config a FIFO", arguments: { ["check", "--config", $0.file("fifo.yml"), $0.path("steps")] },
            statuses: [64],
            says: "fifo.yml: not a regular file (a device, a FIFO or a socket), not a configuration file"),
        Case(
            name: "check a page whose .docrun.yml is a FIFO", arguments: { ["check", $0.folder("config-fifo")] },
            statuses: [64], says: "config-fifo/.docrun.yml:1:1: error: /"),
        Case(
            name: "run a page whose .docrun.yml is a FIFO", arguments: { ["run", $0.folder("config-fifo") + "/a.md"] },
            statuses: [64],
            says: ".docrun.yml: not a regular file (a device, a FIFO or a socket), not a configuration file"),
        // Each selector looked up, not matched against every step (10,000 × 10,000 took minutes).
        Case(
            name: "plan --only each of 10,000 steps",
            arguments: {
                ["plan", "--only", (1...10_000).map(String.init).joined(separator: ","), $0.path("fences-10k")]
            },
            statuses: [0], says: "bx login"),
    ]

    static let yamlCases: [Case] = [
        Case(
            name: "plan --values a billion laughs",
            arguments: { ["plan", "--values", $0.file("laughs.yml"), $0.path("steps")] }, statuses: [64],
            says: "laughs.yml:6: YAML aliases ('*name') that repeat more than 1000000 nodes and bytes"),
        Case(
            name: "run --values a billion laughs as keys",
            arguments: { ["run", "--values", $0.file("laugh-keys.yml"), $0.path("steps")] }, statuses: [64],
            says: "laugh-keys.yml:6: YAML aliases"),
        Case(
            name: "list --keywords a billion laughs",
            arguments: { ["list", "--keywords", $0.file("laughs.yml"), $0.path("steps")] }, statuses: [64],
            says: "laughs.yml: line 6: YAML aliases"),
        Case(
            name: "check --keywords a billion laughs as keys",
            arguments: { ["check", "--keywords", $0.file("laugh-keys.yml"), $0.path("steps")] }, statuses: [64],
            says: "laugh-keys.yml: line 6: YAML aliases"),
        Case(
            name: "check with a .docrun.yml whose keywords: file is a billion laughs",
            arguments: { ["check", $0.folder("config-keywords")] }, statuses: [64],
            says: "config-keywords/keywords.yml:6:20: error: keyword file named in"),
        Case(
            name: "check with a .docrun.yml that is a billion laughs as keys",
            arguments: { ["check", $0.folder("config-laughs")] }, statuses: [64],
            says: "config-laughs/.docrun.yml:6:20: error: the configuration is not valid YAML: YAML aliases"),
        page("check", "front-matter-laughs", [0], says: "md:7:1: warning: front matter is not valid YAML"),
        Case(
            name: "check a translation whose sections, commands and a command's words are each moved by one",
            arguments: { ["check", $0.folder("translation")] }, statuses: [0, 1], says: "in 2 pages"),
        page("list", "front-matter-laughs", [0]),
        page("plan", "front-matter-laughs", [0]),
    ]

    @Test(arguments: pageCases + fileCases + yamlCases) func endsQuicklyWithItsCode(_ example: Case) throws {
        let run = try HostileRun(example.arguments(Self.inputs))
        #expect(!run.hung, "did not finish in \(HostileRun.watchdog) s")
        #expect(!run.crashed, "died of signal \(run.status)")
        #expect(
            example.statuses.contains(run.status),
            "exit \(run.status): \(run.stderr.prefix(1000)) \(run.stdout.prefix(1000))")
        #expect(run.peakKilobytes < 2 << 20, "peak RSS \(run.peakKilobytes >> 10) MB")
        if let says = example.says {
            #expect((run.stdout + run.stderr).contains(says), "\(run.stderr.prefix(1000)) \(run.stdout.prefix(1000))")
        }
    }
}

/// The hostile pages and files, written once to a temporary folder named after the checkout.
struct HostileInputs: Sendable {
    /// Each page's name, whether it has steps, and whether `run` is tried on it (it stops for missing values).
    static let pages: [(String, Bool, Bool)] = [
        ("anchor-paragraphs", false, true), ("anchor-line", false, true), ("html-anchors-line", false, true),
        ("nested-ordered", true, false),
        ("nested-bullets", false, true), ("nested-quotes", false, true), ("nested-indented", true, false),
        ("placeholders-20k", true, true), ("fences-10k", true, true), ("tables-10k", false, true),
        ("html-tables-10k", false, true), ("html-tables-unclosed", true, false), ("pre-50k", true, false),
        ("html-unclosed", false, true), ("keyrefs-100k", true, false), ("unmarked-20k", true, true),
        ("broken-20k", true, false), ("ignores-20k", false, true), ("steps", true, true),
        ("substitutions-nested", true, true), ("shapes-10k", true, false),
    ]

    let root: URL

    init() {
        let checkout = RepositoryPaths.root.path.replacingOccurrences(of: "/", with: "_")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docrun-hostile-inputs\(checkout)")
        try? FileManager.default.removeItem(at: root)
        try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, _, _) in Self.pages { write(Self.page(name), to: name + ".md") }
        write(Self.page("front-matter-laughs"), to: "front-matter-laughs.md")
        let laughs = Self.laughs(then: "top: *a8\n")
        write(laughs, to: "laughs.yml")
        write(Self.laughs(then: "? *a8\n: x\n? *a7\n: y\n"), to: "laugh-keys.yml")
        write(String(repeating: "name: value\n", count: (11 << 20) / 12 + 1), to: "large.yml")
        mkfifo(root.appendingPathComponent("fifo.md").path, 0o600)
        mkfifo(root.appendingPathComponent("fifo.yml").path, 0o600)
        try? FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("zero.md").path, withDestinationPath: "/dev/zero")
        for folder in ["devices", "config-fifo", "config-keywords", "config-laughs"] {
            try! FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            if folder != "devices" { write(Self.page("steps"), to: folder + "/a.md") }
        }
        mkfifo(root.appendingPathComponent("devices/fifo.md").path, 0o600)
        try? FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("devices/zero.md").path, withDestinationPath: "/dev/zero")
        mkfifo(root.appendingPathComponent("config-fifo/.docrun.yml").path, 0o600)
        write("keywords: keywords.yml\n", to: "config-keywords/.docrun.yml")
        write(laughs, to: "config-keywords/keywords.yml")
        write(Self.laughs(then: "? *a8\n: x\n"), to: "config-laughs/.docrun.yml")
        for language in ["en", "fr"] {
            try! FileManager.default.createDirectory(
                at: root.appendingPathComponent("translation/" + language), withIntermediateDirectories: true)
            write(Self.translated(moved: language == "fr"), to: "translation/\(language)/page.md")
        }
    }

    /// A page of 5,000 sections, a section of 20,000 commands, and a command of 20,000 words; `moved`: each of the
    /// three moved by one place (the first put last), so that no two pages share a start or an end.
    static func translated(moved: Bool) -> String {
        func order(_ count: Int) -> [Int] { moved ? Array(1..<count) + [0] : Array(0..<count) }
        let sections = order(5_000).map { "## Part \($0)\n{: #part-\($0)}\n\nText \($0).\n\n" }.joined()
        let commands = order(20_000).map { step($0 + 1, "bx command-\($0) --name <name_\($0)>") }.joined()
        let words = order(20_000).map { "w\($0)" }.joined(separator: " ")
        return "# T\n{: #t}\n\n" + sections + "## Steps\n{: #steps}\n\n" + commands + step(1, "echo " + words)
    }

    func path(_ page: String) -> String { root.appendingPathComponent(page + ".md").path }
    func file(_ name: String) -> String { root.appendingPathComponent(name).path }
    func folder(_ name: String) -> String { root.appendingPathComponent(name).path }

    private func write(_ text: String, to name: String) {
        try! Data(text.utf8).write(to: root.appendingPathComponent(name))
    }

    /// A billion laughs: nine anchors, each a sequence of nine aliases to the one before; `last` uses them.
    static func laughs(then last: String) -> String {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1..<9 {
            text +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        return text + last
    }

    static func step(_ number: Int, _ command: String) -> String {
        "\(number).  Run:\n\n    ```\n    \(command)\n    ```\n    {: pre}\n\n"
    }

    static func page(_ name: String) -> String {
        switch name {
        case "anchor-paragraphs": "# A\n\n" + String(repeating: "<a \n\n", count: 60_000)
        case "anchor-line": "# A\n\n" + String(repeating: "<a ", count: 100_000) + "\n"
        // One line of many tags with an id and a name each, then a tag whose many ids sit on a line without `<`.
        case "html-anchors-line":
            "# A\n\n" + (0..<100_000).map { "<div id=\"a\($0)\" name=\"a\($0)\"></div>" }.joined() + "\n\n<div\n"
                + String(repeating: " id=\"b\"", count: 100_000) + ">\n</div>\n"
        case "nested-ordered": "# N\n\n" + String(repeating: "1. ", count: 30_000) + "run `bx <x>`\n"
        case "nested-bullets": "# N\n\n" + String(repeating: "- ", count: 50_000) + "x\n"
        case "nested-quotes": "# N\n\n" + String(repeating: "> ", count: 50_000) + "x\n"
        // Shapes a rule or reader once read in quadratic time, 10,000 of each: headings of one level linking on,
        // detached attribute lists, a cell of stray end tags, a definition list, here-documents in one command.
        case "shapes-10k":
            "# S\n\n"
                + (0..<10_000).map { "## S\($0)\n{: #s\($0)}\n\nSee [next](#s\($0 + 1)).\n\n{: #d\($0)}\n\n" }.joined()
                + "<table>\n<tr><td>x" + String(repeating: "</li></ul>", count: 10_000)
                + "</td></tr>\n</table>\n\n<dl>\n"
                + (0..<10_000).map { "<dt><code>--f\($0)</code></dt><dd>The file \($0).</dd>\n" }.joined() + "</dl>\n\n"
                + step(
                    1,
                    (0..<10_000).map { "cat <<EOF\($0) > f\($0).txt\n    line \($0)\n    EOF\($0)" }.joined(
                        separator: "\n    "))
        // Command substitutions 32,000 deep, which bash itself crashes on: the lexer reads 200 levels.
        case "substitutions-nested":
            "# N\n\n"
                + step(
                    1,
                    "echo \"" + String(repeating: "$(echo \"", count: 32_000) + "<x>"
                        + String(repeating: "\")", count: 32_000) + "\"")
        case "nested-indented":
            "# N\n\n" + (0..<400).map { String(repeating: " ", count: 3 * $0) + "1. step `<x\($0)>`\n" }.joined()
        case "placeholders-20k":
            // 20,000 distinct placeholders in one command, and one per step in 2,000 steps.
            "# P\n\n" + step(1, "echo " + (0..<20_000).map { "<p\($0)>" }.joined(separator: " "))
                + (2..<2_000).map { step($0, "echo <q\($0)>") }.joined()
        case "fences-10k":
            // From step 10 on, "10.  " puts the item's text past the fence's column: every fence is misread.
            "# F\n\n" + (1...10_000).map { step($0, "bx login <n\($0)>") }.joined()
        case "tables-10k": "# T\n\n" + (0..<10_000).map { "| a | b |\n|---|---|\n| `<v\($0)>` | x |\n\n" }.joined()
        case "html-tables-10k":
            "# T\n\n"
                + (0..<10_000).map { "<table>\n<tr><td><code>&lt;v\($0)&gt;</code></td><td>x</td></tr>\n</table>\n\n" }
                .joined()
        case "html-tables-unclosed":
            "# T\n\n1.  Step\n\n"
                + (0..<5_000).map { "<table>\n<tr><td><code>&lt;v\($0)&gt;</code></td><td>x\n\n" }.joined()
        case "pre-50k":
            "# P\n\n1.  Run:\n\n    ```\n    echo x\n    ```\n" + String(repeating: "    {: pre}\n", count: 50_000)
        case "html-unclosed": "# H\n\n" + (0..<5_000).map { "<div><span><table><tr><td><code>x \($0)\n" }.joined()
        case "keyrefs-100k":
            "# K\n\n" + step(1, (0..<100_000).map { _ in "{{site.data.keyword.cloud}}" }.joined(separator: " "))
        case "unmarked-20k":
            // 20,000 values in capitals, each in a step whose sentence documents it: every paragraph is read for the
            // page's values.
            "# U\n\n"
                + (0..<20_000).map {
                    "\($0 + 1).  Replace `VALUE_\($0)_X` with a value.\n\n    ```\n    tool VALUE_\($0)_X\n    ```\n    {: pre}\n\n"
                }.joined()
        case "broken-20k":
            // 20,000 commands bash rejects, a finding each.
            "# B\n\n" + (1...20_000).map { step($0, "echo $(( \($0) +") }.joined()
        case "ignores-20k":
            // 20,000 ignore comments, each naming a rule that is not docrun's, each before a link to no anchor.
            "# I\n\n"
                + (0..<20_000).map {
                    "<!-- docrun-ignore anchor-broken, no-rule-\($0 % 7) -->\nSee [x](#none-\($0)).\n\n"
                }.joined()
        case "front-matter-laughs":
            "---\n" + laughs(then: "? *a8\n: x\ntitle: t\n") + "---\n\n# F\n\n" + step(1, "echo hi")
        default: "# Steps\n\n" + step(1, "echo <name>")
        }
    }
}
