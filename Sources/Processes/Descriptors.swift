import Foundation

/// Pipes and whole reads and writes on raw descriptors, for the processes docrun starts.
public enum Descriptors {
    /// Writes all of `bytes` to `descriptor`; false on an error (EPIPE, not SIGPIPE, when the reader is gone).
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0, errno != EINTR { return false }
            offset += max(written, 0)
        }
        return true
    }

    /// What one read gave.
    public enum ReadResult: Equatable {
        /// `count` bytes at the start of the buffer.
        case bytes(Int)
        /// Nothing now (a non-blocking descriptor with nothing to read).
        case nothing
        /// End of file, or an error that ends the stream.
        case end
    }

    /// Reads once into `buffer`, retrying on EINTR.
    public static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadResult {
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count > 0 { return .bytes(count) }
            if count == 0 { return .end }
            if errno != EINTR { return errno == EAGAIN || errno == EWOULDBLOCK ? .nothing : .end }
        }
    }

    /// Whether each of `descriptors` (a negative one skipped) can be read or is closed, once one is or `milliseconds`
    /// pass (-1: no limit).
    public static func poll(_ descriptors: [Int32], milliseconds: Int32) -> [Bool] {
        var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while Foundation.poll(&fds, nfds_t(fds.count), milliseconds) < 0 && errno == EINTR {}
        return fds.map { $0.revents != 0 }
    }

    /// Makes `descriptor` non-blocking.
    public static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// A pipe whose ends are close-on-exec from the start: other threads may spawn children at that moment.
    static func makePipe(_ ends: inout [Int32]) -> Bool {
        ends.withUnsafeMutableBufferPointer { linuxPipe2($0.baseAddress!, O_CLOEXEC) } == 0
    }

    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Adds "close every descriptor from the number given on" to the actions; nil without it.
    ///
    /// It is glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time as Swift's
    /// Glibc does not declare it. Without it, the child inherits what is open without close-on-exec (docrun's own
    /// descriptors all have it).
    static let closeFrom: CloseFrom? = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"
    ).map { unsafeBitCast($0, to: CloseFrom.self) }
}

/// glibc's `pipe2`, which Swift's Glibc module does not import (it is a GNU extension).
@_silgen_name("pipe2")
private func linuxPipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
