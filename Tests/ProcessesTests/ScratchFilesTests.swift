import Foundation
import Testing

@testable import Processes

@Suite struct ScratchFilesTests {
    /// A registered folder goes with its files; a forgotten one stays.
    @Test func exitRemovalsRemoveRegisteredFoldersOnly() throws {
        let removals = ExitRemovals()
        let kept = try ScratchFiles.makeFolder(prefix: "docrun-test")
        let removed = try ScratchFiles.makeFolder(prefix: "docrun-test")
        defer { ScratchFiles.remove([kept + "/file"], folder: kept) }
        try ScratchFiles.writeAll(kept + "/file", [1])
        try ScratchFiles.writeAll(removed + "/file", [1])
        removals.add([kept + "/file"], folder: kept)
        removals.add([removed + "/file"], folder: removed)
        removals.forget(kept)
        removals.removeAll()
        #expect(FileManager.default.fileExists(atPath: kept + "/file"))
        #expect(!FileManager.default.fileExists(atPath: removed))
    }
}
