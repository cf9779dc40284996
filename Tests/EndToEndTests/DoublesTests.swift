import Foundation
import TestSupport
import Testing

/// The test doubles in `Fixtures/bin`: each logs its call as one JSON line and prints what the seed pages show.
@Suite struct DoublesTests {
    static let bin = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Fixtures/bin")

    /// What one run of a shell line with the doubles first on `PATH` printed and logged.
    struct Run {
        let result: ProcessResult
        let log: [[String: Any]]
    }

    /// Runs `script` in bash with the doubles first on `PATH`, a fresh log, and `extra` in the environment.
    static func run(_ script: String, _ extra: [String: String] = [:]) throws -> Run {
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("doubles-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: logURL) }
        var environment = ["PATH": bin.path + ":/usr/bin:/bin", "DOCRUN_DOUBLE_LOG": logURL.path, "LC_ALL": "C.UTF-8"]
        environment.merge(extra) { $1 }
        let result = try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], directory: RepositoryPaths.root, environment: environment
        )
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        let log = try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not JSON: \(line)")
        }
        return Run(result: result, log: log)
    }

    @Test(arguments: ["bx", "kubectl", "docker", "curl"]) func logsNameArgumentsAndEnvironment(name: String) throws {
        let run = try Self.run(
            "\(name) first 'two words' \"quote\\\"d\"",
            ["OAUTH_TOKEN": "bearer abc", "DOCRUN_DOUBLE_EXTRA": "x"])
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let line = try #require(run.log.first)
        #expect(run.log.count == 1)
        #expect(line["name"] as? String == name)
        #expect(line["args"] as? [String] == ["first", "two words", "quote\"d"])
        #expect(line["status"] as? Int == 0)
        let environment = try #require(line["env"] as? [String: Any])
        #expect(environment["OAUTH_TOKEN"] as? String == "bearer abc")
        #expect(environment["ORG_GUID"] is NSNull)
        #expect(environment["DOCRUN_DOUBLE_EXTRA"] as? String == "x")
        #expect(environment["PATH"] == nil)
    }

    @Test func oauthTokensGiveABearerTokenOnLineTwo() throws {
        let run = try Self.run(#"bx iam oauth-tokens | awk 'FNR == 2 {print $3 " " $4}'"#)
        let token = run.result.stdout.trimmingCharacters(in: .newlines)
        #expect(token.hasPrefix("bearer eyJ"), "\(token)")
        #expect(token.split(separator: " ").count == 2)
    }

    @Test func orgGuidIsOneGUID() throws {
        let run = try Self.run("bx iam org demo-org --guid")
        let guid = run.result.stdout.trimmingCharacters(in: .newlines)
        #expect(UUID(uuidString: guid) != nil, "\(guid)")
        #expect(run.log.first?["args"] as? [String] == ["iam", "org", "demo-org", "--guid"])
    }

    @Test func permanentTokenRequestPrintsTheSeedJSON() throws {
        let run = try Self.run(
            #"curl -XPOST -H "Authorization: x" -H "Organization: y" https://registry.example.com/api/v1/tokens?permanent=true"#
        )
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.result.stdout.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["token"])
        #expect((object["token"] as? String)?.hasPrefix("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.") == true)
    }

    @Test func tokenAddPrintsAnIdentifierAndAValue() throws {
        let run = try Self.run(#"bx cr token-add --description "This is a token" --non-expiring --readwrite"#)
        let lines = run.result.stdout.split(separator: "\n").map { $0.split(separator: " ") }
        #expect(lines.count == 2)
        #expect(lines.first?.first == "Token" && lines.first?.dropFirst().first == "identifier")
        #expect(lines.first.flatMap { UUID(uuidString: String($0.last ?? "")) } != nil)
        #expect(lines.last?.count == 2 && lines.last?.first == "Token")
        #expect(lines.last?.last?.hasPrefix("eyJ") == true)
    }

    @Test func kubectlAnswersTheSeedCalls() throws {
        let version = try Self.run("kubectl version --short")
        #expect(version.result.stdout == "Client Version: v1.9.7\nServer Version: v1.9.7\n")
        let secret = try Self.run(
            "kubectl --namespace default create secret docker-registry my-secret --docker-server=r --docker-password=t")
        #expect(secret.result.stdout == "secret \"my-secret\" created\n")
        let describe = try Self.run("kubectl describe secrets")
        #expect(describe.result.stdout.hasPrefix("Name:"))
    }

    @Test func dockerLoginSucceeds() throws {
        let run = try Self.run("docker login -u token -p secret registry.ng.bluemix.net")
        #expect(run.result.stdout == "Login Succeeded\n")
    }

    @Test func failNamesACallByItsFirstWords() throws {
        let failing = try Self.run("kubectl describe secrets", ["DOCRUN_DOUBLE_FAIL": "bx login; kubectl describe"])
        #expect(failing.result.status == 1)
        #expect(failing.result.stdout.isEmpty)
        #expect(failing.result.stderr.contains("DOCRUN_DOUBLE_FAIL"))
        #expect(failing.log.first?["status"] as? Int == 1)

        let other = try Self.run("kubectl describe-x; kubectl version", ["DOCRUN_DOUBLE_FAIL": "kubectl describe"])
        #expect(other.result.status == 0)
        #expect(other.log.map { $0["status"] as? Int } == [0, 0])
    }
}
