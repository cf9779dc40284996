/// SHA-256 of a page's bytes, as lowercase hex: what the state keeps so that `--resume` can tell the page changed.
///
/// Written out here because Foundation on Linux has no digest (CryptoKit is Apple's only); the test checks it
/// against the standard's vectors.
public enum PageDigest {
    /// The digest of `bytes`.
    public static func of(_ bytes: [UInt8]) -> String {
        var digest = SHA256()
        digest.update(bytes)
        return digest.hex()
    }
}

/// SHA-256 fed piece by piece: the state's digest is taken over a text whose start is the same from one save to the
/// next, so the digest of that start is kept and only the rest is fed again (`StateEncoder`).
///
/// Written for the many short texts a run digests (two per step of the page, `SavedStep`): the hash is a SIMD value
/// and the last blocks are made on the stack, so a digest allocates nothing but its text.
struct SHA256: Sendable {
    private var hash = SIMD8<UInt32>(
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
    /// Bytes fed that do not fill a block yet: the first `pendingCount` (fewer than 64). In the value, not in an
    /// array: a run digests two short texts for each of its page's steps, and an array is an allocation each.
    private var pending = SIMD64<UInt8>()
    private var pendingCount = 0
    /// Bytes fed in all.
    private var length: UInt64 = 0

    init() {}

    /// Feeds `bytes`.
    mutating func update(_ bytes: some Collection<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if done == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    private mutating func update(_ input: UnsafeRawBufferPointer) {
        guard input.count > 0 else { return }
        length += UInt64(input.count)
        var offset = 0
        if pendingCount > 0 {
            offset = min(64 - pendingCount, input.count)
            let start = pendingCount
            withUnsafeMutableBytes(of: &pending) {
                $0.baseAddress!.advanced(by: start).copyMemory(from: input.baseAddress!, byteCount: offset)
            }
            pendingCount += offset
            guard pendingCount == 64 else { return }
            hash = withUnsafeBytes(of: pending) { Self.compress(hash, $0.baseAddress!) }
            pendingCount = 0
        }
        while input.count - offset >= 64 {
            hash = Self.compress(hash, input.baseAddress! + offset)
            offset += 64
        }
        if offset < input.count {
            let rest = input.count - offset
            withUnsafeMutableBytes(of: &pending) {
                $0.baseAddress!.copyMemory(from: input.baseAddress! + offset, byteCount: rest)
            }
            pendingCount = rest
        }
    }

    /// The digest of what was fed, as lowercase hex (the value itself is left as it was, to be fed more).
    func hex() -> String {
        let final = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { block in
            // The pending bytes, 0x80, zeros, then the length in bits: one block, or two when they do not fit.
            let blocks = pendingCount < 56 ? 1 : 2
            withUnsafeBytes(of: pending) {
                UnsafeMutableRawPointer(block.baseAddress!).copyMemory(from: $0.baseAddress!, byteCount: pendingCount)
            }
            block[pendingCount] = 0x80
            for index in (pendingCount + 1)..<(64 * blocks - 8) { block[index] = 0 }
            let bits = length &* 8
            for index in 0..<8 { block[64 * blocks - 1 - index] = UInt8(truncatingIfNeeded: bits >> (8 * index)) }
            var final = hash
            for number in 0..<blocks {
                final = Self.compress(final, UnsafeRawPointer(block.baseAddress! + 64 * number))
            }
            return final
        }
        return String(unsafeUninitializedCapacity: 64) { text in
            for word in 0..<8 {
                for nibble in 0..<8 {
                    let digit = UInt8(truncatingIfNeeded: final[word] &>> UInt32(28 - 4 * nibble)) & 15
                    // `0`–`9`, then `a`–`f`: no table to make at each digest.
                    text[8 * word + nibble] = digit < 10 ? 0x30 + digit : 0x57 + digit
                }
            }
            return 64
        }
    }

    /// `hash` after the 64-byte block at `block`.
    private static func compress(_ hash: SIMD8<UInt32>, _ block: UnsafeRawPointer) -> SIMD8<UInt32> {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            for index in 0..<16 {
                words[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            for index in 16..<64 {
                let low = words[index - 15]
                let high = words[index - 2]
                let s0 = rotate(low, 7) ^ rotate(low, 18) ^ (low &>> 3)
                let s1 = rotate(high, 17) ^ rotate(high, 19) ^ (high &>> 10)
                words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
            }
            return constants.withUnsafeBufferPointer { constants in
                var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
                // Eight rounds at a time, the letters' roles turned in the arguments rather than the values moved
                // between them at each round (which the compiler did in vector registers, at twice the cost).
                for index in stride(from: 0, to: 64, by: 8) {
                    func input(_ offset: Int) -> UInt32 { constants[index + offset] &+ words[index + offset] }
                    round(a, b, c, &d, e, f, g, &h, input(0))
                    round(h, a, b, &c, d, e, f, &g, input(1))
                    round(g, h, a, &b, c, d, e, &f, input(2))
                    round(f, g, h, &a, b, c, d, &e, input(3))
                    round(e, f, g, &h, a, b, c, &d, input(4))
                    round(d, e, f, &g, h, a, b, &c, input(5))
                    round(c, d, e, &f, g, h, a, &b, input(6))
                    round(b, c, d, &e, f, g, h, &a, input(7))
                }
                return hash &+ SIMD8(a, b, c, d, e, f, g, h)
            }
        }
    }

    /// One round: `d` gains the round's first sum, `h` becomes the new first letter.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ input: UInt32
    ) {
        let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ input
        let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
        d = d &+ t1
        h = t1 &+ t2
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value &>> count | value &<< (32 &- count) }

    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
