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
        #expect(Self.masker.secrets == ["s3cret-longer", "s3cret"])
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
}
