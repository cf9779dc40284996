import Testing

@testable import RunbookRunner

/// Secrets are masked in whole texts and in output that arrives in pieces.
@Suite struct SecretMaskerTests {
    static let masker = SecretMasker(secrets: ["s3cret", "s3cret-longer", ""])

    /// Feeds `text` cut into `size`-byte chunks and returns everything shown.
    static func streamed(_ bytes: [UInt8], size: Int) -> String {
        var stream = StreamMasker(masker)
        var shown = ""
        for start in stride(from: 0, to: bytes.count, by: size) {
            shown += stream.feed(Array(bytes[start..<min(start + size, bytes.count)]))
        }
        return shown + stream.finish()
    }

    @Test func longerSecretsAreMaskedWhole() {
        #expect(Self.masker.mask("a s3cret-longer b s3cret c") == "a ******** b ******** c")
        #expect(Self.masker.secrets == ["s3cret", "s3cret-longer"])
    }

    @Test(arguments: 1...14) func aSecretCutBetweenChunksIsStillMasked(size: Int) {
        let text = "token: s3cret, é, again s3cret-longer\n"
        #expect(Self.streamed(Array(text.utf8), size: size) == "token: ********, é, again ********\n")
    }

    @Test(arguments: 1...8) func invalidUTF8BeforeASecretDoesNotLetItThrough(size: Int) {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x20] + Array("s3cret end".utf8)
        let shown = Self.streamed(bytes, size: size)
        #expect(!shown.contains("s3cret"), "\(shown)")
        #expect(shown.hasSuffix(" ******** end"))
    }

    @Test func withoutSecretsEverythingIsShownAtOnce() {
        var stream = StreamMasker(SecretMasker())
        #expect(stream.feed(Array("partial line".utf8)) == "partial line")
        #expect(stream.finish() == "")
    }

    /// Feeds `text` in `size`-byte chunks with a quiet period (a flush) after each: what a slow command shows.
    static func streamedSlowly(_ bytes: [UInt8], size: Int, masker: SecretMasker) -> (shown: String, flushed: [String])
    {
        var stream = StreamMasker(masker)
        var shown = ""
        var flushed: [String] = []
        for start in stride(from: 0, to: bytes.count, by: size) {
            shown += stream.feed(Array(bytes[start..<min(start + size, bytes.count)]))
            let flush = stream.flush()
            flushed.append(flush)
            shown += flush
        }
        return (shown + stream.finish(), flushed)
    }

    /// A command's prompt without a newline is shown when the output goes quiet, though a secret is known.
    @Test func aPromptIsShownWhenTheOutputGoesQuiet() {
        let masker = SecretMasker(secrets: ["S3cret-token-value-42"])
        var stream = StreamMasker(masker)
        #expect(stream.feed(Array("Password: ".utf8)) == "")
        #expect(stream.flush() == "Password: ")
        #expect(!stream.isHolding)
    }

    /// Quiet periods anywhere (after every chunk, of every size) show exactly what the whole text masked shows: no
    /// byte of a secret the next chunk completes is shown early, in any of its forms.
    @Test(arguments: 1...12) func quietPeriodsNeverShowMoreThanTheWholeText(size: Int) {
        let masker = SecretMasker(secrets: ["S3cret-token-value-42", "pass phrase 99"])
        let texts = [
            "token: S3cret-token-value-42, again S3cret-token-value-42\nPassword: ",
            "quoted 'pass phrase 99' or pass%20phrase%2099 and \"pass phrase 99\"\n> ",
            "half S3cret-tok then S3cret-token-value-4 then value-42 Pass: ",
        ]
        for text in texts {
            let (shown, _) = Self.streamedSlowly(Array(text.utf8), size: size, masker: masker)
            #expect(shown == masker.mask(text), "\(text) in \(size)-byte chunks")
            #expect(!shown.contains("S3cret-t") && !shown.contains("pass phr"))
        }
    }

    /// What begins a secret stays held in a quiet period, and is masked once the rest arrives.
    @Test func theStartOfASecretStaysHeldWhileQuiet() {
        let masker = SecretMasker(secrets: ["S3cret-token-value-42"])
        var stream = StreamMasker(masker)
        var shown = stream.feed(Array("token: S3c".utf8))
        shown += stream.flush()
        #expect(shown == "token: ")
        shown += stream.feed(Array("ret-token-value-42 done\n".utf8)) + stream.finish()
        #expect(shown == "token: ******** done\n")
    }

    /// 2,000 secrets that share their first 17 bytes, each in one output as it is, quoted and with every byte
    /// percent-encoded: each is masked and nothing else, in the whole text and in a stream that goes quiet (masking
    /// compared every form of every secret at each position, n x n: over a minute for this output).
    @Test func manySecretsThatShareTheirStartAreEachMasked() {
        let secrets = (0..<2000).map { "sk-shared-prefix-\(10000 + $0)-Zq7" }
        let masker = SecretMasker(secrets: secrets)
        let text = secrets.enumerated().map { index, secret in
            "\(index) \(secret) '\(secret)' \(secret.utf8.map { "%" + String($0, radix: 16) }.joined())\n"
        }.joined()
        let masked = secrets.indices.map { "\($0) ******** '********' ********\n" }.joined()
        #expect(masker.mask(text) == masked)
        #expect(Self.streamedSlowly(Array(text.utf8), size: 4096, masker: masker).shown == masked)
    }
}
