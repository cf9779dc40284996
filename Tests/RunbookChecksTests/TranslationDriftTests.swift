import RunbookKit
import Testing

@testable import RunbookChecks

/// How a translation is compared with its English page: commands word by word, sections by anchor then by content,
/// and what a fence left unclosed swallows.
@Suite struct TranslationDriftTests {
    /// A translation's command against its English one, and what the comparison makes of it.
    struct CommandCase: Sendable, CustomTestStringConvertible {
        let english: String
        let translation: String
        /// `same`, `older`, or the kind of damage, with `placeholders` when only placeholder names are translated.
        let expected: String
        var testDescription: String { "\(english) → \(translation)" }
    }

    static let commands: [CommandCase] = [
        CommandCase(
            english: "acme login -r eu-west", translation: "acme  login   -r eu-west", expected: "same"),
        CommandCase(english: "main <in.zip >out.zip", translation: "main < in.zip > out.zip", expected: "same"),
        CommandCase(
            english: "app create --env \"DESCRIPTION=my app\"", translation: "app create --env \"DESCRICAO=meu app\"",
            expected: "same"),
        CommandCase(
            english: "acme fn setting get --auth", translation: "acme fn setting get -- auth",
            expected: "spaces"),
        CommandCase(
            english: "push registry/namespace1/repo:1", translation: "push registry/namespace1 /repo: 1",
            expected: "spaces"),
        CommandCase(
            english: "key create [--instance NAME] [--keyname K]",
            translation: "key create [--instance NAME][--keyname K]", expected: "spaces"),
        CommandCase(
            english: "acme fn package get translator-v2 parameters",
            translation: "acme fn package get Translator-v2 parameters", expected: "letterCase"),
        CommandCase(english: "export TOKEN=abc", translation: "export TOKEN=abc.", expected: "punctuation"),
        CommandCase(english: "wd set --size 1.5", translation: "wd set --size 1,5", expected: "punctuation"),
        CommandCase(
            english: "wd get --url 'https://wd.test/v1' --header 'accept: json'",
            translation: "wd get --url 'https://wd.test/v1 --header 'accept: json'", expected: "punctuation"),
        CommandCase(english: "wd set --name 'my app'", translation: "wd set --name ’my app’", expected: "punctuation"),
        CommandCase(
            english: "wd create --name \"<app_name>\"", translation: "wd create --name «\u{A0}<app_name>\u{A0}»",
            expected: "punctuation"),
        CommandCase(
            english: "wd create --name <app_name>", translation: "wd create --name <app-name>",
            expected: "punctuation placeholders"),
        CommandCase(
            english: "wd create \"Version 1.5\" # Create it", translation: "wd create \"Version 1,5\" # Créez-la",
            expected: "same"),
        CommandCase(
            english: "acme fn package refresh", translation: "Atualização do pacote acme fn", expected: "words"),
        CommandCase(
            english: "acme fn service bind speech_to_text stt-v2",
            translation: "acme fn service bind fala_to_text stt-v2", expected: "words"),
        CommandCase(
            english: "acme fn package get visual-object-detector-v2 parameters",
            translation: "acme fn package get parameters-object-detector-v2 parameters", expected: "words"),
        CommandCase(english: "cd myapp", translation: "cd mon_app", expected: "words"),
        CommandCase(
            english: "acme ks cluster config --cluster <cluster_name>",
            translation: "acme ks cluster config --cluster <nom_grappe>", expected: "words placeholders"),
        CommandCase(
            english: "acme login -a <endpoint>", translation: "acme login -a <noeud final>",
            expected: "words placeholders"),
        CommandCase(
            english: "acme fn package create <package_name>",
            translation: "acme fn package create PACKAGE_NAME", expected: "older"),
        CommandCase(
            english: "acme fn trigger get dbTrigger", translation: "acme fn trigger get myDbTrigger",
            expected: "older"),
        CommandCase(
            english: "acme login -a https://cloud.example.com",
            translation: "acme login -a https://api.old.example.net", expected: "older"),
        CommandCase(english: "docker run golang-v1.12", translation: "docker run golang-v1.11", expected: "older"),
        // An option put in whose words are English too (`no` is Portuguese and English) changes the command: older.
        CommandCase(
            english: "acme login --sso", translation: "acme login --sso --no-region", expected: "older"),
        CommandCase(
            english: "acme login --sso", translation: "acme login --sso --pacotes", expected: "words"),
        // Quoted on both sides, a phrase or a plain word is the reader's text; a filter, a path or `NAME=value` is
        // code a translation keeps.
        CommandCase(english: "echo \"Hello world\"", translation: "echo \"Bonjour le monde\"", expected: "same"),
        CommandCase(english: "echo 'Hello'", translation: "echo 'Olá'", expected: "same"),
        CommandCase(english: "jq -r '.status.url'", translation: "jq -r '.metadata.name'", expected: "older"),
        CommandCase(
            english: "docker run --env \"LOG_LEVEL=debug\" app", translation: "docker run --env \"LOGLEVEL=debug\" app",
            expected: "older"),
        CommandCase(english: "curl -X GET '/v1/keys'", translation: "curl -X GET '/v2/keys'", expected: "older"),
    ]

    @Test(arguments: commands) func commandsAreComparedWordByWord(_ test: CommandCase) {
        // The English page's words, and the translation's prose, as the pair's pages would give them.
        let evidence = TranslatedWords.Evidence(
            english: TranslatedWords.words(in: test.english + " Use myDbPkg, the package name and your cluster name."),
            prose: TranslatedWords.words(
                in: "Atualize os pacotes. Accédez au répertoire de mon application par le noeud final."),
            language: .pt)
        let outcome = CommandComparison.compare(
            PageOutline.normalise(test.english), PageOutline.normalise(test.translation), evidence: evidence)
        let described: String
        switch outcome {
        case .same: described = "same"
        case .older: described = "older"
        case .damaged(let damage): described = "\(damage.kind)" + (damage.placeholdersOnly ? " placeholders" : "")
        }
        #expect(described == test.expected)
    }

    /// An English page, its translation, and the differences that make the translation out of date.
    struct SectionCase: Sendable, CustomTestStringConvertible {
        let name: String
        let english: String
        let french: String
        let expected: [String]
        var testDescription: String { name }
    }

    static let opening = "# Install\n{: #install}\n\nInstall the tool.\n\n"
    static let ouverture = "# Installer\n{: #install}\n\nInstallez l'outil.\n\n"
    static let prerequisites = """
        ## Before you begin
        {: #prereqs}

        Install [Docker](https://docs.docker.com/install/) and `kubectl`.

        """
    static let login =
        "## Log in\n{: #login}\n\n```sh\nibmcloud login\n```\n{: pre}\n\n```sh\nibmcloud target -g default\n```\n{: pre}\n"
    static let connexion =
        "## Connexion\n{: #login}\n\n```sh\nibmcloud login\n```\n{: pre}\n\n```sh\nibmcloud target -g default\n```\n{: pre}\n"

    static let sections: [SectionCase] = [
        SectionCase(
            name: "a section written as a bold line", english: opening + prerequisites + login,
            french: ouverture
                + "**Avant de commencer**\n\nInstallez [Docker](https://docs.docker.com/install/) et `kubectl`.\n\n"
                + connexion,
            expected: []),
        SectionCase(
            name: "a heading without an id", english: opening + prerequisites + login,
            french: ouverture
                + "## Avant de commencer\n\nInstallez [Docker](https://docs.docker.com/install/) et `kubectl`.\n\n"
                + connexion,
            expected: []),
        SectionCase(
            name: "a section missing", english: opening + prerequisites + login, french: ouverture + connexion,
            expected: ["sectionMissing(anchor: \"prereqs\")"]),
        SectionCase(
            name: "a table section missing, with nothing untranslated in it",
            english: opening
                + "## Limits\n{: #limits}\n\n| Item | Limit |\n| --- | --- |\n| Size | 8 KB |\n| Rate | 5 per second |\n\n"
                + login,
            french: ouverture + connexion, expected: ["sectionMissing(anchor: \"limits\")"]),
        SectionCase(
            name: "a section missing with its commands: counted once",
            english: opening + login
                + "## Deploy\n{: #deploy}\n\n```sh\nibmcloud ce app create --name app\n```\n{: pre}\n",
            french: ouverture + connexion, expected: ["sectionMissing(anchor: \"deploy\")"]),
        SectionCase(
            name: "an anchor renamed", english: opening + login,
            french: ouverture + connexion.replacingOccurrences(of: "#login", with: "#login_cli"),
            expected: ["anchorChanged(original: \"login\", translation: \"login_cli\")"]),
        SectionCase(
            name: "a section the English page dropped", english: opening + login,
            french: ouverture + connexion
                + "## Anciennes régions\n{: #regions}\n\n```sh\nibmcloud target -r us-south\n```\n{: pre}\n",
            expected: ["sectionExtra(anchor: \"regions\")"]),
        SectionCase(
            name: "comments moved, dropped or translated: they do not run",
            english: opening + "## Log in\n{: #login}\n\n```sh\n# log in\nibmcloud login # with SSO\n```\n{: pre}\n",
            french: ouverture + "## Connexion\n{: #login}\n\n```sh\nibmcloud login # connexion\n```\n{: pre}\n",
            expected: []),
        SectionCase(
            name: "a command older, one missing", english: opening + login,
            french: ouverture + "## Connexion\n{: #login}\n\n```sh\nbx login\n```\n{: pre}\n",
            expected: [
                "commandOlder(original: \"ibmcloud login\")",
                "commandMissing(original: \"ibmcloud target -g default\")",
            ]),
    ]

    @Test(arguments: sections) func sectionsAreMatchedByAnchorThenContent(_ test: SectionCase) {
        let pair = TranslationPair(
            original: RuleHarness.page(test.english, path: "en/install.md").forSetRules(),
            translation: RuleHarness.page(test.french, path: "fr/install.md", language: .fr).forSetRules())
        let drift = TranslationDrift.compare(pair, english: PageOutline(pair.original))
        #expect(drift.outdated.map { "\($0.kind)" } == test.expected)
        #expect(drift.damaged.isEmpty && drift.roles.isEmpty)
    }

    /// A fence left unclosed swallows the commands after it: they are read out of it and compared, so the page is
    /// not reported as missing them, and one that is older is still found.
    @Test(arguments: [
        ("ibmcloud ks clusters", [String]()),
        ("ibmcloud ks cluster ls", ["commandOlder(original: \"ibmcloud ks clusters\")"]),
    ])
    func commandsBehindAnUnclosedFenceAreCompared(_ last: String, _ expected: [String]) {
        let english =
            "# Install\n{: #install}\n\nLog in.\n\n```\nibmcloud login\n```\n{: pre}\n\nList.\n\n```\nibmcloud ks clusters\n```\n{: pre}\n"
        let french =
            "# Installer\n{: #install}\n\nConnectez-vous.\n\n````\nibmcloud login\n```\n{: pre}\n\nListez.\n\n```\n\(last)\n```\n{: pre}\n"
        let translation = RuleHarness.page(french, path: "fr/install.md", language: .fr)
        #expect(translation.runbook.steps.allSatisfy { $0.commands.isEmpty })
        let pair = TranslationPair(
            original: RuleHarness.page(english, path: "en/install.md").forSetRules(),
            translation: translation.forSetRules())
        let drift = TranslationDrift.compare(pair, english: PageOutline(pair.original))
        #expect(drift.outdated.map { "\($0.kind)" } == expected)
        #expect(drift.outdated.allSatisfy { $0.location.line == 14 })
    }
}

extension TranslationDriftTests {
    /// A changed command is quoted from a little before where it differs, and a space that is none shows as such.
    @Test(arguments: [
        (
            "ibmcloud ks cluster create vpc-gen2 --name my-cluster --zone us-south-1 --flavor bx2.4x16 --entitlement x",
            "ibmcloud ks cluster create vpc-gen2 --name my-cluster --zone us-south-1 --flavor bx2.4x16",
            "…--flavor bx2.4x16 --entitlement x", "…--flavor bx2.4x16"
        ),
        (
            "app create --name web\u{A0}--image x", "app create --name web --image x", "…--name web<U+00A0>--image x",
            "…--name web --image x"
        ),
        ("wd set 1,5", "wd set 1.5", "wd set 1,5", "wd set 1.5"),
    ])
    func changedCommandsAreQuotedWhereTheyDiffer(found: String, expected: String, quoted: String, english: String) {
        let (a, b) = TranslationCommandChangedRule.aroundDifference(found, expected)
        #expect(a == quoted)
        #expect(b == english)
    }
}
