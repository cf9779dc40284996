/// A small seeded generator (SplitMix64), so generated test inputs are the same on every run.
public struct SplitMix: Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    public mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
