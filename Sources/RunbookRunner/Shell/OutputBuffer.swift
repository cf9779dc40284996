/// A command's output as kept for verification: everything up to `limit` bytes, beyond that the first and the
/// last halves with a mark where bytes were dropped.
struct OutputBuffer {
    let limit: Int
    private var head: [UInt8] = []
    private var tail: [UInt8] = []
    private var dropped = 0

    init(limit: Int) {
        self.limit = max(2, limit)
    }

    private var tailLimit: Int { limit - limit / 2 }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        var rest = bytes
        if head.count < limit / 2 {
            let taken = rest.prefix(limit / 2 - head.count)
            head += taken
            rest = rest.dropFirst(taken.count)
        }
        guard !rest.isEmpty else { return }
        tail += rest
        if tail.count > 2 * tailLimit {  // trim in batches, not on every chunk
            dropped += tail.count - tailLimit
            tail.removeFirst(tail.count - tailLimit)
        }
    }

    /// Whether bytes were dropped.
    var truncated: Bool { dropped > 0 || tail.count > tailLimit }

    /// The kept output, lossy UTF-8, with `[… n bytes not kept …]` where bytes were dropped.
    func text() -> String {
        guard truncated else { return String(decoding: head + tail, as: UTF8.self) }
        let extra = max(0, tail.count - tailLimit)
        let mark = Array("\n[… \(dropped + extra) bytes not kept …]\n".utf8)
        return String(decoding: head + mark + tail[extra...], as: UTF8.self)
    }
}
