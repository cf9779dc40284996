@testable import RunbookChecks

extension TranslationCommandChangedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            RuleExample(
                """
                # Se connecter
                {: #login}

                ```sh
                ibmcloud fn property get ↓-- auth
                ```
                {: pre}

                ```sh
                ↓Actualisation du package ibmcloud fn
                ```
                {: pre}

                ```sh
                ibmcloud ks cluster config --cluster ↓<nom_grappe>
                ```
                {: pre}
                """, path: "fr/login.md",
                companions: [
                    "en/login.md": """
                    # Log in
                    {: #login}

                    ```sh
                    ibmcloud fn property get --auth
                    ```
                    {: pre}

                    ```sh
                    ibmcloud fn package refresh
                    ```
                    {: pre}

                    ```sh
                    ibmcloud ks cluster config --cluster <cluster_name>
                    ```
                    {: pre}
                    """
                ]),
            RuleExample(
                """
                # Groupe
                {: #group}

                Ciblez un groupe de ressources.

                ```sh
                ibmcloud ↓cible -g default
                ```
                {: pre}
                """, path: "fr/group.md",
                companions: [
                    "en/group.md": """
                    # Group
                    {: #group}

                    Target a resource group.

                    ```sh
                    ibmcloud target -g default
                    ```
                    {: pre}
                    """
                ]),
            RuleExample(
                """
                # Créer l'application
                {: #app}

                Créez l'application avec ses paramètres.

                ```sh
                ibmcloud ce app create --name ↓"<nom_app>"
                ```
                {: pre}

                ```sh
                ibmcloud ce app update --description "Mon appli" ↓--paramètres 3
                ```
                {: pre}
                """, path: "fr/app.md",
                companions: [
                    "en/app.md": """
                    # Create the app
                    {: #app}

                    Create the app with its parameters.

                    ```sh
                    ibmcloud ce app create --name "<app_name>"
                    ```
                    {: pre}

                    ```sh
                    ibmcloud ce app update --description "My app" --parameters 3
                    ```
                    {: pre}
                    """
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                # Entrar
                {: #login}

                ```sh
                ibmcloud  login \\
                  -r us-south
                ```
                {: pre}

                ```sh
                ibmcloud ce app create --name <app_name> --env "DESCRICAO=meu aplicativo" < app.env
                ```
                {: pre}
                """, path: "pt/login.md",
                companions: [
                    "en/login.md": """
                    # Log in
                    {: #login}

                    ```sh
                    ibmcloud login -r us-south
                    ```
                    {: pre}

                    ```sh
                    ibmcloud ce app create --name <app_name> --env "DESCRIPTION=my app" <app.env
                    ```
                    {: pre}
                    """
                ])
        ],
        details: """
            The translation's command is compared with the English command it stands for (aligned on their text, \
            then by likeness, in the same section) word by word as bash reads the words, quotes kept inside words, \
            `<`, `>`, `|` and `&` words of their own and the command in a `$(…)` read word by word too. Where they \
            differ, the words are damaged when joined without blanks they are the English ones (`-- summary` for \
            `--summary`), when only their letter case changed, or only the characters that are not letters or \
            digits (`1,5` for `1.5`, `’x’` or `« x »` for `'x'`, a quote left out), or when the translation's words \
            are not in the English page but are in the translation's prose (its text outside its code blocks and \
            their fences), \
            or a word of the same stem is (`cible` where the prose says `Ciblez`: four letters or more in common, \
            all but two at most of each word), or replace an English word inside a name of the same shape \
            (`text_to_fala` for `text_to_speech`). Text in quotes on both sides is a value a reader may write in \
            their language when it is a phrase or a word without the punctuation of code; a quoted filter, path or \
            `NAME=value` (`'.status.url'`, `"LOG_LEVEL=debug"`) that changed makes the translation outdated \
            (`translation-outdated`). A command without an English counterpart is reported when it has words with accents, or \
            short words of its language (`nom`, `meu`), that the English page does not have. A command whose only \
            change is translated placeholder names (`<nom_grappe>` for `<cluster_name>`, the third example; in quotes \
            too, `"<nom_app>"` for `"<app_name>"`: a placeholder's name is no reader's text), or the \
            punctuation of placeholder names alone (`<app-name>` for `<app_name>`), is a warning, not an error: the \
            command still runs once its values are typed. The finding shows the words translated, not the reader's \
            text quoted beside them (`--paramètres`, not `"Mon appli" --paramètres`). A severity `.docrun.yml` sets for the rule applies to \
            these findings too.
            """)
}
