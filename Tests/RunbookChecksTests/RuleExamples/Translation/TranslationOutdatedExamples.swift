@testable import RunbookChecks

extension TranslationOutdatedRule: RuleWithExamples {
    static let examples = RuleExamples(
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
            number of steps is compared only where no section is missing or extra. A command of the English page \
            that the translation has in another place (steps in another order, another section) is one command \
            moved, not one missing and one extra. Commands behind a fence the \
            translation left unclosed are read out of it and compared (`fence-unclosed` reports the fence). The note \
            on a command older than in English quotes the English command from its start when it fits in 60 \
            characters or its first words that differ are in the first 40, else from a little before them, as \
            `translation-command-changed` quotes the words it finds. \
            A translation is paired with its English page by path, or by its title anchor within its doc set when \
            no other translation in its language has that page. A translation checked without its English page \
            (`docrun check fr/login.md`, a commit that changes only the translation) is compared with the English \
            page its path pairs it with, read from disk (`login.md` or `en/login.md` for `fr/login.md`, \
            `login.md` or `en/login.md` for `login.fr.md`), which is not itself checked; pairing by anchor needs both pages given. \
            The three translation rules read the same pairs.
            """)
}
