import Foundation
import TestSupport
import Testing

/// The built binary, end to end: a number works where bash evaluates arithmetic and in a nested shell's string,
/// and a value that would be code there is refused before anything runs, by `run` and by `plan --format sh`.
@Suite struct ValuesAreDataTests {
    static let page = """
        # Numbers

        1. Count.

           ```sh
           arr=(a b c d)
           printf '%s %s\\n' "${arr[<n>]}" $(( <n> + 1 ))
           bash -c "printf '%s\\n' <n> '<word>'"
           ```
           {: pre}
        """

    @Test func aNumberWorksEverywhere() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let result = try sandbox.run(["--set", "n=3", "--set", "word=it's $(touch x)"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("d 4\n3\nit's $(touch x)\n"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("x").path))
    }

    @Test(arguments: ["a[$(touch x)]", "1;touch x", "$(touch x)"])
    func codeIsRefusedBeforeAnythingRuns(value: String) throws {
        let sandbox = try RunSandbox(page: Self.page)
        let result = try sandbox.run(["--set", "n=\(value)", "--set", "word=w"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("the value of <n> cannot be used in step 1"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("x").path))
    }

    /// The plan refuses what the run refuses, in the run's words and with its exit code (2).
    @Test(arguments: ["a[$(touch x)]", "1;touch x", "1+1"])
    func thePlanRefusesWhatTheRunRefuses(value: String) throws {
        let sandbox = try RunSandbox(page: Self.page)
        for format in ["text", "json", "sh"] {
            let plan = try DocrunProcess.run(
                ["plan", sandbox.page, "--format", format, "--set", "n=\(value)", "--set", "word=w"],
                directory: sandbox.folder, environment: sandbox.environment())
            #expect(plan.status == 2 && plan.stdout.isEmpty, "\(plan.stdout)")
            #expect(plan.stderr.contains("docrun: the value of <n> cannot be used in step 1"), "\(plan.stderr)")
        }
    }

    /// A value in backquotes whose escapes bash removes first is refused, by the run and the plan, and nothing runs.
    ///
    /// In backquotes inside double quotes bash reads `\\"` as a quote: `bash -c \\"echo <n>\\"` hands the value to
    /// `bash -c` as code, where docrun read a word of its own. The refusal is said in the three languages.
    @Test(arguments: [("en", "bash removes before reading"), ("fr", "bash retire"), ("pt", "o bash remove")])
    func backquotesBashUnescapesAreRefused(language: String, said: String) throws {
        let sandbox = try RunSandbox(page: "# P\n\n```\necho \"`bash -c \\\"echo <n>\\\"`\"\n```\n{: pre}\n")
        let value = "n=$(touch${IFS}x)"
        let result = try sandbox.run(["--yes", "--lang", language, "--set", value])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(said), "\(result.stdout)")
        let plan = try DocrunProcess.run(
            ["plan", sandbox.page, "--format", "sh"], directory: sandbox.folder, environment: sandbox.environment())
        #expect(plan.stdout.contains("#   echo \"`bash -c"), "\(plan.stdout)")
        _ = try sandbox.runPlanScript(environment: ["DOCRUN_N": "$(touch${IFS}x)"])
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("x").path))
    }

    /// A shell's startup file, and a script `echo` or `printf` writes, are code a later shell runs: a value goes in
    /// as data (quoted for that shell), where it went in as text and ran when the file was sourced.
    @Test func aValueWrittenToAStartupFileOrAScriptIsData() throws {
        let page = """
            # Profile

            1.  Save the settings.

                ```
                cat >> ~/.bashrc <<EOF
                export REGION=<region>
                EOF
                echo "export ZONE=<zone>" > zone.sh
                printf 'export TIER=%s\\n' <tier> >> ~/.profile
                ```
                {: pre}

            2.  Load them.

                ```
                . ~/.bashrc; . ./zone.sh; . ~/.profile; printf '[%s]' "$REGION" "$ZONE" "$TIER"; echo
                ```
                {: pre}
            """
        try expectData(
            page: page, values: ["region": "$(touch x)", "zone": "`touch y`; touch z", "tier": "it's \"$(touch w)\""],
            planScript: false, printed: "[$(touch x)][`touch y`; touch z][it's \"$(touch w)\"]",
            files: ["x", "y", "z", "w"])
    }

    /// What `echo -e` prints where a shell runs it: the value is written so that `echo` prints it back as it is (each
    /// `\\` doubled), then quoted for that shell, where `\\x27` ended the quotes docrun wrote and `touch x` ran; the
    /// plan's script leaves the command to the reader, and runs nothing of the value.
    @Test func whatEchoDashEPrintsToAShellIsData() throws {
        let page = """
            # Escapes

            1.  Save the settings.

                ```
                echo -e "printf '[%s]' <value>" | bash
                echo -ne "export A=\\x27<word>\\047\\n" > a.sh; . ./a.sh; printf '[%s]\\n' "$A"
                ```
                {: pre}
            """
        let values = ["value": "\\x27; touch x; \\x27", "word": "\\047; touch y; \\u0027\\c"]
        try expectData(
            page: page, values: values, planScript: false,
            printed: "[\\x27; touch x; \\x27][\\047; touch y; \\u0027\\c]", files: ["x", "y"])
        let sandbox = try RunSandbox(page: page)
        let plan = try DocrunProcess.run(
            ["plan", "--format", "sh", sandbox.page], directory: sandbox.folder, environment: sandbox.environment())
        #expect(plan.stdout.contains("#   echo -e \"printf"), "\(plan.stdout)")
        _ = try sandbox.runPlanScript(environment: ["DOCRUN_VALUE": values["value"]!, "DOCRUN_WORD": values["word"]!])
        for file in ["x", "y"] {
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent(file).path), "\(file)")
        }
    }

    /// What commands print with no line break after it (`echo -n`, `printf` with no final `\\n`, `\\c`), or inside
    /// quotes a line does not close, goes on in what the next prints: the shell that runs it reads them as one text,
    /// and a value there is quoted for where it lands (`echo -n 'echo "'; echo '<v>"'`: in double quotes, where the
    /// single quotes docrun wrote for a bare word let `$(touch x)` run), by `run` and by the plan's script.
    @Test(arguments: [false, true])
    func whatCommandsPrintOnOneLineToAShellIsData(planScript: Bool) throws {
        let page = """
            # Joined lines

            1.  Write the settings.

                ```
                { echo -n 'printf "[%s]" "'; echo '<region>"'; } | bash
                { printf 'printf "[%%s]" "'; echo '<zone>"'; } > zone.sh; . ./zone.sh
                { echo -e 'printf "[%s]" "\\c'; echo '<tier>"'; } | bash
                { echo 'printf "[%s]" "$(true'; echo ')<name>"'; } | bash
                ```
                {: pre}
            """
        let values = [
            "region": "$(touch x)", "zone": "`touch y`", "tier": "\"; touch z; \"", "name": "$(touch w)'",
        ]
        try expectData(
            page: page, values: values, planScript: planScript,
            printed: "[$(touch x)][`touch y`][\"; touch z; \"][$(touch w)']", files: ["x", "y", "z", "w"])
    }

    /// A value printed into a shell on the line of a `printf` format docrun does not read, whose end it does not know,
    /// is taken only if plain: the reason in the three languages.
    @Test(arguments: [
        ("en", "does not know where that output ends"), ("fr", "ne sait pas où"), ("pt", "não sabe onde"),
    ])
    func aValueAfterOutputNotReadIsRefusedUnlessPlain(language: String, said: String) throws {
        let sandbox = try RunSandbox(page: "# P\n\n```\n{ printf \"$f\"; echo '<n>'; } | bash\n```\n{: pre}\n")
        let result = try sandbox.run(["--yes", "--lang", language, "--set", "n=a b"])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(said), "\(result.stdout)")
        #expect(try sandbox.run(["--yes", "--lang", language, "--set", "n=true"]).status == 0)
    }

    /// A value `echo -e` would read together with an escape before it is refused, in the three languages.
    @Test(arguments: [("en", "echo would read"), ("fr", "echo lirait"), ("pt", "o echo leria")])
    func aValueAnEscapeWouldTakeIsRefused(language: String, said: String) throws {
        let sandbox = try RunSandbox(page: "# P\n\n```\necho -e \"A=\\\\x4<n>\" | bash\n```\n{: pre}\n")
        let result = try sandbox.run(["--yes", "--lang", language, "--set", "n=1"])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(said), "\(result.stdout)")
    }

    /// Runs `page` with `values` (`--set` for `run --yes`, `DOCRUN_<NAME>` for the plan's script), and expects it to
    /// pass, to print `printed`, and to create none of `files`: what a value that ran as code would have touched.
    private func expectData(
        page: String, values: [String: String], planScript: Bool, printed: String, files: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let sandbox = try RunSandbox(page: page)
        let result =
            planScript
            ? try sandbox.runPlanScript(
                environment: values.reduce(into: [:]) { $0["DOCRUN_" + $1.key.uppercased()] = $1.value })
            : try sandbox.run(["--yes"] + values.flatMap { ["--set", "\($0.key)=\($0.value)"] })
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.contains(printed), "\(result.stdout)", sourceLocation: sourceLocation)
        for file in files {
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent(file).path), "\(file)",
                sourceLocation: sourceLocation)
        }
    }

    /// What a substitution prints where its output runs (`eval "$(…)"`, `source <(…)`, `bash -c "…$(…)"`) and what a
    /// function prints where a call writes it to a script are code: a value there is quoted for that shell, by `run`
    /// and by the plan's script.
    static let printedCodePage = """
        # Printed code

        1.  Set the region and the zone.

            ```
            eval "$(echo "export REGION=<region>")"
            source <(printf 'export ZONE=%s\\n' <zone>)
            zone() { echo "export TIER=<tier>"; }
            zone > tier.sh; . ./tier.sh
            bash -c "printf '[%s]' $(echo <name>)"
            printf '[%s]' "$REGION" "$ZONE" "$TIER"; echo
            ```
            {: pre}
        """

    @Test(arguments: [false, true])
    func whatASubstitutionOrAFunctionPrintsToAShellIsData(planScript: Bool) throws {
        try expectData(
            page: Self.printedCodePage,
            values: [
                "region": "$(touch x)", "zone": "`touch y`; touch z", "tier": "it's \"$(touch w)\"",
                "name": "a;touch v",
            ],
            planScript: planScript, printed: "[a;touch v][$(touch x)][`touch y`; touch z][it's \"$(touch w)\"]",
            files: ["x", "y", "z", "w", "v"])
    }

    /// What a function defined in one step prints is code where a later step writes a call's output to a script, pipes
    /// it to a shell or evaluates it: a value there is quoted for that shell, by `run` and by the plan's script.
    static let laterCallPage = """
        # Later calls

        1.  Define what writes the settings.

            ```
            settings() { echo "export REGION=<region>"; printf 'export ZONE=%s\\n' <zone>; }
            ```
            {: pre}

        2.  Write the settings to a script, and read them.

            ```
            settings > env.sh; . ./env.sh
            printf '[%s]' "$REGION" "$ZONE"; echo
            ```
            {: pre}

        3.  Run them.

            ```
            settings | bash
            eval "$(settings)"
            ```
            {: pre}
        """

    /// What a function defined in one step prints is code where a later step runs the output of a function that calls
    /// it (a chain across three steps, and a recursion): a value there is quoted for that shell, by `run` and by the
    /// plan's script.
    static let calledByACallPage = """
        # Calls of calls

        1.  Define what prints the settings.

            ```
            print_region() { echo "export REGION=<region>"; }
            print_zone() { printf 'export ZONE=%s\\n' <zone>; }
            ```
            {: pre}

        2.  Gather them.

            ```
            print_both() { print_region; print_zone; }
            settings() { [ -n "$1" ] && return; print_both; settings done; }
            ```
            {: pre}

        3.  Run them, then show what they set.

            ```
            settings | bash
            eval "$(settings)"
            printf '[%s]' "$REGION" "$ZONE"; echo
            ```
            {: pre}
        """

    /// Both pages above, through `run` and through the plan's script.
    @Test(arguments: [laterCallPage, calledByACallPage], [false, true])
    func whatAFunctionPrintsToAShellInALaterStepIsData(page: String, planScript: Bool) throws {
        try expectData(
            page: page, values: ["region": "$(touch x)", "zone": "`touch y`; touch z"], planScript: planScript,
            printed: "[$(touch x)][`touch y`; touch z]", files: ["x", "y", "z"])
    }

    /// Names that differ only in case or punctuation, or have no Latin letter, are values of their own in a run.
    @Test func placeholdersOfSimilarNamesKeepTheirValues() throws {
        let sandbox = try RunSandbox(
            page: "# P\n\n```\nprintf '%s|' <key> <KEY> <имя> <код> <a-b> <a_b>\n```\n{: pre}\n")
        let values = ["key=1", "KEY=2", "имя=3", "код=4", "a-b=5", "a_b=6"]
        let result = try sandbox.run(["--yes"] + values.flatMap { ["--set", $0] })
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("1|2|3|4|5|6|"), "\(result.stdout)")
    }

    @Test(arguments: [("3", 0, "d 4\n3\nw\n"), ("a[$(touch x)]", 1, "docrun: <n> must be an integer")])
    func thePlansScriptChecksWhenItRuns(value: String, status: Int32, output: String) throws {
        let sandbox = try RunSandbox(page: Self.page)
        let result = try sandbox.runPlanScript(environment: ["DOCRUN_N": value, "DOCRUN_WORD": "w"])
        #expect(result.status == status)
        #expect((result.stdout + result.stderr).contains(output), "\(result.stdout)\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("x").path))
    }

    /// A shell script the page writes, then runs: its values are data in every context the script reads them in, as
    /// a command's are, written by `run` and by the plan's script; in arithmetic only a number goes.
    static let scriptPage = """
        # Script

        1. Create a file named `setup.sh` with the following content:

           ```sh
           #!/bin/bash
           name=<name>
           printf '%s\\n' "$name" "in <name> quotes" 'in <name> single' <name> $(( <n> + 1 ))
           # the name: <name>
           ```
           {: codeblock}

        2. Run it:

           ```sh
           bash setup.sh
           ```
           {: pre}
        """

    @Test func aValueInAShellScriptThePageWritesIsData() throws {
        let hostile = RunEndToEndTests.hostile
        let printed = [hostile, "in \(hostile) quotes", "in \(hostile) single", hostile, "4"].joined(separator: "\n")
        let sandbox = try RunSandbox(page: Self.scriptPage)
        let result = try sandbox.run(["--set", "name=\(hostile)", "--set", "n=3"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(printed + "\n"), "\(result.stdout)")
        RunEndToEndTests.expectNothingRan(in: sandbox)
        let ran = try sandbox.runPlanScript(environment: ["DOCRUN_NAME": hostile, "DOCRUN_N": "3"])
        #expect(ran.status == 0 && ran.stdout.contains(printed + "\n"), "\(ran.stdout)\(ran.stderr)")
        RunEndToEndTests.expectNothingRan(in: sandbox)
        // Code where the script evaluates arithmetic is refused before anything runs, by both.
        let refused = try RunSandbox(page: Self.scriptPage)
        let stopped = try refused.run(["--set", "name=x", "--set", "n=a[$(touch pwned)]"])
        #expect(stopped.status == 2 && stopped.stdout.contains("the value of <n> cannot be used in step 1"))
        let checked = try refused.runPlanScript(environment: ["DOCRUN_NAME": "x", "DOCRUN_N": "a[$(touch pwned)]"])
        #expect(checked.status == 1 && checked.stderr.contains("docrun: <n> must be an integer"), "\(checked.stderr)")
        RunEndToEndTests.expectNothingRan(in: refused)
        #expect(refused.file("setup.sh") == nil)
    }

    /// A file whose name says nothing of shell (`app.env`) is a shell script when a command of the page sources it: a
    /// value in it is data for bash there, through `run` and the plan's script alike (written as text before 30
    /// November 2026, `source app.env` ran a value such as `$(touch pwned)`).
    @Test(arguments: ["source app.env", ". ./app.env", "bash app.env"])
    func aValueInAFileThePageSourcesIsData(loads: String) throws {
        let page = """
            # Settings

            1. Write the settings to `app.env`:

               ```
               NAME=<name>
               GREETING="hello <name>"
               ```
               {: codeblock}

            2. Load them:

               ```
               \(loads) && printf '%s|%s\\n' "$NAME" "$GREETING"
               ```
               {: pre}
            """
        let hostile = RunEndToEndTests.hostile
        // `bash app.env` runs it in a shell of its own, which sets nothing here.
        let printed = loads.hasPrefix("bash") ? "|\n" : "\(hostile)|hello \(hostile)\n"
        let sandbox = try RunSandbox(page: page)
        let result = try sandbox.run(["--set", "name=\(hostile)"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(printed), "\(result.stdout)")
        RunEndToEndTests.expectNothingRan(in: sandbox)
        let ran = try sandbox.runPlanScript(environment: ["DOCRUN_NAME": hostile])
        #expect(ran.status == 0 && ran.stdout.contains(printed), "\(ran.stdout)\(ran.stderr)")
        RunEndToEndTests.expectNothingRan(in: sandbox)
    }

    /// A Dockerfile's `RUN` is a command `/bin/sh -c` runs when the image is built: a value there is data for it,
    /// as the page writes the file through `run` and through the plan's script (the `docker` double runs the `RUN`
    /// lines of the folder's Dockerfile).
    @Test func aValueInADockerfilesRunIsData() throws {
        let page = """
            # Image

            1. Create a file named `Dockerfile` with the following content:

               ```
               FROM alpine
               RUN printf '%s\\n' <name> "in <name> quotes" 'in <name> single'
               ```
               {: codeblock}

            2. Build it:

               ```sh
               docker build -t app .
               ```
               {: pre}
            """
        let hostile = RunEndToEndTests.hostile
        let printed = [hostile, "in \(hostile) quotes", "in \(hostile) single"].joined(separator: "\n")
        let sandbox = try RunSandbox(page: page)
        let result = try sandbox.run(["--set", "name=\(hostile)"])
        #expect(result.status == 0 && result.stdout.contains(printed + "\n"), "\(result.stdout)\(result.stderr)")
        RunEndToEndTests.expectNothingRan(in: sandbox)
        let ran = try sandbox.runPlanScript(environment: ["DOCRUN_NAME": hostile])
        #expect(ran.status == 0 && ran.stdout.contains(printed + "\n"), "\(ran.stdout)\(ran.stderr)")
        RunEndToEndTests.expectNothingRan(in: sandbox)
    }

    /// A value in a here-document inside the script: `run` writes it escaped for it; the plan's script, which writes
    /// the file through a here-document of its own, leaves that file to the reader.
    @Test func aScriptsOwnHereDocumentIsWrittenByRunAndLeftToTheReaderByThePlan() throws {
        let page = Self.scriptPage.replacingOccurrences(
            of: "# the name: <name>", with: "cat <<END\n   in a here-document: <name>\n   END")
        let sandbox = try RunSandbox(page: page)
        let hostile = RunEndToEndTests.hostile
        let result = try sandbox.run(["--set", "name=\(hostile)", "--set", "n=3"])
        #expect(result.stdout.contains("4\nin a here-document: \(hostile)\n"), "\(result.stdout)")
        RunEndToEndTests.expectNothingRan(in: sandbox)
        let plan = try DocrunProcess.run(
            ["plan", "--format", "sh", sandbox.page], directory: sandbox.folder, environment: sandbox.environment())
        #expect(plan.stdout.contains("# docrun cannot write a value safely in this file; write it by hand:"))
        #expect(!plan.stdout.contains("cat > setup.sh"), "\(plan.stdout)")
    }

    /// Where bash reads a value as a variable's name, a name runs and anything else is refused, by `run` and by the
    /// plan's script.
    static let namePage = """
        # Names

        1. Read.

           ```sh
           read -r <y> <<< "data"; echo "got ${y_:-none}"
           ```
           {: pre}
        """

    @Test(arguments: [("y_", 0, "got data"), ("a[$(touch x)]", 2, "bash reads it as a variable's name")])
    func aNameIsTakenAndCodeRefused(value: String, status: Int32, output: String) throws {
        let sandbox = try RunSandbox(page: Self.namePage)
        let result = try sandbox.run(["--set", "y=\(value)"])
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(output), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("x").path))
        let ran = try sandbox.runPlanScript(environment: ["DOCRUN_Y": value])
        #expect(ran.status == (status == 0 ? 0 : 1), "\(ran.stdout)\(ran.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("x").path))
    }
}
