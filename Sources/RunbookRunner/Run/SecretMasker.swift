import RunbookKit

/// Replaces every form of every secret value with `********`, in whole texts and in streamed output.
///
/// Secrets are the values of secret placeholders, whether given, typed or bound from an output. What is masked, for
/// each (`SecretForms`): the value itself and any run of `SecretForms.piece` characters of it (so a secret cut by a
/// size bound, a clipped line or a chunk boundary leaves no long piece behind); its shell-quoted forms (`printf %q`,
/// `set -x`'s `'a'\''b'`, double-quoted escapes); its JSON-escaped forms; its URL-encoded forms (upper- and lowercase
/// hex, `+` for space); its base64 (standard and URL-safe, at any alignment inside a longer base64 text). Matches
/// that overlap or touch become one mask, which says nothing of the secret's length or of where in it a piece
/// matched. Values shorter than `SecretForms.shortest` are refused as secrets before they get here.
public struct SecretMasker: Sendable, Equatable {
    /// The secret values, longest first; empty values are never secrets.
    public private(set) var secrets: [String]
    /// The byte strings to find: every form of every secret, longest first.
    private var needles: [[UInt8]] = []
    /// Needle indices by their first two bytes.
    private var index: [UInt16: [Int]] = [:]

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
        var all = Set(needles)
        all.formUnion(SecretForms.needles(for: secret))
        needles = all.sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
        index = [:]
        for (number, needle) in needles.enumerated() {
            index[Self.key(needle, 0), default: []].append(number)
        }
    }

    /// `text` with every form of every secret replaced by the mask.
    public func mask(_ text: String) -> String {
        guard !needles.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var ranges = matches(in: bytes)
        let cut = cutPieces(in: bytes)
        if !cut.isEmpty {
            ranges = (ranges + cut).sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { merged, range in
                if let last = merged.last, last.upperBound >= range.lowerBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
        }
        guard !ranges.isEmpty else { return text }
        return String(decoding: Self.replace(ranges, in: bytes), as: UTF8.self)
    }

    /// Where an output was cut to its size bound (`OutputBuffer`'s mark), the end of the kept head and the start of
    /// the kept tail may hold the two halves of a form: each is masked, down to a single byte of one.
    func cutPieces(in bytes: [UInt8]) -> [Range<Int>] {
        let opening = Array("\n[… ".utf8)
        let closing = Array(" bytes not kept …]\n".utf8)
        guard let start = Self.find(opening, in: bytes, from: 0),
            let close = Self.find(closing, in: bytes, from: start)
        else { return [] }
        let end = close + closing.count
        var before = 0
        var after = 0
        for needle in needles {
            for length in stride(from: min(needle.count - 1, start), through: 1, by: -1) where length > before {
                if bytes[(start - length)..<start].elementsEqual(needle[..<length]) {
                    before = length
                    break
                }
            }
            for length in stride(from: min(needle.count - 1, bytes.count - end), through: 1, by: -1)
            where length > after {
                if bytes[end..<(end + length)].elementsEqual(needle[(needle.count - length)...]) {
                    after = length
                    break
                }
            }
        }
        return (before > 0 ? [(start - before)..<start] : []) + (after > 0 ? [end..<(end + after)] : [])
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count, from <= bytes.count - needle.count else { return nil }
        for position in from...(bytes.count - needle.count) where bytes[position] == needle[0] {
            if bytes[position..<(position + needle.count)].elementsEqual(needle) { return position }
        }
        return nil
    }

    /// The longest form, in bytes: how much of a stream must be held back so that a form cut between two chunks
    /// is still masked.
    var longest: Int { needles.first?.count ?? 0 }

    /// The byte ranges of every match in `bytes`, merged where they overlap or touch, in order.
    func matches(in bytes: [UInt8]) -> [Range<Int>] {
        guard bytes.count >= 2 else { return bytes.isEmpty || needles.isEmpty ? [] : single(bytes) }
        var merged: [Range<Int>] = []
        var position = 0
        while position + 1 < bytes.count {
            var end = position
            if let candidates = index[Self.key(bytes, position)] {
                for number in candidates {
                    let needle = needles[number]
                    if position + needle.count <= bytes.count,
                        bytes[position..<(position + needle.count)].elementsEqual(needle)
                    {
                        end = max(end, position + needle.count)
                    }
                }
            }
            if end > position {
                if let last = merged.last, last.upperBound >= position {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, end)
                } else {
                    merged.append(position..<end)
                }
            }
            position += 1
        }
        return merged
    }

    /// Whether `tail` is a proper prefix of a form: more bytes could make it one.
    func couldStart(_ tail: ArraySlice<UInt8>) -> Bool {
        needles.contains { $0.count > tail.count && $0.starts(with: tail) }
    }

    private func single(_ bytes: [UInt8]) -> [Range<Int>] {
        needles.contains { $0 == bytes } ? [0..<bytes.count] : []
    }

    /// `bytes` with each of `ranges` replaced by the mask.
    static func replace(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for range in ranges {
            out += bytes[cursor..<range.lowerBound]
            out += Array(Rendering.mask.utf8)
            cursor = range.upperBound
        }
        out += bytes[cursor...]
        return out
    }

    private static func key(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) << 8 | UInt16(at + 1 < bytes.count ? bytes[at + 1] : 0)
    }
}

/// Masks a stream of output chunks: holds back just enough bytes to catch a form cut between two chunks, and never
/// splits a UTF-8 character.
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
        // A match that starts before the cut and ends after it is held back whole. Searched on the bytes
        // themselves: decoding first would shift offsets wherever the output is not valid UTF-8.
        let found = masker.matches(in: pending)
        for range in found where range.lowerBound < cut && range.upperBound > cut {
            cut = range.lowerBound
        }
        // Never cut inside a UTF-8 sequence: back up to a lead byte.
        while cut > 0, cut < pending.count, pending[cut] & 0xC0 == 0x80 { cut -= 1 }
        guard cut > 0 else { return "" }
        let shown = found.filter { $0.upperBound <= cut }
        let text = String(decoding: SecretMasker.replace(shown, in: Array(pending[..<cut])), as: UTF8.self)
        pending.removeFirst(cut)
        return text
    }

    /// What can be shown of the held-back bytes when the output has gone quiet (a command's own prompt without a
    /// newline, `Password: `, waits for an answer): all of them, masked, except from the first byte where the rest
    /// could still become a form of a secret (a proper prefix of one), which stays held. Nothing of a form that the
    /// next chunk could complete is shown, so holding less never shows more of a secret.
    public mutating func flush() -> String {
        var cut = pending.count
        for start in pending.indices where masker.couldStart(pending[start...]) {
            cut = start
            break
        }
        // A form found whole that runs across the cut is held whole.
        let found = masker.matches(in: pending)
        for range in found where range.lowerBound < cut && range.upperBound > cut { cut = range.lowerBound }
        while cut > 0, cut < pending.count, pending[cut] & 0xC0 == 0x80 { cut -= 1 }
        guard cut > 0 else { return "" }
        let shown = found.filter { $0.upperBound <= cut }
        let text = String(decoding: SecretMasker.replace(shown, in: Array(pending[..<cut])), as: UTF8.self)
        pending.removeFirst(cut)
        return text
    }

    /// Whether bytes are held back.
    public var isHolding: Bool { !pending.isEmpty }

    /// Everything still held back, masked.
    public mutating func finish() -> String {
        defer { pending = [] }
        return masker.mask(String(decoding: pending, as: UTF8.self))
    }
}
