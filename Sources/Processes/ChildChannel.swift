#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child that reads its requests on stdin and answers on stdout over one socket, stderr discarded: the shape of
/// docrun's helpers (bash's parser loop, shellcheck).
public final class ChildChannel {
    /// The process.
    public let process: ChildProcess
    private let socket: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// Starts `executable` with `arguments` (argv[0] included) and exactly `environment`; stdin and stdout are one
    /// socket to docrun, stderr is `/dev/null`.
    public init(executable: String, arguments: [String], environment: [String]) throws(SpawnError) {
        process = try ChildProcess(
            ChildLaunch(
                executable: executable, arguments: arguments, environment: environment,
                descriptors: [(0, .socket), (1, .same(as: 0)), (2, .null)]))
        socket = process.ends[0]!
    }

    /// Writes all of `bytes` to the child's stdin.
    public func write(_ bytes: [UInt8]) throws(SpawnError) {
        guard Descriptors.writeAll(socket, bytes) else { throw SpawnError(reason: "write to child: errno \(errno)") }
    }

    /// Reads from the child's stdout up to and including the next `delimiter`, which is not returned.
    ///
    /// Gives up after `timeout` milliseconds without a byte, or at end of file.
    public func read(until delimiter: UInt8, timeout: Int32) throws(SpawnError) -> ArraySlice<UInt8> {
        var scanned = 0
        while true {
            if let end = buffer[(start + scanned)...].firstIndex(of: delimiter) {
                let frame = buffer[start..<end]
                start = end + 1
                return frame
            }
            scanned = buffer.count - start
            guard try fill(timeout: timeout) else { throw SpawnError(reason: "child closed its output") }
        }
    }

    /// Reads everything the child writes until it closes its output, then waits for it to exit.
    ///
    /// Gives up after `timeout` milliseconds without a byte.
    public func readToEnd(timeout: Int32) throws(SpawnError) -> [UInt8] {
        while try fill(timeout: timeout) {}
        process.waitForExit()
        let all = Array(buffer[start...])
        buffer = []
        start = 0
        return all
    }

    /// Reads what there is; false at end of file.
    private func fill(timeout: Int32) throws(SpawnError) -> Bool {
        if start > 0 {
            buffer.removeSubrange(..<start)
            start = 0
        }
        guard Descriptors.poll([socket], milliseconds: timeout)[0] else {
            throw SpawnError(reason: "no answer from child within \(timeout) ms")
        }
        switch Descriptors.read(socket, into: &chunk) {
        case .bytes(let count):
            buffer += chunk[..<count]
            return true
        case .nothing: return true
        case .end: return false
        }
    }
}
