import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// The answer bash gives to `run` carries the folder after the command (so that saving the state asks nothing
/// more); a transcript names each second once it is formatted, and masks the secrets it knows and those learnt late;
/// tokens are fresh hex.
@Suite struct RunAnswerTests {
    static let nonce = "0123456789abcdef0123456789abcdef"

    /// Answers as they arrive, piece by piece: nil while incomplete, else the status, the first failing line and
    /// the folder.
    static let answers: [(bytes: String, status: Int32?, failure: CommandResult.Failure?, directory: String?)] = [
        ("", nil, nil, nil),
        ("\0\(nonce)\0", nil, nil, nil),
        ("\0\(nonce)\00\0", nil, nil, nil),
        ("\0\(nonce)\00\0\0/tmp/a b", nil, nil, nil),
        ("\0\(nonce)\00\0\0/tmp/a b\n\0", 0, nil, "/tmp/a b"),
        ("\0\(nonce)\00\01 2\0/tmp/a b\n\0", 0, .init(status: 1, line: 2), "/tmp/a b"),
        ("\0\(nonce)\0130\0\0/tmp/line\nbreak\n\0", 130, nil, "/tmp/line\nbreak"),
        ("__docrun_run\n\0\(nonce)\03\03 1\0/\n\0", 3, .init(status: 3, line: 1), "/"),
    ]

    @Test(arguments: answers.indices) func theRunAnswerGivesTheFolder(index: Int) throws {
        let (bytes, status, failure, directory) = Self.answers[index]
        let answer = try ShellSession.runAnswer(in: Array(bytes.utf8), nonce: Self.nonce)
        #expect(answer?.status == status, "\(bytes.debugDescription)")
        #expect(answer?.failure == failure, "\(bytes.debugDescription)")
        #expect(answer?.directory == directory, "\(bytes.debugDescription)")
    }

    /// The answer to `vars` says which values are not UTF-8 text: read as a string, such a value holds U+FFFD for
    /// each byte that is not, and is not the variable's (a value that holds U+FFFD itself is text).
    @Test func aVariableThatIsNotUTF8TextIsToldApart() throws {
        let bytes =
            Array("\0\(Self.nonce)\0SALT\0\0a".utf8) + [0xFF, 0xC3] + Array("(\0MARK\0x\0\u{FFFD}\0\0".utf8)
        let variables = try #require(try ShellSession.variables(in: bytes, nonce: Self.nonce))
        #expect(variables.map(\.0) == ["SALT", "MARK"])
        #expect(variables.map(\.1.isText) == [false, true])
        #expect(variables[1].1 == ShellVariable(value: "\u{FFFD}", attributes: "x"))
    }

    /// Answers that cannot be docrun's: refused as soon as seen.
    @Test(arguments: [
        "\0\(nonce)\0x\0\0/\n\0", "\0\(nonce)\00\0\0/\n\0more", "\0fedcba9876543210fedcba9876543210\00\0\0/\n\0",
        "\0\(nonce)\00\0one two\0/\n\0", "\0\(nonce)\00\01\0/\n\0", "\0\(nonce)\00\01 2 3\0/\n\0",
    ])
    func aForgedRunAnswerIsRefused(bytes: String) {
        #expect(throws: ShellError.self) { try ShellSession.runAnswer(in: Array(bytes.utf8), nonce: Self.nonce) }
    }

    @Test func aCommandThatChangesFolderIsFollowedWithoutAsking() throws {
        let folder = try TemporaryFolder.make("docrun-answer")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let session = try ShellSession(
            options: .init(workingDirectory: folder.path, environment: ["PATH": "/usr/bin:/bin"]))
        defer { session.close() }
        for (command, suffix) in [("cd sub", "/sub"), ("true", "/sub"), ("cd ..; false", folder.lastPathComponent)] {
            _ = try session.run(command) { _ in }
            #expect(session.directory?.hasSuffix(suffix) == true, "\(command): \(session.directory ?? "none")")
            #expect(try session.currentDirectory() == session.directory)
        }
    }

    @Test(arguments: [1, 4, 6, 8, 9, 16, 17]) func tokensAreFreshHex(bytes: Int) {
        let tokens = (0..<50).map { _ in Nonce.make(bytes: bytes) }
        #expect(tokens.allSatisfy { $0.count == 2 * bytes && $0.allSatisfy { $0.isHexDigit && !$0.isUppercase } })
        // 50 draws of one byte (256 values) repeat about 5 of them on average (45 distinct, as often fewer as more):
        // more than 35 distinct is 5 standard deviations below that; longer tokens repeat none.
        #expect(Set(tokens).count > (bytes == 1 ? 35 : 49))
    }

    /// A secret known when a line is recorded reaches none of it, as the transcript's JSON writes it: quotes,
    /// backslashes, control characters (DEL beside a non-ASCII letter, a backspace beside `&`), `%`, non-ASCII.
    @Test(arguments: [
        "q\"uo'te!", "back\\slash\\", "tab\there", "pct%41%zz", "ünï©ødé", "pä\u{7F}ss-wö", "ab\u{08}c&d\u{0C}e",
        "\u{2028}sep-é", "cr\rhere", "key 🔑 ok",
    ])
    func aKnownSecretReachesNoRecordedLine(secret: String) throws {
        let path = try TemporaryFolder.make("docrun-answer").appendingPathComponent("t.jsonl").path
        let transcript = Transcript(
            url: URL(fileURLWithPath: path), descriptor: try PrivateFiles.create(path), clock: { Date() },
            maskingAs: RunScreen(StandardOutputConsole(descriptor: -1), secrets: [secret]))
        transcript.record("file", [("path", .string("/tmp/out-" + secret + ".txt"))])
        let text = try String(contentsOf: transcript.url, encoding: .utf8)
        let written = String(JSONValue.string(secret).rendered(pretty: false).dropFirst().prefix(4))
        #expect(text.contains("/tmp/out-********.txt") && !text.contains(written), "\(text)")
    }

    @Test func eachSecondIsStampedAsTheFormatterStampsIt() throws {
        let folder = try TemporaryFolder.make("docrun-answer")
        let times = [0.2, 0.9, 1.0, 1.7, 61.99, 86_400.5].map { Date(timeIntervalSince1970: $0) }
        let clock = Locked(times)
        let path = folder.appendingPathComponent("t.jsonl").path
        let transcript = Transcript(
            url: URL(fileURLWithPath: path), descriptor: try PrivateFiles.create(path),
            clock: { clock.update { $0.removeFirst() } },
            maskingAs: RunScreen(StandardOutputConsole(descriptor: -1)))
        for _ in times { transcript.record("tick", []) }
        let text = try String(contentsOf: transcript.url, encoding: .utf8)
        let stamps = times.map { ISO8601DateFormatter().string(from: $0) }
        #expect(text == stamps.map { "{\"event\":\"tick\",\"time\":\"\($0)\"}\n" }.joined())
    }

    /// A secret learnt late is masked again in the lines that could hold one of its forms (each form of
    /// `SecretFormsTests` in an output, as the transcript's JSON writes it): the index finds that line, the others
    /// stay as written, and lines written after go on at the file's end.
    @Test(arguments: SecretFormsTests.cases.indices) func aSecretLearntLateIsMaskedInTheLinesThatHoldIt(index: Int)
        throws
    {
        let (secret, form, text) = SecretFormsTests.cases[index]
        let (transcript, write, learn) = try Self.lateTranscript()
        for output in ["a line of its own", "before " + text + " after", "and one more"] { write(output) }
        var index = TranscriptIndex()
        index.add(Array(try Data(contentsOf: transcript.url)))
        #expect(index.lines(holding: SecretForms.needles(for: secret)).contains(1), "\(form)")
        learn(secret)
        transcript.file.write("{\"event\":\"end\"}\n")
        let lines = try String(contentsOf: transcript.url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4 && lines[0] == #"{"output":"a line of its own"}"#, "\(form): \(lines)")
        #expect(lines[2] == #"{"output":"and one more"}"# && lines[3] == #"{"event":"end"}"#, "\(form): \(lines)")
        #expect(lines[1].contains("********") && !lines[1].contains(String(secret.prefix(4))), "\(form): \(lines[1])")
    }

    /// Secrets learnt one after another: the index made at the first covers the lines written before it, and the
    /// lines written after it, for the next.
    @Test func secretsLearntOneAfterAnotherAreMaskedWhereverTheyWereWritten() throws {
        let (transcript, write, learn) = try Self.lateTranscript()
        let (first, second) = ("tok-Alpha-0123", "tok-Bravo-4567")
        write("both " + first + " and " + second)
        write("a plain line")
        learn(first)
        write("later " + second)
        learn(second)
        let text = try String(contentsOf: transcript.url, encoding: .utf8)
        #expect(
            text
                == #"{"output":"both ******** and ********"}\#n{"output":"a plain line"}\#n{"output":"later ********"}\#n"#,
            "\(text)")
    }

    /// Tokens printed on one line, then learnt one by one, are each masked there and in its own line, though each
    /// learning masks the line again with the new secret alone (`Transcript.remask`).
    @Test func tokensPrintedEarlyAndLearntOneByOneAreMasked() throws {
        let (transcript, write, learn) = try Self.lateTranscript()
        let tokens = (0..<60).map {
            "tk\(String($0 * 7919 + 100_003, radix: 36))-Qv\(String($0 * 104_729, radix: 36))"
        }
        write(tokens.joined(separator: " "))
        for token in tokens {
            write("Token: " + token)
            learn(token)
        }
        let text = try String(contentsOf: transcript.url, encoding: .utf8)
        let masked =
            [Array(repeating: "********", count: 60).joined(separator: " ")]
            + Array(repeating: "Token: ********", count: 60)
        #expect(text == masked.map { #"{"output":"\#($0)"}"# + "\n" }.joined())
    }

    /// A line is masked again with the new secret alone, but for a secret known before that holds `*`: the mask of the
    /// new one next to it can make one of its forms (`****9z!x`).
    @Test func aMaskThatMakesTheFormOfASecretKnownBeforeIsMaskedWithIt() throws {
        let (transcript, write, learn) = try Self.lateTranscript(secrets: ["****9z!x"])
        write("key Hq3-Late-Value9z!x")
        learn("Hq3-Late-Value")
        #expect(try String(contentsOf: transcript.url, encoding: .utf8) == #"{"output":"key ************"}"# + "\n")
    }

    /// A secret learnt late that overlaps one known before (`known`) was cut by that one's mask.
    ///
    /// What is left beside a mask is masked with it, so the line reads as if both had been known when it was written. Each case: the
    /// secrets known, the one learnt, what the output held.
    static let overlaps: [(known: [String], late: String, output: String)] = [
        (["s3cr3t-value-0123"], "value-0123-tail9", "echo s3cr3t-value-0123-tail9 done"),  // its end after a mask
        (["s3cr3t-value-0123"], "head7-s3cr3t", "x head7-s3cr3t-value-0123 y"),  // its start before one
        (["Kx9-inner"], "pre-Kx9-inner-post", "a pre-Kx9-inner-post b"),  // one known inside it
        (["alpha-9Qz", "omega-7Wy"], "9Qz-mid-omega", "alpha-9Qz-mid-omega-7Wy"),  // between two masks
        (["s3cr3t-value-0123"], "value-0123-tail9", "ECHO S3CR3T-VALUE-0123-TAIL9"),  // in upper case
        (["s3cr3t-val\"ue"], "val\"ue-0123-tail9", "s3cr3t-val\"ue-0123-tail9"),  // escaped in the JSON
        (["s3cr3t-value 0123"], "value 0123 tail9", #"q=s3cr3t-value\ 0123\ tail9 r"#),  // as `printf %q` quotes
        (["s3cr3t-value-0123", "Zz-tok-8841"], "value-0123-tail9", "s3cr3t-value-0123-tail9 Zz-tok-8841 tail9"),
        (["s3cr3t-value-0123"], "other-tok-55", "s3cr3t-value-0123 items, other-tok-55 0123"),  // nothing beside
        (["s3cr3t/val+0123"], "val+0123/tail9", "GET /x?k=s3cr3t%2Fval%2B0123%2Ftail9"),  // percent-encoded
        (["s3cr3t/val+0123"], "val+0123/tail9", "GET /x?k=s3cr3t%2fval%2b0123%2ftail9&z=1"),  // in lower case
        (["s3cr3t-value-0123"], "head7-s3cr3t", "head7\u{1B}]8;;u\u{07}-s3cr3t-value-0123"),  // its start, in a link
    ]

    @Test(arguments: overlaps.indices) func aSecretLearntLateThatOverlapsOneKnownBeforeLeavesNoPartBesideTheMask(
        index: Int
    ) throws {
        let (known, late, output) = Self.overlaps[index]
        let (transcript, write, learn) = try Self.lateTranscript(secrets: known)
        // Each string masked as it reads, as a run writes an output.
        let line = JSONValue.object([("output", .string(output))]).rendered(pretty: false)
        write("a line of its own")
        transcript.file.write(Transcript.masked(line, with: SecretMasker(secrets: known)) + "\n")
        write("Token: ********")
        learn(late)
        let lines = try String(contentsOf: transcript.url, encoding: .utf8).split(separator: "\n")
        let wanted = Transcript.masked(line, with: SecretMasker(secrets: known + [late]))
        #expect(lines.count == 3 && lines[1] == wanted, "\(lines) wanted \(wanted)")
        #expect(lines[2] == #"{"output":"Token: ********"}"#)
    }

    /// A transcript in a new folder, masking as a screen that knows `secrets`; `write` writes an output's line, `learn`
    /// makes a secret known and masks the transcript again, as a run does.
    private static func lateTranscript(secrets: [String] = []) throws -> (
        Transcript, write: (String) -> Void, learn: (String) -> Void
    ) {
        let path = try TemporaryFolder.make("docrun-answer").appendingPathComponent("t.jsonl").path
        let screen = RunScreen(StandardOutputConsole(descriptor: -1), secrets: secrets)
        let transcript = Transcript(
            url: URL(fileURLWithPath: path), descriptor: try PrivateFiles.create(path), clock: { Date() },
            maskingAs: screen)
        let write = { (output: String) in
            transcript.file.write(JSONValue.object([("output", .string(output))]).rendered(pretty: false) + "\n")
        }
        return (
            transcript, write,
            { secret in
                screen.addSecret(secret)
                transcript.remask(learning: secret)
            }
        )
    }
}
