import Foundation
import RunbookKit
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
}
