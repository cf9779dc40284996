import Foundation
import TestSupport
import Testing

/// `docrun list` and `docrun plan` on the five seed pages, compared with golden files checked by hand.
@Suite struct SeedGoldenTests {
    static let seeds = [
        "ibm-cloud/fr/cs_dedicated_tokens", "ibm-cloud/pt/cs_dedicated_tokens", "ibm-cloud/en/cs_dedicated_tokens",
        "ibm-cloud/fr/registry_access", "ibm-cloud/fr/cs_cli_install",
    ]

    static func values(for seed: String) -> [String] {
        if seed.hasSuffix("cs_dedicated_tokens") {
            return ["--values", "Tests/EndToEndTests/Fixtures/values/cs_dedicated_tokens.yml"]
        }
        if seed.hasSuffix("registry_access") {
            return ["--values", "Tests/EndToEndTests/Fixtures/values/registry_access.json"]
        }
        return ["--set", "image_name=docrun-cli", "--set", "cluster_name_or_ID=mycluster"]
    }

    static func snapshotName(_ seed: String, _ kind: String) -> String {
        seed.replacingOccurrences(of: "ibm-cloud/", with: "").replacingOccurrences(of: "/", with: "-") + "." + kind
    }

    @Test(arguments: seeds) func listText(seed: String) throws {
        let result = try DocrunProcess.run(["list", "runbooks/\(seed).md"])
        #expect(result.status == 0, "\(result.stderr)")
        Snapshot.assert(result.stdout, named: Self.snapshotName(seed, "list.txt"))
    }

    @Test(arguments: seeds) func listJSON(seed: String) throws {
        let result = try DocrunProcess.run(["list", "--format", "json", "runbooks/\(seed).md"])
        #expect(result.status == 0, "\(result.stderr)")
        Snapshot.assert(result.stdout, named: Self.snapshotName(seed, "list.json"))
    }

    @Test(arguments: seeds) func planText(seed: String) throws {
        let result = try DocrunProcess.run(["plan", "runbooks/\(seed).md"] + Self.values(for: seed), environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        Snapshot.assert(result.stdout, named: Self.snapshotName(seed, "plan.txt"))
    }

    @Test(arguments: seeds) func planJSON(seed: String) throws {
        let result = try DocrunProcess.run(
            ["plan", "--format", "json", "runbooks/\(seed).md"] + Self.values(for: seed), environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        Snapshot.assert(result.stdout, named: Self.snapshotName(seed, "plan.json"))
    }

    @Test(arguments: seeds) func planScript(seed: String) throws {
        let result = try DocrunProcess.run(
            ["plan", "--format", "sh", "runbooks/\(seed).md"] + Self.values(for: seed), environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        Snapshot.assert(result.stdout, named: Self.snapshotName(seed, "plan.sh"))
        let syntax = try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/bash"), ["-n", "-c", result.stdout], directory: RepositoryPaths.root)
        #expect(syntax.status == 0, "the generated script is not valid bash: \(syntax.stderr)")
    }
}
