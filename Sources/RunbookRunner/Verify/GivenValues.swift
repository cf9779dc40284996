/// The values a run gave the placeholders of a step's commands, as the output matcher looks for them: where the
/// actual line holds one and the example shows another word there (a sample name such as `mycluster`), the example's
/// word stands for the value given.
///
/// Only values of three characters or more, on one line, with a letter or digit, and that are not a word tools print
/// for a state or an answer (`true`, `none`, `all`…) take part: with a short or common one, any word would match.
/// Longest first, so that `prod-east` is tried before `prod`. Such a word in the example (`Status: Ready`) says what
/// the output must say: it stands for no value.
struct GivenValues: Sendable {
    static let none = GivenValues(named: [:])
    /// The fewest characters a value must have to take part.
    static let shortest = 3
    /// A value stands for one of the first parts of a token, so that a long token costs little more than once.
    static let maxParts = 16

    /// Words tools print for a state or an answer, compared in lowercase: values that take part in no comparison, and
    /// words of an example that stand for no value.
    static let commonWords: Set<String> = [
        "true", "false", "yes", "no", "none", "null", "nil", "all", "any", "and", "the", "not", "on", "off", "ok",
        "up", "down", "pending", "unknown", "invalid", "unset", "empty", "ready", "notready", "running", "normal",
        "active", "inactive", "enabled", "disabled", "available", "unavailable", "healthy", "unhealthy", "warning",
        "critical", "error", "failed", "failure", "success", "succeeded", "complete", "completed", "done", "created",
        "configured", "unchanged", "deleted", "deleting", "deployed", "deploying", "provisioned", "provisioning",
        "started", "stopped", "terminating", "terminated", "online", "offline", "bound", "crashloopbackoff",
    ]

    private let values: [[UInt8]]
    /// The same values by placeholder name, unfiltered: a slot of the example (`<cluster_name>`) whose placeholder has
    /// one matches that value, and only it.
    let named: [String: [UInt8]]

    var isEmpty: Bool { values.isEmpty }

    /// The values given to the placeholders of `named`, by name.
    init(named: [String: String]) {
        self.init(
            bytes: named.values.filter { value in
                value.count >= Self.shortest && !value.contains(where: \.isNewline)
                    && value.utf8.contains(where: ByteClass.isWord) && !Self.commonWords.contains(value.lowercased())
            }.map { Array($0.utf8) },
            named: named.filter { !$0.value.isEmpty && !$0.value.contains(where: \.isNewline) }.mapValues {
                Array($0.utf8)
            })
    }

    private init(bytes: [[UInt8]], named: [String: [UInt8]] = [:]) {
        self.named = named
        // Two values of one length cannot both start at one place: their order does not matter.
        values = Set(bytes).sorted { $0.count > $1.count }
    }

    /// The same values as `transform` writes them (masked, to compare them with a masked output), not filtered again.
    func map(_ transform: (String) -> String) -> GivenValues {
        let written = { (bytes: [UInt8]) in Array(transform(String(decoding: bytes, as: UTF8.self)).utf8) }
        return GivenValues(
            bytes: values.map(written).filter { !$0.isEmpty },
            named: named.mapValues(written).filter { !$0.value.isEmpty })
    }

    /// Where `token`, a plain token of the example, ends in the actual line when it matches from `p`, else nil.
    ///
    /// It matches as written, or with one of its first `maxParts` parts standing for a value (`mycluster`, `my-app`,
    /// the `mycluster` of `mycluster.us-south.cloud`: parts are split where a connector joins two), the parts before
    /// it as written and those after it as the actual token ends. The value must not be part of a longer word of the
    /// actual line: `prod` does not match in `production`. The cost is linear in the token's length.
    func end(of token: [UInt8], in bytes: [UInt8], at p: Int, _ end: Int, steps: inout Int) -> Int? {
        let shared = zip(bytes[p..<end], token).prefix { $0 == $1 }.count
        if shared == token.count { return p + shared }
        // The actual token, and how many bytes it ends with as the example's does: found once a value starts.
        lazy var tokenEnd = Self.joinedEnd(bytes, from: p, end)
        lazy var suffix = zip(bytes[p..<tokenEnd].reversed(), token.reversed()).prefix { $0 == $1 }.count
        let starts = (0...min(shared, token.count - 1)).lazy.filter { $0 == 0 || ByteClass.isConnector(token[$0 - 1]) }
        for i in starts.prefix(Self.maxParts) {
            steps += values.count
            let q = p + i
            for value in values where bytes[q..<end].starts(with: value) {
                let r = q + value.count
                if ByteClass.isWord(value[0]), q > 0, ByteClass.isWord(bytes[q - 1]) { continue }
                if ByteClass.isWord(value[value.count - 1]), r < end, ByteClass.isWord(bytes[r]) { continue }
                // After the value, the rest of the actual token is the end of the example's, from a connector.
                let after =
                    r < tokenEnd && ByteClass.isConnector(bytes[r]) ? tokenEnd : Self.joinedEnd(bytes, from: r, end)
                let k = token.count - (after - r)
                guard k > i, k == token.count || ByteClass.isConnector(token[k]),
                    !Self.commonWords.contains(String(decoding: token[i..<k], as: UTF8.self).lowercased())
                else { continue }
                steps += 1 + (after - p) >> 4
                if after == tokenEnd ? after - r <= suffix : bytes[r..<after].elementsEqual(token[k...]) {
                    return after
                }
            }
        }
        return nil
    }

    /// The end of the words at `start` and of those connectors join to them (`start` when neither begins there).
    private static func joinedEnd(_ bytes: [UInt8], from start: Int, _ end: Int) -> Int {
        var j = start
        while j < end && ByteClass.isWord(bytes[j]) { j += 1 }
        while j + 1 < end, ByteClass.isConnector(bytes[j]), ByteClass.isWord(bytes[j + 1]) {
            j += 1
            while j < end && ByteClass.isWord(bytes[j]) { j += 1 }
        }
        return j
    }
}
