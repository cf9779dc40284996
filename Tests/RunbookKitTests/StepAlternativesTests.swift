import RunbookKit
import Testing

/// Bullets of a step that are alternatives ("Choose one of the following options." then "For classic clusters:" and
/// "For VPC clusters:") are parts in one set, as tabs are; bullets that are a sequence stay the step's own.
@Suite struct StepAlternativesTests {
    /// A step whose text is `intro`, then one bullet for each of `leads`, each with a command (`echo 1`, `echo 2`…)
    /// unless it is marked `-` at its start.
    static func page(_ intro: String, _ leads: [String]) -> String {
        var text = "1. \(intro)\n"
        for (number, lead) in leads.enumerated() {
            if lead.hasPrefix("-") {
                text += "   * \(lead.dropFirst())\n"
            } else {
                text += "   * \(lead)\n\n     ```\n     echo \(number + 1)\n     ```\n     {: pre}\n\n"
            }
        }
        return text + "2. Check it.\n   ```\n   echo done\n   ```\n   {: pre}\n"
    }

    /// Each step as `id [set] text | commands`, `[-]` for one in no set.
    static func outline(_ runbook: Runbook) -> [String] {
        runbook.steps.map { step in
            let set = step.tab.map { "\($0.set) \($0.title)" } ?? "-"
            return "\(step.id) [\(set)] | \(step.commands.map(\.text).joined(separator: " ; "))"
        }
    }

    /// Alternatives in each language: a sentence that says to choose, or parallel conditions on every bullet.
    @Test(arguments: [
        ("Create the cluster. Choose one of the following options.", "For classic clusters:", "For VPC clusters:"),
        ("Créez le cluster. Choisissez l'une des options suivantes.", "Pour les clusters classiques :", "Pour VPC :"),
        ("Crie o cluster. Escolha uma das opções a seguir.", "Para clusters clássicos:", "Para clusters VPC:"),
        ("Set the context.", "If you use the public endpoint:", "If you use the private endpoint:"),
        ("Définissez le contexte.", "Si vous utilisez le noeud public :", "Si vous utilisez le noeud privé :"),
        ("Defina o contexto.", "Se você usar o terminal público:", "Se você usar o terminal privado:"),
        ("Create the cluster.", "For classic clusters:", "For VPC clusters:"),
        ("Log in.", "**Option 1:** With an API key.", "**Option 2:** With a passcode."),
        ("Connectez-vous.", "Méthode 1 : la clé d'API", "Méthode 2 : le code d'accès"),
        ("Faça login.", "Opção A: a chave de API", "Opção B: o código"),
        ("Connect depending on your network:", "To use the public endpoint:", "To use the private endpoint:"),
        ("Connectez-vous selon votre réseau :", "Pour utiliser le noeud public :", "Pour utiliser le noeud privé :"),
        ("Conecte-se dependendo da rede:", "Para usar o terminal público:", "Para usar o terminal privado:"),
        ("Test it by either:", "Using `curl`.", "Using `wget`."),
        ("Choose your installation method:", "Using `curl`.", "Using `wget`."),
        ("Escolha o método de instalação:", "Usando `curl`.", "Usando `wget`."),
        ("Deploy it. You can test it in one of these ways.", "Using `curl`.", "Using `wget`."),
    ])
    func alternativesAreOneSet(intro: String, first: String, second: String) throws {
        let runbook = try DialectReadingTests.read(Self.page(intro, [first, second]))
        let title = { (lead: String) in
            let inline = lead.replacing("**", with: "").replacing("`", with: "")
            return inline.hasSuffix(":") ? String(inline.dropLast().reversed().drop { $0 == " " }.reversed()) : inline
        }
        #expect(
            Self.outline(runbook) == [
                "1 [-] | ", "1.1 [1 \(title(first))] | echo 1", "1.2 [1 \(title(second))] | echo 2",
                "2 [-] | echo done",
            ])
        #expect(runbook.steps.map(\.isNumbered) == [true, false, false, true])
        #expect(runbook.steps.compactMap(\.tab?.kind) == [.bullet, .bullet])
    }

    /// Sequences, and lists that are not sure to be alternatives, are read as before: every command is the step's.
    @Test(arguments: [
        ("Create and label the namespace.", ["To create the namespace:", "To label it:"]),
        ("Créez et étiquetez l'espace de nom.", ["Pour créer l'espace de nom :", "Pour l'étiqueter :"]),
        ("Crie e rotule o namespace.", ["Para criar o namespace:", "Para rotulá-lo:"]),
        ("Prepare the nodes.", ["For each worker node:", "For the master:"]),
        ("Install what is missing.", ["If you do not have the CLI:", "If you don't have the plugin:"]),
        ("Installez ce qui manque.", ["Si vous n'avez pas la CLI :", "Si vous n'avez pas le plug-in :"]),
        ("Set it up.", ["For classic clusters:", "To check it:"]),
        ("Set it up.", ["For classic clusters", "For VPC clusters"]),
        ("Set it up.", ["For classic clusters:", "-For VPC clusters: nothing to do."]),
        ("Choose one of the following options.", ["For classic clusters:", "-For VPC clusters, use the console."]),
        ("Set it up.", ["If you use VPC:", "If you use VPC:"]),
        ("Run the following commands.", ["Option:", "Option:"]),
        ("Pick a name, then run:", ["Create it:", "Label it:"]),
        // Words that may say to choose, but not in a sentence that introduces the list.
        ("Choose a name for the namespace and create it.", ["Create the namespace:", "Label it:"]),
        ("Choisissez un nom et créez l'espace de nom.", ["Créez-le :", "Étiquetez-le :"]),
        ("Escolha um nome para o namespace e crie-o.", ["Crie o namespace:", "Rotule-o:"]),
        ("Configurez le cluster selon vos besoins.", ["Créez-le :", "Étiquetez-le :"]),
        ("Make sure that either you or your admin owns the account. Then:", ["Create the key:", "Save it:"]),
        ("Deploy the app. Depending on your network, it takes a few minutes.", ["Build it:", "Push it:"]),
        ("Connect depending on your network.", ["To use the public endpoint:", "To use the private endpoint:"]),
        ("Choose one of the following options. Then set it up.", ["Create it:", "Label it:"]),
        // Conditions that hold together: the same one before a comma, one that is optional, or all of them.
        ("Prepare the cluster.", ["If needed, log in:", "If needed, target the region:"]),
        ("Préparez le cluster.", ["Si nécessaire, connectez-vous :", "Si besoin, ciblez la région :"]),
        ("Prepare o cluster.", ["Se necessário, faça login:", "Se necessário, defina a região:"]),
        ("Deploy the app.", ["For the app, create it:", "For the app, label it:"]),
        ("Learn more.", ["For more information about pods:", "For more information about services:"]),
        ("Set up both parts.", ["For the frontend:", "For the backend:"]),
        ("Configurez chaque partie.", ["Pour le frontal :", "Pour le dorsal :"]),
        // A sentence that chooses something else, then says to do every one of what follows.
        ("Choose a unique name prefix and create both buckets:", ["Create the first one:", "Create the second one:"]),
        ("Choisissez un préfixe et créez tous les compartiments :", ["Créez le premier :", "Créez le second :"]),
        ("Escolha um prefixo e crie ambos os buckets:", ["Crie o primeiro:", "Crie o segundo:"]),
        // A verb of choosing that is no order, or that a word of sequence follows.
        ("To help you choose a zone and a flavor, review the available options:", ["List zones:", "List flavors:"]),
        ("Choose a name for your namespace, and then run the following commands:", ["Create it:", "Label it:"]),
        ("Choisissez un nom, puis exécutez les commandes suivantes :", ["Créez-le :", "Étiquetez-le :"]),
    ])
    func sequencesAreTheStepsOwn(intro: String, leads: [String]) throws {
        let runbook = try DialectReadingTests.read(Self.page(intro, leads))
        let commands = leads.indices.filter { !leads[$0].hasPrefix("-") }.map { "echo \($0 + 1)" }
        #expect(Self.outline(runbook) == ["1 [-] | " + commands.joined(separator: " ; "), "2 [-] | echo done"])
    }

    /// Bullets that name systems are parts scoped to them, not alternatives, even after "Choose one".
    @Test func systemsAreNoChoice() throws {
        let runbook = try DialectReadingTests.read(
            Self.page("Choose one of the following.", ["For Linux:", "For Windows:"]))
        #expect(runbook.steps.map(\.platforms) == [[], [.linux], [.windows], []])
        #expect(runbook.steps.allSatisfy { $0.tab == nil })
    }

    /// The sentence just before a list says to choose among its bullets; the step's text only among its first list's.
    ///
    /// A bullet without a command is a detail of the step, the others the set; what the step writes after its
    /// sub-steps is a sub-step of its own, as before.
    @Test func theChoiceIsSaidBeforeItsList() throws {
        let runbook = try DialectReadingTests.read(
            """
            1. Test the action in one of the following ways.
               * Open the page in your browser.
               * Use `curl`:
                 ```
                 curl -s https://x/a
                 ```
                 {: pre}
               * Use `wget`:
                 ```
                 wget -q https://x/a
                 ```
                 {: pre}

               Then clean up:

               * To delete the action:
                 ```
                 tool delete a
                 ```
                 {: pre}
               * To delete its package:
                 ```
                 tool delete p
                 ```
                 {: pre}

               Selon votre réseau :

               * Public :
                 ```
                 tool target --public
                 ```
                 {: pre}
               * Privé :
                 ```
                 tool target --private
                 ```
                 {: pre}
            """)
        #expect(
            Self.outline(runbook) == [
                "1 [-] | ", "1.1 [1 Use curl] | curl -s https://x/a", "1.2 [1 Use wget] | wget -q https://x/a",
                "1.3 [-] | tool delete a ; tool delete p", "1.4 [2 Public] | tool target --public",
                "1.5 [2 Privé] | tool target --private",
            ])
        #expect(runbook.steps[0].details.first == "• Open the page in your browser.")
    }

    /// Hostile lead-ins: odd bytes, escapes, quotes and keyrefs are titles as written; thousands of bullets are one
    /// set, read in linear time.
    @Test func hostileLeadIns() throws {
        let odd = "For \"quoted\" \u{1B}[31mred\u{1B}[0m \u{FEFF}clusters:"
        let runbook = try DialectReadingTests.read(
            Self.page("Choose one.", [odd, "For {{site.data.keyword.nope}} clusters:"]))
        #expect(runbook.steps.compactMap(\.tab?.title).count == 2)
        #expect(runbook.steps.compactMap(\.tab?.title).first == String(odd.dropLast()))
        let many = (1...3000).map { "For cluster kind \($0):" }
        let big = try DialectReadingTests.read(Self.page("Set it up.", many))
        #expect(big.steps.count == 3002)
        #expect(Set(big.steps.compactMap(\.tab?.set)) == [1])
    }
}
