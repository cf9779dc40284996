import RunbookKit
import Testing

@testable import RunbookChecks

/// Hostile and broken pages give diagnostics, never a crash.
@Suite struct RobustnessTests {
    static let hostile = [
        "<table summary-\"x\">\n<tr><td>a</td></tr>\n",
        "<table>\n<td>\n\n\n<td></li></ul></p></table></table>\n",
        "{{{{site.data.keyword.}}}} {{ {{site.keyword }}\n{{",
        "{:\n{: \n{:pre: \n{: #}\n{: .}\n{: a=}\n{: =b}\n{: \"unbalanced}\n{:: }\n",
        "1.\n2.\n99999999999999999999.\n-1.\n0. x\n\t3. y\n",
        "```\n````\n~~~\n``\n   ```   x\n",
        "- ```\n  a\n b\n```\n    ```\n",
        "[a](#) [b](#x) [c](#x1) [d](# ) <a href=\"#\"> <a href=\"#\n",
        "> ```\n> a\n\n> ```\n",
        "\t\t\t{: pre}\n\t```\n\t\tx\n",
        "<!-- docrun-ignore\n\n-->\n<!-- docrun-ignore -->",
        String(repeating: "<td>", count: 2000) + "\n",
        String(repeating: "{{", count: 3000) + "\n",
        String(repeating: "1. ", count: 300) + "x\n",
        "Replace <x with <y>.\n```\n<a><<b>>\n```\n{: pre}\n| <c> | d |\n|---|---|\n| <c> | e |\n",
    ]

    @Test func hostilePages() {
        let pages = Self.hostile.enumerated().map { PageInput(path: "hostile\($0.offset).md", text: $0.element) }
        let report = try! CheckRunner(options: CheckOptions(threads: 2)).check(pages: pages)
        #expect(report.pages.count == pages.count)
        for format in ReportFormat.allCases { #expect(!Reporter.render(report, as: format).isEmpty) }
    }

    @Test func truncatedSeeds() {
        var pages: [PageInput] = []
        for seed in Seeds.pages {
            let step = max(1, seed.bytes.count / 15)
            for cut in stride(from: step, to: seed.bytes.count, by: step) {
                pages.append(PageInput(path: "\(seed.path)@\(cut)", bytes: Array(seed.bytes[..<cut])))
            }
        }
        let report = try! CheckRunner(options: CheckOptions(threads: 2)).check(pages: pages)
        #expect(report.pages.count == pages.count)
        #expect(report.diagnostics == report.diagnostics.sorted(by: CheckReport.inOrder))
    }
}
