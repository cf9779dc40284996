import Foundation
import TestSupport
import Testing

/// `docrun check` leaves no temporary folder behind: the folders of its bash parsers are removed when it exits,
/// not later by each bash (which would start an `rm` after docrun is gone).
///
/// The bash docrun finds on `PATH` is a double that drops the parser's exit trap, so the folder is gone only if
/// docrun removed it.
@Suite struct ScratchFolderTests {
    @Test func checkRemovesBashFoldersAsItExits() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docrun-scratch-\(UUID().uuidString)")
        let scratch = root.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // A command with a pipe and quotes is not plain: it goes to bash.
        let page = root.appendingPathComponent("page.md")
        try """
        # Page
        {: #page}

        1. Count the files:

           ```sh
           ls "$HOME" | wc -l
           ```
           {: pre}

        """.write(to: page, atomically: true, encoding: .utf8)
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let bash = bin.appendingPathComponent("bash")
        let wrapper = """
            #!/bin/sh
            # bash without the parser script's exit trap: $1 $2 $3 are --noprofile --norc -c, $4 the script
            script=$(printf '%s\\n' "$4" | sed '/^trap /d')
            shift 4
            exec /bin/bash --noprofile --norc -c "$script" "$@"

            """
        try ExecutableFile.write(wrapper, to: bash.path)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let run = try DocrunProcess.run(["check", page.path], directory: root, environment: environment)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(left.isEmpty, "left behind: \(left)")
    }
}
