import Foundation
import TestSupport
import Testing

/// `docrun check` and `docrun list` on pages built to break a reader: each is checked or refused with a message
/// naming the file, with a documented exit code, and never crashes or hangs.
///
/// A run that has not finished after `HostileRun.watchdog` seconds is killed and reported as a hang; this is a
/// failure, not a timing assertion (the pages take a few seconds even in a debug build).
@Suite(.serialized) struct HostilePageTests {
    /// The hostile pages, generated once in a temporary folder.
    static let pages = HostilePages()

    /// `docrun check`'s documented exit codes: 0 (no error), 1 (errors, including a refused page).
    static let checkCodes: Set<Int32> = [0, 1]
    /// `docrun list`'s and `docrun plan`'s documented exit codes: 0, 65 (binary, not UTF-8 or empty page, or no steps).
    static let listCodes: Set<Int32> = [0, 65]

    @Test(arguments: HostilePages.names) func check(_ name: String) throws {
        let page = Self.pages.path(name)
        let run = try HostileRun(["check", page])
        #expect(!run.hung, "docrun check \(name) did not finish in \(HostileRun.watchdog) s")
        #expect(Self.checkCodes.contains(run.status), "exit \(run.status): \(run.stderr.prefix(2000))")
        #expect(!run.crashed, "docrun check \(name) died of signal \(run.status)")
        #expect(run.stderr.isEmpty, "\(run.stderr.prefix(2000))")
        if run.status == 1 { #expect(run.stdout.contains(page + ":"), "no diagnostic names the page") }
    }

    @Test(arguments: HostilePages.names) func list(_ name: String) throws {
        let page = Self.pages.path(name)
        let run = try HostileRun(["list", "--format", "json", page])
        #expect(!run.hung, "docrun list \(name) did not finish in \(HostileRun.watchdog) s")
        #expect(!run.crashed, "docrun list \(name) died of signal \(run.status)")
        #expect(Self.listCodes.contains(run.status), "exit \(run.status): \(run.stderr.prefix(2000))")
        if run.status == 0 {
            #expect(run.stdout.hasPrefix("["), "\(run.stdout.prefix(200))")
        } else {
            #expect(run.stderr.contains(page), "\(run.stderr.prefix(2000))")
        }
    }

    /// `plan` with a value for the pages' placeholders, as text (values shown as each file takes them) and as a
    /// script (the files' real content).
    @Test(arguments: HostilePages.names) func plan(_ name: String) throws {
        let page = Self.pages.path(name)
        for format in ["text", "sh"] {
            let run = try HostileRun(["plan", "--set", "x=1", "--set", "name=n", "--format", format, page])
            #expect(!run.hung, "docrun plan --format \(format) \(name) did not finish in \(HostileRun.watchdog) s")
            #expect(!run.crashed, "docrun plan \(name) died of signal \(run.status)")
            #expect(Self.listCodes.contains(run.status), "exit \(run.status): \(run.stderr.prefix(2000))")
            if run.status != 0 { #expect(run.stderr.contains(page), "\(run.stderr.prefix(2000))") }
            if name == "file-values" {
                let filled = format == "sh" ? ["line 49999: ${DOCRUN_X}"] : Self.filledLines
                for line in filled { #expect(run.stdout.contains(line), "\(format): \(line)") }
            }
        }
    }

    /// The last line of each file of the page "file-values" with its value filled in.
    static let filledLines = [
        "line 49999: 1", "key49999: 1", "\"key49999\": \"1\"", "\"count49999\": 1,", "echo \"1\" '1' # 49999",
        "RUN echo \"1\" '1' # 49998", "CMD [\"sh\", \"-c\", \"echo '1' 49999\"]",
        "- command: [\"sh\", \"-c\", \"echo '1' 24999\"]",
    ]

    /// `run --yes` writes the files of 50,000 values each, every value filled in.
    @Test func runWritesLargeFiles() throws {
        let folder = try TemporaryFolder.make("docrun-hostile-files")
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcript = folder.path + "/run.jsonl"
        let page = Self.pages.path("file-values")
        let run = try HostileRun(["run", "--yes", "--set", "x=1", "--transcript", transcript, page], in: folder)
        #expect(!run.hung && run.status == 0, "exit \(run.status): \(run.stderr.prefix(2000))")
        let written = try [
            "notes.txt", "config.yaml", "config.json", "counts.json", "run.sh", "pod.yaml", "Dockerfile",
        ].map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        for line in Self.filledLines { #expect(written.contains { $0.contains(line) }, "\(line)") }
    }

    /// `run` with a value for each of the 20,000 placeholders of one command: every value reaches bash.
    @Test func runFillsThousandsOfValues() throws {
        let folder = try TemporaryFolder.make("docrun-hostile-values")
        defer { try? FileManager.default.removeItem(at: folder) }
        let values = folder.appendingPathComponent("values.yml")
        try Data((0..<HostilePages.valueCount).map { "v\($0): value\($0)\n" }.joined().utf8).write(to: values)
        let transcript = folder.path + "/run.jsonl"
        let page = Self.pages.path("values-one-line")
        let run = try HostileRun(
            ["run", "--yes", "--values", values.path, "--transcript", transcript, page], in: folder)
        #expect(!run.hung && run.status == 0, "exit \(run.status): \(run.stderr.prefix(2000))")
        let last = HostilePages.valueCount - 1
        let written = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(written.contains("value0 value1 value2 ") && written.contains("value\(last - 1) value\(last)"))
    }

    /// Binary pages, and pages over `InputFile.maximumBytes` (10 MB), are refused with the file's name.
    @Test func refusedPagesAreNamed() throws {
        for name in ["binary-nul", "binary-not-utf8", "large-50mb"] {
            let page = Self.pages.path(name)
            let check = try HostileRun(["check", page])
            #expect(check.status == 1)
            #expect(check.stdout.contains("[page-unreadable]"), "\(check.stdout.prefix(2000))")
            let list = try HostileRun(["list", page])
            #expect(list.status == 65)
            #expect(list.stderr.contains(page + ":"), "\(list.stderr)")
        }
    }

    @Test func deepNestingIsReported() throws {
        let run = try HostileRun(["check", Self.pages.path("nested-lists")])
        #expect(run.stdout.contains("[nesting-too-deep]"), "\(run.stdout.prefix(2000))")
    }

    @Test func unclosedFencesAreReported() throws {
        let run = try HostileRun(["check", Self.pages.path("unclosed-fences")])
        #expect(run.status == 1)
        #expect(run.stdout.contains("[fence-unclosed]"), "\(run.stdout.prefix(2000))")
    }
}

/// The hostile pages, written to a temporary folder named after the checkout.
struct HostilePages: Sendable {
    static let names = [
        "large-50mb", "nested-lists", "long-line-prose", "long-line-accents", "long-line-command",
        "long-line-unmarked", "long-line-unset", "session-here-document", "binary-nul",
        "binary-not-utf8",
        "control-bytes", "unclosed-fences", "file-values", "container-commands-one-line", "html-prose",
        "values-one-line", "html-pre-tags", "session-open-quotes", "session-open-after-here-document",
    ]
    /// The placeholders of the page "values-one-line".
    static let valueCount = 20_000
    let folder: URL

    init() {
        // One folder per checkout, rewritten by every run, so runs do not leave 60 MB behind each.
        let checkout = RepositoryPaths.root.path.replacingOccurrences(of: "/", with: "_")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("docrun-hostile\(checkout)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in Self.names { try! Data(Self.bytes(name)).write(to: folder.appendingPathComponent(name + ".md")) }
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name + ".md").path }

    /// A section of a realistic procedure: a heading, numbered steps, a command with placeholders, an output,
    /// a placeholder table, a link.
    static func section(_ index: Int) -> String {
        """
        ## Section \(index)
        {: #section-\(index)}

        1.  Log in with <user_name> to [the console](#section-\(index)).

            ```
            bx login -u <user_name> --apikey <api_key_\(index)>
            ```
            {: pre}

            ```
            OK
            ```
            {: screen}

        2.  Check the result:

            <table summary="Placeholders">
            <tr><td><code>&lt;user_name&gt;</code></td><td>Your user name.</td></tr>
            </table>


        """
    }

    /// A page of `blocks` copied from a terminal, each a `{: pre}` block.
    static func session(_ blocks: [String]) -> [UInt8] {
        Array(("# Session\n\n" + blocks.map { "```\n\($0)\n```\n{: pre}\n" }.joined(separator: "\n")).utf8)
    }

    /// 40,000 numbered lines, each after `prompt`.
    static func lines(_ prompt: String) -> String {
        (0..<40_000).map { "\(prompt)line \($0)\n" }.joined()
    }

    static func bytes(_ name: String) -> [UInt8] {
        switch name {
        case "large-50mb":
            var text = "# A page of 50 MB\n\n"
            var index = 0
            while text.utf8.count < 50 << 20 {
                text += section(index)
                index += 1
            }
            return Array(text.utf8)
        case "nested-lists":
            return Array(("# Deep\n\n" + String(repeating: "- ", count: 10_000) + "item `<x>`\n").utf8)
        case "long-line-prose":
            let unit = "word <name> `code` [link](#nowhere) *em* {{site.data.keyword.cloud}} &lt;x&gt; "
            return Array(("# Long\n\n" + String(repeating: unit, count: 1_000_000 / unit.count + 1) + "\n").utf8)
        case "long-line-accents":
            let unit = "été <nom> `ç` [lien](#nulle-part) ã "
            return Array(("# Longue\n\n" + String(repeating: unit, count: 1_000_000 / unit.count + 1) + "\n").utf8)
        case "long-line-command":
            let unit = "echo <name> \"$VAR\" 'q' | "
            let line = String(repeating: unit, count: 1_000_000 / unit.count + 1) + "true"
            return Array("# Long\n\n1.  Run:\n\n    ```\n    \(line)\n    ```\n    {: pre}\n".utf8)
        case "long-line-unmarked", "long-line-unset":
            // A value to replace, or a variable never set, every few bytes: a finding each, tens of thousands on one
            // line.
            let unit = { (index: Int) in
                name == "long-line-unmarked" ? "tool --id=NAME_VALUE \"{id}\" | " : "echo \"$unset_\(index)\" | "
            }
            let line = (0..<40_000).map(unit).joined() + "true"
            return Array("# Long\n\n1.  Run:\n\n    ```\n    \(line)\n    ```\n    {: pre}\n".utf8)
        case "session-here-document":
            // A block copied from a terminal whose one command is a here-document of 40,000 lines.
            let body = (0..<40_000).map { "line \($0) \"quoted\"\n" }.joined()
            return session(["$ cat <<EOF\n\(body)EOF\nprinted"])
        case "session-open-quotes":
            // Blocks copied from a terminal whose one command leaves a double-quoted string, then a substitution, open
            // over 40,000 lines, with continuation prompts and without.
            return session(["$ echo \"\n\(lines(""))\"\nprinted", "$ echo $(\n\(lines("> "))> )\nprinted"])
        case "session-open-after-here-document":
            // Blocks copied from a terminal whose one command reads a here-document and leaves a substitution open over
            // 40,000 lines after its body, with continuation prompts, then a double-quoted string before it, without.
            return session([
                "$ cat <<EOF && echo $(\n> body\n> EOF\n\(lines("> "))> )\nprinted",
                "$ cat <<EOF && echo \"\n\(lines(""))\"\nbody\nEOF\nprinted",
            ])
        case "binary-nul":
            var generator = SplitMix(seed: 1)
            return Array("# Title\n\n".utf8) + (0..<100_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        case "binary-not-utf8":
            return Array("# Title\n\nok\n".utf8) + [0xC3, 0x28, 0xFF, 0xFE, 0x0A] + Array("more\n".utf8)
        case "control-bytes":
            // Valid UTF-8 without NUL: every other control character, in text and in a command.
            let controls = String(decoding: (1..<32).map { UInt8($0) } + [0x7F], as: UTF8.self)
            return Array(
                "# \(controls)\n\n1.  \(controls)\n\n    ```\n    echo \(controls)\n    ```\n    {: pre}\n".utf8)
        case "file-values":
            // Files of 50,000 values each, one per format docrun fills in its own way (JSON twice: strings and numbers;
            // a container's shell string in YAML; a Dockerfile's RUN and exec-form CMD).
            let lines: [(name: String, lines: [String])] = [
                ("notes.txt", (0..<50_000).map { "line \($0): <x>" }),
                ("config.yaml", (0..<50_000).map { "key\($0): <x>" }),
                ("config.json", ["{"] + (0..<50_000).map { "  \"key\($0)\": \"<x>\"," } + ["  \"end\": 1", "}"]),
                ("counts.json", ["{"] + (0..<50_000).map { "  \"count\($0)\": <x>," } + ["  \"end\": 1", "}"]),
                ("run.sh", ["#!/bin/bash"] + (0..<50_000).map { "echo \"<x>\" <x> # \($0)" }),
                (
                    "pod.yaml",
                    ["spec:", "  containers:"]
                        + (0..<25_000).map { "  - command: [\"sh\", \"-c\", \"echo <x> \($0)\"]" }
                ),
                (
                    "Dockerfile",
                    ["FROM alpine"]
                        + (0..<50_000).map {
                            $0 % 2 == 0 ? "RUN echo \"<x>\" <x> # \($0)" : "CMD [\"sh\", \"-c\", \"echo <x> \($0)\"]"
                        }
                ),
            ]
            let steps = lines.enumerated().map { index, file in
                let body = file.lines.map { "    " + $0 }.joined(separator: "\n")
                return "\(index + 1).  Create `\(file.name)`:\n\n    ```\n\(body)\n    ```\n    {: codeblock}\n"
            }
            return Array(("# Files\n\n" + steps.joined(separator: "\n")).utf8)
        case "container-commands-one-line":
            // A YAML file whose one line holds 20,000 containers, each with a string its shell runs.
            let containers = (0..<20_000).map { "{command: [sh, -c, \"echo <x> \($0)\"]}" }.joined(separator: ", ")
            return Array(
                "# Pods\n\n1.  Create `pod.yaml`:\n\n    ```\n    [\(containers)]\n    ```\n    {: codeblock}\n".utf8)
        case "values-one-line":
            // One command of 20,000 placeholders, each documented by a sentence of one line: each name is found on
            // that line, checked and filled in once, not once for every other.
            let names = (0..<valueCount).map { "<v\($0)>" }
            let sentences = names.map { "Replace \($0) with a value." }.joined(separator: " ")
            return Array(
                "# Values\n\n1.  Run:\n\n    ```\n    echo \(names.joined(separator: " "))\n    ```\n    {: pre}\n\n    \(sentences)\n"
                    .utf8)
        case "html-prose":
            // One HTML block of 40,000 paragraphs and items that document values, then 4,000 of them on one line.
            let units = (0..<40_000).map {
                $0 % 2 == 0
                    ? "<p>Replace <var>x\($0)</var> with a value.</p>" : "<li><var>&lt;x\($0)&gt;</var>: a value"
            }
            let command = "```\ntool <x0> <x1> <x2>\n```\n{: pre}\n"
            return Array(
                ("# Prose\n\n\(command)\n<div>\n" + units.joined(separator: "\n") + "\n</div>\n\n<div>"
                    + units.prefix(4_000).joined() + "</div>\n").utf8)
        case "html-pre-tags":
            // A page without steps whose HTML blocks hold 60,000 `<pre` no `>` ends before the block's last tag, then
            // 30,000 output blocks before one command block: the hint that names its line reads each tag once.
            let unclosed = "<div>\n<pre class=\"x\"\n" + String(repeating: "<pre", count: 60_000) + "\n</div>"
            let outputs = String(repeating: "<pre class=\"screen\">x</pre>\n", count: 30_000)
            return Array(
                ("# Tags\n\n\(unclosed)\n\n<ol><li><p>Run:</p>\n\(outputs)<pre class=\"pre\"><code>ls</code></pre>"
                    + "</li></ol>\n").utf8)
        case "unclosed-fences":
            var text = "# Fences\n\n"
            for index in 0..<1_000 {
                text += "\(index + 1).  Step\n\n    ```\n    bx login <name_\(index)>\n\n"
            }
            text += "~~~\nnever closed\n````\n```\n"
            return Array(text.utf8)
        default:
            return []
        }
    }
}

/// One run of the built binary with a watchdog; output goes through files, so a large output cannot block it.
struct HostileRun {
    /// Seconds after which a run is killed and counted as a hang: far above the slowest run's time, since a debug
    /// build writes the 7 files of 50,000 values each (`runWritesLargeFiles`) in 90–105 s alone on 2 cores, and more
    /// beside the other tests (it reached 120 s once, the limit before); a hang runs on forever.
    static let watchdog: TimeInterval = 300

    let status: Int32
    let stdout: String
    let stderr: String
    let hung: Bool
    /// Whether the process died of a signal (a crash, or the watchdog's kill); `status` is then the signal.
    let crashed: Bool
    /// The largest resident size seen (`VmHWM` in `/proc/<pid>/status`, read every 20 ms), in kilobytes.
    let peakKilobytes: Int

    /// Runs docrun with `arguments` in `directory` (the repository's root when nil).
    init(_ arguments: [String], in directory: URL? = nil) throws {
        let folder = try TemporaryFolder.make("docrun-hostile-out")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = RepositoryPaths.docrun
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? RepositoryPaths.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(Self.watchdog)
        var hung = false
        var peak = 0
        while process.isRunning {
            peak = max(peak, Self.highWaterMark(of: process.processIdentifier))
            if Date() > deadline {
                kill(process.processIdentifier, SIGKILL)
                hung = true
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        self.hung = hung
        peakKilobytes = peak
        crashed = process.terminationReason == .uncaughtSignal
        status = process.terminationStatus
        stdout = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
        stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
    }

    /// The process's peak resident size so far, in kilobytes; 0 once it has ended.
    static func highWaterMark(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
