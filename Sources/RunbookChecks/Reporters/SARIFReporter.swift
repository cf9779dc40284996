import MarkdownTree
import RunbookKit

/// Where docrun's documentation lives, for links in reports.
public enum ToolInfo {
    /// The tool's name in reports.
    public static let name = "docrun"
    /// The project's home page.
    public static let informationURI = "https://github.com/docrun/docrun"
    /// The rule reference; a rule's section is this plus `#rule-id`.
    public static let rulesURI = informationURI + "/blob/main/docs/checks.md"
}

/// The SARIF 2.1.0 report, in the subset GitHub code scanning reads: the tool and its rules, then one result per
/// diagnostic with its rule, level, message, location and notes as related locations.
///
/// Paths are relative to the working directory (the repository root in CI), so GitHub can place them; columns
/// count Unicode scalars, which the run declares with `columnKind`.
enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ report: CheckReport, workingDirectory: String) -> String {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in report.rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = index }
        let driver = JSONValue.object([
            ("name", .string(ToolInfo.name)),
            ("informationUri", .string(ToolInfo.informationURI)),
            ("rules", .array(report.rules.map(ruleValue))),
        ])
        let results = report.diagnostics.map { diagnostic in
            resultValue(diagnostic, index: ruleIndex[diagnostic.rule], workingDirectory: workingDirectory)
        }
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        let log = JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.rendered() + "\n"
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .notice: "note"
        }
    }

    private static func ruleValue(_ rule: RuleDescription) -> JSONValue {
        let help = ToolInfo.rulesURI + "#" + rule.id
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(rule.rationale))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ("helpUri", .string(help)),
            ("help", .object([("text", .string(rule.rationale + " See " + help))])),
        ])
    }

    private static func resultValue(_ diagnostic: Diagnostic, index: Int?, workingDirectory: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule))]
        if let index { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([location(diagnostic.file, diagnostic.location, workingDirectory)])),
        ]
        if !diagnostic.notes.isEmpty {
            let related = diagnostic.notes.enumerated().map { index, note -> JSONValue in
                guard case .object(let fields) = location(note.file, note.location, workingDirectory) else {
                    return .null
                }
                return .object([("id", .int(index + 1))] + fields + [("message", .object([("text", .string(note.message))]))])
            }
            members.append(("relatedLocations", .array(related)))
        }
        return .object(members)
    }

    private static func location(_ file: String, _ at: SourceLocation, _ workingDirectory: String) -> JSONValue {
        .object([
            (
                "physicalLocation",
                .object([
                    ("artifactLocation", .object([("uri", .string(uri(file, workingDirectory)))])),
                    ("region", .object([("startLine", .int(at.line)), ("startColumn", .int(at.column))])),
                ])
            )
        ])
    }

    /// The path relative to the working directory, as a URI reference (`%`-encoded outside unreserved and `/`).
    static func uri(_ path: String, _ workingDirectory: String) -> String {
        var relative = path
        if path.hasPrefix("/") {
            relative = PathText.relative(path, to: workingDirectory)
        } else {
            while relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        }
        var out = ""
        for byte in relative.utf8 {
            let isUnreserved =
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
            if isUnreserved {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return relative.hasPrefix("/") ? "file://" + out : out
    }
}
