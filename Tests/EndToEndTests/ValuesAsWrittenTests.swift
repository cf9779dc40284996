import Foundation
import TestSupport
import Testing

/// `docrun run --values`: the command receives each value as the file wrote it, in YAML and in JSON.
@Suite struct ValuesAsWrittenTests {
    static let page = """
        # Versions
        {: #versions}

        1.  Show the values.

            ```
            printf '[%s]\\n' "<version>" "<octal>" "<flag>" "<hex>" "<exponent>" "<quoted>"
            ```
            {: pre}
        """

    static let files: [(name: String, text: String)] = [
        ("values.yml", "version: 1.10\noctal: 010\nflag: off\nhex: 0x1F\nexponent: 1e3\nquoted: 'it''s'\n"),
        (
            "values.json",
            #"{"version": 1.10, "octal": "010", "flag": false, "hex": "0x1F", "exponent": 1e3, "quoted": "it's"}"#
        ),
    ]

    @Test(arguments: files) func theCommandGetsTheTextAsWritten(name: String, text: String) throws {
        let sandbox = try RunSandbox(page: Self.page)
        let file = sandbox.folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["--values", file.path])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        let flag = name.hasSuffix(".json") ? "false" : "off"
        #expect(result.stdout.contains("[1.10]\n[010]\n[\(flag)]\n[0x1F]\n[1e3]\n[it's]\n"), "\(result.stdout)")
    }

    /// Yams prints a notice on standard output when `YAMS_DEFAULT_ENCODING` is set and the encoding is not given;
    /// reading a values file must not, or the notice lands before the plan's JSON.
    @Test func aYamsEncodingInTheEnvironmentLeavesThePlanJSONAlone() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let file = sandbox.folder.appendingPathComponent("values.yml")
        try "version: 1.10\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try DocrunProcess.run(
            ["plan", sandbox.page, "--values", file.path, "--format", "json"], directory: sandbox.folder,
            environment: sandbox.environment(["YAMS_DEFAULT_ENCODING": "UTF8"]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("YAMS_DEFAULT_ENCODING"), "\(result.stdout)")
        #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(result.stdout)")
    }
}
