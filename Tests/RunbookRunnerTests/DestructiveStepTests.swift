import Foundation
import RunbookKit
import ShellSyntax
import TestSupport
import Testing

@testable import RunbookRunner

/// `--yes` alone never runs a step that looks destructive: a person confirms it, or `--only` names it.
@Suite struct DestructiveStepTests {
    static func page(_ command: String) -> String {
        "# Page\n{: #page}\n\n1.  Do it.\n\n    ```\n    \(command)\n    ```\n    {: pre}\n"
    }

    static let commands: [(command: String, word: String?)] = [
        ("rm -rf /tmp/x", "rm"), ("kubectl delete pod demo", "delete"), ("bx cr token-rm 123", "token-rm"),
        ("docker rmi hello", "rmi"), ("sudo rm f", "rm"), ("bx cs cluster-rm --cluster c", "cluster-rm"),
        ("git rm notes.txt", "rm"), ("cd /tmp && rmdir old", "rmdir"), ("kubectl get pods", nil),
        ("echo delete", nil), ("cat remove.txt", nil), ("kubectl apply -f delete-me.yaml", nil),
        ("bx login -a api.example.com", nil), ("grep -r rm .", nil), ("docker system prune -af", "prune"),
        ("bx cr image-prune-untagged", "image-prune-untagged"), ("kubectl drain node1 --ignore-daemonsets", "drain"),
        ("bx ks worker reload --cluster c --worker w", "reload"), ("kubectl replace -f pod.yaml", "replace"),
        ("bx sl vs cancel 1234", "cancel"), ("bx iam api-key-disable key", "api-key-disable"),
        ("git reset --hard HEAD~3", "--hard"), ("kubectl scale deploy/web --replicas=0", "--replicas=0"),
        ("helm upgrade web chart --force", "--force"), ("pkill -f server", "pkill"), ("git reset HEAD notes.txt", nil),
        ("kubectl scale deploy/web --replicas=3", nil), ("echo --force", nil), ("bx plugin install ks -f", nil),
        ("curl -s -H \"Authorization: Bearer $T\" -X DELETE https://x/v1/keys/1", "-x delete"),
        ("curl --request DELETE https://x/v1/keys/1", "--request delete"), ("curl -XDELETE https://x/1", "-xdelete"),
        ("curl --request=DELETE https://x/1", "--request=delete"), ("curl -X POST https://x/v1/keys", nil),
        ("kubectl scale deploy/web --replicas 0", "--replicas 0"), ("kubectl scale deploy/web --replicas 2", nil),
        ("find /tmp/cache -name '*.tmp' -delete", "-delete"), ("sudo mkfs.ext4 /dev/sdb1", "mkfs.ext4"),
        ("sudo shutdown -r now", "shutdown"), ("reboot", "reboot"), ("tar -x -f delete.tar", nil),
        ("kubectl --context prod-cluster --namespace default delete deployment web", "delete"),
        ("helm --kube-context prod --namespace app uninstall myrel", "uninstall"),
        ("kubectl --context=prod -n default delete pod web", "delete"), ("kubectl --context prod get pods", nil),
        ("find /var/log/app -name '*.log' -mtime +7 -exec rm -f {} +", "rm"),
        ("find . -name '*.bak' -execdir rm {} \\;", "rm"), ("find . -name '*.md' -exec grep -l delete {} +", nil),
        ("sudo dd if=disk.img of=/dev/sdb bs=4M", "dd"),
    ]

    @Test(arguments: commands) func destructiveWordsAreFound(command: String, word: String?) throws {
        let fixture = try RunFixture(page: Self.page(command))
        let step = try #require(fixture.runbook.steps.first)
        #expect(DestructiveSteps.reason(step) == word, "\(command)")
    }

    /// Whether there is a terminal, the answer, whether `--only` names the step, and whether the step runs.
    static let runs: [(terminal: Bool, answer: String?, named: Bool, runs: Bool)] = [
        (false, nil, false, false), (false, nil, true, true), (true, "y", false, true), (true, "n", false, false),
        (true, "", false, false), (true, nil, true, true),
    ]

    @Test(arguments: runs) func yesAloneDoesNotRunIt(terminal: Bool, answer: String?, named: Bool, runs: Bool) throws {
        let fixture = try RunFixture(page: Self.page("kubectl delete pod demo"))
        let console = RecordingConsole()
        let prompter = terminal ? ScriptedPrompter(answer.map { [$0] } ?? [], console: console) : nil
        let shell = FakeShell()
        let plan = try Planner.plan(
            fixture.runbook, selection: .init(only: named ? ["1"] : []), inputs: ValueInputs())
        let engine = fixture.engine(plan, console: console, prompter: prompter, shell: shell, language: .en, yes: true)
        let result = engine.run()
        #expect(shell.commands.contains("kubectl delete pod demo") == runs, "\(console.text)")
        #expect(result.outcomes.first?.outcome == (runs ? .passed : .skipped))
        #expect(console.text.contains("skipped (looks destructive: name it with --only 1)") == !runs)
    }

    /// A step is judged on its commands as they run: a value can make one destructive (`--replicas=<count>` with 0,
    /// `curl -X <method>` with DELETE), and the same command with a harmless value runs.
    static let valued: [(command: String, values: [String: String], runs: Bool)] = [
        ("kubectl scale deployment <app> --replicas=<count>", ["app": "shop", "count": "0"], false),
        ("kubectl scale deployment <app> --replicas=<count>", ["app": "shop", "count": "4"], true),
        ("kubectl scale deployment <app> --replicas <count>", ["app": "shop", "count": "0"], false),
        ("curl -X <method> https://api.example.org/v2/items/<app>", ["app": "shop", "method": "DELETE"], false),
        ("curl -X <method> https://api.example.org/v2/items/<app>", ["app": "shop", "method": "GET"], true),
        ("kubectl <verb> pod <app>", ["app": "shop", "verb": "delete"], false),
    ]

    @Test(arguments: valued) func valuesAreFilledInBeforeTheStepIsJudged(
        command: String, values: [String: String], runs: Bool
    ) throws {
        let fixture = try RunFixture(page: Self.page(command))
        let console = RecordingConsole()
        let shell = FakeShell()
        let engine = fixture.engine(try fixture.plan(values), console: console, shell: shell, language: .en, yes: true)
        let result = engine.run()
        #expect(shell.commands.contains { $0.hasPrefix(String(command.prefix(4))) } == runs, "\(console.text)")
        #expect(result.outcomes.first?.outcome == (runs ? .passed : .skipped), "\(console.text)")
    }

    /// On a terminal, under `--yes`, a value the step needs and nobody gave is asked before the step is judged: the
    /// question whether to run it then comes, and no answers it.
    @Test func aValueIsAskedBeforeTheStepIsJudged() throws {
        let fixture = try RunFixture(page: Self.page("kubectl scale deployment shop --replicas=<count>"))
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["0", "n"], console: console)
        let shell = FakeShell()
        let engine = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: shell, language: .en, yes: true)
        let result = engine.run()
        #expect(shell.commands.allSatisfy { !$0.contains("kubectl") }, "\(console.text)")
        #expect(result.outcomes.first?.outcome == .skipped)
        #expect(console.text.contains("looks destructive (--replicas=0)"), "\(console.text)")
    }

    /// On a terminal the question shows the step's commands as they would run, every value filled in (asked first),
    /// though the step looked destructive before its values were known.
    @Test func theQuestionShowsTheCommandsAsTheyWouldRun() throws {
        let fixture = try RunFixture(page: Self.page("kubectl delete namespace <count>"))
        let console = RecordingConsole()
        let prompter = ScriptedPrompter(["lab-7", "n"], console: console)
        let engine = fixture.engine(
            try fixture.plan(), console: console, prompter: prompter, shell: FakeShell(), language: .en, yes: true)
        _ = engine.run()
        let question = try #require(console.text.range(of: "Run it? [y/N]"))
        let before = console.text[..<question.lowerBound]
        #expect(before.contains("$ kubectl delete namespace lab-7"), "\(console.text)")
        #expect(prompter.asked.map(\.prompt).first?.hasPrefix("count (") == true, "\(prompter.asked)")
    }

    /// Steps of a page that defines shortcuts: what each step's commands, as they run, look like.
    static let shortcuts = """
        # Page
        {: #page}

        1.  Define the shortcuts.

            ```
            alias kc='kubectl --context lab'
            wipe_jobs() { kc delete jobs --all; }
            function show_jobs {
              kc get jobs
            }
            ```
            {: pre}

        2.  List with the alias.

            ```
            kc get pods
            ```
            {: pre}

        3.  Remove with the alias.

            ```
            kc delete pod shop
            ```
            {: pre}

        4.  Call the functions.

            ```
            show_jobs && wipe_jobs
            ```
            {: pre}

        5.  Define and call at once.

            ```
            tidy() ( rm -f /tmp/lab-cache ); tidy
            ```
            {: pre}

        """

    /// A definition runs nothing: defining a function whose body deletes is not destructive, calling it is (said
    /// with its name), and an alias is judged by what it expands to.
    @Test func definitionsAreJudgedWhereTheyAreCalled() throws {
        let fixture = try RunFixture(page: Self.shortcuts)
        let judge = DestructiveSteps(fixture.runbook.steps.flatMap(\.commands).map(\.script))
        let reasons = fixture.runbook.steps.map { step in judge.reason(step.commands.map(\.script)) { $0 } }
        #expect(reasons == [nil, nil, "delete", "wipe_jobs: delete", "tidy: rm"])
    }

    /// Each form of a body: braces (nested too), a subshell, `function` with its brace on the next line.
    static let bodies: [(command: String, bodies: [String])] = [
        ("f() { g; }", ["{ g; }"]),
        ("f() { if x; then { y; }; fi; }; f", ["{ if x; then { y; }; fi; }"]),
        ("f() ( cd /tmp && ls )", ["( cd /tmp && ls )"]),
        ("function f\n{\n  g\n}", ["{\n  g\n}"]),
        ("function f { g; }\ng() { h; }", ["{ g; }", "{ h; }"]),
        ("echo f", []),
    ]

    @Test(arguments: bodies) func functionBodiesAreFound(command: String, bodies: [String]) {
        let script = ShellScript(command: command)
        #expect(PageDefinitions.functionBodies(in: script).map { script.text($0.body) } == bodies)
    }
}

extension DestructiveSteps {
    /// Why `step` looks destructive as the page writes it, its own functions and aliases followed; nil if it does not.
    static func reason(_ step: Step) -> String? {
        let scripts = step.commands.map(\.script)
        return DestructiveSteps(scripts).reason(scripts) { $0 }
    }
}
