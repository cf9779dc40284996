import Foundation
import TestSupport
import Testing

/// `docrun run` through the built binary, with test doubles for bx, kubectl, docker and curl first on PATH and
/// no terminal: the seeds run with every value given.
@Suite struct RunEndToEndTests {
    static let dedicatedSeeds = [
        "ibm-cloud/fr/cs_dedicated_tokens.md", "ibm-cloud/pt/cs_dedicated_tokens.md",
        "ibm-cloud/en/cs_dedicated_tokens.md",
    ]
    static let dedicatedValues = RepositoryPaths.root.appendingPathComponent(
        "Tests/EndToEndTests/Fixtures/values/cs_dedicated_tokens.yml"
    ).path
    static let secret = "S3cret-token-value-42"

    @Test(arguments: dedicatedSeeds) func dedicatedTokensRunInOrderWithTheValues(seed: String) throws {
        let sandbox = try RunSandbox(seed)
        // --set wins over the values file, which wins over the environment.
        let result = try sandbox.run(
            ["--values", Self.dedicatedValues, "--set", "org_name=my-org", "--set", "token_value=\(Self.secret)"],
            environment: ["DOCRUN_TOKEN_VALUE": "not-this-one", "DOCRUN_TAG": "not-this-either"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let calls = try sandbox.calls()
        #expect(
            calls.map { $0.name + " " + ($0.args.first ?? "") } == [
                "bx login", "bx iam", "bx iam", "curl -XPOST", "kubectl describe", "kubectl --namespace",
                "kubectl apply",
            ])
        #expect(calls[0].args == ["login", "-a", "api.example.com"])
        #expect(calls[2].args == ["iam", "org", "my-org", "--guid"])
        // Step 4's curl received OAUTH_TOKEN and ORG_GUID, set in steps 2 and 3 of the same shell session.
        let curl = calls[3].args
        #expect(curl.contains { $0.hasPrefix("Authorization: bearer ") && $0.count > 30 }, "\(curl)")
        #expect(curl.contains { $0.hasPrefix("Organization: ") && $0.count > 20 }, "\(curl)")
        #expect(curl.last == "https://registry.example.com/api/v1/tokens?permanent=true")
        #expect(calls[5].args.contains("--docker-password=\(Self.secret)"))
        let pod = try #require(sandbox.file("mypod.yaml"))
        #expect(pod.contains("name: demo-pod") && pod.contains("image: registry.example.com/team/hello:1.0"))
        #expect(pod.contains("- name: registry-token"))
        // The secret is nowhere docrun writes.
        #expect(!result.stdout.contains(Self.secret) && !result.stderr.contains(Self.secret))
        #expect(sandbox.transcripts().contains("\"event\":\"command\""))
        #expect(!sandbox.transcripts().contains(Self.secret))
        let state = try #require(sandbox.state())
        #expect(!state.contains(Self.secret))
        let mode = try FileManager.default.attributesOfItem(
            atPath: sandbox.folder.appendingPathComponent(".docrun/cs_dedicated_tokens.state.json").path)[
                .posixPermissions]
        #expect((mode as? Int) == 0o600)
    }

    @Test func registryTokenIsBoundFromTheOutputOfTokenAdd() throws {
        let sandbox = try RunSandbox("ibm-cloud/fr/registry_access.md")
        let values = RepositoryPaths.root.appendingPathComponent(
            "Tests/EndToEndTests/Fixtures/values/registry_access.json")
        let result = try sandbox.run(["--values", values.path])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let calls = try sandbox.calls()
        // The token printed by `bx cr token-add` is the one `docker login -u token -p <token_value>` received.
        let tokenAdd = try DocrunProcess.runProgram(
            URL(fileURLWithPath: RunSandbox.doubles + "/bx"), ["cr", "token-add", "--non-expiring"],
            directory: sandbox.folder, environment: ["PATH": "/usr/bin:/bin"])
        let printed = tokenAdd.stdout.split(separator: "\n").first {
            $0.hasPrefix("Token ") && !$0.hasPrefix("Token identifier")
        }
        let token = try #require(printed.map { String($0.split(separator: " ").last!) })
        let login = try #require(calls.first { $0.name == "docker" && $0.args.starts(with: ["login", "-u", "token"]) })
        #expect(login.args == ["login", "-u", "token", "-p", token, "registry.ng.bluemix.net"])
        #expect(!result.stdout.contains(token), "a secret bound from an output is masked on screen")
        #expect(!sandbox.transcripts().contains(token))
        #expect(!sandbox.transcripts().contains("k3y-0123456789"), "the API key is a secret too")
    }

    /// A value that runs commands (creating `pwned…` files) if it reaches the shell as code.
    static let hostile = "x; touch pwned $(touch pwned2) `touch pwned3` '\"; touch pwned4; \"'"

    /// Expects none of the files `hostile`'s commands would create.
    static func expectNothingRan(in sandbox: RunSandbox) {
        for file in ["pwned", "pwned2", "pwned3", "pwned4"] {
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func aValueNeverReachesTheShellAsCode() throws {
        let sandbox = try RunSandbox(
            page: """
                # Injection
                {: #injection}

                1.  Use the name in every context.

                    ```
                    printf '%s\\n' <name> "in <name> quotes" 'in <name> single' https://h.example/<name>?a=b --opt=<name>
                    ```
                    {: pre}

                | Name | Description |
                |---|---|
                | `<name>` | Required. The name to print. |
                """)
        let hostile = Self.hostile
        let result = try sandbox.run(["--set", "name=\(hostile)"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        Self.expectNothingRan(in: sandbox)
        #expect(
            result.stdout.contains(
                hostile + "\n" + "in \(hostile) quotes\n" + "in \(hostile) single\n"
                    + "https://h.example/\(hostile)?a=b\n" + "--opt=\(hostile)\n"))
    }

    /// The command the page gives as an example of the one before it ("Example:") is shown and never run: `bx` is
    /// called once, with the value given, not a second time with the example's.
    @Test func anExampleOfACommandIsNotRun() throws {
        let sandbox = try RunSandbox(
            page: """
                # Examples

                1.  Log in to your region.

                    ```
                    bx login -a <endpoint>
                    ```
                    {: pre}

                    Exemple :

                    ```
                    bx login -a api.example.com
                    ```
                    {: pre}
                """)
        let result = try sandbox.run(["--set", "endpoint=eu.example.com"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(try sandbox.calls().map(\.args) == [["login", "-a", "eu.example.com"]])
        let plan = try DocrunProcess.run(["plan", sandbox.folder.appendingPathComponent("page.md").path])
        #expect(
            plan.stdout.contains("      example in the page, not run: bx login -a api.example.com\n"), "\(plan.stdout)")
    }

    /// A value the page writes in capitals or braces is asked for and put in as data, as a `<name>` is.
    @Test func anUnmarkedValueIsAskedForAndNeverReachesTheShellAsCode() throws {
        let page = """
            # Injection
            {: #injection}

            1.  Use the name in every context.

                ```
                printf '%s\\n' NAME_VALUE "in {name} quotes" https://h.example/NAME_VALUE/a --opt=NAME_VALUE
                ```
                {: pre}
            """
        let sandbox = try RunSandbox(page: page)
        let hostile = Self.hostile
        let result = try sandbox.run(["--set", "NAME_VALUE=\(hostile)", "--set", "name=\(hostile)"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        Self.expectNothingRan(in: sandbox)
        #expect(
            result.stdout.contains(
                hostile + "\n" + "in \(hostile) quotes\n" + "https://h.example/\(hostile)/a\n" + "--opt=\(hostile)\n"),
            "\(result.stdout)")
        // Without a terminal, a value not given stops the run before anything runs, naming it.
        let missing = try RunSandbox(page: page).run(["--set", "name=x"])
        #expect(
            missing.status == 2 && (missing.stdout + missing.stderr).contains("--set NAME_VALUE="), "\(missing.stdout)")
    }

    @Test func aFailingCommandStopsTheRunAndResumeContinuesAtThatStep() throws {
        let sandbox = try RunSandbox("ibm-cloud/en/cs_dedicated_tokens.md")
        let arguments = ["--values", Self.dedicatedValues, "--set", "org_name=my-org"]
        let first = try sandbox.run(arguments, environment: ["DOCRUN_DOUBLE_FAIL": "kubectl describe"])
        #expect(first.status == 1, "\(first.stdout)\n\(first.stderr)")
        #expect(first.stdout.contains("--resume"))
        #expect(try sandbox.calls().last?.line == "kubectl describe secrets")
        try FileManager.default.removeItem(at: sandbox.log)
        let second = try sandbox.run(arguments + ["--resume"])
        #expect(second.status == 0, "\(second.stdout)\n\(second.stderr)")
        #expect(second.stdout.contains("Resuming at step 5"))
        let calls = try sandbox.calls()
        #expect(calls.first?.line == "kubectl describe secrets")
        #expect(calls.count == 3)
    }

    /// A resumed run asks only for the values of the steps it runs: a secret used only by a step that passed is not
    /// missing, and a value is announced at the first step that will use it.
    @Test func resumeNeedsOnlyTheValuesOfTheStepsItRuns() throws {
        let sandbox = try RunSandbox(
            page: """
                # Resume
                {: #resume}

                1.  Log in.
                    ```
                    test -n "<api_key>"
                    ```
                    {: pre}
                2.  Deploy.
                    ```
                    test -e go.txt && echo "<region>"
                    ```
                    {: pre}

                Where `<api_key>` is your API key and `<region>` the region.
                """)
        let first = try sandbox.run(["--set", "api_key=k3y-value-123", "--set", "region=eu-de"])
        #expect(first.status == 1, "\(first.stdout)\n\(first.stderr)")
        try "".write(to: sandbox.folder.appendingPathComponent("go.txt"), atomically: true, encoding: .utf8)
        let second = try sandbox.run(["--resume"])
        #expect(second.status == 0, "\(second.stdout)\n\(second.stderr)")
        #expect(second.stdout.contains("Resuming at step 2") && !second.stdout.contains("api_key"), "\(second.stdout)")
    }

    /// `--resume` gives back what the shell had.
    ///
    /// Exported variables stay exported, line breaks and integers are kept, and so are variables set by arithmetic
    /// or `eval`; an array or an associative array, which the state does not hold, is named as not restored.
    @Test func resumeRestoresExportsLineBreaksAndIntegersAndNamesArrays() throws {
        let page = """
            # Resume

            1. Set.

               ```sh
               export KUBECONFIG=/tmp/kube.yml; OUT=$(printf 'node1\\nnode2'); declare -i N=5; arr=(one "two three")
               let L=1; ((M = 2)); eval 'V=3'; declare -A tags=([env]=lab); sparse=([4]=x)
               ```
               {: pre}

            2. Use.

               ```sh
               env | grep ^KUBECONFIG=; printf "[%s]\\n" "$OUT"; N+=1; echo "N=$N $L$M$V"; test -f flag
               ```
               {: pre}
            """
        let resumed = try Self.resumedAfterFlag(page)
        #expect(resumed.status == 0, "\(resumed.stdout)\(resumed.stderr)")
        #expect(resumed.stdout.contains("KUBECONFIG=/tmp/kube.yml\n[node1\nnode2]\nN=7 123\n"), "\(resumed.stdout)")
        // An associative array, and an array without an element 0, are named too.
        #expect(
            resumed.stdout.contains(
                "Not restored (arrays, associative arrays and values that are not UTF-8 text are not kept between "
                    + "runs): arr, sparse, tags."),
            "\(resumed.stdout)")
    }

    /// A variable whose bytes are not UTF-8 text (random bytes, `$'\xff'`) is not kept as other bytes: `--resume`
    /// names it as not restored, and the step finds it unset rather than holding U+FFFD where its bytes were.
    @Test func resumeNamesAVariableThatIsNotUTF8Text() throws {
        let page = """
            # Resume

            1. Set.

               ```sh
               SALT=$'a\\xff\\xc3('; NAME=plain
               ```
               {: pre}

            2. Use.

               ```sh
               printf '[%s] %s\\n' "${SALT-unset}" "$NAME"; test -f flag
               ```
               {: pre}
            """
        let resumed = try Self.resumedAfterFlag(page)
        #expect(resumed.status == 0, "\(resumed.stdout)\(resumed.stderr)")
        #expect(resumed.stdout.contains("\n[unset] plain\n"), "\(resumed.stdout)")
        #expect(
            resumed.stdout.contains(
                "Not restored (arrays, associative arrays and values that are not UTF-8 text are not kept between "
                    + "runs): SALT."),
            "\(resumed.stdout)")
    }

    /// A function a passed step defined is not restored (the state keeps none): `--resume` names it, with the step
    /// that defines it, when a step it runs calls it; one no later step calls is not named.
    @Test func resumeNamesTheFunctionsItCannotRestore() throws {
        let page = """
            # Resume

            1. Define.

               ```sh
               kc() { echo "kc $*"; }
               unused() { :; }
               ```
               {: pre}

            2. Check.

               ```sh
               test -f flag
               ```
               {: pre}

            3. Use.

               ```sh
               kc get pods
               ```
               {: pre}
            """
        let resumed = try Self.resumedAfterFlag(page)
        #expect(
            resumed.stdout.contains(
                "Not restored (functions are not kept between runs): kc (step 1). The steps that call them fail "
                    + "unless the step that defines them runs again (--from)."), "\(resumed.stdout)")
        #expect(!resumed.stdout.contains("unused"))
        #expect(resumed.status == 1, "kc is not found: \(resumed.stdout)")
    }

    /// `page` run once, failing at its `test -f flag`, then the flag made and the run resumed: what the resumed run
    /// did.
    static func resumedAfterFlag(_ page: String) throws -> ProcessResult {
        let sandbox = try RunSandbox(page: page)
        let first = try sandbox.run(["--yes"])
        #expect(first.status == 1, "\(first.stdout)\(first.stderr)")
        try "".write(to: sandbox.folder.appendingPathComponent("flag"), atomically: true, encoding: .utf8)
        return try sandbox.run(["--yes", "--resume"])
    }

    /// Two procedures in one section both number their steps from 1: `--resume` starts at the step that failed, the
    /// second `1.`, not at the first one.
    @Test func resumeTellsApartStepsOfTheSameNumber() throws {
        let page = """
            # Two procedures

            To create a widget:

            1. Create it.

               ```
               echo created >> log
               ```
               {: pre}

            To check the widget:

            1. Check it.

               ```
               test -f flag && echo checked
               ```
               {: pre}
            """
        let sandbox = try RunSandbox(page: page)
        let first = try sandbox.run(["--yes"])
        #expect(first.status == 1, "\(first.stdout)\(first.stderr)")
        // The summary names each as `--only` takes it.
        #expect(first.stdout.contains("Step 1@5 ") && first.stdout.contains("Step 1@14 "), "\(first.stdout)")
        try "".write(to: sandbox.folder.appendingPathComponent("flag"), atomically: true, encoding: .utf8)
        let resumed = try sandbox.run(["--yes", "--resume"])
        #expect(resumed.status == 0, "\(resumed.stdout)\(resumed.stderr)")
        #expect(resumed.stdout.contains("checked"), "\(resumed.stdout)")
        #expect(sandbox.file("log") == "created\n", "\(resumed.stdout)")
    }

    @Test func missingValuesWithoutATerminalStopBeforeAnythingRuns() throws {
        let sandbox = try RunSandbox("ibm-cloud/fr/cs_dedicated_tokens.md")
        let result = try sandbox.run(["--values", Self.dedicatedValues])
        #expect(result.status == 2)
        #expect(result.stdout.contains("<org_name>") && result.stdout.contains("--set org_name=…"))
        #expect(try sandbox.calls().isEmpty)
    }

    /// A placeholder whose name starts with a keyref is one for every command alike: `run` asks for it by the name
    /// the page shows (quoted in the `--set` hint), and the plan's script checks that its variable is set.
    @Test func aNameThatStartsWithAKeyrefIsAPlaceholderEverywhere() throws {
        let page = """
            1. Create it.

               ```
               echo created <{{site.data.keyword.widget}} name>
               ```
               {: pre}
            """
        let sandbox = try RunSandbox(page: page)
        try "keywords: keywords.yml\n".write(
            to: sandbox.folder.appendingPathComponent(".docrun.yml"), atomically: true, encoding: .utf8)
        try "widget: Widget Service\n".write(
            to: sandbox.folder.appendingPathComponent("keywords.yml"), atomically: true, encoding: .utf8)
        let missing = try sandbox.run(["--yes"])
        #expect(missing.status == 2 && missing.stdout.contains("--set 'Widget Service name'=…"), "\(missing.stdout)")
        let given = try sandbox.run(["--yes", "--set", "Widget Service name=w1"])
        #expect(given.status == 0 && given.stdout.contains("created w1"), "\(given.stdout)")
        let script = try sandbox.runPlanScript()
        #expect(script.status != 0 && !script.stdout.contains("created"), "\(script.stdout)")
    }

    @Test func missingProgramsWithoutATerminalStopBeforeAnythingRuns() throws {
        let sandbox = try RunSandbox("ibm-cloud/fr/cs_dedicated_tokens.md")
        let empty = sandbox.folder.appendingPathComponent("empty-bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try sandbox.run(
            ["--values", Self.dedicatedValues, "--set", "org_name=o"], environment: ["PATH": empty.path])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stdout.contains("  bx  (étapes 1, 2, 3)"), "\(result.stdout)")
        #expect(result.stdout.contains("  curl  (étape 4)"), "\(result.stdout)")
        #expect(result.stdout.contains("  kubectl  (étapes 5, 6, 7.4)"), "\(result.stdout)")
        #expect(try sandbox.calls().isEmpty)
    }

    /// The commands a step writes after its sub-steps run after them, in the order the page reads.
    @Test func commandsAfterSubstepsRunAfterThem() throws {
        let sandbox = try RunSandbox(
            page: """
                # Order
                {: #order}

                1. Prepare.
                   1. Make the folder.
                      ```
                      mkdir -p work && echo made >> order.log
                      ```
                      {: pre}
                   2. Enter it.
                      ```
                      cd work && echo entered >> ../order.log
                      ```
                      {: pre}

                   Then list it.

                   ```
                   ls . && echo listed >> ../order.log
                   ```
                   {: pre}
                2. Finish.
                   ```
                   echo done >> ../order.log
                   ```
                   {: pre}
                """)
        let result = try sandbox.run(["--yes"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(sandbox.file("order.log") == "made\nentered\nlisted\ndone\n")
        #expect(result.stdout.contains("Step 1.3 — Then list it."), "\(result.stdout)")
    }

    /// A difference in an output too long to keep whole does not fail `--strict`.
    ///
    /// Over 1 MB, the output's first and last halves are kept and compared: the example's lines may be in the part
    /// not kept. A note says so.
    @Test func anOutputTooLongToKeepDoesNotFailStrictVerification() throws {
        let sandbox = try RunSandbox(
            page: """
                # Long

                1.  Print a long report.

                    ```
                    yes filler | head -n 200000; echo middle-marker; yes filler | head -n 200000; echo done
                    ```
                    {: pre}

                    ```
                    filler
                    middle-marker
                    filler
                    done
                    ```
                    {: screen}
                """)
        let result = try sandbox.run(["--yes", "--strict"])
        #expect(result.status == 0, "\(result.stdout.suffix(2000))\n\(result.stderr)")
        let end = result.stdout.suffix(2000)
        #expect(end.contains("! the output differs from the page's example:"), "\(end)")
        #expect(end.contains("the output was longer than 1 MB"), "\(end)")
    }

    /// Ages in words (`About a minute ago`) and a decimal point where the page writes a comma pass `--strict`; a
    /// status that differs still fails it.
    @Test(arguments: [("Up Less than a second", 0), ("Exited (1) About an hour ago", 1)])
    func changingAgesAndDecimalsPassStrictVerification(status: String, exit: Int32) throws {
        let sandbox = try RunSandbox(
            page: """
                # Containers

                1.  List the containers.

                    ```
                    printf 'CONTAINER ID   IMAGE   CREATED              STATUS\\n9f8e7d   web     %s   %s\\n' \\
                      'About a minute ago' '\(status)'
                    ```
                    {: pre}

                    ```
                    CONTAINER ID   IMAGE   CREATED         STATUS
                    0a1b2c3d4e5f   web     2 minutes ago   Up 3 hours
                    ```
                    {: screen}

                2.  Show the free space.

                    ```
                    printf 'Free: 1.5 GB, created a few seconds ago\\n'
                    ```
                    {: pre}

                    ```
                    Free: 1,5 GB, created 5 days ago
                    ```
                    {: screen}
                """)
        let result = try sandbox.run(["--strict"])
        #expect(result.status == exit, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("- 0a1b2c3d4e5f") == (exit != 0), "\(result.stdout)")
    }

    /// An example's sample names (`mycluster`, a sample key) stand for the values given to the step's commands and
    /// pass `--strict`; a state that differs still fails it, and its diff shows neither the secret nor its line.
    @Test(arguments: [("normal", 0), ("degraded", 1)])
    func givenValuesPassStrictVerificationInPlaceOfSampleNames(state: String, exit: Int32) throws {
        let key = "Kx9-given-api-key-value"
        let sandbox = try RunSandbox(
            page: """
                # Clusters

                1.  Show the cluster. Replace `<cluster_name>` with its name and `<api_key>` with your API key.

                    ```
                    printf 'Getting cluster %s...\\nName:     %s\\nKey:      %s\\nState:    %s\\nIngress:  %s.eu-de.example.cloud\\n' \\
                      <cluster_name> <cluster_name> <api_key> '\(state)' <cluster_name>
                    ```
                    {: pre}

                    ```
                    Getting cluster mycluster...
                    Name:     mycluster
                    Key:      myapikey
                    State:    normal
                    Ingress:  mycluster.eu-de.example.cloud
                    ```
                    {: screen}
                """)
        let result = try sandbox.run(
            ["--strict", "--set", "cluster_name=prod-east"], environment: ["DOCRUN_API_KEY": key])
        #expect(result.status == exit, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("- State:    normal") == (exit != 0), "\(result.stdout)")
        #expect(!result.stdout.contains("- Key") && !result.stdout.contains("- Name"), "\(result.stdout)")
        #expect(!result.stdout.contains(key) && !result.stderr.contains(key))
        #expect(!sandbox.transcripts().contains(key))
    }

    /// A Windows tab neither runs nor needs its programs on Linux, and of a set of other tabs only the first runs.
    ///
    /// The plan script does the same.
    @Test func aWindowsTabDoesNotBlockALinuxRun() throws {
        let sandbox = try RunSandbox(
            page: """
                # Tabs
                {: #tabs}

                1. Say where you are.

                    ```sh
                    echo linux >> where.log
                    ```
                    {: pre}
                    {: tab-title="Linux"}
                    {: tab-group="os"}

                    ```powershell
                    Write-Host "windows" ; Set-Content where.log "windows"
                    ```
                    {: pre}
                    {: tab-title="Windows"}
                    {: tab-group="os"}

                2. Say how.

                    ```sh
                    echo cli >> where.log
                    ```
                    {: pre}
                    {: tab-title="CLI"}
                    {: tab-group="how"}

                    ```sh
                    echo api >> where.log
                    ```
                    {: pre}
                    {: tab-title="API"}
                    {: tab-group="how"}
                """)
        let result = try sandbox.run(["--yes"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(sandbox.file("where.log") == "linux\ncli\n")
        #expect(!result.stdout.contains("Write-Host") && !result.stdout.contains("PATH"), "\(result.stdout)")
        #expect(result.stdout.contains("Step 1.2 — Windows") && result.stdout.contains("Step 2.2 — API"))
        let script = try sandbox.runPlanScript()
        #expect(script.status == 0, "\(script.stdout)\n\(script.stderr)")
        #expect(sandbox.file("where.log") == "linux\ncli\nlinux\ncli\n")
    }

    /// A block copied from a terminal runs without its prompts, and what it shows printed is compared with the output;
    /// the plan script runs the same commands.
    @Test(arguments: [("ready", 0), ("broken", 1)])
    func promptsAreLeftOutAndPrintedLinesAreTheExpectedOutput(printed: String, exit: Int32) throws {
        let sandbox = try RunSandbox(
            page: """
                # Session
                {: #session}

                1. Count the pods.

                    ```
                    me@host:~$ echo "pods: <count>" \\
                        > count.log
                    me@host:~$ echo state: ready
                    state: \(printed)
                    ```
                    {: pre}

                    Replace `<count>` with the number of pods.
                """)
        let result = try sandbox.run(["--yes", "--strict", "--set", "count=3"])
        #expect(result.status == exit, "\(result.stdout)\n\(result.stderr)")
        #expect(sandbox.file("count.log") == "pods: 3\n")
        #expect(!result.stdout.contains("me@host") && !result.stderr.contains("command not found"), "\(result.stdout)")
        let script = try sandbox.runPlanScript(environment: ["DOCRUN_COUNT": "3"])
        #expect(script.status == 0, "\(script.stdout)\n\(script.stderr)")
    }

    /// Of bullets the step says to choose among, one runs: the first, or the one `--only` names; the plan script does
    /// the same.
    @Test func onlyOneAlternativeBulletRuns() throws {
        let sandbox = try RunSandbox(
            page: """
                # Alternatives
                {: #alternatives}

                1. Create the cluster. Choose one of the following options.
                    * For classic clusters:

                        ```
                        echo classic >> created.log
                        ```
                        {: pre}

                    * For VPC clusters:

                        ```
                        echo vpc >> created.log
                        ```
                        {: pre}

                2. Check the cluster.

                    ```
                    echo checked >> created.log
                    ```
                    {: pre}
                """)
        let result = try sandbox.run(["--yes"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(sandbox.file("created.log") == "classic\nchecked\n")
        #expect(result.stdout.contains("Skipped: \"For classic clusters\" runs instead"), "\(result.stdout)")
        let chosen = try sandbox.run(["--yes", "--only", "1.2,2"])
        #expect(chosen.status == 0, "\(chosen.stdout)\n\(chosen.stderr)")
        #expect(sandbox.file("created.log") == "classic\nchecked\nvpc\nchecked\n")
        let script = try sandbox.runPlanScript()
        #expect(script.status == 0, "\(script.stdout)\n\(script.stderr)")
        #expect(sandbox.file("created.log") == "classic\nchecked\nvpc\nchecked\nclassic\nchecked\n")
    }

    /// A block copied from a terminal with bash's continuation prompts (`> `) runs the commands without them: the
    /// `> ` before `tr` made a redirection that truncated a file `tr`, and `> EOF` never ended the here-document.
    @Test func continuationPromptsAreNotRun() throws {
        let page = """
            # Session

            1. Translate and print.

               ```
               $ printf 'x\\n' | \\
               > tr x y
               y
               $ cat <<EOF
               > hello
               > EOF
               hello
               ```
               {: pre}
            """
        let sandbox = try RunSandbox(page: page)
        let result = try sandbox.run(["--yes", "--strict"])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("  $ cat <<EOF\n    hello\n    EOF\nhello\n"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder.appendingPathComponent("tr").path))
    }

    /// The plan's script judges each line of a command by its status and keeps a command's shell options to it, as
    /// `run` does, and stops after the command where the run stops: until 30 November 2026 it began with `set -e`,
    /// which ended it at `grep -q …; echo "status $?"`, and a page's `set -euo pipefail` lasted for the rest of it.
    @Test func thePlanScriptGoesOnAndStopsWhereTheRunDoes() throws {
        let page = """
            # Lines judged
            {: #judged}

            1. Look for an entry.

               ```sh
               grep -q anything /dev/null; echo "status $?"
               ```
               {: pre}

            2. Turn strict mode on.

               ```sh
               set -euo pipefail
               echo "strict $((1 + 1))"
               ```
               {: pre}

            3. Pipe and make a folder twice.

               ```sh
               false | true; echo "piped $?"
               mkdir made
               mkdir made 2>/dev/null
               echo "after $((2 + 1))"
               ```
               {: pre}

            4. Not reached.

               ```sh
               echo reached
               ```
               {: pre}
            """
        for result in try Self.runAndScript(page) {
            #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
            for printed in ["status 1", "strict 2", "piped 0", "after 3"] {
                #expect(result.stdout.contains(printed + "\n"), "\(printed): \(result.stdout)")
            }
            #expect(!result.stdout.contains("reached\n"), "\(result.stdout)")
        }
    }

    /// The plan's script runs a command with fd 3 closed, as the run does: until 30 November 2026 it sourced the
    /// command from the here-document on fd 3, which the command and its children kept open.
    @Test func thePlanScriptClosesTheCommandsDescriptorAsTheRunDoes() throws {
        let page = """
            # Descriptors

            1. Look at fd 3.

               ```sh
               if [[ -e /dev/fd/3 ]]; then echo "fd 3 open"; else echo "fd 3 closed"; fi
               sh -c 'if [ -e /proc/self/fd/3 ]; then echo "child open"; else echo "child closed"; fi'
               ```
               {: pre}
            """
        for result in try Self.runAndScript(page) {
            #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
            #expect(result.stdout.contains("fd 3 closed\nchild closed\n"), "\(result.stdout)")
        }
    }

    /// A command's `set` options last for that command in the plan's script, as in the run: until 30 November 2026 a
    /// page's `set -f` reached the next commands there, and its `set -n` ended the script with status 0.
    @Test func thePlanScriptKeepsACommandsOptionsToItAsTheRunDoes() throws {
        let page = """
            # Options

            1. Make a file and turn globbing off.

               ```sh
               touch made.txt; set -f
               ```
               {: pre}

            2. List the text files, then read without running.

               ```sh
               echo *.txt
               set -n
               ```
               {: pre}

            3. Go on.

               ```sh
               echo "reached $((1 + 1))"
               ```
               {: pre}
            """
        for result in try Self.runAndScript(page) {
            #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
            #expect(result.stdout.contains("made.txt\n") && result.stdout.contains("reached 2\n"), "\(result.stdout)")
        }
    }

    /// The plan's script copies and removes its command file with `command cat` and `command rm`, as the run's session
    /// keeps its own code from a page's functions: until 30 November 2026 a step that defined `cat` made the script
    /// source "page cat" as the next command (`page: command not found`), and the clean-up called the page's `rm`.
    @Test func thePlanScriptIsNotTakenOverByAPagesFunctions() throws {
        let page = """
            # Functions

            1. Define functions named like programs.

               ```sh
               cat() { echo "page cat"; }
               rm() { echo "page rm"; }
               ```
               {: pre}

            2. Go on.

               ```sh
               echo "reached $((1 + 1))"
               ```
               {: pre}
            """
        for result in try Self.runAndScript(page) {
            #expect(result.status == 0 && result.stdout.contains("reached 2\n"), "\(result.stdout)\n\(result.stderr)")
            #expect(!result.stdout.contains("page cat\n") && !result.stdout.contains("page rm\n"), "\(result.stdout)")
        }
    }

    /// The plan's script writes a step's files with `command cat` and `command rm`: until 30 November 2026 a page's
    /// function `cat` wrote its own output into the file, and an alias `rm` kept an old file that a secret was then
    /// written into, readable by all.
    @Test func thePlanScriptWritesFilesPastAPagesFunctionsAndAliases() throws {
        let page = """
            # Files

            1. Define helpers.

               ```sh
               cat() { echo "page cat"; }
               alias rm='echo page rm'
               ```
               {: pre}

            2. Write `app.conf`:

               ```text
               name=<app_name>
               ```
               {: codeblock}

            3. Write `secret.env`:

               ```text
               API_KEY=<api_key>
               ```
               {: codeblock}
            """
        let sandbox = try RunSandbox(page: page)
        let (conf, secret) = (
            sandbox.folder.appendingPathComponent("app.conf"), sandbox.folder.appendingPathComponent("secret.env")
        )
        try "old\n".write(to: secret, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: secret.path)
        let result = try sandbox.runPlanScript(environment: ["DOCRUN_APP_NAME": "demo", "DOCRUN_API_KEY": "k9"])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stdout)\n\(result.stderr)")
        #expect(try String(contentsOf: conf, encoding: .utf8) == "name=demo\n")
        #expect(try String(contentsOf: secret, encoding: .utf8) == "API_KEY=k9\n")
        let mode = try FileManager.default.attributesOfItem(atPath: secret.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// A page's EXIT trap runs at the end of the plan's script, and the script still removes its command file, however
    /// it ends: until 30 November 2026 the page's trap replaced the script's, and the file was left in the temporary
    /// folder; and until 1 December 2026 it was left when the step that set the trap then ended the script (`set -e`
    /// and a failing command, `builtin exit`).
    @Test(arguments: [("true", 0), ("set -e; false", 1), ("builtin exit 0", 0)])
    func thePlanScriptRemovesItsCommandFileThoughThePageTrapsExit(ending: String, status: Int32) throws {
        let page = """
            # Trap

            1. Go on.

               ```sh
               echo reached
               ```
               {: pre}

            2. Say goodbye at the end.

               ```sh
               trap 'echo "it'\\''s over"' EXIT
               \(ending)
               ```
               {: pre}
            """
        let (result, temporary) = try Self.runScriptWithItsOwnTemporaryFolder(page)
        #expect(
            result.status == status && result.stdout == "reached\nit's over\n", "\(result.stdout)\n\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// A step that moves or removes the temporary folder does not end the plan's script: the next command's file is
    /// made in /tmp (until 1 December 2026 `mktemp` failed and the script ended there, as `docrun run` does not).
    @Test(arguments: ["export TMPDIR=/nonexistent", "rm -rf \"$TMPDIR\""])
    func thePlanScriptHoldsWhenAStepBreaksTheTemporaryFolder(breaking: String) throws {
        let page = """
            # Temporary

            1. Break the temporary folder.

               ```sh
               \(breaking)
               ```
               {: pre}

            2. Go on.

               ```sh
               echo reached
               ```
               {: pre}
            """
        let (result, _) = try Self.runScriptWithItsOwnTemporaryFolder(page)
        #expect(result.status == 0 && result.stdout == "reached\n", "\(result.stdout)\n\(result.stderr)")
        #expect(result.stderr == "")
    }

    /// `page`'s plan script run with TMPDIR a new folder of its sandbox: the result and that folder.
    private static func runScriptWithItsOwnTemporaryFolder(_ page: String) throws -> (ProcessResult, URL) {
        let sandbox = try RunSandbox(page: page)
        let temporary = sandbox.folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        return (try sandbox.runPlanScript(environment: ["TMPDIR": temporary.path]), temporary)
    }

    /// `page` run with `--yes`, then as the plan's script, each in a sandbox of its own: the two results.
    private static func runAndScript(_ page: String) throws -> [ProcessResult] {
        try [false, true].map { runsScript in
            let sandbox = try RunSandbox(page: page)
            return try runsScript ? sandbox.runPlanScript() : sandbox.run(["--yes"])
        }
    }

    /// An alias a step defines is used by a later step in the plan's script as in the run (until 30 November 2026 the
    /// script did not expand aliases: `say: command not found`).
    @Test func thePlanScriptExpandsAnAliasOfAnEarlierStep() throws {
        let page = """
            # Alias
            {: #alias}

            1. Make a short name.

               ```sh
               alias say='echo said'
               ```
               {: pre}

            2. Use it.

               ```sh
               say "hello $((1 + 1))"
               ```
               {: pre}
            """
        let result = try RunSandbox(page: page).runPlanScript()
        #expect(result.status == 0 && result.stdout == "said hello 2\n", "\(result.stdout)\n\(result.stderr)")
    }

    /// A command whose last line ends with a line continuation does not take the script's judging line into it.
    @Test func aContinuationAtACommandsEndDoesNotTakeTheJudgingLine() throws {
        let page = """
            # Continued

            1. Fail at the end of a continued line.

               ```sh
               echo one
               false \\
               ```
               {: pre}

            2. Not reached.

               ```sh
               echo reached
               ```
               {: pre}
            """
        let result = try RunSandbox(page: page).runPlanScript()
        #expect(result.status == 1 && result.stdout == "one\n", "\(result.stdout)\n\(result.stderr)")
    }

    /// The plan's script runs each command in a function as the run does: `exit 0` ends the command, not the script,
    /// `local` is the command's, a last line's `\` is printed, and a command of comments alone runs (until 30 November
    /// 2026 the script ended at `exit 0`, `local` was an error there and `echo two \` printed `two`).
    @Test func thePlanScriptEndsACommandWhereTheRunDoes() throws {
        let page = """
            # Early ends

            1. Stop early.

               ```sh
               local word=kept; echo "$word"; exit 0
               echo "$word again"
               ```
               {: pre}

            2. Go on.

               ```sh
               echo "two ${word-unset}" \\
               ```
               {: pre}

            3. Nothing to run.

               ```sh
               # a comment alone
               ```
               {: pre}
            """
        let results = try [RunSandbox(page: page).run(["--yes"]), RunSandbox(page: page).runPlanScript()]
        for result in results {
            #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
            #expect(result.stdout.contains("kept\n") && result.stdout.contains("two unset \\\n"), "\(result.stdout)")
            #expect(!result.stdout.contains("kept again"), "\(result.stdout)")
        }
    }
}
