import Testing

@testable import RunbookRunner

/// SHA-256 against the standard's test vectors (FIPS 180-2), including inputs around the block boundary.
@Suite struct PageDigestTests {
    static let vectors: [(String, String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ]

    @Test(arguments: vectors) func matchesTheStandard(text: String, digest: String) {
        #expect(PageDigest.of(Array(text.utf8)) == digest)
    }
}

/// The digest fed piece by piece is the digest of the whole, wherever the pieces are cut (the state's digest keeps
/// the digest of its start from one save to the next).
@Suite struct DigestPiecesTests {
    static let texts: [String] =
        PageDigestTests.vectors.map(\.0) + [
            String(repeating: "0123456789", count: 20), String(repeating: "é", count: 70),
        ]

    @Test(arguments: texts) func everyCutGivesTheSameDigest(text: String) {
        let bytes = Array(text.utf8)
        let whole = PageDigest.of(bytes)
        for first in stride(from: 0, through: bytes.count, by: 7) {
            for second in stride(from: first, through: bytes.count, by: 13) {
                var digest = PageDigest()
                digest.update(bytes[..<first])
                #expect(digest.hex() == PageDigest.of(Array(bytes[..<first])), "the start, \(first)")
                digest.update(bytes[first..<second])
                digest.update(Array(bytes[second...]))
                #expect(digest.hex() == whole, "cut at \(first) and \(second)")
            }
        }
    }
}
