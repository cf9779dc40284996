import MarkdownTree
import RunbookKit

/// `translation-outdated`: a translation whose sections, anchors, steps or commands differ from its English page,
/// reported once per page, each difference a note.
///
/// Sections are matched by anchor, then by content: a section written as a bold line or a heading without an id is
/// there, not missing. What translation damaged in a command is `translation-command-changed`'s; a changed role is
/// `translation-role-changed`'s.
struct TranslationOutdatedRule: SetRule {
    static let description = RuleDescription(
        id: "translation-outdated", severity: .warning,
        rationale: """
            a translation whose sections, anchors, steps or commands differ from its English page gives its readers \
            older instructions and breaks links across languages; reported once per page, on its title, with each \
            difference as a note
            """,
        triggering: [
            RuleExample(
                """
                ↓# Installer
                {: #install}

                1. Connectez-vous.

                   ```sh
                   ibmcloud login -a https://api.ng.bluemix.net
                   ```
                   {: pre}
                """, path: "fr/install.md",
                companions: [
                    "en/install.md": """
                    # Install
                    {: #install}

                    1. Log in.

                       ```sh
                       ibmcloud login -a https://cloud.ibm.com
                       ```
                       {: pre}

                    ## Configure the CLI
                    {: #configure}

                    Run `ibmcloud config --check-version=false` and `ibmcloud plugin update --all` to finish.
                    """
                ])
        ],
        nonTriggering: [
            RuleExample(
                """
                # Installer
                {: #install}

                **Prérequis**

                Installez [Docker](https://docs.docker.com/install/) et `kubectl`.

                1. Connectez-vous.

                   ```sh
                   ibmcloud   login
                   ```
                   {: pre}
                """, path: "fr/install.md",
                companions: [
                    "en/install.md": """
                    # Install
                    {: #install}

                    ### Prerequisites
                    {: #prereqs}

                    Install [Docker](https://docs.docker.com/install/) and `kubectl`.

                    1. Log in.

                       ```sh
                       ibmcloud login
                       ```
                       {: pre}
                    """
                ])
        ],
        details: """
            Sections are matched by anchor, then by content: a section of the English page whose anchor the \
            translation lacks is there when most of its code, inline code, links and numbers are in the translation \
            between the same two shared anchors (or, for a section with fewer than two of them, when at least half \
            of its blocks, headings, list items, table rows and paragraphs, are there beyond the stretch's others): \
            an older translation writes it as a bold line or a heading without an id. Two \
            sections between the same shared anchors whose anchors look alike, or whose content is alike, are one \
            section renamed. The commands of a missing or extra section count with it, not again; a procedure's \
            number of steps is compared only where no section is missing or extra. Commands behind a fence the \
            translation left unclosed are read out of it and compared (`fence-unclosed` reports the fence). \
            A translation is paired with its English page by path, or by its title anchor within its doc set when \
            no other translation in its language has that page.
            """)

    static let outdated = Localized(
        en: "translation is out of date with its English page: {differences}",
        fr: "la traduction n'est pas à jour avec sa page anglaise : {differences}",
        pt: "a tradução está desatualizada em relação à página em inglês: {differences}")

    func check(_ pages: PageSet, into findings: inout [Finding]) {
        for (pair, drift) in pages.translationDrifts where !drift.outdated.isEmpty {
            let language = pair.translation.messageLanguage
            let notes = drift.outdated.map { item in
                Diagnostic.Note(
                    file: item.inOriginal ? pair.original.path : pair.translation.path, location: item.location,
                    message: OutdatedText.note(item.kind, language))
            }
            let title = pair.translation.runbook.sections.first?.line ?? 1
            let message = Self.outdated(language, ["differences": OutdatedText.summary(drift.outdated, language)])
            findings.append(
                Finding(
                    file: pair.translation.path, location: SourceLocation(line: title, column: 1), message: message,
                    notes: notes))
        }
    }

    static let messages = [outdated] + OutdatedText.all + DriftText.all
}
