import Testing

@testable import RunbookRunner

/// What `--resume` says changed on a page: steps matched by what they run and say, so that one step added is one
/// step added, not every later step changed.
@Suite struct PageChangesTests {
    /// Steps written `key:command:text`.
    static func steps(_ written: String) -> [SavedStep] {
        written.split(separator: " ").map {
            let parts = $0.split(separator: ":").map(String.init)
            return SavedStep(key: parts[0], command: parts[1], text: parts[2])
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        let saved: String
        let now: String
        let added: [String]
        let removed: [String]
        let commands: [String]
        let texts: [String]
        let renumbered: [String]
        var description: String { saved + " → " + now }
    }

    static let cases: [Case] = [
        Case(
            saved: "s/1:a:A s/2:b:B", now: "s/1:a:A s/2:b:B", added: [], removed: [], commands: [], texts: [],
            renumbered: []),
        // One step inserted: the later ones are renumbered, not changed.
        Case(
            saved: "s/1:a:A s/2:b:B s/3:c:C", now: "s/1:a:A s/2:x:X s/3:b:B s/4:c:C", added: ["s/2"], removed: [],
            commands: [], texts: [], renumbered: ["s/2>s/3", "s/3>s/4"]),
        Case(
            saved: "s/1:a:A s/2:b:B s/3:c:C", now: "s/1:a:A s/2:c:C", added: [], removed: ["s/2"], commands: [],
            texts: [], renumbered: ["s/3>s/2"]),
        Case(
            saved: "s/1:a:A s/2:b:B", now: "s/1:a:A s/2:z:B", added: [], removed: [], commands: ["s/2"], texts: [],
            renumbered: []),
        Case(
            saved: "s/1:a:A s/2:b:B", now: "s/1:a:A s/2:b:Z", added: [], removed: [], commands: [], texts: ["s/2"],
            renumbered: []),
        // Rewritten in place: the same step, changed.
        Case(
            saved: "s/1:a:A s/2:b:B", now: "s/1:a:A s/2:y:Y", added: [], removed: [], commands: ["s/2"], texts: [],
            renumbered: []),
        // A step whose text changed after a step removed before it: matched by its commands, not by its old number.
        Case(
            saved: "s/1:a:A s/2:b:B s/3:c:C", now: "s/1:a:A s/2:c:Z", added: [], removed: ["s/2"], commands: [],
            texts: ["s/2"], renumbered: ["s/3>s/2"]),
        // Moved to another section.
        Case(
            saved: "a/1:a:A b/1:b:B", now: "b/1:a:A b/2:b:B", added: [], removed: [], commands: [], texts: [],
            renumbered: ["a/1>b/1", "b/1>b/2"]),
        Case(saved: "", now: "s/1:a:A", added: ["s/1"], removed: [], commands: [], texts: [], renumbered: []),
    ]

    @Test(arguments: cases) func changes(_ test: Case) {
        let changes = PageChanges(saved: Self.steps(test.saved), now: Self.steps(test.now))
        #expect(changes.added == test.added)
        #expect(changes.removed == test.removed)
        #expect(changes.commandChanged == test.commands)
        #expect(changes.textChanged == test.texts)
        #expect(changes.renumbered.map { $0.from + ">" + $0.to } == test.renumbered)
        #expect(changes.isEmpty == (test.saved == test.now))
        // Every saved step still on the page is followed to its key now.
        #expect(Set(changes.keys.keys).union(test.removed) == Set(Self.steps(test.saved).map(\.key)))
    }

    /// Renumbered steps that follow each other, before and now, in the same sections, are said as one run.
    static let runs: [(saved: String, now: String, runs: [String])] = [
        ("s/1:a:A s/2:b:B s/3:c:C", "s/1:x:X s/2:a:A s/3:b:B s/4:c:C", ["s/1,s/2,s/3>s/2,s/3,s/4"]),
        // A number skipped now breaks the run.
        ("s/1:a:A s/2:b:B s/3:c:C s/4:d:D", "s/1:a:A s/2:x:X s/3:b:B s/4:c:C s/6:d:D", ["s/2,s/3>s/3,s/4", "s/4>s/6"]),
        ("a/1:a:A a/2:b:B", "b/1:a:A c/1:b:B", ["a/1>b/1", "a/2>c/1"]),
    ]

    @Test(arguments: runs.indices) func renumberedStepsReadInRuns(index: Int) {
        let (saved, now, runs) = Self.runs[index]
        let changes = PageChanges(saved: Self.steps(saved), now: Self.steps(now))
        #expect(
            changes.renumberedRuns.map { $0.from.joined(separator: ",") + ">" + $0.to.joined(separator: ",") } == runs)
    }
}
