import Foundation
import Testing

/// Golden files: compares text with `Snapshots/<name>` next to the test file; `DOCRUN_RECORD=1` rewrites the
/// file and fails the test, so that a recording is never mistaken for a pass.
public enum Snapshot {
    /// Checks `actual` against the golden file `name` in the `Snapshots` folder beside `file`.
    public static func assert(
        _ actual: String, named name: String, file: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots")
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["DOCRUN_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(url.path); run again without DOCRUN_RECORD to check it", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(url.path); record it with DOCRUN_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                Comment(rawValue: "\(name) differs from its golden file:\n" + diff(expected, actual)),
                sourceLocation: sourceLocation)
        }
    }

    /// A short line diff: the first differences with a little context.
    public static func diff(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var out: [String] = []
        var shown = 0
        for index in 0..<max(old.count, new.count) where shown < 12 {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            if a != b {
                out.append("line \(index + 1):")
                if let a { out.append("- " + a) }
                if let b { out.append("+ " + b) }
                shown += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
