import Testing

@testable import RunbookKit

/// The seeds' own tables, read as the lead's interpreter will hand them over.
@Suite struct HTMLTableReaderTests {
    private func table(_ region: SeedTables.Region) throws -> HTMLTable {
        let tables = HTMLTableReader.tables(in: region.text, line: region.line, column: region.column)
        try #require(tables.count == 1)
        return tables[0]
    }

    private func dataRows(_ table: HTMLTable) -> [TableRow] {
        table.rows.filter { !$0.isHeader }
    }

    /// Where `check` puts the table of `region` once its `</table>` is gone: at its `<table` tag.
    private func unclosedAt(_ region: SeedTables.Region) -> [Int] {
        let text = region.text.replacingOccurrences(of: "</table>", with: "")
        let issues = HTMLTableReader.tables(in: text, line: region.line, column: region.column).flatMap(\.issues)
        return issues.filter { $0.kind == .unclosedTable }.flatMap { [$0.line, $0.column] }
    }

    @Test func strayEndTagsInSeed002Table1() throws {
        let table = try table(SeedTables.seed002Table1)
        #expect(unclosedAt(SeedTables.seed002Table1) == [78, 5])
        #expect(
            table.issues == [
                HTMLIssue(kind: .headerCellOutsideRow, line: 81, column: 5, text: "<th colspan=2>"),
                HTMLIssue(kind: .strayEndTag, line: 94, column: 114, text: "</li>"),
                HTMLIssue(kind: .strayEndTag, line: 94, column: 119, text: "</ul>"),
            ])
        let header = try #require(table.rows.first)
        #expect(header.isHeader && header.line == 81)
        #expect(header.cells.map(\.text) == ["Understanding this command's components"])
        #expect(header.cells.first?.columnSpan == 2)
        let rows = dataRows(table)
        #expect(rows.count == 6)
        #expect(rows.allSatisfy { $0.cells.count == 2 })
        #expect(
            rows.map { $0.cells[0].spans } == [
                ["--namespace <kubernetes_namespace>"], ["<secret_name>"], ["--docker-server <registry_url>"],
                ["--docker-username <docker_username>"], ["--docker-password <token_value>"],
                ["--docker-email <docker-email>"],
            ])
        let server = rows[2].cells[1]
        #expect(
            server.text == "Required. The URL to the image registry where your namespace is set up: "
                + "registry.<dedicated_domain>")
        #expect(rows[0].cells[1].spans == ["kubectl get namespaces"])
    }

    @Test func columnsCountScalarsAfterAccents() throws {
        let table = try table(SeedTables.seed000Table1)
        // Line 97 has "é" twice before `</li>`: byte columns would be 121 and 126.
        #expect(
            table.issues == [
                HTMLIssue(kind: .headerCellOutsideRow, line: 84, column: 5, text: "<th colspan=2>"),
                HTMLIssue(kind: .strayEndTag, line: 97, column: 119, text: "</li>"),
                HTMLIssue(kind: .strayEndTag, line: 97, column: 124, text: "</ul>"),
            ])
        #expect(dataRows(table)[2].cells[1].text.hasSuffix("est configuré : registry.<dedicated_domain>"))
    }

    @Test func rowWithoutTrIsKeptInSeed002Table2() throws {
        let table = try table(SeedTables.seed002Table2)
        #expect(
            table.issues == [
                HTMLIssue(kind: .headerCellOutsideRow, line: 132, column: 9, text: "<th colspan=2>"),
                HTMLIssue(kind: .cellOutsideRow, line: 147, column: 9, text: "<td>"),
            ])
        let rows = dataRows(table)
        #expect(rows.count == 6)
        #expect(
            rows.map { $0.cells.first?.spans ?? [] } == [
                ["<pod_name>"], ["<container_name>"], ["<my_namespace>"], ["<my_image>"], ["<tag>"], ["<secret_name>"],
            ])
        let image = rows[3]
        #expect(image.line == 147)
        #expect(image.cells[1].spans == ["bx cr image-list"])
        #expect(image.cells[1].text.contains("{{site.data.keyword.Bluemix_notm}} account"))
        // The backticks in a cell are markdown, read as a code span.
        #expect(rows[2].cells[1].spans == ["bx cr namespace-list"])
        #expect(rows[2].cells[1].text.hasSuffix("run bx cr namespace-list."))
    }

    @Test func backtickCellsInSeed003() throws {
        let table = try table(SeedTables.seed003Flags)
        #expect(table.issues == [HTMLIssue(kind: .headerCellOutsideRow, line: 97, column: 9, text: "<th colspan=2>")])
        let rows = dataRows(table)
        #expect(rows.map { $0.cells[0].spans } == [["--description"], ["--non-expiring"], ["--readwrite"]])
        #expect(rows.map { $0.cells[0].text } == ["--description", "--non-expiring", "--readwrite"])
        // `<br> **Conseil :**`: the break is a space, the strong markers go, their words stay.
        #expect(rows[1].cells[1].text.contains("au bout de 24 heures. Conseil : afin de bloquer"))
    }

    @Test func malformedSummaryInSeed004StillReadsTheTable() throws {
        let table = try table(SeedTables.seed004Tokens)
        let bad = "summary-\"Input parameters to retrieve tokens\""
        #expect(
            table.issues == [
                HTMLIssue(kind: .malformedAttribute, line: 440, column: 12, text: bad),
                HTMLIssue(kind: .headerCellOutsideRow, line: 443, column: 9, text: "<th>"),
            ])
        #expect(table.rows.first?.cells.map(\.text) == ["Paramètres d'entrée", "Valeurs"])
        let rows = dataRows(table)
        #expect(rows.count == 4)
        let header = rows[0].cells[1]
        #expect(
            header.text == "Content-Type:application/x-www-form-urlencoded; "
                + "Authorization: Basic Yng6Yng= Remarque : Yng6Yng= est égal à l'autorisation codée dans l'URL "
                + "correspondant au nom d'utilisateur bx et au mot de passe bx.")
        #expect(header.spans == ["Remarque", "Yng6Yng=", "bx", "bx"])
        let body = rows[1].cells[1]
        #expect(body.spans == ["<username>", "<password>", "Remarque", "uaa_client_secret"])
        #expect(body.text.hasPrefix("grant_type: password; response_type: cloud_iam uaa; username: <username>;"))
        #expect(
            body.text.hasSuffix(
                "uaa_client_secret:; Remarque : ajoutez la clé uaa_client_secret sans spécifier "
                    + "de valeur."))
    }

    @Test func listsInCellsAndTrEndingAnOpenCellInSeed004() throws {
        let table = try table(SeedTables.seed004Types)
        // The row closes its other cell and the list its other item: the cell `</tr>` ends and the item `</ul>`
        // ends were left open by mistake (HTML allows it, so the table still reads as below).
        #expect(
            table.issues == [
                HTMLIssue(kind: .headerCellOutsideRow, line: 406, column: 1, text: "<th>"),
                HTMLIssue(kind: .cellNotClosed, line: 412, column: 1, text: "<td>"),
                HTMLIssue(kind: .listItemNotClosed, line: 416, column: 635, text: "<li>"),
            ])
        #expect(unclosedAt(SeedTables.seed004Types) == [403, 1])
        #expect(table.rows.first?.isHeader == true)
        #expect(table.rows.first?.cells.map(\.text) == ["ID {{site.data.keyword.Bluemix_notm}}", "Mes options"])
        let rows = dataRows(table)
        #expect(rows.map { $0.cells.count } == [2, 2])
        #expect(rows[0].cells[1].text.hasPrefix("Nom d'utilisateur et mot de passe"))
        // The second item of row 2 has no `</li>`: `</ul>` ends it.
        #expect(rows[1].cells[1].text.hasSuffix("à la place."))
    }

    @Test func tabsCountOneColumnInSeed004() throws {
        let table = try table(SeedTables.seed004Account)
        // Its header cells are on lines that start with two spaces and a tab.
        #expect(table.issues.map { [$0.line, $0.column] } == [[511, 4]])
        #expect(
            table.rows[1].cells[1].text
                == "Content-Type: application/json; Authorization: bearer <iam_token>; Accept: application/json")
    }

    @Test func endBrTagsAreBreaksInSeed004() throws {
        let table = try table(SeedTables.seed004Refresh)
        // `</br>` is read as a break, as browsers do, and reported: it is no end tag.
        #expect(table.issues.map(\.kind) == [.headerCellOutsideRow, .strayEndTag, .strayEndTag])
        #expect(table.issues.map(\.column) == [5, 40, 45])
        let header = dataRows(table)[0].cells[1]
        #expect(
            header.text.hasPrefix(
                "Content-Type: application/x-www-form-urlencoded; Authorization: Basic "
                    + "Yng6Yng= Remarque : Yng6Yng= est égal"))
        let apiKey = dataRows(table)[2].cells[1]
        #expect(
            apiKey.spans == ["urn:ibm:params:oauth:grant-type:apikey", "<api_key>", "Remarque :", "uaa_client_secret"])
    }

    /// A Markdown link in a cell reads as its text, as a Markdown table's does: its target goes (parentheses in it
    /// too), and so does an image's; one in a code span, or with a blank in its target, is text.
    @Test func markdownLinksInACellReadAsTheirText() throws {
        let html = """
            <table><tr><td>See [the **naming** rules](https://x.example/a_(b)) and ![icon](i.png), \
            `a[0](x)`, [c](d e) and [f] (g).</td></tr></table>
            """
        let tables = HTMLTableReader.tables(in: html, line: 1, column: 1)
        #expect(
            tables.first?.rows.first?.cells.first?.text
                == "See the naming rules and icon, a[0](x), [c](d e) and [f] (g).")
    }

    @Test func seedTablesJoinedInOneRegionComeBackInOrder() {
        let region =
            SeedTables.seed002Table1.text + "\n\nSome prose between, ignored.\n\n"
            + String(repeating: " ", count: 8) + SeedTables.seed002Table2.text
        let tables = HTMLTableReader.tables(in: region, line: 78, column: 5)
        #expect(tables.map { $0.rows.first?.line } == [81, 112 + 132 - 129])
        #expect(tables[1].issues.map(\.line) == [112 + 132 - 129, 112 + 147 - 129])
        let unclosed = HTMLTableReader.tables(
            in: region.replacingOccurrences(of: "</table>", with: ""), line: 78, column: 5)
        let positions = unclosed.flatMap(\.issues).filter { $0.kind == .unclosedTable }.map { [$0.line, $0.column] }
        #expect(positions == [[78, 5], [112, 9]])
    }
}

extension HTMLTableReader {
    /// The tables in `html`, which starts at `line` and `column` of its page: its tokens read for them alone.
    static func tables(in html: String, line: Int, column: Int) -> [HTMLTable] {
        let bytes = Array(html.utf8)
        return tables(HTMLScanner.tokens(bytes), of: bytes, line: line, column: column)
    }
}
