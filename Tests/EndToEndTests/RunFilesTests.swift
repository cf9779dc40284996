import Foundation
import TestSupport
import Testing

/// docrun's own files never clobber and never collide: a transcript is always a new file, the state is replaced
/// atomically, and a state docrun did not write is refused.
@Suite struct RunFilesTests {
    static let page = """
        # Files
        {: #files}

        1.  Leave a mark and a variable.

            ```
            touch ran; KEEP=kept
            ```
            {: pre}

        2.  Use it.

            ```
            echo "$KEEP"
            ```
            {: pre}
        """

    /// What can stand where `--transcript` points, and what it must look like after the refusal.
    enum Hostile: String, CaseIterable {
        case existingFile, symlinkToFile, danglingSymlink, fifo, folder, devNull, missingFolder
    }

    @Test(arguments: Hostile.allCases) func aTranscriptPathInTheWayIsRefusedAndLeftAlone(hostile: Hostile) throws {
        let sandbox = try RunSandbox(page: Self.page)
        let target = sandbox.folder.appendingPathComponent("target.txt")
        try "precious\n".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        var path = sandbox.folder.appendingPathComponent("transcript.jsonl").path
        switch hostile {
        case .existingFile: try "precious\n".write(toFile: path, atomically: true, encoding: .utf8)
        case .symlinkToFile: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target.path)
        case .danglingSymlink:
            try FileManager.default.createSymbolicLink(
                atPath: path, withDestinationPath: sandbox.folder.appendingPathComponent("created-through").path)
        case .fifo: #expect(mkfifo(path, 0o600) == 0)
        case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        case .devNull: path = "/dev/null"
        case .missingFolder: path = sandbox.folder.appendingPathComponent("no-such-folder/t.jsonl").path
        }
        let nullMode = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.posixPermissions] as? Int
        let result = try sandbox.run(["--transcript", path])
        #expect(result.status == 2, "\(hostile): \(result.stdout)")
        #expect(result.stdout.contains("cannot write the transcript there"), "\(hostile): \(result.stdout)")
        #expect(sandbox.file("ran") == nil, "\(hostile): a step ran")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int == 0o644)
        #expect(sandbox.file("created-through") == nil)
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("no-such-folder").path))
        if hostile == .existingFile { #expect(sandbox.file("transcript.jsonl") == "precious\n") }
        #expect(try FileManager.default.attributesOfItem(atPath: "/dev/null")[.posixPermissions] as? Int == nullMode)
    }

    /// A transcript that cannot be written whole (a full disk; here a file size limit, which needs no root) stops
    /// where the write failed: the run goes on, says so once in the page's language, and again at its end.
    @Test(arguments: [
        ("en", "cannot write the transcript", "is incomplete: File too large"),
        ("fr", "impossible d'écrire le journal", "est incomplet : File too large"),
    ])
    func aTranscriptThatCannotBeWrittenIsSaidIncomplete(language: String, warning: String, end: String) throws {
        let sandbox = try RunSandbox(
            page: """
                # Long output
                {: #long}

                1.  Print a lot.

                    ```
                    head -c 150000 /dev/zero | tr '\\0' x | fold -w 100; echo END
                    ```
                    {: pre}

                2.  Print a little.

                    ```
                    echo little
                    ```
                    {: pre}
                """)
        // bash gives docrun a 64 KB limit on the files it writes, and EFBIG instead of SIGXFSZ past it.
        let result = try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"),
            [
                "-c", "trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\"", RepositoryPaths.docrun.path, "run",
                sandbox.page, "--yes", "--lang", language,
            ], directory: sandbox.folder, environment: sandbox.environment())
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: warning).count == 2, "\(result.stdout)")
        let warned = try #require(result.stdout.range(of: warning))
        #expect(result.stdout.range(of: "[2/2]").map { warned.upperBound < $0.lowerBound } == true)
        #expect(result.stdout.hasSuffix(end + "\n"), "\(result.stdout)")
        #expect(result.stdout.contains("little\n"))
        // The file ends where the write failed: nothing after it.
        #expect(!sandbox.transcripts().contains("little"))
    }

    @Test func twoRunsAtOnceWriteTwoWholeTranscripts() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let runs = try (0..<4).map { _ in try BackgroundRun(sandbox, ["--yes"]) }
        for run in runs { #expect(run.wait() == 0, "\(run.output())") }
        let folder = sandbox.folder.appendingPathComponent(".docrun")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let transcripts = names.filter { $0.hasSuffix(".jsonl") }
        #expect(transcripts.count == 4, "\(names)")
        for name in transcripts {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.components(separatedBy: "\"event\":\"start\"").count == 2, "\(name)")
            #expect(text.components(separatedBy: "\"event\":\"end\"").count == 2, "\(name)")
            let mode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            #expect(mode[.posixPermissions] as? Int == 0o600)
        }
        #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty, "temporary files left: \(names)")
        #expect(sandbox.state()?.contains("\"KEEP\": \"kept\"") == true)
    }

    /// States docrun did not write, and how `--resume` must take them: refused, naming the file, nothing run.
    static let badStates: [(name: String, edit: @Sendable (String) -> String, says: String)] = [
        ("not JSON", { _ in "{ not json" }, "it is not a state docrun wrote"),
        ("cut short", { String($0.prefix($0.count / 2)) }, "it is not a state docrun wrote"),
        ("a value edited", { $0.replacingOccurrences(of: "\"kept\"", with: "\"changed\"") }, "it was changed since"),
        (
            "a variable name that runs code",
            { $0.replacingOccurrences(of: "\"KEEP\"", with: "\"x=1;touch pwned;KEEP\"") }, "changed since"
        ),
        ("an older format", { $0.replacingOccurrences(of: "\"version\": 5", with: "\"version\": 1") }, "format 1"),
        ("a newer format", { $0.replacingOccurrences(of: "\"version\": 5", with: "\"version\": 6") }, "format 6"),
    ]

    @Test(arguments: badStates.indices) func anEditedOrCorruptStateIsRefused(index: Int) throws {
        let (name, edit, says) = Self.badStates[index]
        let sandbox = try RunSandbox(page: Self.page.replacingOccurrences(of: "echo \"$KEEP\"", with: "false"))
        #expect(try sandbox.run([]).status == 1)
        let stateFile = sandbox.folder.appendingPathComponent(".docrun/page.state.json")
        let state = try String(contentsOf: stateFile, encoding: .utf8)
        try edit(state).write(to: stateFile, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: sandbox.folder.appendingPathComponent("ran"))
        let resumed = try sandbox.run(["--resume"])
        #expect(resumed.status == 2, "\(name): \(resumed.stdout)")
        #expect(resumed.stdout.contains(stateFile.path) && resumed.stdout.contains(says), "\(name): \(resumed.stdout)")
        #expect(sandbox.file("ran") == nil && sandbox.file("pwned") == nil, "\(name): something ran")
        // Without --resume the state is ignored, said so, and replaced by a good one.
        let fresh = try sandbox.run([])
        #expect(fresh.stdout.contains("it is ignored and will be replaced"), "\(name): \(fresh.stdout)")
        #expect(try sandbox.run(["--resume"]).stdout.contains("Resuming at step 2"), "\(name)")
    }

    @Test func aStateVariableThePageDoesNotSetIsRefusedEvenWithAValidCheck() throws {
        // A state whose check matches but names a variable the page never sets: docrun's own writer cannot have
        // produced it from this page (the page changed, or someone computed the check).
        let sandbox = try RunSandbox(page: Self.page.replacingOccurrences(of: "echo \"$KEEP\"", with: "false"))
        #expect(try sandbox.run([]).status == 1)
        let other = try RunSandbox(
            page: Self.page.replacingOccurrences(of: "KEEP=kept", with: "PATH=/nowhere; KEEP=kept")
                .replacingOccurrences(of: "echo \"$KEEP\"", with: "false"))
        #expect(try other.run([]).status == 1)
        let stateFile = sandbox.folder.appendingPathComponent(".docrun/page.state.json")
        try FileManager.default.removeItem(at: stateFile)
        try FileManager.default.copyItem(
            at: other.folder.appendingPathComponent(".docrun/page.state.json"), to: stateFile)
        let resumed = try sandbox.run(["--resume"])
        #expect(resumed.status == 2, "\(resumed.stdout)")
        #expect(resumed.stdout.contains("'PATH' is not a variable this page's commands set"), "\(resumed.stdout)")
    }

    @Test func aFolderOrStateThatIsASymlinkIsNotWrittenThrough() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let elsewhere = sandbox.folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: sandbox.folder.appendingPathComponent(".docrun"), withDestinationURL: elsewhere)
        let result = try sandbox.run([])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stdout.contains("not a plain folder"), "\(result.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// Each file of a page is written with its own content: a name said after a block is its own, a step that says
    /// none borrows no other block's name, and a step that names a file again replaces it, saying so.
    @Test func eachFileOfAPageIsWrittenWithItsOwnContent() throws {
        let page = """
            # Files
            {: #files}

            1. Create the claim.

               ```yaml
               kind: Claim
               ```
               {: codeblock}

               Save the file as `claim.yaml`.

            2. Define the pod.

               ```yaml
               kind: Pod
               ```
               {: codeblock}

               Save the file as `pod.yaml`.

            3. Look at both.

               ```
               cat claim.yaml pod.yaml > both.txt
               ```
               {: pre}

            4. Edit `claim.yaml` again and replace it with:

               ```yaml
               kind: Claim2
               ```
               {: codeblock}

            5. For reference, the service.

               ```yaml
               kind: Service
               ```
               {: codeblock}
            """
        let sandbox = try RunSandbox(page: page)
        let result = try sandbox.run(["--yes"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(sandbox.file("both.txt") == "kind: Claim\nkind: Pod\n")
        #expect(sandbox.file("pod.yaml") == "kind: Pod\n")
        #expect(sandbox.file("claim.yaml") == "kind: Claim2\n")
        let replaced = result.stdout.components(separatedBy: "\n").filter { $0.contains("(replaces the file there)") }
        #expect(replaced.count == 1 && replaced.first?.contains("claim.yaml") == true, "\(result.stdout)")
        #expect(result.stdout.contains("kind: Service"), "\(result.stdout)")
        let written = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).filter {
            $0.hasSuffix(".yaml")
        }
        #expect(written.sorted() == ["claim.yaml", "pod.yaml"])
    }

    /// What can stand where a page's file is written, and what the run must leave there and elsewhere.
    enum InTheWay: String, CaseIterable {
        case fileSharedByAHardLink, symlinkToAFileElsewhere, folder
    }

    /// A file is replaced by a new one whatever stood at its name (a file is exchanged with it, then removed), never
    /// written through: a hard link and a link's target keep their bytes, a folder is refused and left, and no
    /// temporary file is left beside the page's files or the state, which a second run replaces too.
    @Test(arguments: InTheWay.allCases) func aFileInTheWayIsReplacedNeverWrittenThrough(inTheWay: InTheWay) throws {
        let page = """
            # Files
            {: #files}

            1. Write the file.

               ```yaml
               kind: New
               ```
               {: codeblock}

               Save the file as `app.yaml`.
            """
        let sandbox = try RunSandbox(page: page)
        let (target, other) = (
            sandbox.folder.appendingPathComponent("app.yaml"), sandbox.folder.appendingPathComponent("other")
        )
        try "kind: Old\n".write(to: other, atomically: false, encoding: .utf8)
        switch inTheWay {
        case .fileSharedByAHardLink: try FileManager.default.linkItem(at: other, to: target)
        case .symlinkToAFileElsewhere: try FileManager.default.createSymbolicLink(at: target, withDestinationURL: other)
        case .folder: try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        }
        for _ in 1...2 {
            let result = try sandbox.run(["--yes"], exits: inTheWay == .folder ? 1 : 0)
            #expect(result.stdout.contains("(replaces the file there)"), "\(result.stdout)")
        }
        #expect(sandbox.file("other") == "kind: Old\n")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder))
        #expect(isFolder.boolValue == (inTheWay == .folder))
        if inTheWay != .folder {
            #expect(sandbox.file("app.yaml") == "kind: New\n")
            let type = try FileManager.default.attributesOfItem(atPath: target.path)[.type] as? FileAttributeType
            #expect(type == .typeRegular)
        }
        let left = try [sandbox.folder, sandbox.folder.appendingPathComponent(".docrun")].flatMap {
            try FileManager.default.contentsOfDirectory(atPath: $0.path).filter { $0.hasSuffix(".tmp") }
        }
        #expect(left.isEmpty, "\(left)")
    }

    /// A file whose write fails part way (here past the size limit, `ulimit -f`) is never put in place: the file there
    /// keeps its bytes, and the run says why the step failed.
    @Test func aFileCutShortByAFailedWriteIsNotPutInPlace() throws {
        let lines = (1...100).map { "   key\($0): value-value-value" }.joined(separator: "\n")
        let sandbox = try RunSandbox(
            page: "# Files\n{: #files}\n\n1. Write it.\n\n   ```yaml\n\(lines)\n   ```\n   {: codeblock}\n\n"
                + "   Save the file as `app.yaml`.\n")
        try "kind: Old\n".write(
            to: sandbox.folder.appendingPathComponent("app.yaml"), atomically: false, encoding: .utf8)
        let result = try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"),
            [
                "-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" run page.md --yes > /dev/null",
                RepositoryPaths.docrun.path,
            ],
            directory: sandbox.folder, environment: sandbox.environment())
        #expect(result.status == 1, "\(result.stderr)")
        #expect(sandbox.file("app.yaml") == "kind: Old\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path).allSatisfy {
                !$0.hasSuffix(".tmp")
            })
    }

    /// A name with a placeholder is written with the value filled in, and a value that would name another folder's
    /// file is refused before anything runs; a hidden file such as `.env` is written too.
    @Test func aNameWithAPlaceholderAndAHiddenFileAreWritten() throws {
        let page = """
            # Files
            {: #files}

            1. Create a policy file that is named `<policy_name>.json` with the following content.

               ```json
               { "effect": "allow" }
               ```
               {: codeblock}

            2. Create a `.env` file for local runs.

               ```
               MODE=local
               ```
               {: codeblock}

            3. Show them.

               ```
               cat <policy_name>.json .env > both.txt
               ```
               {: pre}
            """
        let sandbox = try RunSandbox(page: page)
        for escaping in ["../escaped", "..", ""] {
            let refused = try sandbox.run(["--yes", "--set", "policy_name=\(escaping)"])
            #expect(refused.status == 2, "\(escaping): \(refused.stdout)")
            let said = refused.stdout + refused.stderr
            #expect(said.contains("it would name another folder's file"), "\(escaping): \(said)")
            #expect(sandbox.file(".env") == nil)
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("../escaped.json").path))
        let result = try sandbox.run(["--yes", "--set", "policy_name=pol"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(sandbox.file("both.txt") == "{ \"effect\": \"allow\" }\nMODE=local\n")
        let script = try sandbox.runPlanScript(environment: ["DOCRUN_POLICY_NAME": "../escaped"])
        #expect(script.status == 1 && script.stderr.contains("would name another folder's file"), "\(script.stderr)")
    }

    /// The plan's script writes a file that holds a secret as `run` does: a new file readable by its owner only, even
    /// where a readable one was.
    @Test func thePlanScriptWritesAFileHoldingASecretForItsOwnerOnly() throws {
        let page = """
            # Secret file
            {: #secret-file}

            1. Create a file that is named `app.conf` with the following content.

               ```
               password=<db_password>
               ```
               {: codeblock}

            | Name | Description |
            |---|---|
            | `<db_password>` | Required. The password. |
            """
        let sandbox = try RunSandbox(page: page)
        let target = sandbox.folder.appendingPathComponent("app.conf")
        try Data("old\n".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        let script = try sandbox.runPlanScript(environment: ["DOCRUN_DB_PASSWORD": "s3cr3t-value"])
        #expect(script.status == 0, "\(script.stderr)")
        #expect(sandbox.file("app.conf") == "password=s3cr3t-value\n")
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// A step whose only block is a `{: codeblock}` the page names no file for runs and writes nothing: it is shown to
    /// do by hand, and counted as manual, not passed.
    @Test func aStepWithOnlyAnUnnamedBlockIsManual() throws {
        let page = """
            # Files
            {: #files}

            1. Run the following command to list your widgets.

               ```sh
               touch listed
               ```
               {: codeblock}
            """
        let sandbox = try RunSandbox(page: page)
        let result = try sandbox.run(["--yes"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(sandbox.file("listed") == nil)
        #expect(result.stdout.contains("File content (the page names no file; not written):"), "\(result.stdout)")
        #expect(result.stdout.contains("0 passed, 0 warned, 0 failed, 0 skipped, 1 manual"), "\(result.stdout)")
    }

    /// A step that says to add to a file, append to it, update it or merge into it shows the snippet, to do by hand: it
    /// never writes it over the file (the operator's own `~/.docker/config.json`).
    @Test func aSnippetToAddIsShownNotWrittenOverTheFile() throws {
        let page = """
            # Files
            {: #files}

            1. Add the following entry to your `~/.docker/config.json` file.

               ```json
               { "credsStore": "pass" }
               ```
               {: codeblock}

            2. Update the `requirements.txt` file to include the following line, then list it.

               ```
               widget-sdk==1.0
               ```
               {: codeblock}

               ```
               cat requirements.txt
               ```
               {: pre}
            """
        let sandbox = try RunSandbox(page: page)
        let config = sandbox.folder.appendingPathComponent(".docker/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{ \"auths\": {} }\n".write(to: config, atomically: true, encoding: .utf8)
        try "flask\n".write(
            to: sandbox.folder.appendingPathComponent("requirements.txt"), atomically: true, encoding: .utf8)
        let result = try sandbox.run(["--yes"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(try String(contentsOf: config, encoding: .utf8) == "{ \"auths\": {} }\n")
        #expect(sandbox.file("requirements.txt") == "flask\n")
        #expect(result.stdout.contains("To add to ~/.docker/config.json by hand (not written):"), "\(result.stdout)")
        #expect(result.stdout.contains("To add to requirements.txt by hand (not written):"), "\(result.stdout)")
        #expect(result.stdout.contains("1 passed, 0 warned, 0 failed, 0 skipped, 1 manual"), "\(result.stdout)")
        let plan = try DocrunProcess.run(
            ["plan", sandbox.page], directory: sandbox.folder, environment: sandbox.environment())
        #expect(plan.stdout.contains("to add to the file ~/.docker/config.json by hand (shown, not written):"))
        let script = try DocrunProcess.run(
            ["plan", "--format", "sh", sandbox.page], directory: sandbox.folder, environment: sandbox.environment())
        #expect(!script.stdout.contains("cat >"), "\(script.stdout)")
    }
}
