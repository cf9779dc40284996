import RunbookKit

/// The JUnit XML report: a `<testsuite>` per page, and in it a `<testcase>` per diagnostic, named by its rule and
/// position; a page without diagnostics is one passing test case named by its path.
///
/// A diagnostic that fails the run is a `<failure>`, or an `<error>` for `page-unreadable`; one that does not is a
/// passing test case with the diagnostic in its `<system-out>`, so `failures` + `errors` count what fails the run.
/// The page's control characters are shown (`VisibleText`) in the failure's `message` as in its text: CI servers
/// show the attribute as the failure's title.
enum JUnitReporter {
    static func render(_ report: CheckReport) -> String {
        let byFile = Dictionary(grouping: report.diagnostics, by: \.file)
        let known = Set(report.pages)
        let files = report.pages + byFile.keys.filter { !known.contains($0) }.sorted()
        var suites = ""
        var totals = (tests: 0, failures: 0, errors: 0)
        for file in files {
            let path = escape(SystemPath.shown(file))
            let diagnostics = byFile[file] ?? []
            var cases = diagnostics.isEmpty ? "    <testcase classname=\"\(path)\" name=\"\(path)\"/>\n" : ""
            var (failures, errors) = (0, 0)
            for diagnostic in diagnostics {
                let name = "\(diagnostic.rule) \(diagnostic.location.line):\(diagnostic.location.column)"
                cases += "    <testcase classname=\"\(path)\" name=\"\(escape(name))\">\n"
                let text = escape(
                    ([diagnostic.headline()] + diagnostic.notes.map(\.line)).joined(separator: "\n"), inContent: true)
                if report.fails(diagnostic) {
                    let element = diagnostic.rule == PageUnreadable.description.id ? "error" : "failure"
                    if element == "error" { errors += 1 } else { failures += 1 }
                    cases += "      <\(element) type=\"\(escape(diagnostic.rule))\" "
                    cases += "message=\"\(escape(VisibleText.of(diagnostic.message)))\">\(text)</\(element)>\n"
                } else {
                    cases += "      <system-out>\(text)</system-out>\n"
                }
                cases += "    </testcase>\n"
            }
            let tests = max(1, diagnostics.count)
            suites += "  <testsuite name=\"\(path)\" tests=\"\(tests)\" failures=\"\(failures)\" "
            suites += "errors=\"\(errors)\">\n" + cases + "  </testsuite>\n"
            totals = (totals.tests + tests, totals.failures + failures, totals.errors + errors)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"docrun check\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
        out += "errors=\"\(totals.errors)\">\n"
        return out + suites + "</testsuites>\n"
    }

    /// Text safe in an XML attribute value or, `inContent`, in content; characters XML 1.0 forbids become U+FFFD.
    ///
    /// A parser turns a raw newline or tab of an attribute into a blank, and a raw CR anywhere into a newline: those
    /// are written as character references (a path may hold them).
    static func escape(_ text: String, inContent: Bool = false) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "\n" where inContent, "\t" where inContent: String(scalar)
            case "\n", "\t", "\r": "&#\(scalar.value);"
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: "\u{FFFD}"
            default: String(scalar)
            }
        }.joined()
    }
}
