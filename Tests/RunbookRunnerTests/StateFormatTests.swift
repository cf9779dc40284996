import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// The state as format 5 writes it (`StateEncoder`): a save at a time is the state written at once, it reads back as
/// the state saved, and any edit is refused; the states of formats 2 to 4 that docrun wrote before are still read.
@Suite struct StateFormatTests {
    /// A state of format 3 as docrun wrote it before format 4 (`"region"` given, step 1 passed, step 2 failed).
    static let format3 = #"""
        {
          "check" : "349b9520094787e73ec2d7d246fe45f0b395dc7fd5cc50fe9afbe3ed81415e1e",
          "directory" : "\/tmp\/rsb\/fx",
          "page" : "page.md",
          "pageDigest" : "dd5e0d068332add0c56bda6de628b0141fbd57745cf20ab1127397beb553fe26",
          "passed" : [
            "files\/1"
          ],
          "steps" : [
            {
              "command" : "2e6ed6762d515eca",
              "key" : "files\/1",
              "text" : "075190578d0f8641"
            },
            {
              "command" : "8a15f3beae56654c",
              "key" : "files\/2",
              "text" : "5ef1e291b66ae68b"
            }
          ],
          "stoppedAt" : "files\/2",
          "values" : {
            "region" : "eu-dé\/1"
          },
          "variables" : {
            "KEEP" : "kept"
          },
          "version" : 3,
          "withheld" : {

          }
        }
        """#

    /// The same run as format 2 wrote it (no `steps`); made with the same encoder settings, checked against
    /// `format3` byte for byte.
    static let format2 = #"""
        {
          "check" : "07c2f96f6bddc4af593f41e9207f6cb437f2148c2e4e78b1a2ca93e6006dc7ce",
          "directory" : "\/tmp\/rsb\/fx",
          "page" : "page.md",
          "pageDigest" : "dd5e0d068332add0c56bda6de628b0141fbd57745cf20ab1127397beb553fe26",
          "passed" : [
            "files\/1"
          ],
          "stoppedAt" : "files\/2",
          "values" : {
            "region" : "eu-dé\/1"
          },
          "variables" : {
            "KEEP" : "kept"
          },
          "version" : 2,
          "withheld" : {

          }
        }
        """#

    /// The same run as format 4 (docrun before format 5) wrote it: each step an object, `check` last.
    static let format4 = #"""
        {
          "version": 4,
          "page": "page.md",
          "pageDigest": "dd5e0d068332add0c56bda6de628b0141fbd57745cf20ab1127397beb553fe26",
          "steps": [
            {
              "key": "files/1",
              "command": "2e6ed6762d515eca",
              "text": "075190578d0f8641"
            },
            {
              "key": "files/2",
              "command": "8a15f3beae56654c",
              "text": "5ef1e291b66ae68b"
            }
          ],
          "passed": [
            "files/1"
          ],
          "stoppedAt": "files/2",
          "values": {
            "region": "eu-dé/1"
          },
          "variables": {
            "KEEP": "kept"
          },
          "withheld": {},
          "directory": "/tmp/rsb/fx",
          "check": "d1aca03f0ca71a863ce0430765ef70389114646b1853d6919298284ca1ba0ad0"
        }
        """#

    /// A state of a page of `count` steps as a run leaves it after `passed` of them, the rest varied by `turn`.
    static func state(steps count: Int, passed: Int, turn: Int) -> RunState {
        var state = RunState(page: "dir/page.md")
        state.pageDigest = PageDigest.of(Array("page \(count)".utf8))
        state.steps = (0..<count).map {
            SavedStep(key: "sec-\($0 % 3)/\($0)", command: String(format: "%016x", $0), text: "\"quoted\"\n\($0)")
        }
        state.passed = (0..<passed).map { "sec-\($0 % 3)/\($0)" }
        state.stoppedAt = turn % 3 == 0 ? nil : "sec-0/\(turn)"
        state.values = turn % 2 == 0 ? [:] : ["zone": "eu/\(turn)", "name": "é \u{1}"]
        state.variables = ["B": "\(turn)", "A": "a'b"]
        state.withheld = turn % 4 == 0 ? [:] : ["TOKEN": "sec-1/1"]
        state.directory = turn % 5 == 0 ? nil : "/tmp/run \(turn)"
        return state
    }

    /// The bytes format 5 is said to be: `JSONValue` renders the members in their order, each step as
    /// `command text key`, `check` is the digest of the text without it.
    static func expected(_ state: RunState) -> [UInt8] {
        func object(_ dictionary: [String: String]) -> JSONValue {
            .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
        }
        let steps = state.steps.map { steps in
            JSONValue.strings(steps.map { $0.command + " " + $0.text + " " + $0.key })
        }
        let members: [(String, JSONValue)] = [
            ("version", .int(5)), ("page", .string(state.page)), ("pageDigest", .string(state.pageDigest)),
            ("steps", steps ?? .null), ("passed", .strings(state.passed)), ("stoppedAt", .string(state.stoppedAt)),
            ("values", object(state.values)), ("variables", object(state.variables)),
            ("withheld", object(state.withheld)), ("directory", .string(state.directory)),
        ]
        let check = PageDigest.of(JSONValue.object(members).renderedUTF8())
        return JSONValue.object(members + [("check", .string(check))]).renderedUTF8()
    }

    @Test(arguments: [0, 1, 2, 9, 70]) func savedStepByStepIsTheStateWrittenAtOnce(steps: Int) {
        var encoder = StateEncoder()
        for passed in 0...steps {
            // Each step saved, and some twice (a save when the run stops after the step's own).
            for turn in passed % 3 == 0 ? [passed, passed + 1] : [passed] {
                let state = Self.state(steps: steps, passed: passed, turn: turn)
                let bytes = encoder.encode(state)
                #expect(bytes == Self.expected(state), "\(passed) of \(steps) passed, turn \(turn)")
                var fresh = StateEncoder()
                #expect(fresh.encode(state) == bytes)
            }
        }
        // The passed steps replaced (a resumed run that starts over, or follows steps renumbered): written anew.
        for passed in [steps / 2, 0, steps] {
            var state = Self.state(steps: steps, passed: passed, turn: 1)
            state.passed = state.passed.map { $0 + "x" }
            #expect(encoder.encode(state) == Self.expected(state), "\(passed) passed, renamed")
        }
        var other = Self.state(steps: steps + 1, passed: 0, turn: 2)
        #expect(encoder.encode(other) == Self.expected(other), "another page")
        other.steps = nil
        #expect(encoder.encode(other) == Self.expected(other), "no steps")
    }

    @Test(arguments: [0, 3, 40]) func aSavedStateIsReadBackAsSaved(steps: Int) throws {
        let folder = try TemporaryFolder.make("docrun-state")
        let store = RunStore(pagePath: folder.appendingPathComponent("page.md").path)
        for passed in Set([0, steps / 2, steps]).sorted() {
            let state = Self.state(steps: steps, passed: passed, turn: passed + 1)
            var encoder = StateEncoder()
            try store.save(state, encoder: &encoder)
            guard case .success(var loaded?) = store.loadState(pageVariables: ["A", "B", "TOKEN"]) else {
                Issue.record("\(passed) of \(steps): \(store.loadState(pageVariables: ["A", "B", "TOKEN"]))")
                continue
            }
            #expect(loaded.check?.count == 64)
            loaded.check = nil
            #expect(loaded == state, "\(passed) of \(steps)")
        }
    }

    /// A page's name may hold 255 bytes, more than its transcript's name could add to: a long name is cut, with a
    /// digest of it, the same each time, and its state and transcripts are written and the state read back.
    @Test(arguments: [String(repeating: "a", count: 250), String(repeating: "é", count: 125) + "x", "short"])
    func aPageOfALongNameKeepsItsState(name: String) throws {
        let folder = try TemporaryFolder.make("docrun-state")
        let store = RunStore(pagePath: folder.appendingPathComponent(name + ".md").path)
        #expect(store.stem == RunStore(pagePath: folder.appendingPathComponent(name + ".md").path).stem)
        #expect(store.stem.utf8.count <= RunStore.longestStem)
        #expect((store.stem == name) == (name.utf8.count <= RunStore.longestStem))
        #expect(RunStore.stem(of: name + "b") != RunStore.stem(of: name + "c"))
        let state = Self.state(steps: 3, passed: 1, turn: 2)
        var encoder = StateEncoder()
        try store.save(state, encoder: &encoder)
        guard case .success(var loaded?) = store.loadState(pageVariables: ["A", "B", "TOKEN"]) else {
            Issue.record("\(store.loadState(pageVariables: ["A", "B", "TOKEN"]))")
            return
        }
        loaded.check = nil
        #expect(loaded == state)
        let (transcript, descriptor) = try store.createTranscript(at: Date())
        close(descriptor)
        #expect(FileManager.default.fileExists(atPath: transcript.path))
    }

    /// A page of 200,000 steps leaves a state of more than 10 MB (the bound on the files a person gives docrun):
    /// it is read back all the same.
    @Test func aStateLargerThanAGivenFileIsReadBack() throws {
        let folder = try TemporaryFolder.make("docrun-state")
        let store = RunStore(pagePath: folder.appendingPathComponent("page.md").path)
        let state = Self.state(steps: 200_000, passed: 150_000, turn: 1)
        var encoder = StateEncoder()
        try store.save(state, encoder: &encoder)
        let size = try FileManager.default.attributesOfItem(atPath: store.stateURL.path)[.size] as? Int ?? 0
        #expect(size > InputFile.maximumBytes)
        guard case .success(var loaded?) = store.loadState(pageVariables: ["A", "B", "TOKEN"]) else {
            Issue.record("\(store.loadState(pageVariables: ["A", "B", "TOKEN"]))")
            return
        }
        loaded.check = nil
        #expect(loaded == state)
    }

    /// Edits of a saved state, each refused as the reason says.
    static let edits: [(name: String, edit: @Sendable (String) -> String, problem: StateProblem)] = [
        ("a passed step", { $0.replacingOccurrences(of: "\"sec-1/1\",", with: "\"sec-1/4\",") }, .edited),
        ("a step digest", { $0.replacingOccurrences(of: "0000000000000002", with: "0000000000000003") }, .edited),
        ("a value", { $0.replacingOccurrences(of: "\"eu/3\"", with: "\"eu/4\"") }, .edited),
        ("the folder", { $0.replacingOccurrences(of: "/tmp/run 3", with: "/") }, .edited),
        ("a space", { $0.replacingOccurrences(of: "\"page\": ", with: "\"page\":  ") }, .edited),
        ("a line break at the end", { $0 + "\n" }, .edited),
        ("the check", { $0.replacingOccurrences(of: "\"check\": \"", with: "\"check\": \"0") }, .edited),
        ("no check", { $0.replacingOccurrences(of: "\"check\"", with: "\"checked\"") }, .edited),
        ("cut short", { String($0.prefix($0.count - 2)) }, .unreadable),
        ("format 6", { $0.replacingOccurrences(of: "\"version\": 5", with: "\"version\": 6") }, .version(6)),
        ("format 1", { $0.replacingOccurrences(of: "\"version\": 5", with: "\"version\": 1") }, .version(1)),
        ("format 3", { $0.replacingOccurrences(of: "\"version\": 5", with: "\"version\": 3") }, .edited),
    ]

    @Test(arguments: edits.indices) func anEditedStateIsRefused(index: Int) throws {
        let (name, edit, problem) = Self.edits[index]
        let folder = try TemporaryFolder.make("docrun-state")
        let store = RunStore(pagePath: folder.appendingPathComponent("page.md").path)
        var encoder = StateEncoder()
        try store.save(Self.state(steps: 5, passed: 3, turn: 3), encoder: &encoder)
        let text = try String(contentsOf: store.stateURL, encoding: .utf8)
        let edited = edit(text)
        #expect(edited != text, "\(name): the edit changed nothing")
        try edited.write(to: store.stateURL, atomically: true, encoding: .utf8)
        guard case .failure(let found) = store.loadState(pageVariables: ["A", "B", "TOKEN"]) else {
            Issue.record("\(name): not refused")
            return
        }
        #expect(found == problem, "\(name)")
    }

    @Test(arguments: [2, 3, 4]) func aStateOfAnOlderFormatIsRead(version: Int) throws {
        let folder = try TemporaryFolder.make("docrun-state")
        let store = RunStore(pagePath: folder.appendingPathComponent("page.md").path)
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        let text = [2: Self.format2, 3: Self.format3, 4: Self.format4][version]!
        try text.write(to: store.stateURL, atomically: true, encoding: .utf8)
        guard case .success(let state?) = store.loadState(pageVariables: ["KEEP"]) else {
            Issue.record("format \(version): \(store.loadState(pageVariables: ["KEEP"]))")
            return
        }
        #expect(state.version == version)
        #expect(state.passed == ["files/1"] && state.stoppedAt == "files/2")
        #expect(state.values == ["region": "eu-dé/1"] && state.variables == ["KEEP": "kept"])
        #expect(state.directory == "/tmp/rsb/fx" && state.withheld.isEmpty)
        #expect(state.steps?.map(\.key) == (version == 2 ? nil : ["files/1", "files/2"]))
        // Edited, it is refused as any state is.
        let slash = version == 4 ? "/" : "\\/"
        for (from, to) in [("\"kept\"", "\"kept2\""), ("files\(slash)1\"\n  ]", "files\(slash)2\"\n  ]")] {
            try text.replacingOccurrences(of: from, with: to).write(
                to: store.stateURL, atomically: true, encoding: .utf8)
            guard case .failure(.edited) = store.loadState(pageVariables: ["KEEP"]) else {
                Issue.record("format \(version), \(from) edited: not refused")
                continue
            }
        }
    }

    /// What a run of format 5 writes is what the old encoder wrote, member for member: decoding it gives the state.
    @Test func formatFiveReadsAsTheOlderFormatsDo() throws {
        let state = Self.state(steps: 4, passed: 2, turn: 1)
        var encoder = StateEncoder()
        var decoded = try JSONDecoder().decode(RunState.self, from: Data(encoder.encode(state)))
        decoded.check = nil
        #expect(decoded == state)
    }
}
