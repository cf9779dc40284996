import Foundation
import TestSupport
import Testing

/// A page's control characters are shown, never obeyed.
///
/// An escape sequence in a command could erase the line that shows it, so that `plan` hides what will run. Every text
/// output a person reads (`plan`, `list`, `check`, the run's screen) writes them visibly; JSON escapes them as JSON
/// does.
@Suite struct ControlCharacterTests {
    /// ESC (an erase-line sequence), BEL, DEL, a C1 CSI and a line separator, in a title, a step's text, a command, a
    /// detail, a value's description, an example output (which the run shows where the output differs) and a file
    /// (which the run shows before writing it): until 1 December 2026 the run showed the last two as written, so that
    /// they set the terminal's title or erased its lines.
    static let page = """
        # Install\u{1B}[2K

        1. Install the CLI.\u{7}\u{7F}

           ```
           echo safe # \u{1B}[2K\u{1B}[1A
           ```
           {: pre}

           Replace `<name>` with your name\u{9B}2K and more\u{2028}text.

           ```
           echo <name>
           ```
           {: pre}

           ```
           hello\u{1B}]0;title\u{7}
           ```
           {: screen}

        2. Write `notes.txt`:

           ```text
           note\u{1B}[2K\u{1B}[1A
           ```
           {: codeblock}

        See [here](#nowhere\u{1B}[2K).
        """

    /// The characters a terminal would obey, as UTF-8.
    static let controls: [(String, [UInt8])] = [
        ("ESC", [0x1B]), ("BEL", [0x07]), ("DEL", [0x7F]), ("CSI", [0xC2, 0x9B]), ("LS", [0xE2, 0x80, 0xA8]),
    ]

    static func obeyed(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return controls.compactMap { name, sequence in
            bytes.indices.contains { bytes[$0...].starts(with: sequence) } ? name : nil
        }
    }

    @Test func textOutputsShowThem() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let outputs: [(String, ProcessResult)] = [
            ("plan", try DocrunProcess.run(["plan", sandbox.page, "--set", "name=x"], directory: sandbox.folder)),
            ("list", try DocrunProcess.run(["list", sandbox.page], directory: sandbox.folder)),
            ("check", try DocrunProcess.run(["check", sandbox.page], directory: sandbox.folder)),
            ("run", try sandbox.run(["--yes", "--set", "name=x"])),
        ]
        for (command, result) in outputs {
            #expect(Self.obeyed(result.stdout + result.stderr).isEmpty, "\(command): \(result.stdout)")
        }
        let plan = outputs[0].1.stdout
        #expect(plan.contains("# Install^[[2K"), "\(plan)")
        #expect(plan.contains("$ echo safe # ^[[2K^[[1A"), "\(plan)")
        #expect(plan.contains("your name<U+009B>2K and more<U+2028>text"), "\(plan)")
        #expect(outputs[2].1.stdout.contains("See [here](#nowhere^[[2K)."), "\(outputs[2].1.stdout)")
        #expect(outputs[3].1.stdout.contains("- hello^[]0;title^G\n"), "\(outputs[3].1.stdout)")
        #expect(outputs[3].1.stdout.contains("| note^[[2K^[[1A\n"), "\(outputs[3].1.stdout)")
    }

    @Test func jsonEscapesThem() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let list = try DocrunProcess.run(["list", "--format", "json", sandbox.page], directory: sandbox.folder)
        #expect(list.stdout.contains(#"echo safe # \u001b[2K\u001b[1A"#), "\(list.stdout)")
        #expect(Self.obeyed(list.stdout).filter { $0 != "CSI" && $0 != "LS" }.isEmpty)
    }
}
