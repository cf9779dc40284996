import RunbookKit

/// The bytes of a state as docrun writes it (format 4): indented JSON through the project's one writer
/// (`JSONValue`), its members in a fixed order — `version`, `page`, `pageDigest`, `steps`, `passed`, `stoppedAt`,
/// `values`, `variables`, `withheld`, `directory` — and last `check`, the SHA-256 of the same text without it.
///
/// A run saves after every step. The page's steps do not change during a run and the passed steps only grow, so
/// they come first, and their text and its SHA-256 are kept from one save to the next: a save writes the few members
/// that follow and digests only them, whatever the number of steps done. (Rendering the whole state and digesting it
/// twice at each save made a run quadratic in its steps.)
struct StateEncoder {
    /// The state's text up to its last passed step, the `passed` array still open.
    private var start = JSONValue.Stream()
    /// The SHA-256 of `start.bytes[..<digested]`.
    private var digest = SHA256()
    private var digested = 0
    /// The members `start` holds before `passed`.
    private var head: (page: String, pageDigest: String?, steps: [SavedStep]?)?
    /// The passed steps `start` holds, in order.
    private var passed: [String] = []

    init() {}

    /// The bytes of `state`, its `check` filled in.
    mutating func encode(_ state: RunState) -> [UInt8] {
        if !continues(state) { begin(state) }
        for key in state.passed[passed.count...] {
            start.add(nil, .string(key))
            passed.append(key)
        }
        digest.update(start.bytes[digested...])
        digested = start.bytes.count
        var text = start
        text.reserveCapacity(start.bytes.count + 4096)
        text.close()
        for (key, value) in Self.rest(of: state) { text.add(key, value) }
        var whole = digest
        whole.update(text.bytes[digested...])
        whole.update(text.closing)
        text.add("check", .string(whole.hex()))
        text.close()
        return text.bytes
    }

    /// Whether the text kept can go on to `state`: the same page and steps, and the passed steps kept still the
    /// first ones of the state (the run only appends to them; checked in full in debug builds).
    private func continues(_ state: RunState) -> Bool {
        guard let head, head.page == state.page, head.pageDigest == state.pageDigest,
            Self.same(head.steps, state.steps), state.passed.count >= passed.count,
            passed.last == state.passed[..<passed.count].last
        else { return false }
        assert(state.passed[..<passed.count].elementsEqual(passed), "the passed steps were changed, not appended to")
        return true
    }

    private mutating func begin(_ state: RunState) {
        head = (state.page, state.pageDigest, state.steps)
        passed = []
        start = JSONValue.Stream()
        start.openObject()
        start.add("version", .int(RunState.format))
        start.add("page", .string(state.page))
        start.add("pageDigest", .string(state.pageDigest))
        let steps = state.steps?.map { step -> JSONValue in
            .object([("key", .string(step.key)), ("command", .string(step.command)), ("text", .string(step.text))])
        }
        start.add("steps", steps.map { .array($0) } ?? .null)
        start.openArray("passed")
        digest = SHA256()
        digested = 0
    }

    /// The members after `passed`: few, and written again at each save.
    private static func rest(of state: RunState) -> [(String, JSONValue)] {
        func object(_ dictionary: [String: String]) -> JSONValue {
            .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
        }
        return [
            ("stoppedAt", .string(state.stoppedAt)), ("values", object(state.values)),
            ("variables", object(state.variables)), ("withheld", object(state.withheld)),
            ("directory", .string(state.directory)),
        ]
    }

    /// Whether two lists of steps are the same.
    ///
    /// The run saves the same array each time: the same storage is the same steps, found without comparing thousands
    /// of them at each save.
    private static func same(_ kept: [SavedStep]?, _ given: [SavedStep]?) -> Bool {
        guard let kept, let given else { return kept == nil && given == nil }
        let shared = kept.withUnsafeBufferPointer { kept in
            given.withUnsafeBufferPointer { kept.baseAddress == $0.baseAddress && kept.count == $0.count }
        }
        return shared || kept == given
    }
}

extension StateEncoder {
    /// Whether `bytes`, a state's file, hold the `check` that docrun wrote for them: format 4 ends with it, and it is
    /// the SHA-256 of the text without it; formats 2 and 3 (Foundation's encoder, keys sorted) begin with it.
    static func isIntact(_ bytes: [UInt8], version: Int, check: String) -> Bool {
        var digest = SHA256()
        if version >= 4 {
            let member = Array(",\n  \"check\": \"\(check)\"\n}".utf8)
            guard bytes.count > member.count, bytes.suffix(member.count).elementsEqual(member) else { return false }
            digest.update(bytes[..<(bytes.count - member.count)])
            digest.update("\n}".utf8)
        } else {
            let member = Array("{\n  \"check\" : \"\(check)\",\n".utf8)
            guard bytes.count > member.count, bytes.prefix(member.count).elementsEqual(member) else { return false }
            digest.update("{\n".utf8)
            digest.update(bytes[member.count...])
        }
        return digest.hex() == check
    }
}
