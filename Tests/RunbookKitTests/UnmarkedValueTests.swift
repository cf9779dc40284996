import MarkdownTree
import ShellSyntax
import Testing

@testable import RunbookKit

/// A value to replace written in capitals (`REGION_NAME`) or in braces (`{instance_ID}`) fails when run as written:
/// the reader makes it a placeholder, named as written, whose value goes where the word is.
@Suite struct UnmarkedValueTests {
    /// The unmarked values of a command, as `name@offset+length`.
    @Test(arguments: [
        ("ibmcloud target -r REGION_NAME", ["REGION_NAME@19+11"]),
        ("curl --id=SECRET_ID https://{instance_ID}.example.com", ["SECRET_ID@10+9", "instance_ID@28+13"]),
        ("curl -H \"Authorization: Bearer {iam_token}\" x", ["iam_token@31+11"]),
        ("ibmcloud fn action get PACKAGE/ACTION_NAME", ["ACTION_NAME@31+11"]),
        ("tool get ns:SPACE_ID", ["SPACE_ID@12+8"]),
        // Variables, quoted words, expansions, here-documents and single capitals are no values to replace.
        ("export API_KEY; echo $API_KEY ${HOME} '{name}' \"{{x}}\" {a,b} {1..3}", []),
        ("MY_VAR=1; tool MY_VAR", []),
        ("echo 'KEEP_THIS' \"AND_THIS\" HEAD POST A_ B__C", []),
        ("cat <<END_OF_TEXT\nA_B C_D\nEND_OF_TEXT", []),
        ("find . -exec ls {} \\;", []),
        // bash's descriptor named before a redirection, which bash sets; not in a word, nor quoted, nor after it.
        (
            "exec {logfd}>>run.log 3>&1 {in}<a.txt {out}>&-; echo a{b}>x \"{c}\">y {d} >z",
            ["b@54+3", "c@61+3", "d@68+3"]
        ),
        // A name inside a placeholder is the placeholder's, which a value replaces whole.
        ("curl --v=<a,NAME_B,c> <A_B> <x,Y_Z>", []),
        // A product's code is run as written: a part after the first that starts with a digit and is no number.
        ("ibmcloud sl vs create --flavor B1_2X4X100 -o UBUNTU_20_64 -n NODE_2", ["NODE_2@61+6"]),
        ("tool --image REDHAT_8_64 --size M1_8X64X100 --name APP_NAME_2", ["APP_NAME_2@51+10"]),
        // A variable's name given to an option that names one, or a pattern, is no value.
        ("docker run -e IBMCLOUD_API_KEY -e LOG_LEVEL=debug --env API_KEY IMAGE_NAME", ["IMAGE_NAME@64+10"]),
        ("env -u IBMCLOUD_API_KEY tool --user USER_NAME", ["USER_NAME@36+9"]),
        ("ibmcloud ce app update --env-rm LOG_LEVEL --name APP_NAME", ["APP_NAME@49+8"]),
        ("grep -c OUT_OF_MEMORY LOG_FILE; grep -e NOT_FOUND x | tool get ITEM_ID", ["LOG_FILE@22+8", "ITEM_ID@63+7"]),
        // A custom column's title comes before the field it shows; a value may stand for the field.
        ("kubectl get pods -o custom-columns=POD_NAME:.metadata.name,NODE_NAME:.spec.nodeName", []),
        ("tool get ns:SPACE_ID,LABEL:.x", ["SPACE_ID@12+8"]),
        // Found by fuzzing: a word in a backquote left open was found twice.
        ("echo l'a l'`\ntool RULE_NAME", ["RULE_NAME@18+9"]),
    ])
    func valuesOfACommand(command: String, expected: [String]) {
        let script = ShellScript(command: command)
        let found = UnmarkedValues.occurrences(in: script, variables: Set(script.assignedNames))
        #expect(found.map { "\($0.name)@\($0.offset)+\($0.length)" } == expected)
    }

    @Test(arguments: [
        ("ls", false), ("echo <x>", false), ("a_b", false), ("REGION_NAME", true), ("V1_X", true), ("{id}", true),
        ("{1}", false), ("x_Y", false), ("echo $API_KEY ${MY_VAR} \"$X_Y\"", false), ("$HOME/REGION_NAME", true),
        ("--sequence ACTION_1,ACTION_2", true),
    ])
    func aQuickLookFindsWhatMayBeOne(text: String, expected: Bool) {
        #expect(UnmarkedValues.mayHold(text.utf8) == expected)
    }

    @Test func theyArePlaceholdersDocumentedAsMarkedOnesAre() throws {
        let runbook = try DialectReadingTests.read(
            """
            # Target
            {: #target}

            1. Set the variable.

               ```sh
               export GROUP_ID=default
               ```
               {: pre}

            2. Target the region.

               ```sh
               ibmcloud target -r REGION_NAME -g GROUP_ID
               curl "https://{instance_ID}.example.com" --key=API_KEY
               ```
               {: pre}

               - `REGION_NAME`: The region of your account.
               - `API_KEY`: Your API key.

            | Variable | Description |
            |---|---|
            | `instance_ID` | The ID of your instance. |
            """)
        let command = try #require(runbook.steps.last?.commands.first)
        #expect(command.placeholders.map(\.name) == ["REGION_NAME", "instance_ID", "API_KEY"])
        #expect(command.placeholders.map(\.location.line) == [14, 15, 15])
        #expect(command.placeholders.first?.location == SourceLocation(line: 14, column: 23))
        #expect(command.placeholders.first?.flag == "-r")
        // The value goes in the word's place, as data for its context.
        let occurrences = command.script.placeholders
        #expect(occurrences.map(\.name) == ["REGION_NAME", "instance_ID", "API_KEY"])
        #expect(occurrences.map(\.context.quoting) == [.unquoted, .doubleQuoted, .unquoted])
        #expect(!occurrences.contains { $0.isMarked(in: command.script.bytes) })
        let descriptions = runbook.placeholders.map { "\($0.name): \($0.described?.description ?? "-")" }
        #expect(
            descriptions == [
                "REGION_NAME: The region of your account.", "instance_ID: The ID of your instance.",
                "API_KEY: Your API key.",
            ])
        #expect(runbook.placeholders.first { $0.name == "API_KEY" }?.isSecret == true)
    }

    /// A synopsis is reference: its capitals are notation, and no value is asked for.
    @Test func aSynopsisHasNone() throws {
        let runbook = try DialectReadingTests.read(
            """
            # Reference
            {: #reference}

            ```sh
            ibmcloud ce app create --name APP_NAME [--image IMAGE_REF]
            ```
            {: pre}

            ```sh
            ibmcloud ce app get --name APP_NAME
            ```
            {: pre}
            """)
        #expect(runbook.steps.flatMap(\.commands).map(\.placeholderNames) == [[], ["APP_NAME"]])
    }

    @Test func aSessionCommandPlacesThemAfterThePrompt() throws {
        let runbook = try DialectReadingTests.read(
            """
            # Target
            {: #target}

            1. Target the region.

               ```
               $ ibmcloud target -r REGION_NAME
               ```
               {: pre}
            """)
        let command = try #require(runbook.steps.first?.commands.first)
        #expect(command.placeholders.map(\.location) == [SourceLocation(line: 7, column: 25)])
    }
}
