import RunbookKit

/// Replaces every occurrence of a secret value with `********`, in whole texts and in streamed output.
///
/// Secrets are the values of secret placeholders, whether given, typed or bound from an output. Longer secrets
/// are replaced first, so a secret that contains another is masked whole.
public struct SecretMasker: Sendable, Equatable {
    /// The secret values, longest first; empty values are never secrets.
    public private(set) var secrets: [String]

    /// Creates a masker for `secrets`.
    public init(secrets: [String] = []) {
        self.secrets = []
        for secret in secrets { add(secret) }
    }

    /// Adds a secret (a value typed or bound during the run).
    public mutating func add(_ secret: String) {
        guard !secret.isEmpty, !secrets.contains(secret) else { return }
        secrets.append(secret)
        secrets.sort { $0.utf8.count > $1.utf8.count }
    }

    /// `text` with every secret replaced by the mask.
    public func mask(_ text: String) -> String {
        var out = text
        for secret in secrets where out.contains(secret) {
            out = out.replacingAll(secret, with: Rendering.mask)
        }
        return out
    }

    /// The longest secret, in bytes: how much of a stream must be held back so that a secret cut between two
    /// chunks is still masked.
    var longest: Int { secrets.first?.utf8.count ?? 0 }
}

/// Masks a stream of output chunks: holds back just enough bytes to catch a secret cut between two chunks, and
/// never splits a UTF-8 character.
public struct StreamMasker: Sendable {
    private let masker: SecretMasker
    private var pending: [UInt8] = []

    /// Creates a stream masker.
    public init(_ masker: SecretMasker) {
        self.masker = masker
    }

    /// Takes a chunk; returns the text that can be shown now.
    public mutating func feed(_ bytes: [UInt8]) -> String {
        pending += bytes
        var cut = pending.count - max(masker.longest - 1, 0)
        // A secret that starts before the cut and ends after it is held back whole. Searched on the bytes
        // themselves: decoding first would shift offsets wherever the output is not valid UTF-8.
        for secret in masker.secrets {
            for range in Self.ranges(of: Array(secret.utf8), in: pending)
            where range.lowerBound < cut && range.upperBound > cut {
                cut = range.lowerBound
            }
        }
        // Never cut inside a UTF-8 sequence: back up to a lead byte.
        while cut > 0, cut < pending.count, pending[cut] & 0xC0 == 0x80 { cut -= 1 }
        guard cut > 0 else { return "" }
        let shown = String(decoding: pending[..<cut], as: UTF8.self)
        pending.removeFirst(cut)
        return masker.mask(shown)
    }

    /// Everything still held back, masked.
    public mutating func finish() -> String {
        defer { pending = [] }
        return masker.mask(String(decoding: pending, as: UTF8.self))
    }

    /// The ranges of every occurrence of `needle` in `bytes`, left to right, without overlaps.
    private static func ranges(of needle: [UInt8], in bytes: [UInt8]) -> [Range<Int>] {
        guard let first = needle.first, bytes.count >= needle.count else { return [] }
        var ranges: [Range<Int>] = []
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                ranges.append(index..<index + needle.count)
                index += needle.count
            } else {
                index += 1
            }
        }
        return ranges
    }
}
