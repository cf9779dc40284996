import Foundation

/// What a test can tell of a process it started, from `/proc` (Linux).
public enum ProcessState {
    /// The process's state letter (`R`, `S`, `Z`…), or nil once it is gone.
    public static func letter(of pid: pid_t) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: ")").last?
            .split(separator: " ").first.map(String.init)
    }

    /// Whether the process has ended: gone, or a zombie that nobody reaped yet.
    ///
    /// An orphan is reaped by the system's first process (or the nearest subreaper), which may take its time or
    /// never do it: a test must not wait for that.
    public static func hasEnded(_ pid: pid_t) -> Bool {
        letter(of: pid).map { ["Z", "X"].contains($0) } ?? true
    }
}
