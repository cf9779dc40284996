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
            // Two bytes before the kept tail stay, to see whether it starts inside a `%XX` (`text()`).
            dropped += tail.count - tailLimit - 2
            tail.removeFirst(tail.count - tailLimit - 2)
        }
    }

    /// Whether bytes were dropped.
    var truncated: Bool { dropped > 0 || tail.count > tailLimit }

    /// The kept output, lossy UTF-8, with `[… n bytes not kept …]` where bytes were dropped.
    ///
    /// The cut falls between characters, and between a URL's bytes: a character or a `%XX` cut in two is dropped
    /// whole, so that no half of one reaches the text (the masker recognises what touches the mark only in whole
    /// characters, and reads `%XX` as its byte).
    func text() -> String {
        guard truncated else { return String(decoding: head + tail, as: UTF8.self) }
        var extra = max(0, tail.count - tailLimit)
        while extra < tail.count, tail[extra] & 0xC0 == 0x80 { extra += 1 }
        var headEnd = head.count
        if let lead = head.lastIndex(where: { $0 & 0xC0 != 0x80 }), head[lead] >= 0xC0 {
            let length = head[lead] >= 0xF0 ? 4 : head[lead] >= 0xE0 ? 3 : 2
            if lead + length > head.count { headEnd = lead }
        }
        let isHex = { (byte: UInt8) in SecretMasker.hexValue(byte) != nil }
        for cut in 1...2 where extra >= cut && tail[extra - cut] == UInt8(ascii: "%") {
            let digits = tail[(extra - cut + 1)...].prefix(2)
            if digits.count == 2, digits.allSatisfy(isHex) { extra += 3 - cut }
            break
        }
        for cut in 1...2 where headEnd >= cut && head[headEnd - cut] == UInt8(ascii: "%") {
            if head[(headEnd - cut + 1)..<headEnd].allSatisfy(isHex) { headEnd -= cut }
            break
        }
        let mark = Array("\n[… \(dropped + extra + head.count - headEnd) bytes not kept …]\n".utf8)
        return String(decoding: head[..<headEnd] + mark + tail[extra...], as: UTF8.self)
    }
}
