import Foundation

/// A file name as the system gives it, bytes, held in a `String` without losing any: the one way docrun turns a path
/// it is given (the command line, a folder's entries, `getcwd`) into text and back.
///
/// Linux names are bytes, not UTF-8: a page saved as Latin-1 `caf\xE9.md` is a name Swift decodes lossily (`caf�.md`),
/// and a file of that name does not exist. Here each byte of a name that is not part of a UTF-8 character is held as
/// one scalar of the last private use plane, `U+10FF80`…`U+10FFFF` (Python's "surrogateescape", in scalars a Swift
/// `String` may hold), so that `bytes(of:)` gives the name back and `withCString` opens it. `shown` writes such a
/// byte as `\xE9` for every report, and `visible` for a terminal.
public enum SystemPath {
    /// The first of the 128 scalars that stand for the bytes 0x80…0xFF: `U+10FF00` + the byte.
    private static let base: UInt32 = 0x10_FF00

    /// The name `bytes` spell: their UTF-8 text, each byte that is not part of a UTF-8 character held as its scalar.
    public static func decoding(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        if let text = String(validating: bytes, as: UTF8.self), !holdsBytes(text) {
            return text
        }
        var out = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            var parser = Unicode.UTF8.ForwardParser()
            var rest = bytes[index...].makeIterator()
            if case .valid(let encoded) = parser.parseScalar(from: &rest), case let scalar = UTF8.decode(encoded),
                !isByte(scalar)
            {
                out.append(scalar)
                index += encoded.count
            } else {
                // A byte outside UTF-8, or a name that already holds one of these scalars (written as UTF-8): each of
                // its bytes is kept as a byte, so that the name still comes back as it was.
                out.append(Unicode.Scalar(base + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(out)
    }

    /// The name the C string `cString` spells (an argument, an environment variable, `getcwd`'s answer), `decoding`
    /// its bytes.
    public static func decoding(cString: UnsafePointer<CChar>) -> String {
        decoding(UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
    }

    /// The command line's arguments as the system gave them (`CommandLine.unsafeArgv`), each `decoding` its bytes.
    public static func commandLine() -> [String] {
        (0..<Int(CommandLine.argc)).map { index in CommandLine.unsafeArgv[index].map { decoding(cString: $0) } ?? "" }
    }

    /// The bytes of the name `path` holds: its UTF-8, each byte scalar written as its byte.
    public static func bytes(of path: String) -> [UInt8] {
        guard holdsBytes(path) else { return Array(path.utf8) }
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isByte(scalar) { out.append(UInt8(scalar.value - base)) } else { out += String(scalar).utf8 }
        }
        return out
    }

    /// Calls `body` with the C string of the name `path` holds, for `open`, `stat`, `opendir`.
    public static func withCString<Result>(
        _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
    ) rethrows -> Result {
        guard holdsBytes(path) else { return try path.withCString(body) }
        return try (bytes(of: path) + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// Whether `name` holds a scalar that stands for a byte (`isByte`).
    ///
    /// Each is four bytes from 0xF4: a name's bytes tell quicker than its scalars that it has none, and most have none.
    private static func holdsBytes(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { $0.contains(0xF4) } != false
            && name.unicodeScalars.contains(where: isByte)
    }

    /// Whether `scalar` stands for a byte of a name that is not UTF-8.
    public static func isByte(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= base + 0x80 && scalar.value <= base + 0xFF
    }

    /// `\xE9`: the byte `scalar` stands for, as a report writes it.
    public static func shown(byte scalar: Unicode.Scalar) -> String {
        "\\x" + String(scalar.value - base, radix: 16, uppercase: true)
    }

    /// `path` with each byte that is not UTF-8 written `\xE9`: the name in a report (JSON, SARIF's message, GitHub,
    /// JUnit), which holds text; `path` itself when it has none.
    public static func shown(_ path: String) -> String {
        guard holdsBytes(path) else { return path }
        var out = ""
        for scalar in path.unicodeScalars {
            if isByte(scalar) { out += shown(byte: scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// `path` as a terminal shows it, on one line: `shown`, then `VisibleText.line` (its control characters in caret
    /// notation, its line breaks as `^J`), so that a name cannot move the cursor, colour the screen or split a message.
    public static func visible(_ path: String) -> String { VisibleText.line(shown(path)) }

    /// The names in `folder`, `decoding` their bytes, `.` and `..` left out; nil when it cannot be listed
    /// (Foundation's `contentsOfDirectory` decodes the names lossily, so that a Latin-1 one names no file).
    public static func entries(of folder: String) -> [String]? {
        guard let directory = withCString(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                decoding(raw.prefix(while: { $0 != 0 }))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// What one `stat` says of the file `path` names (of a link itself, unless `followingLinks`); nil when nothing is
    /// there.
    public static func status(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        guard withCString(path, { followingLinks ? stat($0, &info) : lstat($0, &info) }) == 0 else { return nil }
        return FileStatus(
            isFolder: info.st_mode & S_IFMT == S_IFDIR, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The working folder, `decoding` its bytes (Foundation's `currentDirectoryPath` decodes them lossily).
    public static func currentDirectory() -> String {
        guard let folder = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(folder) }
        return decoding(cString: folder)
    }
}

/// A file as `stat` sees it.
public struct FileStatus: Sendable {
    /// Whether it is a folder.
    public let isFolder: Bool
    /// The device and inode: two paths name the same file when theirs are equal (where `realpath` would read every
    /// component of the path and the working folder).
    public let device: UInt64
    /// See `device`.
    public let inode: UInt64
}
