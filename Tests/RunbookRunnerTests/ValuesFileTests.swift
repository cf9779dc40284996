import RunbookKit
import Testing

@testable import RunbookRunner

/// `--values`: a value is the text as written, whatever YAML or JSON would make of it.
@Suite struct ValuesFileTests {
    /// A YAML line `v: <written>` and the value docrun must take from it.
    static let yamlScalars: [(written: String, value: String)] = [
        ("1.10", "1.10"), ("010", "010"), ("0o17", "0o17"), ("0x1F", "0x1F"), ("1e3", "1e3"), ("+12", "+12"),
        ("-0", "-0"), (".5", ".5"), ("1_000", "1_000"), (".inf", ".inf"), (".NaN", ".NaN"),
        ("off", "off"), ("on", "on"), ("yes", "yes"), ("No", "No"), ("TRUE", "TRUE"), ("false", "false"),
        ("y", "y"), ("null", "null"), ("~", "~"), ("", ""), ("2024-01-02", "2024-01-02"), ("12:30:00", "12:30:00"),
        ("my-org", "my-org"), ("a b  c", "a b  c"), ("  padded  ", "padded"), ("x # comment", "x"),
        ("!!int 7", "7"), ("'1.10'", "1.10"), ("'it''s'", "it's"), ("'a\\tb'", "a\\tb"), ("\"010\"", "010"),
        ("\"a\\tb\"", "a\tb"), ("\"caf\\u00e9\"", "café"), ("\"\\\"q\\\"\"", "\"q\""), ("''", ""), ("\"\"", ""),
        ("\"  kept  \"", "  kept  "), ("&anchor 0x10", "0x10"),
        ("\\ud83d\\ude00", "\\ud83d\\ude00"),
    ]

    @Test(arguments: yamlScalars) func aYAMLScalarIsTheTextAsWritten(written: String, value: String) throws {
        let values = try ValuesFile.parse("v: \(written)\n", path: "values.yml")
        #expect(values["v"] == value, "v: \(written)")
    }

    /// A JSON member `"v": <written>` and the value docrun must take from it.
    static let jsonScalars: [(written: String, value: String)] = [
        ("1.10", "1.10"), ("1e3", "1e3"), ("1E+03", "1E+03"), ("-0.0", "-0.0"), ("10", "10"),
        ("12345678901234567890123", "12345678901234567890123"), ("true", "true"), ("false", "false"),
        ("null", "null"), ("\"1.10\"", "1.10"), ("\"a\\/b\"", "a/b"), ("\"\\u00e9t\\u00e9\"", "été"),
        ("\"tab\\there\"", "tab\there"), ("\"\"", ""),
        // JSON writes a character beyond U+FFFF as two escapes (Python's `json.dump` does), which YAML refuses alone.
        ("\"\\ud83d\\ude00\"", "\u{1F600}"),
        ("\"\\uD83D\\uDE00 \\u00e9\\\\ud83d\\\\ude00\"", "\u{1F600} é\\ud83d\\ude00"),
    ]

    @Test(arguments: jsonScalars) func aJSONValueKeepsItsText(written: String, value: String) throws {
        let values = try ValuesFile.parse("{\"v\": \(written), \"w\": 1}", path: "values.json")
        #expect(values["v"] == value, "\"v\": \(written)")
        #expect(values["w"] == "1")
    }

    @Test func keysAreTextAndAliasesGiveTheAnchoredText() throws {
        let values = try ValuesFile.parse("010: a\nfirst: &v 1.10\nsecond: *v\n", path: "values.yml")
        #expect(values == ["010": "a", "first": "1.10", "second": "1.10"])
    }

    /// A byte-order mark before YAML or JSON of one key or several is no part of the first key.
    @Test(arguments: ["a: bom\nb: two\n", "a: bom\n", "{\"a\": \"bom\", \"b\": \"two\"}"])
    func aByteOrderMarkIsSkipped(text: String) throws {
        let values = try ValuesFile.parse("\u{FEFF}" + text, path: "values.yml")
        #expect(values["a"] == "bom")
    }

    /// What is not a single value is refused, naming the file, the line and the placeholder.
    static let refused: [(text: String, message: String)] = [
        ("zone: eu-1\nv: [1, 2]\n", "values.yml:2: the value of 'v' must be a single value, not a list or a mapping"),
        ("v: {a: 1}\n", "values.yml:1: the value of 'v' must be a single value, not a list or a mapping"),
        ("- a\n- b\n", "values.yml:1: expected a mapping of placeholder names to values, like 'org_name: my-org'"),
        ("just text\n", "values.yml:1: expected a mapping of placeholder names to values, like 'org_name: my-org'"),
        ("zone: eu-1\n\n[a]: b\n", "values.yml:3: a placeholder name must be a single word, not a list or a mapping"),
        ("v: \"a\\nb\"\n", "values.yml: the value of 'v' contains a line break, which docrun does not accept"),
        ("v: |\n  a\n  b\n", "values.yml: the value of 'v' contains a line break, which docrun does not accept"),
    ]

    @Test(arguments: refused) func whatIsNotASingleValueIsRefused(text: String, message: String) {
        #expect { try ValuesFile.parse(text, path: "values.yml") } throws: {
            ($0 as? InputError)?.description == message
        }
    }

    /// What is wrong with a values file or a `--set`, in each language docrun speaks.
    static let refusedInEveryLanguage: [(text: String, language: Language, message: String)] = [
        ("- a\n", .fr, "values.yml:1 : un dictionnaire des noms de variables vers leurs valeurs était attendu"),
        ("- a\n", .pt, "values.yml:1: esperava-se um mapeamento de nomes de variáveis para valores"),
        (
            "v: [1]\n", .fr,
            "values.yml:1 : la valeur de 'v' doit être une seule valeur, pas une liste ni un dictionnaire"
        ),
        ("v: [1]\n", .pt, "values.yml:1: o valor de 'v' deve ser um único valor, não uma lista nem um mapeamento"),
        ("[a]: b\n", .fr, "values.yml:1 : le nom d'une variable doit être un seul mot"),
        ("v: \"a\\nb\"\n", .pt, "values.yml: o valor de 'v' contém uma quebra de linha, que o docrun não aceita"),
        ("v: \"a\\0b\"\n", .fr, "values.yml : la valeur de 'v' contient un octet NUL"),
        // At the `[` left open (until 30 November 2026 at the end of the file, where libyaml finds it).
        ("v: [\n", .fr, "values.yml:1:4 : ni du YAML ni du JSON valide : "),
        ("v: [\n", .pt, "values.yml:1:4: não é YAML nem JSON válido: "),
        (ValuesFileTests.laughs, .en, "values.yml:6: YAML aliases ('*name') that repeat more than 1000000 nodes"),
        (ValuesFileTests.laughs, .fr, "values.yml:6 : des alias YAML ('*nom') qui répètent plus de 1000000 nœuds"),
        (ValuesFileTests.laughs, .pt, "values.yml:6: aliases YAML ('*nome') que repetem mais de 1000000 nós"),
    ]

    /// Nine levels of nine aliases each, then a use of the last: a billion nodes.
    static let laughs =
        "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        + (1..<9).map { level in
            "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }.joined() + "top: *a8\n"

    /// Text that is not YAML is refused with libyaml's problem and where, quoting no line of the file.
    ///
    /// What libyaml was reading comes after the problem when it says; the place is where it found the problem, or the
    /// start of what it could not finish when that is the end of the file; for repeated keys, the first key's second
    /// place. Yams' own words quote the line, or for a repeated key the whole file, and a values file holds secrets.
    @Test(arguments: [
        (
            "a: [1, 2\npassword: hunter2-secret\n", "2:9",
            "did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)"
        ),
        ("password: hunter2-secret: c\n", "1:25", "mapping values are not allowed in this context"),
        ("password: hunter2-secret\npassword: hunter2-secret\n", "2:1", "duplicated key: 'password'"),
        ("b: 1\na: 1\nb: hunter2-secret\na: 2\n", "4:1", "duplicated keys: 'a', 'b'"),
        ("password: \"hunter2-secret\n", "1:11", "found unexpected end of stream (while scanning a quoted scalar"),
        ("password: h\u{E9}hunter2-secret\u{1}\n", "1:27", "control characters are not allowed"),
        ("password:\n\thunter2-secret\n", "2:1", "found character that cannot start any token"),
    ])
    func yamlProblemsNameTheirPlaceAndQuoteNoLine(text: String, position: String, problem: String) {
        #expect { try ValuesFile.parse(text, path: "values.yml") } throws: { error in
            let said = (error as? InputError)?.message(.en) ?? ""
            return said.hasPrefix("values.yml:\(position): not valid YAML or JSON: \(problem)")
                && !said.contains("hunter2") && !said.contains("\n")
        }
    }

    @Test(arguments: refusedInEveryLanguage.indices) func refusalsAreSaidInEveryLanguage(_ index: Int) {
        let example = Self.refusedInEveryLanguage[index]
        #expect { try ValuesFile.parse(example.text, path: "values.yml") } throws: { error in
            let said = (error as? InputError)?.message(example.language) ?? ""
            return said.hasPrefix(example.message)
        }
    }

    /// Bytes that are not UTF-8 in a `--set` value or a `DOCRUN_*` variable are refused, naming the value only.
    @Test func valuesThatAreNotTextAreRefused() throws {
        let cafe: [UInt8] = Array("label=Caf".utf8) + [0xE9]
        let cases: [([[UInt8]], [[UInt8]], String)] = [
            ([Array("docrun".utf8), Array("--set".utf8), cafe], [], "--set: the value of 'label' is not UTF-8 text"),
            ([Array("--set=".utf8) + cafe], [], "--set: the value of 'label'"),
            ([], [Array("DOCRUN_".utf8) + cafe.map { $0 == UInt8(ascii: "l") ? UInt8(ascii: "L") : $0 }], "DOCRUN_L"),
        ]
        for (arguments, environment, message) in cases {
            #expect { try ValuesFile.checkText(arguments: arguments, environment: environment) } throws: {
                let said = ($0 as? InputError)?.message(.en) ?? ""
                return said.hasPrefix(message) && !said.contains("Caf")
            }
        }
        let text = [Array("--set".utf8), Array("label=Café".utf8)]
        try ValuesFile.checkText(arguments: text, environment: [Array("DOCRUN_X=é".utf8), [0x48, 0xFF]])
        // No name before `=`: it may be all secret, so it is left to `parseAssignments`, which never shows it.
        let secret: [UInt8] = Array("MySecret".utf8) + [0xE9]
        try ValuesFile.checkText(arguments: [Array("--set".utf8), secret], environment: [])
        try ValuesFile.checkText(arguments: [Array("--set=".utf8) + [UInt8(ascii: "=")] + secret], environment: [])
    }

    @Test(arguments: [
        (Language.en, "--set number 2: expected NAME=VALUE"), (.fr, "--set numéro 2 : NOM=VALEUR attendu"),
        (.pt, "--set número 2: esperava-se NOME=VALOR"),
    ])
    func setAssignmentsAreRefusedInEveryLanguage(language: Language, message: String) {
        #expect { try ValuesFile.parseAssignments(["a=b", "api_keyMySecretValue"]) } throws: {
            let said = ($0 as? InputError)?.message(language) ?? ""
            return said.hasPrefix(message) && !said.contains("MySecretValue")
        }
    }

    @Test func anEmptyFileGivesNoValues() throws {
        #expect(try ValuesFile.parse("", path: "values.yml").isEmpty)
        #expect(try ValuesFile.parse("# nothing\n", path: "values.yml").isEmpty)
    }
}
