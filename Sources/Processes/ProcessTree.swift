#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes below a process, and the members of a process group, read from `/proc` (Linux); empty elsewhere.
public enum ProcessTree {
    /// Every descendant of `root`, parents before children.
    public static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for entry in entries() { children[entry.parent, default: []].append(entry.pid) }
        var found: [pid_t] = []
        var seen: Set<pid_t> = [root]
        var queue = [root]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where seen.insert(child).inserted {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }

    /// Every process in the process group `group`.
    public static func members(ofGroup group: pid_t) -> [pid_t] {
        entries().filter { $0.group == group }.map(\.pid)
    }

    /// Each process's id, parent and process group.
    private static func entries() -> [(pid: pid_t, parent: pid_t, group: pid_t)] {
        #if os(Linux)
            guard let directory = opendir("/proc") else { return [] }
            defer { closedir(directory) }
            var found: [(pid: pid_t, parent: pid_t, group: pid_t)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard let pid = pid_t(name), let (parent, group) = parentAndGroup(of: pid) else { continue }
                found.append((pid, parent, group))
            }
            return found
        #else
            return []
        #endif
    }

    /// The parent and the process group from `/proc/<pid>/stat`: after the `)` that ends the command name come
    /// the state, the parent and the group.
    private static func parentAndGroup(of pid: pid_t) -> (pid_t, pid_t)? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 2, let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
            let group = pid_t(String(decoding: fields[2], as: UTF8.self))
        else { return nil }
        return (parent, group)
    }
}
