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

        init(_ english: String, _ translation: String, _ expected: String) {
            self.english = english
            self.translation = translation
            self.expected = expected
        }
    }

    static let commands: [CommandCase] = [
        CommandCase("acme login -r eu-west", "acme  login   -r eu-west", "same"),
        CommandCase("main <in.zip >out.zip", "main < in.zip > out.zip", "same"),
        CommandCase("app create --env \"DESCRIPTION=my app\"", "app create --env \"DESCRICAO=meu app\"", "same"),
        CommandCase("acme fn setting get --auth", "acme fn setting get -- auth", "spaces"),
        CommandCase("push registry/namespace1/repo:1", "push registry/namespace1 /repo: 1", "spaces"),
        CommandCase(
            "key create [--instance NAME] [--keyname K]", "key create [--instance NAME][--keyname K]", "spaces"),
        CommandCase(
            "acme fn package get translator-v2 parameters", "acme fn package get Translator-v2 parameters", "letterCase"
        ),
        CommandCase("export TOKEN=abc", "export TOKEN=abc.", "punctuation"),
        CommandCase("wd set --size 1.5", "wd set --size 1,5", "punctuation"),
        CommandCase(
            "wd get --url 'https://wd.test/v1' --header 'accept: json'",
            "wd get --url 'https://wd.test/v1 --header 'accept: json'", "punctuation"),
        CommandCase("wd set --name 'my app'", "wd set --name ’my app’", "punctuation"),
        CommandCase("wd create --name \"<app_name>\"", "wd create --name «\u{A0}<app_name>\u{A0}»", "punctuation"),
        CommandCase("wd create --name <app_name>", "wd create --name <app-name>", "punctuation placeholders"),
        CommandCase("wd create \"Version 1.5\" # Create it", "wd create \"Version 1,5\" # Créez-la", "same"),
        CommandCase("acme fn package refresh", "Atualização do pacote acme fn", "words"),
        CommandCase("acme fn service bind speech_to_text stt-v2", "acme fn service bind fala_to_text stt-v2", "words"),
        CommandCase(
            "acme fn package get visual-object-detector-v2 parameters",
            "acme fn package get parameters-object-detector-v2 parameters", "words"),
        CommandCase("cd myapp", "cd mon_app", "words"),
        CommandCase(
            "acme ks cluster config --cluster <cluster_name>", "acme ks cluster config --cluster <nom_grappe>",
            "words placeholders"),
        CommandCase("acme login -a <endpoint>", "acme login -a <noeud final>", "words placeholders"),
        // In quotes too, a placeholder's name is no reader's text: translated, it is the warning, not an older command.
        CommandCase("wd create --name \"<app_name>\"", "wd create --name \"<app_nome>\"", "words placeholders"),
        CommandCase("wd create --name '<name>'", "wd create --name '<nome>'", "words placeholders"),
        CommandCase("wd create --name \"<app_name>-1\"", "wd create --name \"<app_nome>-2\"", "older"),
        CommandCase("wd set --note \"<app_name> is up\"", "wd set --note \"<app_name> está pronto\"", "same"),
        CommandCase("acme fn package create <package_name>", "acme fn package create PACKAGE_NAME", "older"),
        CommandCase("acme fn trigger get dbTrigger", "acme fn trigger get myDbTrigger", "older"),
        CommandCase("acme login -a https://cloud.example.com", "acme login -a https://api.old.example.net", "older"),
        CommandCase("docker run golang-v1.12", "docker run golang-v1.11", "older"),
        // An option put in whose words are English too (`no` is Portuguese and English) changes the command: older.
        CommandCase("acme login --sso", "acme login --sso --no-region", "older"),
        CommandCase("acme login --sso", "acme login --sso --pacotes", "words"),
        // Quoted on both sides, a phrase or a plain word is the reader's text; a filter, a path or `NAME=value` is
        // code a translation keeps.
        CommandCase("echo \"Hello world\"", "echo \"Bonjour le monde\"", "same"),
        CommandCase("echo 'Hello'", "echo 'Olá'", "same"),
        CommandCase("jq -r '.status.url'", "jq -r '.metadata.name'", "older"),
        CommandCase("docker run --env \"LOG_LEVEL=debug\" app", "docker run --env \"LOGLEVEL=debug\" app", "older"),
        CommandCase("curl -X GET '/v1/keys'", "curl -X GET '/v2/keys'", "older"),
        // A command substitution's words are compared one by one, as the command's are.
        CommandCase("export POD=$(acme get pods -o name)", "export POD=$(acme get pods -o nome)", "words"),
        CommandCase("export POD=$(acme get pods -o json)", "export POD=$(acme get pods -o yaml)", "older"),
        CommandCase("export POD=$( acme get pods )", "export POD=$(acme get pods)", "same"),
        CommandCase("export POD=`acme get pods -o json`", "export POD=`acme get pods -o yaml`", "older"),
        CommandCase("acme get --id=\"$(cat id.txt)\"", "acme get --id=\"$(cat id.txt )\"", "same"),
    ]

    @Test(arguments: commands) func commandsAreComparedWordByWord(_ test: CommandCase) {
        // The English page's words, and the translation's prose, as the pair's pages would give them.
        let evidence = TranslatedWords.Evidence(
            english: TranslatedWords.words(in: test.english + " Use myDbPkg, the package name and your cluster name."),
            prose: TranslatedWords.words(
                in: "Atualize os pacotes. Accédez au répertoire de mon application par le noeud final."),
            language: .pt)
        let (english, translation) = (PageOutline.normalise(test.english), PageOutline.normalise(test.translation))
        let outcome = CommandComparison.compare(
            english, translation,
            words: (CommandComparison.Word.all(in: english), CommandComparison.Word.all(in: translation)),
            evidence: evidence)
        let described: String
        switch outcome {
        case .same: described = "same"
        case .older: described = "older"
        case .damaged(let damage): described = "\(damage.kind)" + (damage.placeholdersOnly ? " placeholders" : "")
        }
        #expect(described == test.expected)
    }

    /// The words a damage shows are the damaged ones, not the reader's text quoted beside them, so that the finding
    /// points at what to fix.
    @Test func damageShowsTheDamagedWordsOnly() {
        let evidence = TranslatedWords.Evidence(
            english: [], prose: TranslatedWords.words(in: "Atualize os pacotes."), language: .pt)
        let english = "acme push --description \"My first package\" --packages 3 --note 'all done'"
        let translation = "acme push --description \"Meu primeiro pacote\" --pacotes 3 --note 'tudo pronto'"
        let outcome = CommandComparison.compare(
            english, translation,
            words: (CommandComparison.Word.all(in: english), CommandComparison.Word.all(in: translation)),
            evidence: evidence)
        guard case .damaged(let damage) = outcome else {
            Issue.record("not damaged: \(outcome)")
            return
        }
        #expect(damage.found == "--pacotes")
        #expect(damage.expected == "--packages")
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
                "commandOlder(original: \"ibmcloud login\", differsAt: 0)",
                "commandMissing(original: \"ibmcloud target -g default\")",
            ]),
        SectionCase(
            name: "commands in another order: one moved, not one missing and one extra", english: opening + login,
            french: ouverture
                + "## Connexion\n{: #login}\n\n```sh\nibmcloud target -g default\n```\n{: pre}\n\n```sh\nibmcloud login\n```\n{: pre}\n",
            expected: ["commandMoved(translation: \"ibmcloud login\")"]),
        SectionCase(
            name: "an anchor renamed, the section's commands indented code: the reader's code, matched by content",
            english: opening
                + "## Log in\n{: #login}\n\nLog in:\n\n    acme login --sso\n    acme target -g default\n{: pre}\n",
            french: ouverture
                + "## Connexion\n{: #connexion}\n\nConnectez-vous :\n\n    acme login --sso\n    acme target -g default\n"
                + "{: pre}\n",
            expected: ["anchorChanged(original: \"login\", translation: \"connexion\")"]),
        SectionCase(
            name: "an anchor renamed, the section's code a listing the reader does not run: code all the same",
            english: opening + "## Output\n{: #output}\n\nThe list:\n\n```\nNAME    STATUS\nweb     running\n```\n",
            french: ouverture + "## Sortie\n{: #sortie}\n\nLa liste :\n\n```\nNAME    STATUS\nweb     running\n```\n",
            expected: ["anchorChanged(original: \"output\", translation: \"sortie\")"]),
    ]

    /// How the French page `translation` drifts from the English page `english`, both as the set rules get them.
    private func drift(_ english: String, _ translation: CheckedPage) -> TranslationDrift {
        let pair = TranslationPair(
            original: RuleHarness.page(english, path: "en/install.md").forSetRules(),
            translation: translation.forSetRules())
        return TranslationDrift.compare(pair, english: PageOutline(pair.original))
    }

    @Test(arguments: sections) func sectionsAreMatchedByAnchorThenContent(_ test: SectionCase) {
        let drift = drift(test.english, RuleHarness.page(test.french, path: "fr/install.md", language: .fr))
        #expect(drift.outdated.map { "\($0.kind)" } == test.expected)
        #expect(drift.damaged.isEmpty && drift.roles.isEmpty)
    }

    /// A fence left unclosed swallows the commands after it: they are read out of it and compared, so the page is
    /// not reported as missing them, and one that is older is still found.
    @Test(arguments: [
        ("ibmcloud ks clusters", [String]()),
        ("ibmcloud ks cluster ls", ["commandOlder(original: \"ibmcloud ks clusters\", differsAt: 12)"]),
    ])
    func commandsBehindAnUnclosedFenceAreCompared(_ last: String, _ expected: [String]) {
        let english =
            "# Install\n{: #install}\n\nLog in.\n\n```\nibmcloud login\n```\n{: pre}\n\nList.\n\n```\nibmcloud ks clusters\n```\n{: pre}\n"
        let french =
            "# Installer\n{: #install}\n\nConnectez-vous.\n\n````\nibmcloud login\n```\n{: pre}\n\nListez.\n\n```\n\(last)\n```\n{: pre}\n"
        let translation = RuleHarness.page(french, path: "fr/install.md", language: .fr)
        #expect(translation.runbook.steps.allSatisfy { $0.commands.isEmpty })
        let drift = drift(english, translation)
        #expect(drift.outdated.map { "\($0.kind)" } == expected)
        #expect(drift.outdated.allSatisfy { $0.location.line == 14 })
    }

    /// A fence's info string is code, not prose: a word only there (`yaml`) does not make a command's word look
    /// translated, so the command is older, not damaged.
    @Test func fenceInfoIsNotProse() {
        let english = Self.opening + "## Deploy\n{: #deploy}\n\n```sh\nacme app push --format json\n```\n{: pre}\n"
        let french =
            Self.ouverture
            + "## Déployer\n{: #deploy}\n\nCréez le fichier :\n\n```yaml\nname: web\n```\n{: codeblock}\n\n"
            + "Déployez :\n\n```sh\nacme app push --format yaml\n```\n{: pre}\n"
        let drift = drift(english, RuleHarness.page(french, path: "fr/install.md", language: .fr))
        #expect(drift.damaged.isEmpty)
        #expect(
            drift.outdated.map { "\($0.kind)" } == [
                "commandOlder(original: \"acme app push --format json\", differsAt: 23)"
            ])
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

    /// An older command's English one is quoted from its start when it fits or its first words that differ are in
    /// its first two thirds, else from a little before them: cut after its first 60 characters, the note hid them.
    @Test(arguments: [
        (
            "acme db create --name orders --plan standard --location eu-de --backup daily --retention 30",
            "acme db create --name orders --plan standard --location eu-de --backup daily",
            "…--backup daily --retention 30"
        ),
        (
            "acme db create --name orders --plan standard --location eu-de --backup daily --retention 30",
            "acme db create --name orders --plan lite --location eu-de --backup daily --retention 30",
            "acme db create --name orders --plan standard --location eu-…"
        ),
        (
            "acme db create --name orders --plan standard --location eu-de --backup daily --retention 30",
            "acme db create --name orders --plan standard --backup daily --retention 30",
            "…--plan standard --location eu-de --backup daily --retentio…"
        ),
        (
            "acme db create --name orders --plan standard --location eu-de --backup daily --retention 30",
            "acme database create --name orders --plan standard --location eu-de --backup daily --retention 30",
            "acme db create --name orders --plan standard --location eu-…"
        ),
        (
            "acme db create --name orders --plan standard --backup daily",
            "acme db create --name orders --plan standard",
            "acme db create --name orders --plan standard --backup daily"
        ),
        // Words the translation has more than the English one, at its end: the English command's end.
        (
            "acme db create --name orders --plan standard --location eu-de --backup daily",
            "acme db create --name orders --plan standard --location eu-de --backup daily --retention 30",
            "…--backup daily"
        ),
    ])
    func olderCommandsAreQuotedWhereTheyDiffer(english: String, translation: String, quoted: String) {
        let (left, right) = (CommandComparison.Word.all(in: english), CommandComparison.Word.all(in: translation))
        let outcome = CommandComparison.compare(
            english, translation, words: (left, right),
            evidence: TranslatedWords.Evidence(
                english: TranslatedWords.words(in: english[...]), prose: [], language: .fr))
        guard case .older(let differsAt) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(TranslationOutdatedRule.quoted(english, differingAt: differsAt) == quoted)
    }
}
