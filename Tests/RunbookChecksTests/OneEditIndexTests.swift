import Testing

@testable import RunbookChecks

/// The index `placeholder-near-miss` looks names up in finds what comparing every pair finds, in the same order.
@Suite struct OneEditIndexTests {
    /// Names made at random of few letters, so that many are one edit apart, equal, or one letter longer: for each
    /// asked name, the indexed names one edit from it (and equal to it) are those a comparison with each name finds.
    @Test func findsWhatComparingEveryPairFinds() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let names = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                Self.name(using: &generator)
            }
            let index = OneEditIndex(names)
            for _ in 0..<20 {
                let asked = Self.name(using: &generator)
                let oneEdit = index.oneEditFrom(asked).filter { PlaceholderAudit.oneEditApart(names[$0], asked) }
                #expect(
                    oneEdit == names.indices.filter { PlaceholderAudit.oneEditApart(names[$0], asked) },
                    "\(names.map { String(decoding: $0, as: UTF8.self) }) \(String(decoding: asked, as: UTF8.self))")
                #expect(
                    index.spelledAs(asked).filter { names[$0] == asked } == names.indices.filter { names[$0] == asked })
            }
        }
    }

    /// Long names, and names of one letter repeated (whose deletions are all alike), are found too.
    @Test func findsLongAndRepeatedNames() {
        let long = Array(String(repeating: "abc_", count: 500).utf8)
        var changed = long
        changed[1000] = UInt8(ascii: "x")
        let repeated = Array(repeating: UInt8(ascii: "a"), count: 9)
        let index = OneEditIndex([long, repeated])
        #expect(index.oneEditFrom(changed).contains(0))
        #expect(index.oneEditFrom(Array(long.dropLast())).contains(0))
        #expect(index.oneEditFrom(repeated + [UInt8(ascii: "a")]).contains(1))
        #expect(index.oneEditFrom(Array(repeated.dropFirst())).contains(1))
        #expect(index.spelledAs(long) == [0])
    }

    private static func name(using generator: inout SystemRandomNumberGenerator) -> [UInt8] {
        (0..<Int.random(in: 4...7, using: &generator)).map { _ in Array("ab_".utf8).randomElement(using: &generator)! }
    }
}
