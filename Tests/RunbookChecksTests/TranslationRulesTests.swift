import MarkdownTree
import RunbookKit
import ShellSyntax
import Testing

@testable import RunbookChecks

@Suite struct TranslationRulesTests {
    @Test func examples() {
        for rule in RuleRegistry.translationRules { RuleHarness.verifyExamples(rule) }
    }

    @Test func pairingKeys() {
        #expect(TranslationPair.key("docs/nl/fr/install.md") == ("docs/install.md", .fr, "docs/"))
        #expect(TranslationPair.key("docs/pt/install.md") == ("docs/install.md", .pt, "docs/"))
        #expect(TranslationPair.key("corpus/label/en/a/b.md") == ("corpus/label/a/b.md", .en, "corpus/label/"))
        #expect(TranslationPair.key("docs/install.fr.md") == ("docs/install.md", .fr, "docs/"))
        #expect(TranslationPair.key("docs/install.md") == ("docs/install.md", nil, "docs/"))
        #expect(TranslationPair.key("fr/install.md") == ("install.md", .fr, ""))
        #expect(TranslationPair.key("/abs/set/PT-BR/a.b.md") == ("/abs/set/a.b.md", .pt, "/abs/set/"))
        #expect(TranslationPair.key("d/x.y.fr.md") == ("d/x.y.md", .fr, "d/"))
        #expect(TranslationPair.key("é/fr.md") == ("é/fr.md", nil, "é/"))
        // The file name's language before its folders'; an empty folder is one; `nl/` only in lower case.
        #expect(TranslationPair.key("a/nl/en-US/b.fr_FR.md") == ("a/nl/en-US/b.md", .fr, "a/nl/en-US/"))
        #expect(TranslationPair.key("docs//fr/x.md") == ("docs//x.md", .fr, "docs//"))
        #expect(TranslationPair.key("x/NL/fr/a/b.md") == ("x/NL/a/b.md", .fr, "x/NL/"))
    }

    /// The pairs `TranslationPair.all` makes of pages given as (path, title, title anchor), as `translation→original`.
    private func pairs(_ pages: [(path: String, title: String, anchor: String)]) -> [String] {
        TranslationPair.all(in: pages.map { RuleHarness.page("# \($0.title)\n{: #\($0.anchor)}\n", path: $0.path) })
            .map { "\($0.translation.path)→\($0.original.path)" }
    }

    @Test func pairsByPathThenByAnchor() {
        let found = pairs([
            ("docs/install.md", "Install", "install"), ("docs/start.md", "Start", "start"),
            ("docs/nl/fr/install.md", "Installer", "install"), ("docs/pt/inicio.md", "Iniciar", "start"),
            ("docs/pt/outro.md", "Outro", "other"),
            // Same anchor as an English page of another doc set: not its translation.
            ("guides/pt/outra.md", "Outra", "start"),
        ])
        #expect(found == ["docs/nl/fr/install.md→docs/install.md", "docs/pt/inicio.md→docs/start.md"])
    }

    /// A title anchor pairs a translation only with an English page that has no translation in its language by path,
    /// and only when no other page of that language claims it.
    @Test func anchorsPairOnlyWhatPathsLeave() {
        let found = pairs([
            ("set/en/logs.md", "Logs", "logs"), ("set/fr/logs.md", "Journaux", "logs"),
            ("set/fr/old_logs.md", "Anciens journaux", "logs"), ("set/pt/old_logs.md", "Logs antigos", "logs"),
            ("set/en/start.md", "Start", "start"), ("set/fr/debut.md", "Début", "start"),
            ("set/fr/commencer.md", "Commencer", "start"),
        ])
        #expect(found == ["set/fr/logs.md→set/en/logs.md", "set/pt/old_logs.md→set/en/logs.md"])
    }

    @Test func alignmentKeepsOneMissingItemOneGap() {
        let stretches = Alignment.align(["a", "b", "c", "d"], ["a", "c", "x", "d"], same: ==)
        #expect(stretches == [.match(0, 0), .gap(1..<2, 1..<1), .match(2, 1), .gap(3..<3, 2..<3), .match(3, 3)])
        #expect(Alignment.align([String](), ["a"], same: ==) == [.gap(0..<0, 0..<1)])
    }

    @Test func alignmentAfterACommonStart() {
        #expect(
            Alignment.align(["a", "b", "c", "d"], ["a", "b", "x", "c"], same: ==) == [
                .match(0, 0), .match(1, 1), .gap(2..<2, 2..<3), .match(2, 3), .gap(3..<4, 4..<4),
            ])
        #expect(Alignment.align(["a", "b"], ["a", "b"], same: ==) == [.match(0, 0), .match(1, 1)])
        #expect(Alignment.align(["a", "b"], ["a"], same: ==) == [.match(0, 0), .gap(1..<2, 1..<1)])
        #expect(Alignment.align(["a"], [String](), same: ==) == [.gap(0..<1, 0..<0)])
    }

    /// Past the table's budget (4,000,000 cells), the common end matches too and what is left between is aligned when
    /// it fits, else one gap: the table would grow with the product of the lengths.
    @Test func alignmentOfLongSequences() {
        let items = (0..<2_100).map(String.init)
        let rotated = Array(items.dropFirst()) + [items[0]]
        #expect(Alignment.align(items, rotated, same: ==) == [.gap(0..<2_100, 0..<2_100)])
        let framed = Alignment.align(["a"] + items + ["z"], ["b"] + rotated + ["z"], same: ==)
        #expect(framed == [.gap(0..<2_101, 0..<2_101), .match(2_101, 2_101)])
        // What is left between the common start and end fits: it is aligned.
        let ends = Alignment.align(["L"] + items, ["R", "S"] + items, same: ==)
        #expect(ends == [.gap(0..<1, 0..<2)] + (1...2_100).map { .match($0, $0 + 1) })
        // Under the budget, nothing changes: one missing item is one gap.
        let short = Array(items.prefix(1_000))
        let missing = Alignment.align(short, short.filter { $0 != "500" }, same: ==)
        #expect(missing.count == 1_000 && missing[500] == .gap(500..<501, 500..<500))
    }

    @Test func outlineNumbersItsPartsFromTheOpeningPart() {
        let page = RuleHarness.page(
            """
            # Title

            1. Open.

               ```sh
               ls
               ```
               {: pre}

            ## Install
            {: #install}

            1. Run.
            2. Check.

            ### Details

            ```sh
            make
            ```
            {: pre}

            ## Install again
            {: #install}

            ## Use
            {: #use}
            """, path: "docs/outline.md")
        let outline = PageOutline(page)
        #expect(outline.sections.map(\.anchor) == ["install", "use"])
        #expect(["", "install", "use", "missing"].map { outline.part(of: $0) } == [0, 1, 2, nil])
        #expect(outline.sections.map(\.line) == [10, 26])
        #expect(outline.numberedSteps == [1, 2, 0])
        #expect(outline.blocks.map { $0.map(\.text) } == [["ls"], ["make"], []])
    }

    @Test func wordsAreLowercasedRunsOfLettersSplitAtCamelCase() {
        let words = TranslatedWords.words(in: "créerMonFichier Éléments x ab_c ÀB 𝄞naïveTest"[...])
        #expect(words == ["créer", "mon", "fichier", "éléments", "ab", "àb", "naïve", "test"])
    }

    @Test func normalisesBlanksAndContinuations() {
        #expect(PageOutline.normalise("  a \\\n   b\t c\n\n") == "a b c")
    }

    /// As the rule's rationale says: a command whose only change is its translated placeholder names runs once its
    /// values are typed, a warning; other damage is an error.
    @Test func placeholderOnlyChangesAreWarnings() {
        let example = TranslationCommandChangedRule.examples.triggering[0]
        let findings = RuleHarness.findings(TranslationCommandChangedRule(), example)
        #expect(findings.map { $0.severity } == [nil, nil, .warning])
        #expect(TranslationCommandChangedRule.description.rationale.contains("A warning when only placeholder names"))
    }

    /// The translation lost a command and is one finding: the page is out of date, with the command as a note
    /// where the English page has it.
    @Test func oneMissingCommandIsOneFinding() {
        let english = """
            # Deploy
            {: #deploy}

            1. Log in.

               ```sh
               ibmcloud login
               ```
               {: pre}

            2. Target.

               ```sh
               ibmcloud target -g default
               ```
               {: pre}

            3. Push.

               ```sh
               ibmcloud ce app create --name <app>
               ```
               {: pre}
            """
        let french = """
            # Déployer
            {: #deploy}

            1. Connectez-vous.

               ```sh
               ibmcloud login
               ```
               {: pre}

            2. Ciblez.

            3. Poussez.

               ```sh
               ibmcloud ce app create --name <app>
               ```
               {: pre}
            """
        let example = RuleExample(french, path: "fr/deploy.md", companions: ["en/deploy.md": english])
        var all: [String] = []
        for rule in RuleRegistry.translationRules {
            all += RuleHarness.findings(rule.init(), example).map { "\(rule.description.id)@\($0.location.line)" }
        }
        #expect(all == ["translation-outdated@1"])
        let findings = RuleHarness.findings(TranslationOutdatedRule(), example)
        #expect(findings.first?.message == "translation is out of date with its English page: 1 command missing")
        #expect(
            findings.first?.notes == [
                Diagnostic.Note(
                    file: "en/deploy.md", location: MarkdownTree.SourceLocation(line: 14, column: 1),
                    message: "command 'ibmcloud target -g default' of the English page is not in the translation")
            ])
    }

    /// The note of a damaged command points at the English command itself, not at column 1 of its line.
    @Test func damagedCommandNotePointsAtTheEnglishCommand() {
        let english =
            "# Log in\n{: #login}\n\n1. Log in.\n\n   ```sh\n   ibmcloud fn property get --auth\n   ```\n   {: pre}\n"
        let french =
            "# Connexion\n{: #login}\n\n1. Connexion.\n\n   ```sh\n   ibmcloud fn property get -- auth\n   ```\n   {: pre}\n"
        let example = RuleExample(french, path: "fr/login.md", companions: ["en/login.md": english])
        let notes = RuleHarness.findings(TranslationCommandChangedRule(), example).flatMap(\.notes)
        #expect(notes.map(\.location) == [MarkdownTree.SourceLocation(line: 7, column: 4)])
    }

    @Test func messagesHaveTheSameFieldsInEveryLanguage() {
        for rule in RuleRegistry.translationRules {
            for message in rule.messages {
                let fields = message.fieldsPerLanguage
                #expect(fields[.fr] == fields[.en] && fields[.pt] == fields[.en], "\(message)")
            }
        }
    }

    @Test func translatedWords() {
        let words = TranslatedWords.candidates(
            in: ShellScript(command: "tool --name <nomDuCluster> \"texte libre\" # commentaire")
        )
        .map(\.word)
        #expect(words == ["tool", "name", "cluster", "du", "nom"])
    }
}
