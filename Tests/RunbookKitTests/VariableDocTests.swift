import MarkdownTree
import Testing

@testable import RunbookKit

/// What a page says of a shell variable its commands expand (`$REGION`) is read as a placeholder's documentation is,
/// in each language and form, when the reader is asked to (`RunbookReader.documentsVariables`, for `plan` and `run`).
@Suite struct VariableDocTests {
    /// A page whose one step runs `command`, then says `prose`.
    static func page(_ command: String, _ prose: String) -> String {
        """
        # Target
        {: #target}

        1.  Target your region.

            ```sh
            \(command)
            ```
            {: pre}

            \(prose)
        """
    }

    static func described(_ command: String, _ prose: String) throws -> [String: String] {
        let source = try PageSource(path: "page.md", bytes: Array(page(command, prose).utf8))
        return RunbookReader(documentsVariables: true).read(source).variableDescriptions
    }

    @Test(arguments: [
        ("where `REGION` is the region of your account.", "the region of your account"),
        ("Replace `REGION` with the region of your account.", "the region of your account"),
        ("où `REGION` est la région de votre compte.", "la région de votre compte"),
        ("Remplacez `REGION` par la région de votre compte.", "la région de votre compte"),
        ("em que `REGION` é a região da sua conta.", "a região da sua conta"),
        ("Substitua `REGION` pela região da sua conta.", "região da sua conta"),
        (
            "| Variable | Description |\n    |---|---|\n    | `REGION` | The region of your account. |",
            "The region of your account."
        ),
    ])
    func eachFormAndLanguageDescribesIt(prose: String, description: String) throws {
        #expect(try Self.described(#"bx target -r "${REGION}""#, prose) == ["REGION": description])
    }

    /// A name documented as the command expands it, `$REGION` or `${REGION}`, documents `REGION` in every form: a
    /// bullet's term, a table's name cell, a sentence's span.
    @Test(arguments: [
        ("- `$REGION`: the region of your account.", "the region of your account."),
        ("- `${REGION}`: la région de votre compte.", "la région de votre compte."),
        (
            "| Variable | Description |\n    |---|---|\n    | `$REGION` | The region of your account. |",
            "The region of your account."
        ),
        (
            "| Variável | Descrição |\n    |---|---|\n    | `${REGION}` | A região da sua conta. |",
            "A região da sua conta."
        ),
        ("where `$REGION` is the region of your account.", "the region of your account"),
        ("où `${REGION}` est la région de votre compte.", "la région de votre compte"),
        ("Substitua `$REGION` pela região da sua conta.", "região da sua conta"),
    ])
    func aNameWrittenAsExpandedDescribesIt(prose: String, description: String) throws {
        #expect(try Self.described(#"bx target -r "$REGION""#, prose) == ["REGION": description])
        #expect(try Self.described(#"bx target -r "${REGION}""#, prose) == ["REGION": description])
    }

    /// `$` alone, a default (`${REGION:-us-south}`) or a keyref (`${{x}}`) names nothing.
    @Test(arguments: ["- `$`: the region.", "- `${REGION:-us-south}`: the region.", "- `${{REGION}}`: the region."])
    func anExpansionThatIsNoNameDescribesNothing(prose: String) throws {
        #expect(try Self.described(#"bx target -r "$REGION""#, prose).isEmpty)
    }

    /// A placeholder of the same spelling takes what documents that spelling; a variable the page does not
    /// document has no description, and the reader not asked reads none.
    @Test func aPlaceholderOfTheSameSpellingTakesItsDocumentation() throws {
        let prose = "where `REGION` is the region of your account."
        #expect(try Self.described(#"bx target -r "$REGION" -g <region>"#, prose).isEmpty)
        #expect(try Self.described(#"bx target -r "$REGION""#, "Then run it.").isEmpty)
        let source = try PageSource(path: "page.md", bytes: Array(Self.page(#"bx target -r "$REGION""#, prose).utf8))
        #expect(RunbookReader().read(source).variableDescriptions.isEmpty)
    }
}
