import Testing

@testable import RunbookKit

/// The "did you mean" of the command line and of `keyref-unknown`: the nearest name by edit distance, case ignored.
@Suite struct NameSuggestionTests {
    static let cases: [(name: String, candidates: [String], expected: String?)] = [
        ("product_ful", ["other", "product_full", "product_short"], "product_full"),
        ("Product_Short", ["product_full", "product_short"], "product_short"),
        // Two edits, for a name of nine characters: two characters longer is still near.
        ("instances", ["inst", "instances_xy", "zzz"], "instances_xy"),
        // A third of a longer name's length: four edits for a name of 12.
        ("cluster_name", ["cluster_id", "clstr_nm"], "cluster_id"),
        ("unrelated_service_name", ["product_full", "product_short"], nil),
        // Of names equally near, the first; a nearer one after it wins.
        ("abcd", ["abxy", "abcx", "abce"], "abcx"),
        ("abcd", ["abxy", "ABCD", "abcx"], "ABCD"),
        ("k12", [], nil),
    ]

    @Test(arguments: cases) func nearest(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(NameSuggestion.closest(to: name, in: candidates) == expected)
    }

    @Test func distances() {
        func distance(_ a: String, _ b: String, within bound: Int = .max) -> Int? {
            NameSuggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), within: bound)
        }
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("été", "ete") == 2)
        // Over the bound: none, whether the lengths already tell it or a row of the table does.
        #expect(distance("kitten", "sitting", within: 2) == nil)
        #expect(distance("abc", "xyz", within: 2) == nil)
        #expect(distance("", "abc", within: 2) == nil)
    }
}
