import Foundation

/// The processes below a process, and the members of a process group, read from `/proc` (Linux); empty elsewhere.
///
/// Only live processes count: a zombie has ended, and whoever reaps it (its parent, or the system's first process
/// for an orphan) may take its time.
public enum ProcessTree {
    /// Every descendant of `root`, parents before children.
    public static func descendants(of root: pid_t) -> [pid_t] {
        let children = Dictionary(grouping: entries(), by: \.parent)
        var found: [pid_t] = []
        var seen: Set<pid_t> = [root]
        var queue = [root]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where seen.insert(child.pid).inserted {
                found.append(child.pid)
                queue.append(child.pid)
            }
        }
        return found
    }

    /// Every process in the process group `group`.
    public static func members(ofGroup group: pid_t) -> [pid_t] {
        entries().filter { $0.group == group }.map(\.pid)
    }

    /// Whether one of `pids` is blocked in `read` on `terminal` (its device path) or `/dev/tty`: waiting for the
    /// operator to type (`/proc/<pid>/syscall` is readable for docrun's own descendants only).
    public static func isReading(terminal: String, among pids: [pid_t]) -> Bool {
        // `read`'s number, which the first field of `/proc/<pid>/syscall` gives (that file is Linux's only).
        #if arch(x86_64)
            let readCall = 0
        #elseif arch(arm64)
            let readCall = 63
        #else
            return false  // `read`'s number is unknown here: no process is seen reading
        #endif
        return pids.contains { pid in
            let fields = String(decoding: contents(of: "/proc/\(pid)/syscall"), as: UTF8.self).split(separator: " ")
            guard fields.count > 1, Int(fields[0]) == readCall, fields[1].hasPrefix("0x"),
                let descriptor = Int(fields[1].dropFirst(2), radix: 16)
            else { return false }
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")
            return target == terminal || target == "/dev/tty"
        }
    }

    /// A moment, to tell the processes started after it: ticks since boot (as a start time in `/proc/<pid>/stat`)
    /// and, within a tick, the last process id handed out.
    public struct Moment: Sendable, Equatable {
        let ticks: UInt64
        let lastPid: pid_t

        /// Now.
        public static func now() -> Moment {
            var time = timespec()
            clock_gettime(CLOCK_BOOTTIME, &time)
            let hertz = UInt64(max(sysconf(Int32(_SC_CLK_TCK)), 1))
            let ticks = UInt64(time.tv_sec) * hertz + UInt64(time.tv_nsec) * hertz / 1_000_000_000
            let last = String(decoding: contents(of: "/proc/sys/kernel/ns_last_pid"), as: UTF8.self)
            return Moment(ticks: ticks, lastPid: pid_t(last.filter(\.isNumber)) ?? 0)
        }

        /// The moment before anything: every process started after it.
        public static let origin = Moment(ticks: 0, lastPid: 0)
    }

    /// Of `pids`, those started after `moment`; with `ignoringInterrupt`, only those that ignore SIGINT (bash without
    /// job control starts the jobs a command puts in the background so, out of Ctrl-C's reach).
    public static func started(_ pids: [pid_t], after moment: Moment, ignoringInterrupt: Bool = false) -> [pid_t] {
        let wanted = Set(pids)
        return entries().filter {
            wanted.contains($0.pid)
                && ($0.started > moment.ticks || ($0.started == moment.ticks && $0.pid > moment.lastPid))
                && (!ignoringInterrupt || $0.ignored & (1 << UInt64(SIGINT - 1)) != 0)
        }.map(\.pid)
    }

    /// Every process docrun may read whose environment holds `entry` (`NAME=value`): a run's processes, even once
    /// they left its process group and its tree (`setsid`, a double fork).
    public static func carrying(environmentEntry entry: String) -> [pid_t] {
        entries().map(\.pid).filter { pid in
            contents(of: "/proc/\(pid)/environ").split(separator: 0).contains {
                $0.elementsEqual(entry.utf8)
            }
        }
    }

    private typealias Entry = (pid: pid_t, parent: pid_t, group: pid_t, started: UInt64, ignored: UInt64)

    private static func entries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0).flatMap(stat(of:)) }
    }

    /// The parent, the process group, the start time and the ignored signals from `/proc/<pid>/stat`: after the `)`
    /// that ends the command name come the state, the parent, the group, 19 fields later the start time, and 11
    /// after it the mask of ignored signals (0 where the kernel does not give it).
    ///
    /// Nil for a process that has ended (state `Z` or `X`).
    private static func stat(of pid: pid_t) -> Entry? {
        let bytes = contents(of: "/proc/\(pid)/stat")
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
        func number<T: FixedWidthInteger>(_ index: Int) -> T? { T(String(decoding: fields[index], as: UTF8.self)) }
        guard fields.count > 19, !["Z", "X"].contains(String(decoding: fields[0], as: UTF8.self)),
            let parent: pid_t = number(1), let group: pid_t = number(2),
            let started: UInt64 = number(19)
        else { return nil }
        let ignored: UInt64 = fields.count > 30 ? number(30) ?? 0 : 0
        return (pid, parent, group, started, ignored)
    }

    /// The command line of `pid`, its arguments joined by spaces; empty when it cannot be read (it ended).
    public static func commandLine(of pid: pid_t) -> String {
        contents(of: "/proc/\(pid)/cmdline").split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: " ")
    }

    private static func contents(of path: String) -> Data {
        FileManager.default.contents(atPath: path) ?? Data()
    }
}
