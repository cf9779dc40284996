import Testing

@testable import RunbookKit

/// What a page says of a value besides what it is, on pages written for the test in the three languages: that it is
/// optional, then what it is after a `;`; that a default is used when it is not set; the default of several values at
/// once; what it is after "Trata-se"/"Il s'agit" with the article written into "de"; and a bullet that only points to
/// another section.
@Suite struct PlaceholderStatementTests {
    static func command(_ text: String) -> String { "```\n\(text)\n```\n{: pre}\n" }

    static func read(_ page: String) throws -> Runbook {
        RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
    }

    /// Each name's description (or `-`), and `optional` or `required`.
    static func described(_ runbook: Runbook, _ names: [String]) -> [String] {
        names.map { name in
            runbook.placeholder(named: name).map {
                "\(name)=\($0.description ?? "-") \($0.isRequired ? "required" : "optional")"
            } ?? "\(name) not listed"
        }
    }

    @Test func anOptionalValueIsDescribedAfterASemicolon() throws {
        let runbook = try Self.read(
            """
            \(Self.command("acme put <zone> <zone_fr> <zona> <tier>"))
            `<zone>` is optional; it is the zone.

            `<zone_fr>` est facultatif ; il s'agit de la zone.

            `<zona>` é opcional; é a zona.

            `<tier>` is optional; the default is `gold`.
            """)
        #expect(
            Self.described(runbook, ["zone", "zone_fr", "zona", "tier"]) == [
                "zone=the zone optional", "zone_fr=la zone optional", "zona=a zona optional",
                "tier=the default is gold optional",
            ])
        #expect(runbook.placeholder(named: "tier")?.documentedDefault == "gold")
    }

    /// "Trata-se da zona" describes as "É a zona" does: as a term's description, whole, and after a sentence that
    /// says whether the value is required, from its article ("a zona", "os nomes", "le nom").
    @Test func theArticleInAContractionIsTheDescriptions() throws {
        let runbook = try Self.read(
            """
            \(Self.command("acme put <zona> <nome> <regiao> <discos> <nom> <tipo>"))
            - `<zona>`: Trata-se da zona onde o disco fica.
            - `<nome>`: É o nome do disco.

            `<regiao>` é obrigatório. Trata-se da região do disco.

            `<discos>` é opcional. Trata-se dos nomes dos discos.

            `<nom>` est obligatoire. Il s'agit du nom du disque.

            `<tipo>` é opcional; trata-se do tipo do disco.
            """)
        #expect(
            Self.described(runbook, ["zona", "nome", "regiao", "discos", "nom", "tipo"]) == [
                "zona=Trata-se da zona onde o disco fica. required", "nome=É o nome do disco. required",
                "regiao=a região do disco required", "discos=os nomes dos discos optional",
                "nom=le nom du disque required", "tipo=o tipo do disco optional",
            ])
    }

    /// A bullet that points to the section that tells the values describes the value by its words and the link's
    /// text, in a bullet, a definition and a table alike, and the page reads without a note.
    @Test func aPointerToASectionDescribes() throws {
        let runbook = try Self.read(
            """
            # Disks
            {: #disks}

            1. Create the disk.

               \(Self.command("acme put <zone> <zone_fr> <zona> <tier> <size>"))
               Where:

               - `<zone>`: see [Zones](#zones).
               - `<zone_fr>` : voir [Zones](#zones).
               - `<zona>`: veja [Zonas](#zones).

               `<tier>`
               : See [Tiers](#zones).

               | Value | Description |
               |---|---|
               | `<size>` | See [Sizes](#zones). |

            ## Zones
            {: #zones}

            The zones are `dal10` and `fra02`.
            """)
        let read = ["zone", "zone_fr", "zona", "tier", "size"].map { name in
            runbook.placeholder(named: name)?.documentation.first.map { "\($0.description) (\($0.source.rawValue))" }
        }
        #expect(
            read == [
                "see Zones. (bullet-list)", "voir Zones. (bullet-list)", "veja Zonas. (bullet-list)",
                "See Tiers. (definition)", "See Sizes. (markdown-table)",
            ])
        #expect(runbook.notes.isEmpty, "\(runbook.notes)")
    }

    /// "If `<x>` is not set, the default is used." says the value may be left out: of what describes it elsewhere too,
    /// and of several names; a default it states is its description.
    @Test func aValueLeftUnsetTakesTheDefault() throws {
        let runbook = try Self.read(
            """
            \(Self.command("acme put <zone> <zone_fr> <zona> <a> <b> <tier> <size>"))
            If `<zone>` is not set, the default is used.

            Si `<zone_fr>` n'est pas défini, la valeur par défaut est utilisée.

            Se `<zona>` não for definido, o valor padrão é usado.

            If `<a>` and `<b>` are not specified, the defaults are used.

            If `<tier>` is not set, the default is `gold`.

            If `<size>` is not set, the command fails.

            | Value | Description |
            |---|---|
            | `<zone>` | The zone of the disk. |
            """)
        #expect(
            Self.described(runbook, ["zone", "zone_fr", "zona", "a", "b", "tier", "size"]) == [
                "zone=The zone of the disk. optional", "zone_fr=- optional", "zona=- optional", "a=- optional",
                "b=- optional", "tier=If <tier> is not set, the default is gold optional", "size=- required",
            ])
        #expect(runbook.placeholder(named: "tier")?.documentedDefault == "gold")
    }

    /// A default stated once for several names is each one's.
    @Test func aDefaultOfSeveralNamesIsEachOnes() throws {
        let runbook = try Self.read(
            """
            \(Self.command("acme put <a> <b> <c> <d> <e> <f> <g> <h> <i>"))
            `<a>`, `<b>` and `<c>` default to `1`.

            Par défaut, `<d>`, `<e>` et `<f>` valent `2`.

            Por padrão, `<g>`, `<h>` e `<i>` são `3`.
            """)
        let defaults = ["a", "b", "c", "d", "e", "f", "g", "h", "i"].map {
            runbook.placeholder(named: $0)?.documentedDefault ?? "-"
        }
        #expect(defaults == ["1", "1", "1", "2", "2", "2", "3", "3", "3"])
    }
}
