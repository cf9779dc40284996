import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookChecks

/// `.docrun.yml`: parsing, errors that name the file and line, globs, and the nearest-file lookup.
@Suite struct ConfigTests {
    static let known = RuleRegistry.ids

    private func parse(_ text: String, path: String = "/repo/.docrun.yml") throws(ConfigError) -> CheckConfig {
        try ConfigParser.parse(text, path: path, knownRules: Self.known, language: .en)
    }

    @Test func absolutePathsAreResolvedOnlyWhenNeeded() {
        let paths = ["/a/b/c.md", "/a/./b/../c.md", "/a/b/", "/a//b", "/a/.../b", "/é/x.md", "/..", "/"]
        let expected = ["/a/b/c.md", "/a/c.md", "/a/b", "/a/b", "/a/.../b", "/é/x.md", "/", "/"]
        #expect(paths.map { PathText.absolute($0) } == expected)
    }

    /// A name that starts with a combining mark is still a name after a slash: paths are split on the byte `/`, as
    /// the file system splits them, not on characters (where `/` and the mark are one character).
    @Test func pathsAreSplitOnTheSlashByte() {
        #expect(PathText.absolute("/a/../\u{301}b.md") == "/\u{301}b.md")
        #expect(PathText.withoutDotComponents("./\u{301}b.md") == "\u{301}b.md")
    }

    @Test func readsRulesIgnoreAndDefaults() throws {
        let config = try parse(
            """
            # comment
            rules:
              placeholder-unused: off
              anchor-broken: warning
            ignore:
              - drafts
              - "**/old-*.md"
            """)
        #expect(config.rules == ["placeholder-unused": .off, "anchor-broken": .warning])
        #expect(config.severity(of: "anchor-broken", default: .error) == .warning)
        #expect(config.severity(of: "placeholder-unused", default: .warning) == nil)
        #expect(config.severity(of: "fence-cut", default: .error, finding: .notice) == .notice)
        #expect(!config.isEnabled("placeholder-unused"))
        #expect(config.ignores("/repo/docs/drafts/a.md"))
        #expect(config.ignores("/repo/docs/x/old-page.md"))
        #expect(!config.ignores("/repo/docs/page.md"))
        #expect(try parse("").rules.isEmpty)
        #expect(try parse("ignore: drafts").ignore.map(\.pattern) == ["drafts"])
        #expect(try parse("ignore: [a, b]").ignore.count == 2)
    }

    @Test func errorsNameTheLine() {
        let cases: [(String, Int, String)] = [
            ("rules:\n  anchor-broken: error\n  no-such-rule: off\n", 3, "unknown rule 'no-such-rule'"),
            ("rules:\n  anchor-broken: loud\n", 2, "'loud' is not a rule setting"),
            ("rule:\n  anchor-broken: off\n", 1, "unknown key 'rule'"),
            ("ignore:\n  - [a]\n", 2, "'ignore' must be a list"),
            // No value is no pattern, however written: `~` and `null` are YAML's null, as an empty value is.
            ("min-severity: error\nignore:\n", 2, "'ignore' has no value"),
            ("min-severity: error\nignore: ~\n", 2, "'ignore' has no value"),
            ("ignore: null\n", 1, "'ignore' has no value"),
            ("ignore:\n  - drafts\n  - ~\n", 3, "'ignore' must be a list"),
            // An empty pattern is a list's item, written empty (until 1 December 2026 "must be a list").
            ("ignore: [drafts, \"\"]\n", 1, "an empty pattern skips nothing"),
            ("ignore:\n  - ''\n", 2, "an empty pattern skips nothing"),
            ("ignore: \"\"\n", 1, "an empty pattern skips nothing"),
            ("rules: [a, b]\n", 1, "'rules' must map"),
            // At the `[` left open, not at the end of the file where libyaml finds it (until 30 November 2026).
            ("rules:\n  anchor-broken: [\n", 2, "not valid YAML"),
            // libyaml's problem first, then what it was reading, as front matter says it.
            (
                "a: [1, 2\nb: 3\n", 2,
                "YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)"
            ),
            ("- a\n- b\n", 1, "must be a mapping"),
            ("keywords: missing.yml\n", 1, "missing.yml: no such keyword file"),
            // A value is named as written, a list too; a key written twice is where it is written again.
            ("rules:\n  anchor-broken: [off]\n", 2, "'[off]' is not a rule setting"),
            ("min-severity: {a: 1}\n", 1, "'{a: 1}' is not a severity"),
            ("rules:\n  fence-cut: off\n  # again\n  'fence-cut' : error\n", 4, "duplicated key: 'fence-cut'"),
            // A file with CR LF line ends (a Windows checkout) is read as any other.
            ("rules:\r\n  fence-cut: off\r\n  fence-cut: error\r\n", 3, "duplicated key: 'fence-cut'"),
            // A key that is no text is named as written; a value written as nothing names its key.
            ("rules:\n  ? [a]\n  : off\n", 2, "unknown rule '[a]'"),
            ("? {a: 1}\n: off\n", 1, "unknown key '{a: 1}'"),
            ("rules:\n  fence-cut: off\n  anchor-broken:\n", 3, "'anchor-broken' has no setting"),
            ("min-severity:\n", 1, "'min-severity' has no value"),
            ("run:\n  timeout: &t\n", 2, "'timeout' has no value"),
        ]
        for (text, line, message) in cases {
            do {
                _ = try parse(text)
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.location.line == line, "\(text): \(error)")
                #expect(error.message.contains(message), "\(error.message)")
                #expect(error.description.hasPrefix("/repo/.docrun.yml:\(line):"))
            }
        }
    }

    /// A key written with no value is reported at the key, where the writer adds one (until 30 November 2026 `rules:`
    /// was reported at column 7, past the end of its line).
    @Test func anEmptyValueIsReportedAtItsKey() {
        for text in ["rules:\n", "min-severity: error\nrun:\n", "keywords:\n", "ignore:\n"] {
            do {
                _ = try parse(text)
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.location.column == 1, "\(text): \(error)")
            }
        }
    }

    /// A message that quotes the file's text stays on one line, its controls shown: a rule id written as a block
    /// scalar ends with a line break.
    @Test func errorsStayOnOneLine() {
        do {
            _ = try parse("rules:\n  ? |\n    fence-cut\n  : off\n")
            Issue.record("no error")
        } catch {
            #expect(
                error.description == "/repo/.docrun.yml:2:5: error: unknown rule 'fence-cut^J'; did you mean "
                    + "'fence-cut'? 'docrun check --list-rules' lists them")
        }
    }

    @Test func errorsInFrench() {
        do {
            _ = try ConfigParser.parse("bogus: 1\n", path: "c.yml", knownRules: Self.known, language: .fr)
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("clé inconnue 'bogus'"))
        }
    }

    @Test func globs() {
        #expect(Glob("drafts").matches("docs/drafts/page.md"))
        #expect(Glob("drafts/").matches("drafts/a/b.md"))
        #expect(!Glob("drafts").matches("docs/drafts-old/page.md"))
        #expect(Glob("*.fr.md").matches("a/b/page.fr.md"))
        #expect(Glob("docs/*.md").matches("docs/a.md"))
        #expect(!Glob("docs/*.md").matches("docs/sub/a.md"))
        #expect(Glob("docs/**/*.md").matches("docs/a.md"))
        #expect(Glob("docs/**/*.md").matches("docs/x/y/a.md"))
        #expect(Glob("**/old-?.md").matches("x/old-1.md"))
        #expect(Glob("./docs/legacy").matches("docs/legacy/a.md"))
        #expect(!Glob("").matches("a.md"))
    }

    /// Every character but `*` and `?` is itself in a pattern, regular-expression syntax included.
    @Test func globsTakeOtherCharactersLiterally() {
        for name in ["a b.md", "x_y-z~.md", "[a].md", "a\\b.md", "(x)+{2}|$^.md", "é.md", "a\tb.md", "#%&'\",.md"] {
            #expect(Glob(name).matches("docs/" + name), "\(name)")
            #expect(!Glob(name).matches("docs/x" + name), "\(name)")
        }
        #expect(Glob("?.md").matches("é.md"))
        #expect(!Glob("a.md").matches("abmd"))
    }

    /// A pattern of many `*` against a long name is matched in one pass per part: a regular expression backtracked
    /// for minutes on it, so that `check` never ended.
    @Test func manyStarsOnALongNameEndQuickly() {
        let long = String(repeating: "a", count: 400)
        #expect(!Glob(String(repeating: "*a", count: 30) + "*b").matches("docs/" + long + ".md"))
        #expect(Glob(String(repeating: "*a", count: 30) + "*").matches("docs/" + long + ".md"))
        #expect(!Glob("docs/" + String(repeating: "**a", count: 30) + "b").matches("docs/" + long + "/x.md"))
    }

    /// Globs match as the regular expression they stand for does, on patterns and paths made at random of few
    /// characters: `*` is `[^/]*`, `?` `[^/]`, `**` `.*`, `**/` `(?:.*/)?`, anchored ones match leading folders too.
    @Test func globsMatchAsTheirRegularExpression() throws {
        var generator = SystemRandomNumberGenerator()
        let patternPieces = ["a", "b", "/", "*", "?", "**", "**/", "."]
        let pathPieces = ["a", "b", "/", ".", "ab"]
        for _ in 0..<2_000 {
            let pattern = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                patternPieces.randomElement(using: &generator)!
            }.joined()
            let path = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                pathPieces.randomElement(using: &generator)!
            }.joined()
            #expect(Glob(pattern).matches(path) == Self.regexMatches(pattern, path), "\(pattern) \(path)")
        }
    }

    /// The reference: the pattern as a regular expression, matched as `Glob` matches (each component, or the whole
    /// path and its leading folders).
    private static func regexMatches(_ pattern: String, _ path: String) -> Bool {
        var body = Substring(pattern)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasSuffix("/") { body = body.dropLast() }
        body = body.drop { $0 == "/" }
        let anchored = body.contains("/")
        var source = ""
        while let character = body.popFirst() {
            switch character {
            case "*" where body.hasPrefix("*/"):
                body = body.dropFirst(2)
                source += "(?:.*/)?"
            case "*" where body.hasPrefix("*"):
                body = body.dropFirst()
                source += ".*"
            case "*": source += "[^/]*"
            case "?": source += "[^/]"
            case ".", "/": source += "\\\(character)"
            default: source.append(character)
            }
        }
        guard !source.isEmpty, let regex = try? Regex(anchored ? source + "(?:/.*)?" : source) else { return false }
        let components = path.split(separator: "/").filter { $0 != "." }
        let candidates = anchored ? [components.joined(separator: "/")[...]] : components
        return candidates.contains { (try? regex.wholeMatch(in: $0)) != nil }
    }

    @Test func nearestFileWinsAndKeywordsAreMerged() throws {
        let page = "Use {{site.data.keyword.my_product}} and {{site.data.keyword.nope}}.\n"
        let root = try TemporaryFolder.make(
            "docrun-config",
            [
                ".docrun.yml": "rules:\n  keyref-unknown: off\n",
                "docs/inner/.docrun.yml": "keywords: words.yml\nignore: [skipped.md]\n",
                "docs/inner/words.yml": "my_product: My Product\n", "page.md": page, "docs/page.md": page,
                "docs/inner/page.md": page, "docs/inner/skipped.md": page,
            ])
        let inner = root.appendingPathComponent("docs/inner")
        let report = try CheckRunner(
            options: CheckOptions(threads: 2), pageRules: [KeyrefUnknownRule.self], setRules: []
        ).check(paths: [root.path])
        #expect(
            report.pages.map { $0.replacingOccurrences(of: root.path, with: "") }
                == ["/docs/inner/page.md", "/docs/page.md", "/page.md"])
        let unknown = report.diagnostics.filter { $0.rule == "keyref-unknown" }
        // The outer configuration turns the rule off; the inner one, nearest to its page, does not.
        #expect(unknown.map { $0.file.replacingOccurrences(of: root.path, with: "") } == ["/docs/inner/page.md"])
        #expect(unknown.first?.message.contains("nope") == true)

        let explicit = try CheckRunner(
            options: CheckOptions(configFile: root.appendingPathComponent(".docrun.yml").path),
            pageRules: [KeyrefUnknownRule.self], setRules: []
        ).check(paths: [inner.path])
        #expect(explicit.diagnostics.isEmpty)
        #expect(explicit.pages.count == 2)
    }

    /// A keyword file that the configurations of many folders name is read once a run: the second configuration gets
    /// the table the first read, even when the file changed since (a site's keyword file took seconds each time).
    @Test func aKeywordFileIsReadOncePerRun() throws {
        let root = try TemporaryFolder.make("docrun-config")
        let words = root.appendingPathComponent("words.yml")
        try "my_product: My Product\n".write(to: words, atomically: true, encoding: .utf8)
        for folder in ["a", "b", "c"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let files = KeywordFiles()
        let config = "keywords: ../words.yml\n"
        let first = try ConfigParser.parse(
            config, path: root.appendingPathComponent("a/.docrun.yml").path, knownRules: Self.known, language: .en,
            keywordFiles: files)
        try "my_product: Changed\n".write(to: words, atomically: true, encoding: .utf8)
        let second = try ConfigParser.parse(
            config, path: root.appendingPathComponent("b/.docrun.yml").path, knownRules: Self.known, language: .en,
            keywordFiles: files)
        let fresh = try ConfigParser.parse(
            config, path: root.appendingPathComponent("c/.docrun.yml").path, knownRules: Self.known, language: .en)
        #expect(first.keywordFile?.values == ["my_product": "My Product"])
        #expect(second.keywordFile == first.keywordFile)
        #expect(fresh.keywordFile?.values == ["my_product": "Changed"])
    }

    /// A keyword file that is not valid YAML is reported at its own line and column, in each language; one that is YAML
    /// but no mapping at the configuration's `keywords:` (until 1 December 2026 both were at `keywords:`).
    @Test func aKeywordFileYAMLErrorIsWhereItIs() throws {
        let root = try TemporaryFolder.make("docrun-config")
        let cases: [(String, Int, Int, Language, String)] = [
            ("a: 1\nb: [x\nc: 2\n", 3, 2, .en, "keyword file named in /R/.docrun.yml: not valid YAML: did not find"),
            ("a: 1\n  b: 2\n", 2, 4, .fr, "fichier de mots-clés nommé dans /R/.docrun.yml : YAML non valide : "),
            ("a: 1\nb: 'x\n", 2, 4, .pt, "arquivo de palavras-chave nomeado em /R/.docrun.yml: YAML inválido: "),
        ]
        let words = root.appendingPathComponent("words.yml")
        let config = root.appendingPathComponent(".docrun.yml").path
        for (yaml, line, column, language, message) in cases {
            try yaml.write(to: words, atomically: true, encoding: .utf8)
            do {
                _ = try ConfigParser.parse(
                    "min-severity: error\nkeywords: words.yml\n", path: config, knownRules: Self.known,
                    language: language)
                Issue.record("no error for \(yaml)")
            } catch {
                #expect(error.file.hasSuffix("/words.yml"), "\(error)")
                #expect((error.location.line, error.location.column) == (line, column), "\(error)")
                #expect(error.message.replacingOccurrences(of: root.path, with: "/R").hasPrefix(message), "\(error)")
            }
        }
        try "- a\n".write(to: words, atomically: true, encoding: .utf8)
        #expect(throws: ConfigError.self) { try parse("keywords: \(words.path)\n") }
        do {
            _ = try parse("min-severity: error\nkeywords: \(words.path)\n")
        } catch {
            #expect(error.file == "/repo/.docrun.yml" && error.location.line == 2, "\(error)")
        }
    }

    /// Pages of two folders taken in turn each get their own folder's configuration (the resolver remembers the
    /// folder it was asked for last).
    @Test func alternatingFoldersKeepTheirConfigurations() throws {
        let root = try TemporaryFolder.make(
            "docrun-config",
            [".docrun.yml": "rules:\n  keyref-unknown: off\n", "inner/.docrun.yml": "rules:\n  anchor-broken: off\n"])
        let inner = root.appendingPathComponent("inner")
        var resolver = try ConfigResolver(options: CheckOptions(), knownRules: Self.known)
        let pages = [(inner, "a.md"), (root, "a.md"), (root, "b.md"), (inner, "b.md"), (inner, "c.md"), (root, "c.md")]
        for (folder, name) in pages {
            let config = try resolver.config(forPage: folder.appendingPathComponent(name).path)
            let isInner = folder == inner
            #expect(config.isEnabled("keyref-unknown") == isInner, "\(folder.path)/\(name)")
            #expect(config.isEnabled("anchor-broken") == !isInner, "\(folder.path)/\(name)")
        }
    }

    /// A page's configuration is its folder's however its path is written and whatever pages were asked before it:
    /// the resolver remembers folders as the paths give them, and a path ending in `.` or `..` names a folder.
    @Test func aPageGetsItsFolderConfigurationWhateverCameBefore() throws {
        let root = try TemporaryFolder.make(
            "docrun-config",
            [".docrun.yml": "rules:\n  keyref-unknown: off\n", "inner/.docrun.yml": "rules:\n  anchor-broken: off\n"])
        let paths = ["inner/a.md", "inner/..", "inner/.", "inner/../a.md", "inner/b.md", "inner/./c.md", "inner/.."]
            .map { root.path + "/" + $0 }
        var resolver = try ConfigResolver(options: CheckOptions(), knownRules: Self.known)
        for path in paths + paths.reversed() {
            var fresh = try ConfigResolver(options: CheckOptions(), knownRules: Self.known)
            let (config, alone) = (try resolver.config(forPage: path), try fresh.config(forPage: path))
            #expect(config.isEnabled("keyref-unknown") == alone.isEnabled("keyref-unknown"), "\(path)")
            #expect(config.isEnabled("anchor-broken") == alone.isEnabled("anchor-broken"), "\(path)")
        }
        #expect(try !resolver.config(forPage: paths[0]).isEnabled("anchor-broken"))
        #expect(try !resolver.config(forPage: paths[3]).isEnabled("keyref-unknown"))
    }

    @Test func brokenConfigStopsTheRun() throws {
        let root = try TemporaryFolder.make(
            "docrun-config", [".docrun.yml": "rules:\n  nope: off\n", "page.md": "# Page\n"])
        #expect(throws: ConfigError.self) { try CheckRunner().check(paths: [root.path]) }
    }
}
