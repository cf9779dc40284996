import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// Commands typed in a shell that a step opens in a container or on another machine are done by hand: docrun's
/// session is local, and would run them on the operator's machine.
@Suite struct RemoteShellTests {
    static func plan(_ page: String) throws -> RunPlan {
        let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(page.utf8)))
        return try Planner.plan(runbook, selection: .init(), inputs: ValueInputs())
    }

    /// A step that runs `command`, then a step that removes a file.
    static func page(_ command: String) -> String {
        "1. Open it.\n\n   ```\n   \(command)\n   ```\n   {: pre}\n\n2. Clean.\n\n   ```\n   rm -rf /data/cache\n   ```\n   {: pre}\n"
    }

    @Test(arguments: [
        ("kubectl exec -it mypod -- /bin/bash", true), ("kubectl exec -ti mypod -n ns -- sh", true),
        ("kubectl exec --stdin --tty mypod -- bash", true), ("kubectl exec -it mypod bash", true),
        ("oc exec -it mypod -- /bin/sh", true), ("sudo kubectl exec -i -t mypod --", true),
        ("docker exec -it web bash", true), ("docker run -it --rm ubuntu /bin/bash", true),
        ("podman run -it alpine sh", true), ("ssh user@host.example.com", true),
        ("ssh -i key.pem -p 2222 admin@10.0.0.1", true),
        ("ssh -t host bash", true), ("kubectl exec -it $(kubectl get pods -o name | head -1) -- /bin/bash", true),
        ("kubectl exec -it `kubectl get pods -o name` -- sh", true), ("echo $(ssh host)", false),
        ("kubectl exec mypod -- ls /data", false), ("kubectl exec -it mypod -- ls", false),
        ("kubectl exec -it mypod -- sh -c 'ls /data'", false), ("docker run -d nginx", false),
        ("docker run -it ubuntu echo hi", false), ("ssh host uptime", false), ("ssh host bash -c 'uptime'", false),
        ("kubectl exec -i mypod -- sh", false), ("docker run -dit ubuntu bash", false), ("kubectl get pods", false),
        ("bash", false), ("echo kubectl exec -it mypod -- bash", false),
    ])
    func opensAShell(command: String, opens: Bool) throws {
        let plan = try Self.plan(Self.page(command))
        #expect(plan.steps.map(\.disposition) == (opens ? [.manual, .manual] : [.run, .run]), "\(command)")
        #expect(plan.steps.map(\.remoteShell) == (opens ? ["1", "1"] : [nil, nil]))
    }

    /// What a run without a terminal shows of the steps typed in the pod, in each language (a golden file each).
    @Test(arguments: [Language.en, .fr, .pt]) func theRunShowsWhatToType(language: Language) throws {
        let fixture = try RunFixture(page: Self.page("kubectl exec -it <pod_name> -- bash"))
        let console = RecordingConsole()
        let shell = FakeShell()
        _ = fixture.engine(try fixture.plan(["pod_name": "mypod"]), console: console, shell: shell, language: language)
            .run()
        #expect(shell.commands.isEmpty, "\(shell.commands)")
        Snapshot.assert(fixture.stable(console.text), named: "remote-shell.\(language.rawValue).txt")
    }

    /// The shell's commands last up to the step that types `exit` or `logout`, or the section's end; a block that
    /// opens and leaves the shell is one step done by hand.
    @Test func theShellEndsAtExitOrTheSection() throws {
        let page = """
            ## In the pod

            1. Open a shell.

               ```
               kubectl exec -it mypod -- bash
               ```
               {: pre}

            2. Look.

               ```
               ls /data
               ```
               {: pre}

            3. Leave it.

               ```
               exit
               ```
               {: pre}

            4. Back home.

               ```
               kubectl get pods
               ```
               {: pre}

            5. In and out at once.

               ```
               ssh admin@host
               uptime
               logout
               ```
               {: pre}

            6. Home again.

               ```
               kubectl get pods
               ```
               {: pre}

            7. Open one and never leave.

               ```
               docker exec -it web sh
               ```
               {: pre}

            ## Next section

            1. Home.

               ```
               kubectl get pods
               ```
               {: pre}
            """
        let plan = try Self.plan(page)
        #expect(plan.steps.map(\.remoteShell) == ["1", "1", "1", nil, "5", nil, "7", nil])
        #expect(plan.steps.map(\.disposition) == [.manual, .manual, .manual, .run, .manual, .run, .manual, .run])
        let script = PlanScriptReport(language: .en).render(plan)
        #expect(script.contains("#   ls /data") && script.contains("kubectl get pods"))
        #expect(!script.split(separator: "\n").contains("ls /data"))
        let text = PlanTextReport(language: .en).render(plan)
        #expect(text.contains("$ ls /data") && text.contains("typed in the shell step 1 opens"))
        let json = PlanJSONReport.value(of: plan).rendered(pretty: false)
        #expect(json.components(separatedBy: "\"shell_opened_by\":\"1\"").count == 4, "\(json)")
        #expect(json.components(separatedBy: "\"shell_opened_by\":null").count == 4)
    }
}
