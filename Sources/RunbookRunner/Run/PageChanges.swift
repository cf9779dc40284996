import RunbookKit

/// A step as the state remembers it, so that `--resume` can say what changed on the page since.
///
/// It holds the step's key and a digest of what it runs (commands and files) and of its text. Digests, not text: the
/// state holds no page content.
public struct SavedStep: Sendable, Equatable {
    /// `section/id`, as in `RunState.passed`.
    public let key: String
    /// The first 16 hex digits of the SHA-256 of the step's commands and files.
    public let command: String
    /// The same of its text and details.
    public let text: String

    /// Every step of `runbook`, in page order; each text, joined by a line break and a NUL, digested once however
    /// many steps repeat it ("Click **Save**."): SHA-256 costs far more than finding the text in a table.
    static func of(_ runbook: Runbook) -> [SavedStep] {
        var known: [String: String] = [:]
        func digest(_ texts: [String]) -> String {
            let text = texts.count == 1 ? texts[0] : texts.joined(separator: "\n\u{0}")
            if let digest = known[text] { return digest }
            known[text] = String(PageDigest.of(Array(text.utf8)).prefix(16))
            return known[text]!
        }
        let keys = RunEngine.keys(of: runbook)
        return runbook.steps.map { step in
            SavedStep(
                key: keys[step.line]!, command: digest(step.commands.map(\.text) + step.files.map(\.text)),
                text: digest([step.text] + step.details))
        }
    }
}

extension SavedStep: Decodable {
    private struct Object: Decodable { let key, command, text: String }

    /// Reads `command text key` (format 5) or an object (formats 3 and 4).
    public init(from decoder: any Decoder) throws {
        if let line = try? decoder.singleValueContainer().decode(String.self) {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            (command, text, key) = (parts[0], parts.count > 1 ? parts[1] : "", parts.count > 2 ? parts[2] : "")
        } else {
            let object = try Object(from: decoder)
            (key, command, text) = (object.key, object.command, object.text)
        }
    }
}

/// What changed in a page's steps between the state saved and the page now, steps matched by content so that one
/// step added does not show as every later step changed.
struct PageChanges {
    /// Keys of the page now.
    var added: [String] = []
    /// Keys of the saved page.
    var removed: [String] = []
    /// Keys of the page now: a step matched with a saved one whose commands or files differ; or only its text.
    var commandChanged: [String] = []
    var textChanged: [String] = []
    /// Saved key → key now, for steps whose number or section changed.
    var renumbered: [(from: String, to: String)] = []
    /// Saved key → key now, for every saved step still on the page (changed or not).
    var keys: [String: String] = [:]

    var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && commandChanged.isEmpty && textChanged.isEmpty && renumbered.isEmpty
    }

    init(saved: [SavedStep], now: [SavedStep]) {
        for stretch in Alignment.align(saved, now, same: { $0.command == $1.command && $0.text == $1.text }) {
            switch stretch {
            case .match(let old, let new):
                pair(saved[old], now[new])
            case .gap(let old, let new):
                // A step of the gap that kept its commands, or else its text, or else its number (rewritten in
                // place), is that step changed; what is left was added or removed.
                var left = Array(saved[old])
                var right = Array(now[new])
                for same in [\SavedStep.command, \.text, \.key] {
                    for step in left {
                        guard let match = right.firstIndex(where: { $0[keyPath: same] == step[keyPath: same] }) else {
                            continue
                        }
                        pair(step, right.remove(at: match))
                        left.removeAll { $0.key == step.key }
                    }
                }
                removed += left.map(\.key)
                added += right.map(\.key)
            }
        }
    }

    /// `renumbered` with the steps that follow each other, before and now, in runs: said '2–8 → 3–9'.
    var renumberedRuns: [(from: [String], to: [String])] {
        var runs: [(from: [String], to: [String])] = []
        for (from, to) in renumbered {
            if let last = runs.last, Self.follows(last.from.last!, from), Self.follows(last.to.last!, to) {
                runs[runs.count - 1].from.append(from)
                runs[runs.count - 1].to.append(to)
            } else {
                runs.append(([from], [to]))
            }
        }
        return runs
    }

    private static func follows(_ key: String, _ next: String) -> Bool {
        let (section, id) = split(key)
        let (nextSection, nextID) = split(next)
        return section == nextSection && Int(id).map { $0 + 1 } == Int(nextID)
    }

    static func split(_ key: String) -> (section: Substring, id: Substring) {
        guard let slash = key.lastIndex(of: "/") else { return ("", key[...]) }
        return (key[..<slash], key[key.index(after: slash)...])
    }

    private mutating func pair(_ saved: SavedStep, _ now: SavedStep) {
        keys[saved.key] = now.key
        if saved.key != now.key { renumbered.append((saved.key, now.key)) }
        if saved.command != now.command {
            commandChanged.append(now.key)
        } else if saved.text != now.text {
            textChanged.append(now.key)
        }
    }
}

/// SHA-256 (FIPS 180-4), of a page (so that `--resume` can tell it changed) and of the state, fed piece by piece (the
/// state keeps the digest of its unchanging start between saves); written out because Foundation on Linux has none.
public struct PageDigest: Sendable {
    private var hash: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length = 0

    /// The SHA-256 of `bytes`, as lowercase hex.
    public static func of(_ bytes: [UInt8]) -> String {
        var digest = PageDigest()
        digest.update(bytes)
        return digest.hex()
    }

    mutating func update(_ bytes: some Collection<UInt8>) {
        length += bytes.count
        pending.append(contentsOf: bytes)
        let blocks = pending.count / 64 * 64
        for start in stride(from: 0, to: blocks, by: 64) { compress(pending[start..<(start + 64)]) }
        pending.removeFirst(blocks)
    }

    /// The digest of what was fed, as lowercase hex (the value itself is left as it was, to be fed more).
    func hex() -> String {
        var last = self
        last.update([0x80] + [UInt8](repeating: 0, count: (119 - pending.count) % 64))
        last.update((0..<8).map { UInt8(truncatingIfNeeded: (UInt64(length) * 8) >> (56 - 8 * $0)) })
        return last.hash.map { String(String(UInt64($0) | 1 << 32, radix: 16).dropFirst()) }.joined()
    }

    private mutating func compress(_ block: ArraySlice<UInt8>) {
        hash = block.withUnsafeBytes { block in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for i in 0..<16 {
                    w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
                }
                for i in 16..<64 {
                    let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
                    let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
                    w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                }
                var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
                for (i, k) in Self.k.enumerated() {
                    let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ (e & f ^ ~e & g) &+ k &+ w[i]
                    let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ (a & b ^ a & c ^ b & c)
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                }
                return zip(hash, [a, b, c, d, e, f, g, h]).map { $0 &+ $1 }
            }
        }
    }

    private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }

    private static let k: [UInt32] = [
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
