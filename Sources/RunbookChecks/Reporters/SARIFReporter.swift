import MarkdownTree
import RunbookKit
import ShellSyntax

/// The SARIF 2.1.0 report, in the subset GitHub code scanning reads: the tool and its rules, then one result per
/// diagnostic, its notes as related locations.
///
/// A diagnostic that ignore comments or a configuration silence is a result too (the run keeps them for this report:
/// `CheckOptions.keepsSilenced`), with its `suppressions`: `inSource` for a comment, its reason the justification,
/// `external` for a configuration that turns the rule off. SARIF wants every result's `suppressions` or none, so the
/// others have an empty array: docrun knows they are not suppressed.
///
/// Paths are relative to the repository root (`GITHUB_WORKSPACE` in a workflow, else the working directory), so GitHub
/// can place them, and say so: their `uriBaseId` is `%SRCROOT%`, which the run's `originalUriBaseIds` gives as that
/// folder's `file://` URI, for viewers that open the report on another machine.
enum SARIFReporter {
    static let home = "https://github.com/docrun/docrun"
    static let root = "%SRCROOT%"

    static func render(_ report: CheckReport, workingDirectory: String, root base: String) -> String {
        let ruleIndex = report.ruleIndex
        let driver = JSONValue.object([
            ("name", .string("docrun")), ("informationUri", .string(home)),
            ("rules", .array(report.rules.map(ruleValue))),
        ])
        let reported = report.diagnostics.map { ($0, [SilencedDiagnostic.Suppression]()) }
        let silenced = report.silenced.map { ($0.diagnostic, $0.suppressions) }
        // Both sorted: one list sorted the same way.
        let all = silenced.isEmpty ? reported : (reported + silenced).sorted { CheckReport.inOrder($0.0, $1.0) }
        let results = all.map { diagnostic, suppressions in
            var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.rule))]
            if let index = ruleIndex[diagnostic.rule] { members.append(("ruleIndex", .int(index))) }
            members += [
                ("level", .string(level(diagnostic.severity))), ("message", text(diagnostic.message)),
                (
                    "locations",
                    .array([.object(location(diagnostic.file, diagnostic.location, workingDirectory, base))])
                ),
            ]
            if !diagnostic.notes.isEmpty {
                let related = diagnostic.notes.enumerated().map { index, note in
                    JSONValue.object(
                        [("id", .int(index + 1))] + location(note.file, note.location, workingDirectory, base)
                            + [("message", text(note.message))])
                }
                members.append(("relatedLocations", .array(related)))
            }
            let justified = suppressions.map {
                suppression($0, language: report.options.messageLanguage, workingDirectory, base)
            }
            members.append(("suppressions", .array(justified)))
            return JSONValue.object(members)
        }
        // The messages' language: SARIF takes them for American English unless told (`--lang fr`).
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])), ("language", .string(report.options.messageLanguage.rawValue)),
            ("originalUriBaseIds", .object([(root, .object([("uri", .string(folderURI(base)))]))])),
            ("columnKind", .string("unicodeCodePoints")), ("results", .array(results)),
        ])
        let log = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return log.rendered() + "\n"
    }

    /// A `suppression` object: `inSource` with the comment's reason, or `external` naming the configuration file
    /// (relative to the report's root, as the results' paths are) in the run's language.
    private static func suppression(
        _ suppression: SilencedDiagnostic.Suppression, language: Language, _ workingDirectory: String, _ base: String
    ) -> JSONValue {
        switch suppression {
        case .comment(let reason):
            return .object([("kind", .string("inSource"))] + (reason.map { [("justification", .string($0))] } ?? []))
        case .configuration(let file):
            let shown = SystemPath.shown(PathText.reported(file, from: workingDirectory, root: base))
            return .object([
                ("kind", .string("external")),
                ("justification", .string(ReportMessages.turnedOff(language, ["file": shown]))),
            ])
        }
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        severity == .notice ? "note" : severity.rawValue
    }

    private static func text(_ text: String) -> JSONValue {
        .object([("text", .string(text))])
    }

    private static func ruleValue(_ rule: RuleDescription) -> JSONValue {
        let help = home + "/blob/main/docs/checks.md#" + rule.id
        let name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return .object([
            ("id", .string(rule.id)), ("name", .string(name)), ("shortDescription", text(rule.rationale)),
            ("fullDescription", text(rule.rationale)),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ("helpUri", .string(help)), ("help", text(rule.rationale + " See " + help)),
        ])
    }

    private static func location(
        _ file: String, _ at: SourceLocation, _ workingDirectory: String, _ base: String
    ) -> [(String, JSONValue)] {
        let region = JSONValue.object([("startLine", .int(at.line)), ("startColumn", .int(at.column))])
        let uri = uri(file, workingDirectory, root: base)
        let artifact = JSONValue.object(
            [("uri", .string(uri))] + (uri.hasPrefix("file:") ? [] : [("uriBaseId", .string(root))]))
        return [("physicalLocation", .object([("artifactLocation", artifact), ("region", region)]))]
    }

    /// The path relative to the working directory (`PathText.reported`), as a URI reference; a `file://` URI when it
    /// is not below it.
    static func uri(_ path: String, _ workingDirectory: String, root: String? = nil) -> String {
        let reported = PathText.reported(path, from: workingDirectory, root: root)
        return (reported.hasPrefix("/") ? "file://" : "") + encoded(reported)
    }

    /// The absolute `folder` as a `file://` URI ending with `/`, as a base URI must.
    static func folderURI(_ folder: String) -> String {
        "file://" + encoded(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The name's bytes (`SystemPath`) percent-encoded but the unreserved ones and `/`: a Latin-1 `caf\xE9.md` is
    /// `caf%E9.md`, which names the file exactly, as a URI may.
    private static func encoded(_ path: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in SystemPath.bytes(of: path) {
            if byte.isASCIILetter || byte.isASCIIDigit || byte.isOne(of: "-._~/") {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
