import Foundation
import TestSupport
import Testing

/// A secret appears nowhere: a table of the forms a command can give it (raw, `printf %q`, `set -x`, `declare -p`,
/// JSON, URL-encoded, base64, cut between chunks, cut by the output's size bound, in a clipped diff line) against
/// every artefact docrun makes (the screen, standard error, the transcript, the state, any file in the folder, `plan`
/// in its three formats), checked for every piece of 12 characters of the secret and for each whole form.
@Suite(.serialized) struct SecretLeakTests {
    /// Quotes, a slash, a space, `&`, `+`, `%`, a non-ASCII letter: every form differs from the raw value.
    static let secret = "Pa55'w\"o/rd &+%é-Zq7xK"

    /// The forms, each as the command that prints it.
    static let forms: [(name: String, command: String)] = [
        ("raw", "echo \"raw=<db_password>\""),
        ("printf %q", "printf 'q=%q\\n' <db_password>"),
        ("set -x", "set -x; : <db_password>"),
        ("declare -p", "DB_COPY=<db_password>; declare -p DB_COPY"),
        ("upper case, kept in a variable", "v=<db_password>; DB_UP=\"${v^^}\"; echo \"$DB_UP\""),
        ("lower case", "v=<db_password>; echo \"${v,,}\""),
        ("JSON", "python3 -c 'import json,sys; print(json.dumps({\"s\": sys.argv[1]}))' <db_password>"),
        (
            "JSON, non-ASCII kept",
            "python3 -c 'import json,sys; print(json.dumps(sys.argv[1], ensure_ascii=False))' <db_password>"
        ),
        ("jq", "jq -cn --arg s <db_password> '{s: $s}'"),
        // Go's encoding/json, as kubectl and ibmcloud print `-o json`: `&`, `<`, `>` escaped.
        (
            "JSON, Go's",
            "python3 -c 'import json,sys; print(json.dumps(sys.argv[1], ensure_ascii=False).replace(\"&\", "
                + "\"\\\\u0026\"))' <db_password>"
        ),
        ("tr, ASCII letters only", "printf '%s\\n' <db_password> | tr a-z A-Z"),
        ("printf %q, C locale", "LC_ALL=C printf 'q=%q\\n' <db_password>"),
        (
            "URL",
            "python3 -c 'import urllib.parse,sys; print(urllib.parse.quote(sys.argv[1], safe=\"\"))' <db_password>"
        ),
        (
            "URL, plus",
            "python3 -c 'import urllib.parse,sys; print(urllib.parse.quote_plus(sys.argv[1]))' <db_password>"
        ),
        (
            "URL, lowercase",
            "python3 -c 'import re,urllib.parse,sys; print(re.sub(\"%..\", lambda m: m.group(0).lower(), "
                + "urllib.parse.quote(sys.argv[1], safe=\"\")))' <db_password>"
        ),
        ("jq @uri", "jq -rn --arg s <db_password> '$s|@uri'"),
        (
            "URL, / kept (Python's quote)",
            "python3 -c 'import urllib.parse,sys; print(urllib.parse.quote(sys.argv[1]))' <db_password>"
        ),
        ("URL, every byte", "printf %s <db_password> | xxd -p | tr -d '\\n' | sed 's/../%&/g'; echo"),
        ("base64", "printf %s <db_password> | base64 -w0; echo"),
        ("base64 inside Basic", "printf 'admin:%s' <db_password> | base64 -w0; echo"),
        ("base64url", "printf 'xy%s' <db_password> | base64 -w0 | tr '+/' '-_'; echo"),
        // `base64` wraps at 76 characters: a registry's auth JSON puts the line break inside the secret's run.
        (
            "base64, wrapped",
            "printf '{\"auths\":{\"us.icr.io\":{\"username\":\"iamapikey\",\"p\":\"%s\"}}}' <db_password> | base64"
        ),
        ("chunks", "v=<db_password>; for i in $(seq 0 21); do printf '%s' \"${v:i:1}\"; sleep 0.02; done; echo"),
        (
            "size bound",
            "v=<db_password>; head -c $((524288 - 10)) /dev/zero | tr '\\0' a; printf '%s' \"$v\"; "
                + "head -c 1100000 /dev/zero | tr '\\0' b; echo"
        ),
    ]

    static func page(_ command: String) -> String {
        """
        # Secret forms
        {: #forms}

        1.  Show the password.

            ```
            \(command)
            ```
            {: pre}

        2.  Show a long line.

            ```
            v=<db_password>; echo "Database answer: \(String(repeating: "z", count: 100))$v"
            ```
            {: pre}

            ```
            Database answer: ok
            ```
            {: screen}

        | Name | Description |
        |---|---|
        | `<db_password>` | Required. The database password. |
        """
    }

    /// How the secret reaches the page: as the placeholder `<db_password>`, or as the shell variable `$DB_PASSWORD`,
    /// which no step sets, given with `--set` or only in docrun's environment.
    enum Carrier: CaseIterable {
        case placeholder, variableSet, variableInEnvironment
    }

    /// Every artefact of a run of `command` with the secret given on the command line, and the `values` given besides;
    /// with a variable `carrier`, the page's `<db_password>` is `"${DB_PASSWORD}"`.
    static func artefacts(
        _ command: String, values: [String] = [], carrier: Carrier = .placeholder
    ) throws -> [(String, String)] {
        var text = page(command)
        if carrier != .placeholder {
            text = text.replacingOccurrences(of: "`<db_password>`", with: "`DB_PASSWORD`")
                .replacingOccurrences(of: "<db_password>", with: "\"${DB_PASSWORD}\"")
        }
        let sandbox = try RunSandbox(page: text)
        let given =
            [
                .placeholder: ["--set", "db_password=\(secret)"], .variableSet: ["--set", "DB_PASSWORD=\(secret)"],
                .variableInEnvironment: [],
            ][carrier]! + values.flatMap { ["--set", $0] }
        let environment = carrier == .placeholder ? "DOCRUN_DB_PASSWORD" : "DB_PASSWORD"
        let run = try sandbox.run(given, environment: [environment: secret])
        var found = [("stdout", run.stdout), ("stderr", run.stderr)]
        for format in ["text", "json", "sh"] {
            let plan = try DocrunProcess.run(
                ["plan", sandbox.page, "--format", format] + given, directory: sandbox.folder,
                environment: sandbox.environment([environment: secret]))
            found.append(("plan \(format)", plan.stdout + plan.stderr))
        }
        let files = FileManager.default.enumerator(atPath: sandbox.folder.path)?.compactMap { $0 as? String } ?? []
        for file in files where file != "page.md" {
            guard let data = FileManager.default.contents(atPath: sandbox.folder.appendingPathComponent(file).path)
            else { continue }
            found.append((file, String(decoding: data, as: UTF8.self)))
        }
        return found
    }

    /// Every piece of 12 characters of the secret, and its whole forms as tools write them.
    static let needles: [String] = {
        let characters = Array(secret)
        var pieces = (0...(characters.count - 12)).map { String(characters[$0..<($0 + 12)]) }
        pieces += [
            #"Pa55\'w\"o/rd\ \&+%é-Zq7xK"#, #"Pa55'\''w"o/rd &+%é-Zq7xK"#, #"Pa55'w\"o/rd &+%\u00e9-Zq7xK"#,
            "Pa55%27w%22o%2Frd%20%26%2B%25%C3%A9-Zq7xK", "Pa55%27w%22o%2Frd+%26%2B%25%C3%A9-Zq7xK",
            "Pa55%27w%22o%2frd%20%26%2b%25%c3%a9-Zq7xK", Data(secret.utf8).base64EncodedString(), secret.uppercased(),
            secret.lowercased(), #"Pa55'w\"o/rd \u0026+%é-Zq7xK"#, "PA55'W\"O/RD &+%é-ZQ7XK",
            #"Pa55\'w"o/rd &+%\303\251-Zq7xK"#,
        ]
        // Every 12 characters of its base64 that the secret alone decides, at the three alignments.
        for lead in 0..<3 {
            let encoded = Array(Data((String(repeating: "x", count: lead) + secret).utf8).base64EncodedString())
            let run = encoded[((lead * 8 + 5) / 6)..<((lead + secret.utf8.count) * 8 / 6)]
            pieces += stride(from: run.startIndex, through: run.endIndex - 12, by: 1).map {
                String(run[$0..<($0 + 12)])
            }
        }
        return pieces
    }()

    /// `text` with every `%XX` decoded, and `+` as a space when `plus`: a secret percent-encoded in any way reads
    /// plain.
    static func percentDecoded(_ text: String, plus: Bool) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                out.append(value)
                index += 3
            } else {
                out.append(plus && bytes[index] == UInt8(ascii: "+") ? UInt8(ascii: " ") : bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test(arguments: forms.indices, Carrier.allCases) func noFormOfTheSecretLeaksAnywhere(
        index: Int, carrier: Carrier
    ) throws {
        let (name, command) = Self.forms[index]
        for (artefact, text) in try Self.artefacts(command, carrier: carrier) {
            for needle in Self.needles where text.contains(needle) {
                Issue.record("\(name): '\(needle)' in \(artefact)")
            }
            for plus in [false, true] {
                let decoded = Self.percentDecoded(text, plus: plus)
                for needle in Self.needles.prefix(Self.secret.count - 11) where decoded.contains(needle) {
                    Issue.record("\(name): '\(needle)' percent-encoded in \(artefact)")
                }
            }
        }
    }

    /// A value that holds the secret (a connection string with the password given as a value of its own) is hidden
    /// as the secret is: in the plan's values, commands and script, and in the run's.
    @Test func aValueThatHoldsTheSecretIsHidden() throws {
        let url = "postgres://admin:\(Self.secret)@db:5432/app"
        for (artefact, text) in try Self.artefacts("psql_url=<db_url>; echo connected", values: ["db_url=\(url)"]) {
            for needle in Self.needles where text.contains(needle) {
                Issue.record("'\(needle)' in \(artefact)")
            }
        }
    }

    /// A value saved before the secret it holds was learnt (typed at a later step, here bound from an output) is
    /// taken out of the state; the transcript is masked again in each of its strings, where a form holding `\`
    /// or `"` is escaped once more.
    @Test func aSecretLearntLateLeavesNoValueOrFormBehind() throws {
        let url = "postgres://admin:\(Self.secret)@db:5432/app"
        let page = """
            # Late
            {: #late}

            1.  Connect.

                ```
                echo "<db_url>" | wc -c; printf 'q=%q\\n' "$PW"
                ```
                {: pre}

            2.  Get the token.

                ```
                printf 'Token: %s\\n' "$PW"
                ```
                {: pre}

                ```
                Token: <api_token>
                ```
                {: screen}

            3.  Use it.

                ```
                echo "<api_token>" | wc -c
                ```
                {: pre}
            """
        let sandbox = try RunSandbox(page: page)
        let run = try sandbox.run(
            ["--set", "db_url=\(url)", "--transcript", "run.jsonl"], environment: ["PW": Self.secret])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let files = FileManager.default.enumerator(atPath: sandbox.folder.path)?.compactMap { $0 as? String } ?? []
        for file in files where file != "page.md" {
            guard let data = FileManager.default.contents(atPath: sandbox.folder.appendingPathComponent(file).path)
            else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for needle in Self.needles where text.contains(needle) { Issue.record("'\(needle)' in \(file)") }
            // The transcript's string of `printf %q`: `Pa55\'w\"o/rd\ \&…` escaped for JSON.
            #expect(!text.contains(#"Pa55\\'w\\\"o"#), "\(file)")
        }
        #expect(files.contains { $0.hasSuffix("state.json") })
    }

    /// A token learnt from an output, whose start a step printed joined to a secret given before (the run masked that
    /// secret and left the token's end beside the mask: as written, percent-encoded, after a terminal's escape), is
    /// masked whole in the transcript once learnt.
    @Test(arguments: [
        #"echo "<api_key>-tail9""#, #"printf '%s%%2Dtai%s\n' "<api_key>" l9"#,
        #"printf '\033[1m%s\033[0m-tai%s\n' "<api_key>" l9"#,
    ])
    func aSecretLearntLateThatOverlapsOneGivenLeavesNoPieceBesideTheMask(printing command: String) throws {
        let page = """
            # Overlap
            {: #overlap}

            ## Print them

            ```
            \(command)
            ```
            {: pre}

            ## Make a token

            ```
            echo "Token: value-0123-tail9"
            ```
            {: pre}

            The output is:

            ```
            Token: <api_token>
            ```
            {: screen}
            """
        let sandbox = try RunSandbox(page: page)
        let run = try sandbox.run(["--transcript", "run.jsonl"], environment: ["DOCRUN_API_KEY": "s3cr3t-value-0123"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let transcript = try String(contentsOf: sandbox.folder.appendingPathComponent("run.jsonl"), encoding: .utf8)
        #expect(transcript.contains("********") && !transcript.contains("tail9"), "\(transcript)")
    }

    /// A secret given for a step that is not selected is masked all the same: the step selected shows a file an
    /// earlier run wrote with it.
    @Test(arguments: [["--from", "2"], ["--only", "2"], ["--to", "2", "--from", "2"]])
    func aSecretOfAStepNotSelectedIsMasked(selection: [String]) throws {
        let page = """
            # Files
            {: #files}

            1.  Save the key.

                ```
                printf 'apikey: %s\\n' "<api_key>" > key.yml
                ```
                {: pre}

            2.  Show it.

                ```
                cat key.yml
                ```
                {: pre}

            Replace `<api_key>` with your API key.
            """
        let sandbox = try RunSandbox(page: page)
        let given = ["--set", "api_key=\(Self.secret)"]
        _ = try sandbox.run(given)
        let run = try sandbox.run(given + selection)
        #expect(run.stdout.contains("apikey: ********"), "\(run.stdout)")
        #expect(!run.stdout.contains("Zq7xK") && !sandbox.transcripts().contains("Zq7xK"), "\(run.stdout)")
    }

    /// A secret given for a name that is no placeholder of the page is masked when the name says it is a secret.
    ///
    /// It comes from a values file several pages share, `--set`, or another page's `DOCRUN_IAM_API_KEY`, and a step
    /// prints it from a file. A value whose name says nothing of a secret is shown.
    @Test(arguments: ["values", "set", "environment"]) func aSecretGivenForAnotherPageIsMasked(source: String) throws {
        let page = "# Show\n\n1.  Show the configuration.\n\n    ```\n    cat config.txt\n    ```\n    {: pre}\n"
        let sandbox = try RunSandbox(page: page)
        try "apikey=\(Self.secret)\nregion=us-south\n".write(
            to: sandbox.folder.appendingPathComponent("config.txt"), atomically: true, encoding: .utf8)
        try "iam_api_key: '\(Self.secret.replacingOccurrences(of: "'", with: "''"))'\nregion: us-south\n".write(
            to: sandbox.folder.appendingPathComponent("values.yml"), atomically: true, encoding: .utf8)
        let given: [String] =
            switch source {
            case "values": ["--values", "values.yml"]
            case "set": ["--set", "iam_api_key=\(Self.secret)", "--set", "region=us-south"]
            default: []
            }
        let run = try sandbox.run(
            ["--yes"] + given,
            environment: source == "environment"
                ? ["DOCRUN_IAM_API_KEY": Self.secret, "DOCRUN_REGION": "us-south"] : [:])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("apikey=********") && run.stdout.contains("region=us-south"), "\(run.stdout)")
        for (artefact, text) in [("stdout", run.stdout + run.stderr), ("transcript", sandbox.transcripts())] {
            for needle in Self.needles where text.contains(needle) { Issue.record("'\(needle)' in \(artefact)") }
        }
    }

    /// A secret of 4 to 6 bytes, too short for a piece of its base64, has its base64 masked whole, on screen and in
    /// the transcript (`p@s$` showed as `cEBzJA==` and `YWRtaW46cEBzJA==` until 29 November 2026).
    @Test func aShortSecretsBase64IsHidden() throws {
        let sandbox = try RunSandbox(
            page: Self.page("printf %s <db_password> | base64 -w0; echo; printf 'admin:%s' <db_password> | base64 -w0"))
        let run = try sandbox.run(["--set", "db_password=p@s$"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("********") && !run.stdout.contains("cEBzJ"), "\(run.stdout)")
        #expect(!sandbox.transcripts().contains("cEBzJ"), "\(sandbox.transcripts())")
    }

    @Test func theShellDoesNotInheritTheSecretFromTheEnvironment() throws {
        let sandbox = try RunSandbox(page: Self.page("env > env.txt; echo \"${DOCRUN_DB_PASSWORD-unset}\" > var.txt"))
        _ = try sandbox.run([], environment: ["DOCRUN_DB_PASSWORD": Self.secret])
        #expect(sandbox.file("var.txt") == "unset\n")
        #expect(sandbox.file("env.txt")?.contains("DOCRUN_DB_PASSWORD") == false)
    }

    /// Nor a `DOCRUN_*` variable whose name says it holds a credential, for a page that does not use it.
    @Test func theShellDoesNotInheritAnotherPagesSecret() throws {
        let sandbox = try RunSandbox(page: Self.page("env > env.txt"))
        let environment = ["DOCRUN_IAM_TOKEN": "Other-T0ken-xyz-123", "DOCRUN_REGION": "us-south"]
        _ = try sandbox.run(["--set", "db_password=\(Self.secret)"], environment: environment)
        #expect(sandbox.file("env.txt")?.contains("Other-T0ken") == false)
        #expect(sandbox.file("env.txt")?.contains("DOCRUN_REGION=us-south") == true)
    }
}
