import Foundation
import Testing

@testable import RunbookKit

/// The names of `{: codeblock}` files: the words that name a file, and which block of a page each name goes to.
@Suite struct FileNameTests {
    @Test func fileNamesAreFound() {
        #expect(FileNameFinder.candidates(in: "Create a file that is named mypod.yaml.") == ["mypod.yaml"])
        #expect(FileNameFinder.candidates(in: "Edit the Dockerfile, then build.") == ["Dockerfile"])
        #expect(FileNameFinder.candidates(in: "Save it as config.JSON") == ["config.JSON"])
        #expect(FileNameFinder.candidates(in: "No name here. None at all.") == [])
        #expect(FileNameFinder.candidates(in: "Créez le fichier données.yaml") == ["données.yaml"])
        #expect(
            FileNameFinder.candidates(in: "Save it as ~/.config/tool/config.json, $HOME/a.yaml or ${HOME}/b.sh:") == [
                "~/.config/tool/config.json", "$HOME/a.yaml", "${HOME}/b.sh",
            ])
        #expect(FileNameFinder.candidates(in: "Not ~x.json nor $HOMEx.yaml") == [])
        #expect(FileNameFinder.candidates(in: "Nommé x.json\u{00A0}: puis y.yaml\u{202F};") == ["x.json", "y.yaml"])
        #expect(
            FileNameFinder.candidates(in: "Use `app.py` or (main.go) and \"x.json\"") == [
                "app.py", "main.go", "x.json",
            ])
        #expect(FileNameFinder.candidates(in: "Save your code into a __main__.py file.") == ["__main__.py"])
        #expect(FileNameFinder.candidates(in: "Install Acme.Json, read objet.Key") == [])
        #expect(FileNameFinder.candidates(in: "Create `.env` and `.gitignore`.") == [".env", ".gitignore"])
        #expect(FileNameFinder.candidates(in: "Create a .zip archive, not ~/.env nor $HOME/.env") == [])
        #expect(FileNameFinder.candidates(in: "Create `<policy_name>.json`, not <a b>.json") == ["<policy_name>.json"])
        #expect(FileNameFinder.candidates(in: "Edit _config.yml and _data/x.yaml") == ["_config.yml", "_data/x.yaml"])
        #expect(FileNameFinder.name(in: ["a.yaml b.yaml"], content: "k: v", taken: ["b.yaml"])?.name == "a.yaml")
        #expect(FileNameFinder.name(in: ["a.yaml"], content: "k: v", taken: ["a.yaml"]) == nil)
    }

    /// A step naming a path that is no file name docrun reads (`/etc/hosts`) does not take an earlier step's name.
    ///
    /// Its block was written over that step's file. Nor does a step that names nothing take a name another block has.
    @Test func aPathWithoutExtensionBorrowsNoEarlierName() throws {
        let page = """
            1. Save this as `settings.yaml`:

               ```
               a: 1
               ```
               {: codeblock}

            2. Copy this into `/etc/hosts`:

               ```
               10.0.0.1 registry.local
               ```
               {: codeblock}

            3. Then this:

               ```
               b: 2
               ```
               {: codeblock}
            """
        #expect(try Self.names(page) == ["settings.yaml", nil, nil])
        #expect(FileNameFinder.namesOtherPath("Copy this into /etc/hosts:"))
        #expect(FileNameFinder.namesOtherPath("Edit ~/.bashrc."))
        #expect(!FileNameFinder.namesOtherPath("Save it as /etc/app/config.yaml, then run it."))
        #expect(!FileNameFinder.namesOtherPath("Use a / b or and/or."))
    }

    /// A code span is the writer's bound for a name: a name with a space in one is the whole span where the sentence
    /// gives it as a name (after "as", "named", "sous", next to "file"), not its last word; a command in a span is
    /// read word by word, and so is a name with a space outside a span.
    @Test func aNameWithASpaceInACodeSpanIsWhole() throws {
        let page = """
            1. Save the file as `my conf/app.json` and run:

               [json]

            2. Create a file named `Team Notes/pod.yaml`:

               [yaml]

            3. Enregistrez le fichier sous `ma conf/réglages.json`.

               [json]

            4. Run `cat other.yaml` to see it:

               [yaml]

            5. Save the file as my settings.json and run:

               [json]
            """
        #expect(
            try Self.names(page) == [
                "my conf/app.json", "Team Notes/pod.yaml", "ma conf/réglages.json", "other.yaml", "settings.json",
            ])
        // Keyrefs resolved around and inside the span keep its bounds.
        let keywords = KeywordTable(values: ["product": "Acme Cloud"])
        let keyed = "1. Save it as `{{site.data.keyword.product}} conf/app.json` for {{site.data.keyword.product}}:\n\n"
        let runbook = RunbookReader(keywords: keywords).read(
            try PageSource(
                path: "/tmp/page.md", bytes: Array((keyed + "   ```\n   {}\n   ```\n   {: codeblock}\n").utf8)))
        #expect(runbook.steps.first?.files.first?.name == "Acme Cloud conf/app.json")
    }

    /// A step that says to add to a file, append to it, update it or merge into it gives a snippet for that file, in
    /// EN, FR and PT; one that says to create or save it first gives the file.
    @Test func aStepThatSaysToAddGivesASnippet() throws {
        let pages: [(String, FileBlock.Kind)] = [
            ("1. Add the following entry to your `~/.docker/config.json` file.", .snippet),
            ("1. Append the following entries to your `config.yaml` file.", .snippet),
            ("1. Update the `requirements.txt` file to include the following line.", .snippet),
            ("1. In your `settings.json` file, merge the following keys.", .snippet),
            ("1. Ajoutez l’entrée suivante à votre fichier `config.json`.", .snippet),
            ("1. Mettez à jour le fichier `config.json` comme suit.", .snippet),
            ("1. Inclua a entrada a seguir em seu arquivo `config.json`.", .snippet),
            ("1. Create a `package.json` file and add the following dependency.", .file),
            ("1. Copy the following script into `login.sh` and update the values.", .file),
            ("1. Créez un fichier `package.json`. Ajoutez webpack comme dépendance.", .file),
        ]
        for (prose, kind) in pages {
            let page = prose + "\n\n   ```\n   x\n   ```\n   {: codeblock}\n"
            let runbook = RunbookReader().read(try PageSource(path: "/tmp/page.md", bytes: Array(page.utf8)))
            let file = try #require(runbook.steps.first?.files.first)
            #expect(file.kind == kind && file.name != nil, "\(prose): \(file.kind) \(file.name ?? "nil")")
        }
    }

    /// A page's file names, in page order.
    ///
    /// In `page`, `[yaml]`, `[json]` and `[sh]` on a line of their own stand for a
    /// `{: codeblock}` of that content, indented as the line is.
    static func names(_ page: String) throws -> [String?] {
        let contents = [
            "[yaml]": ["kind: Pod"], "[json]": ["{ \"a\": 1 }"], "[sh]": ["#!/bin/bash", "echo hi"],
            "[tf]": ["variable \"region\" {}"], "[js]": ["function main() {}"], "[go]": ["package main"],
            "[procfile]": ["web: python main.py"], "[text]": ["a b c"], "[cs]": ["public class Hello { }"],
            "[zip]": ["zip ../project.zip -r *"],
        ]
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let indent = String(line.prefix { $0 == " " })
            let key = String(line.dropFirst(indent.count))
            guard let content = contents[key] else { return [String(line)] }
            let fence = key == "[zip]" ? "```bash" : key == "[cs]" ? "```csharp" : "```"
            return ([fence] + content + ["```", "{: codeblock}"]).map { indent + $0 }
        }
        let runbook = RunbookReader().read(
            try PageSource(path: "/tmp/page.md", bytes: Array(lines.joined(separator: "\n").utf8)))
        return runbook.steps.flatMap(\.files).sorted { $0.line < $1.line }.map(\.name)
    }

    /// Pages, and the name each of their file blocks takes.
    static let cases: [(String, String, [String?])] = [
        ("before, EN", "1. Create a file named `app.yaml`:\n\n   [yaml]\n", ["app.yaml"]),
        ("after, EN", "1. Create the claim.\n\n   [yaml]\n\n   Save the file as `pvc.yaml`.\n", ["pvc.yaml"]),
        (
            "after, FR",
            "1. Créez la stratégie.\n\n   [json]\n\n   Enregistrez ce fichier sous le nom `policy.json`.\n",
            ["policy.json"]
        ),
        (
            "after, PT", "1. Crie a política.\n\n   [json]\n\n   Salve o arquivo como `politica.json`.\n",
            ["politica.json"]
        ),
        (
            "after, a paragraph later", "1. Create it.\n\n   [sh]\n\n   It prints hi.\n\n   Save it as `hi.sh`.\n",
            ["hi.sh"]
        ),
        (
            "after a step whose name another step's block has",
            "1. Create `config.json`:\n\n   [json]\n\n2. Create the policy.\n\n   [json]\n\n"
                + "   Enregistrez ce fichier sous le nom `policy.json`.\n", ["config.json", "policy.json"]
        ),
        (
            "a sibling's name is borrowed", "1. Create a pod script named `mypod.yaml`.\n\n2. Write it.\n\n   [yaml]\n",
            ["mypod.yaml"]
        ),
        (
            "the parent's name is borrowed",
            "1. Create a script named `run.sh`.\n\n   1. Write this:\n\n      [sh]\n\n   2. Run it.\n", ["run.sh"]
        ),
        (
            "a sibling block's name is not borrowed",
            "1. Create the claim. Save it as `pvc.yaml`.\n\n   [yaml]\n\n2. Define the pod.\n\n   [yaml]\n",
            ["pvc.yaml", nil]
        ),
        (
            "a name said after a sibling's block is not borrowed",
            "1. Create the claim.\n\n   [yaml]\n\n   Save the file as `pvc.yaml`.\n\n2. Define the pod.\n\n   [yaml]\n",
            ["pvc.yaml", nil]
        ),
        (
            "nor a parent's that a sub-step's block has",
            "1. Create a script named `deploy.sh`.\n\n   1. Write it:\n\n      [sh]\n\n   2. Write the check:\n\n"
                + "      [sh]\n", ["deploy.sh", nil]
        ),
        (
            "nor one a later step's own prose gives",
            "1. Review `pvc.yaml`.\n\n2. Look at this.\n\n   [yaml]\n\n3. Create `pvc.yaml`:\n\n   [yaml]\n",
            [nil, "pvc.yaml"]
        ),
        (
            "a name not taken is borrowed past a taken one",
            "1. Create `a.yaml`:\n\n   [yaml]\n\n2. The service goes in `svc.yaml`.\n\n3. Write it.\n\n   [yaml]\n",
            ["a.yaml", "svc.yaml"]
        ),
        (
            "the step's own name wins over a sibling's that fits better",
            "1. See `deployment.yaml`.\n\n2. Save it as `notes.txt`:\n\n   [yaml]\n", ["notes.txt"]
        ),
        (
            "a step that names its file again replaces it",
            "1. Create `app.yaml`:\n\n   [yaml]\n\n2. Edit `app.yaml` again and replace it with:\n\n   [yaml]\n",
            ["app.yaml", "app.yaml"]
        ),
        (
            "two blocks in one step, each named before",
            "1. Create `a.yaml`:\n\n   [yaml]\n\n   Create `b.yaml`:\n\n   [yaml]\n", ["a.yaml", "b.yaml"]
        ),
        (
            "two blocks in one step, each named after",
            "1. Create two files.\n\n   [yaml]\n\n   Save it as `a.yaml`.\n\n   [yaml]\n\n   Save it as `b.yaml`.\n",
            ["a.yaml", "b.yaml"]
        ),
        (
            "the second of two blocks does not reuse the step's name",
            "1. Create `a.yaml`:\n\n   [yaml]\n\n   Or, for the older version:\n\n   [yaml]\n", ["a.yaml", nil]
        ),
        (
            "a paragraph after the block that only mentions a file does not name it",
            "1. Create the layout.\n\n   [json]\n\n   The folder holds a file named `main.json`.\n\n"
                + "   It is a `Node.js` module.\n", [nil]
        ),
        (
            "a borrowed name fits the content",
            "1. Build a `program.js` with a `Dockerfile`.\n\n2. Write it.\n\n   [sh]\n\n3. Then this.\n\n   [json]\n",
            [nil, nil]
        ),
        (
            "a paragraph that leads into the next block names it, not the one before",
            "1. Create the claim.\n\n   [yaml]\n\n   Then save this as `b.yaml`:\n\n   [yaml]\n", [nil, "b.yaml"]
        ),
        (
            "also with a no-break space before the colon",
            "1. Créez la demande.\n\n   [yaml]\n\n   Puis enregistrez ceci sous le nom `b.yaml`\u{00A0}:\n\n   [yaml]\n",
            [nil, "b.yaml"]
        ),
        (
            "a command ends what the prose after a block names",
            "1. Create it.\n\n   [yaml]\n\n   ```\n   kubectl get pods -o json\n   ```\n   {: pre}\n\n"
                + "   Save the output as `pods.yaml`.\n", [nil]
        ),
        (
            "a sub-step's block named after it",
            "1. Set up.\n\n   1. Write the settings.\n\n      [json]\n\n      Save it as `c.json`.\n\n   2. Apply them.\n",
            ["c.json"]
        ),
        (
            "a block after the sub-steps named after it",
            "1. Prepare.\n\n   1. One.\n   2. Two.\n\n   [yaml]\n\n   Save the file as `after.yaml`.\n", ["after.yaml"]
        ),
        (
            "a block before the sub-steps is not named by prose after them",
            "1. Create the base.\n\n   [yaml]\n\n   1. One.\n   2. Two.\n\n   Save the overlay as `overlay.yaml`.\n",
            [nil]
        ),
        (
            "the name the sentence gives, not a later one",
            "1. Create a `variables.tf` file with the following content.\n\n   [tf]\n\n"
                + "2. Create a `main.tf` file that uses the variables from `variables.tf`.\n\n   [tf]\n",
            ["variables.tf", "main.tf"]
        ),
        (
            "named, not a product name, EN",
            "1. Save the following code in a file named `hello.js` for the Node.js runtime.\n\n   [js]\n", ["hello.js"]
        ),
        (
            "named, not a product name, FR",
            "1. Sauvegardez le code suivant dans un fichier nommé `hello.js` pour l’environnement Node.js.\n\n   [js]\n",
            ["hello.js"]
        ),
        (
            "named, not a product name, PT",
            "1. Salve o código a seguir em um arquivo denominado `hello.js` para o Node.js.\n\n   [js]\n", ["hello.js"]
        ),
        (
            "a bare name, not a later one",
            "1. The following Procfile starts the app with `main.py`.\n\n   [procfile]\n", ["Procfile"]
        ),
        (
            "saved as, not a product name",
            "1. Save the following code as `server.js`, the file that Node.js runs.\n\n   [js]\n", ["server.js"]
        ),
        ("a product name alone names nothing", "1. Use this code for the Node.js runtime.\n\n   [js]\n", [nil]),
        ("two names no sentence gives name nothing", "1. It reads `a.yaml` and `b.yaml`.\n\n   [yaml]\n", [nil]),
        ("named, for example", "1. Créez un script nommé, par exemple, `mypod.yaml`.\n\n   [yaml]\n", ["mypod.yaml"]),
        ("the name before the closing colon", "1. Example of `main/main.go`:\n\n   [go]\n", ["main/main.go"]),
        (
            "a command in a codeblock borrows no name",
            "1. Create the layout.\n\n   [text]\n\n   The `src/` folder holds a file that is named `main.py`.\n\n"
                + "2. Create an archive of the folder.\n\n   [zip]\n", [nil, nil]
        ),
        (
            "a block docrun cannot tell borrows no name",
            "1. Create a file named `notes.txt`.\n\n2. Write this.\n\n   [text]\n", [nil]
        ),
        (
            "a field written as a name names nothing",
            "Each event has:\n\n- `cle`: the same as `objet.Key`.\n\nExample JSON of an event:\n\n[json]\n", [nil]
        ),
        (
            "a step that names its own file borrows none",
            "1. Install the package Acme.Json.\n\n   ```\n   echo hi\n   ```\n   {: pre}\n\n"
                + "2. Save the following code in a file named `Hello.cs`.\n\n   [cs]\n", ["Hello.cs"]
        ),
        (
            "an archive is no text block's file, EN",
            "1. Save the following code into a .zip file called action.zip.\n\n   [js]\n",
            [nil]
        ),
        (
            "an archive is no text block's file, FR",
            "1. Enregistrez ce code dans un fichier nommé `app.jar`.\n\n   [js]\n", [nil]
        ),
        (
            "an archive is no text block's file, PT",
            "1. Salve este código em um arquivo chamado `pacote.tgz`.\n\n   [js]\n",
            [nil]
        ),
        (
            "a path said after the block borrows no name",
            "1. Read `notes.txt`.\n\n2. Add this.\n\n   [yaml]\n\n   Append it to `/etc/hosts`.\n", [nil]
        ),
    ]

    @Test(arguments: cases) func eachBlockTakesItsOwnName(label: String, page: String, expected: [String?]) throws {
        #expect(try Self.names(page) == expected, "\(label)")
    }
}

/// A `{: codeblock}` that a lead-in to output introduces shows what the step's command printed or wrote: it is the
/// command's example output, never written over the file the command made.
@Suite struct OutputLeadInTests {
    static func page(_ leadIn: String, command: String = "ibmcloud ce project current --output json > config.json")
        -> String
    {
        """
        1. Export the configuration to a `config.json` file.

           ```
           \(command)
           ```
           {: pre}

           \(leadIn)

           ```json
           { "name": "myproject" }
           ```
           {: codeblock}
        """
    }

    @Test(arguments: [
        "Example output:", "**Sample response**", "The output is similar to the following:", "Exemple de sortie :",
        "La sortie est similaire à l'exemple suivant :", "Saída de exemplo:",
        "A saída é semelhante ao exemplo a seguir:",
    ])
    func anOutputLeadInMakesAnOutput(leadIn: String) throws {
        let step = try #require(try DialectReadingTests.read(Self.page(leadIn)).steps.first)
        #expect(step.files.isEmpty)
        #expect(step.outputs.map(\.text) == ["{ \"name\": \"myproject\" }"])
        #expect(step.outputs.first?.command == 0)
    }

    /// A file it is: after other words, after words that name a file or say to save it, or with no command before it.
    @Test(arguments: [
        (page("Then edit the file:"), 1), (page("Save the output as `settings.json`:"), 1),
        (page("Example of the output file `config.json`:"), 1),
        ("1. Example output:\n\n   ```json\n   { \"name\": \"myproject\" }\n   ```\n   {: codeblock}\n", 1),
    ])
    func otherBlocksStayFiles(page: String, files: Int) throws {
        let step = try #require(try DialectReadingTests.read(page).steps.first)
        #expect(step.files.count == files)
        #expect(step.outputs.isEmpty)
    }
}
