import Foundation
import RunbookKit
import ShellSyntax
import TestSupport
import Testing

@testable import RunbookRunner

/// What a plan says of its values: a given value reaches the command exactly through the sh script, and the command
/// the plan shows does what the run does; each placeholder has its own variable; a value an earlier step's output
/// gives is said to come from it.
@Suite struct PlanValuesTests {
    static func plan(_ page: String, values: [String: String] = [:]) throws -> RunPlan {
        let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(page.utf8)))
        return try Planner.plan(runbook, selection: .init(), inputs: ValueInputs(commandLine: values))
    }

    static let hostile = [
        "o'neil", "'", "\"", "\\", "a\\'b", "$(touch x)", "`touch x`", "}", "a}b'", "${HOME}", "line\nbreak", "",
        "-n", "--all", "a b  c", "*", "~", "é'ç", "'\\''",
    ]

    static let printing = "# P\n\n```\nprintf '[%s]\\n' \"<v>\" <v> '<v>'\n```\n{: pre}\n"

    /// `printf` prints each argument in brackets: what the page's command prints with `value` as `<v>`.
    static func printed(_ value: String) -> String { "[\(value)]\n[\(value)]\n[\(value)]\n" }

    @Test func theScriptKeepsAGivenValueExactly() throws {
        let temp = try TemporaryDirectory()
        for value in Self.hostile {
            let script = PlanScriptReport(language: .en).render(try Self.plan(Self.printing, values: ["v": value]))
            let (status, output) = try ValueSafetyTests.bash(["-c", script], in: temp.path, environment: [:])
            #expect(status == 0 && output == Self.printed(value), "\(value.debugDescription): \(output)\n\(script)")
            #expect(!temp.exists("x"), "\(value.debugDescription) ran code")
        }
    }

    @Test func theCommandShownDoesWhatTheRunDoes() throws {
        let temp = try TemporaryDirectory()
        let pages = [
            Self.printing: Self.printed, "# P\n\n```\ns=abcdef; printf '%s\\n' \"${s:<v>}\"\n```\n{: pre}\n": nil,
        ]
        for (page, expected) in pages {
            for value in Self.hostile + ["-2", "2"] {
                let plan = try Self.plan(page, values: ["v": value])
                if plan.refusedValue(.en) != nil { continue }
                let command = plan.steps[0].step.commands[0]
                let shown = Rendering(plan).command(command.script)
                let run = try ShellSubstitution.substitute(
                    command.script, value: { plan.values[$0]?.value }, variable: plan.shellVariable)
                let variable = plan.shellVariable("v") + "=" + ShellQuoting.singleQuoted(value) + "\n"
                let (_, ran) = try ValueSafetyTests.bash(["-c", variable + run], in: temp.path, environment: [:])
                let (_, copied) = try ValueSafetyTests.bash(["-c", shown], in: temp.path, environment: [:])
                #expect(copied == ran, "\(value.debugDescription): \(shown)")
                if let expected { #expect(ran == expected(value), "\(value.debugDescription)") }
                #expect(!temp.exists("x"), "\(value.debugDescription) ran code")
            }
        }
    }

    @Test func ordinaryValuesAreShownAsTheyAre() throws {
        let page = "# P\n\n```\nx --name <v> \"<v>\" $(( <v> + 1 ))\n```\n{: pre}\n"
        let plan = try Self.plan(page, values: ["v": "12"])
        #expect(
            Rendering(plan).command(plan.steps[0].step.commands[0].script) == "x --name 12 \"12\" $(( 12 + 1 ))")
    }

    /// What runs needs values: commands and the files written.
    ///
    /// A file the page names no name for is shown, not written, and its values are not asked for.
    @Test func onlyWhatRunsNeedsValues() throws {
        let page = """
            # P

            1. Print it.
               ```
               echo <shown>
               ```
               {: pre}

               Example output:
               ```
               {"id": "<cluster_id>"}
               ```
               {: codeblock}

            2. Save it as `app.yaml`.
               ```
               name: <app>
               ```
               {: codeblock}
            """
        #expect(try Self.plan(page).needed.map(\.name) == ["shown", "app"])
    }

    static let names =
        "# P\n\n```\nprintf '%s|' <user> <key> <KEY> <src-name> <src_name> <SRC.NAME> <имя> <код>\n```\n{: pre}\n"

    @Test func eachPlaceholderHasItsOwnVariable() throws {
        let values = [
            "user": "1", "key": "2", "KEY": "3", "src-name": "4", "src_name": "5", "SRC.NAME": "6", "имя": "7",
            "код": "8",
        ]
        let plan = try Self.plan(Self.names, values: values)
        let variables = plan.needed.map { plan.environment($0.name) }
        #expect(Set(variables).count == 8, "\(variables)")
        #expect(variables[0] == "DOCRUN_USER")
        #expect(variables.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") } })
        #expect(
            plan.environment("key").hasPrefix("DOCRUN_KEY_")
                && plan.environment("SRC.NAME").hasPrefix("DOCRUN_SRC_NAME_"))
        // The same names on every run.
        #expect(variables == (try Self.plan(Self.names)).needed.map { plan.environment($0.name) })
        let temp = try TemporaryDirectory()
        let script = PlanScriptReport(language: .en).render(plan)
        let (_, output) = try ValueSafetyTests.bash(["-c", script], in: temp.path, environment: [:])
        #expect(output == "1|2|3|4|5|6|7|8|", "\(script)")
        // Given in the environment, each its own.
        let environment = Dictionary(uniqueKeysWithValues: values.map { (plan.environment($0.key), $0.value) })
        let runbook = plan.runbook
        let fromEnvironment = try Planner.plan(
            runbook, selection: .init(), inputs: ValueInputs(environment: environment))
        #expect(
            fromEnvironment.needed.map { fromEnvironment.values[$0.name]?.value } == [
                "1", "2", "3", "4", "5", "6", "7", "8",
            ])
    }

    static let bound = """
        # Bind

        1. Get the ID.

           ```
           echo "Id: 4711"
           ```
           {: pre}

           ```
           Id: <job_id>
           ```
           {: screen}

        2. Show it.

           ```
           echo "job <job_id>"
           ```
           {: pre}
        """

    @Test func aValueFromAnEarlierOutputIsNotMissing() throws {
        let plan = try Self.plan(Self.bound)
        let text = PlanTextReport(language: .en).render(plan)
        #expect(text.contains("job_id  <from the output of step 1>"), "\(text)")
        #expect(text.contains("0 values missing") && !text.contains("needs:"), "\(text)")
        let json = PlanJSONReport.value(of: plan).rendered()
        #expect(json.contains("\"missing\": []") && json.contains("\"output_of\": \"1\""), "\(json)")
        let script = PlanScriptReport(language: .fr).render(plan)
        #expect(script.contains("docrun run la tire de la sortie de l'étape 1"), "\(script)")
        // Given, it is not taken from the output.
        let given = PlanTextReport(language: .en).render(try Self.plan(Self.bound, values: ["job_id": "9"]))
        #expect(given.contains("job_id  9  (--set)"), "\(given)")
    }

    /// A step that only groups sub-steps shows its other paragraphs: they say when or why to do them.
    @Test func aGroupingStepShowsItsOtherParagraphs() throws {
        let page = """
            1. Bind the credentials.
               * To bind them to every action, follow step 5 above.
               * To bind them to one action:
                 1. Open the action.
                 2. Paste the key.
            """
        let plan = try Self.plan(page)
        #expect(plan.steps.map(\.disposition) == [.group, .manual, .manual])
        let text = PlanTextReport(language: .en).render(plan)
        #expect(
            text.contains(
                "Step 1 — Bind the credentials.\n    • To bind them to every action, follow step 5 above.\n"
                    + "    • To bind them to one action:\n"), "\(text)")
        let script = PlanScriptReport(language: .en).render(plan)
        #expect(script.contains("#   • To bind them to every action, follow step 5 above."), "\(script)")
    }

    /// Where other steps have the same number (two procedures, each from 1), the step is named with its line too, as
    /// `--only` takes it.
    @Test func aStepOfARepeatedNumberIsNamedWithItsLine() throws {
        let page = "To create:\n\n1. Create.\n\n   ```\n   echo made\n   ```\n   {: pre}\n\nTo use:\n\n" + Self.bound
        let text = PlanTextReport(language: .en).render(try Self.plan(page))
        #expect(text.contains("job_id  <from the output of step 1@"), "\(text)")
    }

    /// Runs of three or more consecutive top-level step numbers are listed as one range.
    @Test func consecutiveStepNumbersAreListedAsRanges() {
        #expect(
            PlanError.runs(of: ["1", "2", "3", "4", "4.1", "5", "6", "8", "9", "10", "11", "0.1"])
                == ["1–4", "4.1", "5", "6", "8–11", "0.1"])
    }

    /// A verdict's duration, with the decimal separator of the run's language.
    @Test(arguments: [
        (0.3504, Language.en, "350 ms"), (2.04, .en, "2.0 s"), (2.04, .fr, "2,0 s"), (12.36, .pt, "12,4 s"),
    ])
    func durationsAreWrittenInTheRunsLanguage(seconds: Double, language: Language, said: String) {
        #expect(RunMessages.duration(seconds, language) == said)
    }

    /// A value two sections document differently is described by the documentation of the section whose step uses it
    /// first among those that run: `--section`, `--only` and `--from` alike.
    @Test(arguments: [
        (Planner.Selection(), "the name of the archive bucket"),
        (Planner.Selection(section: "part-b"), "the name of the logs bucket"),
        (Planner.Selection(only: ["1@18"]), "the name of the logs bucket"),
        (Planner.Selection(section: "part-b", from: "1"), "the name of the logs bucket"),
    ])
    func aValueIsDescribedByTheSectionThatRunsIt(selection: Planner.Selection, described: String) throws {
        let page = """
            # Buckets

            ## Part A
            {: #part-a}

            1. Create the bucket.

               ```
               bx cos create --bucket <bucket> --region <region>
               ```
               {: pre}

               Replace `<bucket>` with the name of the archive bucket.

            ## Part B
            {: #part-b}

            1. Copy to the bucket.

               ```
               bx cos copy --bucket <bucket> --region <region>
               ```
               {: pre}

               Replace `<bucket>` with the name of the logs bucket.

            `<region>` is your region.

            """
        let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(page.utf8)))
        let plan = try Planner.plan(runbook, selection: selection, inputs: ValueInputs(commandLine: [:]))
        #expect(plan.needed.map(\.name) == ["bucket", "region"])
        #expect(plan.needed.first?.description == described)
        #expect(plan.needed.last?.description == "your region")
        // The page's own placeholders keep the documentation nearest its first use.
        #expect(runbook.placeholder(named: "bucket")?.description == "the name of the archive bucket")
    }
}
