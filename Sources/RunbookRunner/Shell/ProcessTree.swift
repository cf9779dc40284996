#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes below a process, read from `/proc` (Linux); empty elsewhere.
enum ProcessTree {
    /// Every descendant of `root`, parents before children.
    static func descendants(of root: pid_t) -> [pid_t] {
        #if os(Linux)
            var children: [pid_t: [pid_t]] = [:]
            guard let directory = opendir("/proc") else { return [] }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard let pid = pid_t(name), let parent = parentOf(pid) else { continue }
                children[parent, default: []].append(pid)
            }
            var found: [pid_t] = []
            var queue = [root]
            while let next = queue.popLast() {
                for child in children[next] ?? [] where !found.contains(child) {
                    found.append(child)
                    queue.append(child)
                }
            }
            return found
        #else
            return []
        #endif
    }

    /// The parent pid from `/proc/<pid>/stat`: the field after the `)` that ends the command name, and a state.
    private static func parentOf(_ pid: pid_t) -> pid_t? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1 else { return nil }
        return pid_t(String(decoding: fields[1], as: UTF8.self))
    }
}
