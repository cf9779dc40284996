import RunbookKit

/// The JUnit XML report: one `<testsuite>` for the run, one `<testcase>` per page (its path as class name and
/// name), a `<failure>` per diagnostic that fails the run (errors; warnings too under `--strict`). Diagnostics
/// that do not fail are listed in the test case's `<system-out>`.
enum JUnitReporter {
    static func render(_ report: CheckReport) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in report.diagnostics { byFile[diagnostic.file, default: []].append(diagnostic) }
        var files = report.pages
        let known = Set(files)
        files += byFile.keys.filter { !known.contains($0) }.sorted()
        let failures = report.diagnostics.filter(report.fails).count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        out += "  <testsuite name=\"docrun check\" tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for file in files {
            let path = escape(file)
            let diagnostics = byFile[file] ?? []
            guard !diagnostics.isEmpty else {
                out += "    <testcase classname=\"\(path)\" name=\"\(path)\"/>\n"
                continue
            }
            out += "    <testcase classname=\"\(path)\" name=\"\(path)\">\n"
            var others: [String] = []
            for diagnostic in diagnostics {
                let line = describe(diagnostic)
                guard report.fails(diagnostic) else {
                    others.append(line)
                    continue
                }
                out += "      <failure type=\"\(escape(diagnostic.rule))\" message=\"\(escape(diagnostic.message))\">"
                out += escape(line) + "</failure>\n"
            }
            if !others.isEmpty {
                out += "      <system-out>" + escape(others.joined(separator: "\n")) + "</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    private static func describe(_ diagnostic: Diagnostic) -> String {
        var text = "\(diagnostic.file):\(diagnostic.location.line):\(diagnostic.location.column): "
        text += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
        for note in diagnostic.notes {
            text += "\n\(note.file):\(note.location.line):\(note.location.column): note: \(note.message)"
        }
        return text
    }

    /// Text safe in XML content and attribute values; characters XML 1.0 forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
