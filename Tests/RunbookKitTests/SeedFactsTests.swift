import RunbookKit
import TestSupport
import Testing

/// The facts of issue 2, checked by hand against the five seed pages, asserted on the `Runbook` model.
@Suite struct SeedFactsTests {
    static let tokenPages = ["fr", "pt", "en"]

    static func read(_ relative: String) throws -> Runbook {
        try RunbookReader().read(path: RepositoryPaths.root.appendingPathComponent("runbooks/" + relative).path)
    }

    static func commandIDs(_ runbook: Runbook) -> [String] {
        runbook.commands.map(\.step.id)
    }

    // MARK: 000, 001, 002: cs_dedicated_tokens in French, Portuguese and English

    @Test(arguments: tokenPages) func tokenPageHasSevenCommands(language: String) throws {
        let runbook = try Self.read("ibm-cloud/\(language)/cs_dedicated_tokens.md")
        #expect(Self.commandIDs(runbook) == ["1", "2", "3", "4", "5", "6", "7.4"])
        #expect(runbook.steps.map(\.id) == ["1", "2", "3", "4", "5", "6", "7", "7.1", "7.2", "7.3", "7.4"])
        #expect(runbook.language.rawValue == language)
        #expect(runbook.anchor == "cs_dedicated_tokens")
    }

    @Test(arguments: tokenPages) func tokenPageOutputBelongsToStepFour(language: String) throws {
        let runbook = try Self.read("ibm-cloud/\(language)/cs_dedicated_tokens.md")
        let withOutputs = runbook.steps.filter { !$0.outputs.isEmpty }
        #expect(withOutputs.map(\.id) == ["4"])
        #expect(withOutputs.first?.outputs.map(\.command) == [0])
        #expect(withOutputs.first?.outputs.first?.text.hasPrefix("{") == true)
    }

    @Test(arguments: tokenPages) func tokenPageFileIsMypodYAML(language: String) throws {
        let runbook = try Self.read("ibm-cloud/\(language)/cs_dedicated_tokens.md")
        let withFiles = runbook.steps.filter { !$0.files.isEmpty }
        #expect(withFiles.map(\.id) == ["7.2"])
        let file = try #require(withFiles.first?.files.first)
        #expect(file.name == "mypod.yaml")
        #expect(file.kind == .file)
        #expect(
            file.placeholderNames == [
                "pod_name", "container_name", "dedicated_domain", "my_namespace", "my_image", "tag", "secret_name",
            ])
    }

    @Test(arguments: tokenPages) func tokenPageCommandPlaceholders(language: String) throws {
        let runbook = try Self.read("ibm-cloud/\(language)/cs_dedicated_tokens.md")
        let names = runbook.commands.map(\.command.placeholderNames)
        #expect(
            names == [
                ["dedicated_domain"], [], ["org_name"], ["dedicated_domain"], [],
                ["kubernetes_namespace", "secret_name", "registry_url", "token_value", "docker_email"], [],
            ])
    }

    @Test(arguments: tokenPages) func tokenPageShellVariablesFlowFromStepsTwoAndThreeToFour(language: String) throws {
        let runbook = try Self.read("ibm-cloud/\(language)/cs_dedicated_tokens.md")
        let setting = runbook.commands.filter { !$0.command.sets.isEmpty }
        #expect(setting.map(\.step.id) == ["2", "3"])
        #expect(setting.map(\.command.sets) == [["OAUTH_TOKEN"], ["ORG_GUID"]])
        let using = runbook.commands.filter { !$0.command.uses.isEmpty }
        #expect(using.map(\.step.id) == ["4"])
        #expect(using.first?.command.uses == ["OAUTH_TOKEN", "ORG_GUID"])
    }

    @Test(arguments: tokenPages) func tokenPageSecrets(language: String) throws {
        let runbook = try Self.read("ibm-cloud/\(language)/cs_dedicated_tokens.md")
        #expect(runbook.placeholders.filter(\.isSecret).map(\.name) == ["token_value"])
        #expect(runbook.placeholder(named: "token_value")?.flag == "--docker-password")
        #expect(runbook.placeholder(named: "org_name")?.description == nil)
    }

    // MARK: 003: registry_access (French)

    @Test func registryAccessHasTenCommandsInFourSections() throws {
        let runbook = try Self.read("ibm-cloud/fr/registry_access.md")
        let bySection = Dictionary(grouping: runbook.commands, by: { $0.step.section ?? "-" }).mapValues(\.count)
        #expect(
            bySection == [
                "registry_api_key_use": 1, "registry_tokens_create": 2, "registry_tokens_use": 4,
                "registry_tokens_remove": 3,
            ])
        #expect(runbook.commands.count == 10)
        #expect(Self.commandIDs(runbook) == ["1", "1", "2", "1", "2", "3", "4", "1", "2", "3"])
        // The API key command is outside any numbered list: an unnumbered step.
        #expect(runbook.commands.first?.step.isNumbered == false)
    }

    @Test func registryAccessTokenIDIsDocumentedByItsRemplacezSentence() throws {
        let runbook = try Self.read("ibm-cloud/fr/registry_access.md")
        let tokenID = try #require(runbook.placeholder(named: "token_id"))
        // Line 151: "3.  Extrayez la valeur de jeton de ce jeton. Remplacez &lt;token_id&gt; par l'ID du jeton concerné."
        #expect(tokenID.documentedAt == [151])
        #expect(tokenID.documentation.first?.source == .sentence)
        #expect(tokenID.description == "l'ID du jeton concerné")
        #expect(tokenID.usedAt == [154, 200])
        #expect(!tokenID.isSecret)
    }

    @Test func registryAccessSecrets() throws {
        let runbook = try Self.read("ibm-cloud/fr/registry_access.md")
        #expect(runbook.placeholder(named: "token_value")?.isSecret == true)
        #expect(runbook.placeholder(named: "your_apikey")?.isSecret == true)
        #expect(runbook.placeholder(named: "registry_url")?.isSecret == false)
        #expect(runbook.placeholder(named: "your_apikey")?.documentedAt == [54])
        // The example output of token-add shows `<token_value>` as a slot, not a use.
        #expect(runbook.placeholder(named: "token_value")?.shownAt == [119])
    }

    // MARK: 004: cs_cli_install (French)

    @Test func cliInstallHasTwentyFourCommandsInFiveSections() throws {
        let runbook = try Self.read("ibm-cloud/fr/cs_cli_install.md")
        let bySection = Dictionary(grouping: runbook.commands, by: { $0.step.section ?? "-" }).mapValues(\.count)
        #expect(
            bySection == [
                "cs_cli_install_steps": 8, "cs_cli_container": 2, "cs_cli_configure": 5, "cs_cli_upgrade": 6,
                "cs_cli_uninstall": 3,
            ])
        #expect(runbook.commands.count == 24)
    }

    @Test func cliInstallHasEightOutputsAndSevenRequests() throws {
        let runbook = try Self.read("ibm-cloud/fr/cs_cli_install.md")
        let outputs = runbook.steps.flatMap(\.outputs)
        #expect(outputs.count == 8)
        let requests = runbook.steps.flatMap { step in step.files.filter { $0.kind == .request }.map { (step, $0) } }
        #expect(requests.count == 7)
        #expect(Set(requests.map { $0.0.section ?? "-" }) == ["cs_api", "cs_api_refresh"])
        #expect(requests.filter { $0.0.section == "cs_api" }.count == 6)
        #expect(requests.map(\.1.line) == [428, 434, 504, 551, 557, 629, 672])
        #expect(runbook.steps.flatMap(\.files).allSatisfy { $0.kind == .request })
    }

    @Test func cliInstallStepsAroundLine421ReadOneToFive() throws {
        // cmark ends the list at the bullets of line 422 and restarts it at line 501 with start=2: the page reads
        // 1, 2, 3, 4, 5, and step 1 keeps the two requests written under its bullets.
        let runbook = try Self.read("ibm-cloud/fr/cs_cli_install.md")
        let api = runbook.steps.filter { $0.section == "cs_api" && $0.parent == nil }
        #expect(api.map(\.id) == ["1", "2", "3", "4", "5"])
        #expect(api.map(\.line) == [421, 501, 546, 626, 648])
        #expect(api.first?.files.map(\.line) == [428, 434])
        #expect(api.first?.outputs.count == 1)
        #expect(api.allSatisfy { $0.isNumbered })
    }

    @Test func cliInstallListTypedOneTwoThreeSixReadsOneToFour() throws {
        let runbook = try Self.read("ibm-cloud/fr/cs_cli_install.md")
        let uninstall = runbook.steps.filter { $0.section == "cs_cli_uninstall" }
        #expect(uninstall.map(\.id) == ["1", "2", "3", "4"])
        #expect(uninstall.last?.line == 383)
    }

    @Test func cliInstallInlineAnchorAndPlatforms() throws {
        let runbook = try Self.read("ibm-cloud/fr/cs_cli_install.md")
        let kubectl = try #require(runbook.steps.first { $0.anchor == "kubectl" })
        #expect(kubectl.id == "4")
        #expect(kubectl.section == "cs_cli_install_steps")
        #expect(runbook.links.contains { $0.target == "kubectl" })
        #expect(
            runbook.steps.first { $0.id == "4.2" && $0.section == "cs_cli_install_steps" }?.platforms == [
                .linux, .macos,
            ])
        #expect(runbook.steps.first { $0.id == "4.3" && $0.section == "cs_cli_install_steps" }?.platforms == [.windows])
    }

    @Test func cliInstallBulletDocumentationAndSecrets() throws {
        let runbook = try Self.read("ibm-cloud/fr/cs_cli_install.md")
        for (name, line) in [("username", 422), ("password", 423), ("api_key", 424), ("passcode", 425)] {
            let placeholder = try #require(runbook.placeholder(named: name), "\(name)")
            #expect(placeholder.documentedAt.first == line, "\(name)")
            #expect(placeholder.documentation.first?.source == .bulletList, "\(name)")
        }
        #expect(
            runbook.placeholders.filter(\.isSecret).map(\.name).sorted() == [
                "api_key", "iam_token", "passcode", "password",
            ])
    }
}
