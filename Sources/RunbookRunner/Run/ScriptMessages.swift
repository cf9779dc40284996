import ShellSyntax

/// bash's messages about the command files it sources, named after the page as a compiler would:
/// `/dev/shm/docrun-shell-x/3: line 2: foo: command not found` is shown `page.md:8: foo: command not found`.
///
/// bash names a sourced file in two forms, `FILE: line N: ` (a builtin's name follows) and `FILE: eval: line N: `
/// for code `eval` reads, N a line of that file: of the file that defined the function for an error inside one that a
/// later command calls, which is why each command has a file of its own (`1`, `2`, … in the order they ran). Only
/// the session's folder, matched exactly and followed by one of those names and a whole form, is renamed: output that
/// mentions another path, or this one otherwise, is left as it is.
struct ScriptMessages: Sendable {
    /// Where a command file's lines are in the page.
    struct Origin: Sendable, Equatable {
        /// The page line of the command's first line, and how many lines it has there.
        let line: Int
        let count: Int
        /// The lines the filled-in values added (bash's line N is then one of the page's lines N − added … N); nil
        /// for a command the operator edited, which stands for all of the page's lines.
        let added: Int?
    }

    /// The session's folder and a slash; the page as the operator named it.
    private(set) var folder: [UInt8] = []
    let page: String
    /// By file: file `n` is `origins[n - 1]`.
    private(set) var origins: [Origin] = []

    init(page: String) { self.page = page }

    /// The name of the file of the command that runs next, from `origin`, in the session's `folder`.
    mutating func add(_ origin: Origin, folder: String) -> String {
        self.folder = Array((folder + "/").utf8)
        origins.append(origin)
        return String(origins.count)
    }

    /// The messages in `bytes` that overlap none of `kept` (a secret's forms, masked instead), each with its text.
    func edits(in bytes: [UInt8], keeping kept: [Range<Int>]) -> [(range: Range<Int>, text: [UInt8])] {
        guard let first = folder.first else { return [] }
        var found: [(range: Range<Int>, text: [UInt8])] = []
        var start = bytes.startIndex
        while let at = bytes[start...].firstIndex(of: first) {
            if case .message(let end, let text) = read(bytes[...], at: at),
                !kept.contains(where: { $0.overlaps(at..<end) })
            {
                found.append((at..<end, text))
                start = end
            } else {
                start = at + 1
            }
        }
        return found
    }

    /// Where the bytes at the end of `bytes` that could begin a message start (`bytes.count` when none do).
    ///
    /// They are held back until more output decides. When the output has gone `quiet`, only bytes that name the folder
    /// whole are: bash writes the file's path in one piece, so a `/` at the end of a prompt is not held.
    func held(in bytes: [UInt8], quiet: Bool) -> Int {
        guard let first = folder.first else { return bytes.count }
        let longest = folder.count + 2 * Self.digits + ": eval: line : ".utf8.count
        let from = max(bytes.count - longest, 0)
        return bytes[from...].indices.first { at in
            bytes[at] == first && (!quiet || bytes.count - at >= folder.count)
                && read(bytes[...], at: at) == .partial
        } ?? bytes.count
    }

    private enum Reading: Equatable {
        case message(end: Int, text: [UInt8])
        /// The bytes end before they tell.
        case partial
        case none
    }

    /// The most digits read as a file's or a line's number.
    private static let digits = 9

    /// What the bytes at `start` are: a whole message's prefix (`FILE: line N: `) and its text, the beginning of one,
    /// or not one.
    private func read(_ bytes: ArraySlice<UInt8>, at start: Int) -> Reading {
        var index = start
        /// Whether `literal` follows; nil when the bytes end first.
        func skip(_ literal: some Sequence<UInt8>) -> Bool? {
            for byte in literal {
                guard index < bytes.endIndex else { return nil }
                guard bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }
        /// The number that follows, written as bash writes one (`.some(nil)`: none); nil when the bytes end first.
        func number() -> Int?? {
            var value = 0
            for count in 0... {
                guard index < bytes.endIndex else { return nil }
                guard bytes[index].isASCIIDigit else { return count == 0 ? .some(nil) : value }
                // No leading zero, nor more digits than a line's number has.
                guard count < Self.digits, count == 0 || value > 0 else { return .some(nil) }
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return .some(nil)
        }
        guard let inFolder = skip(folder) else { return .partial }
        guard inFolder, let file = number() else { return inFolder ? .partial : .none }
        guard let file, origins.indices.contains(file - 1) else { return .none }
        guard let colon = skip(": ".utf8) else { return .partial }
        guard colon else { return .none }
        let afterFile = index
        var isEval = false
        switch skip("line ".utf8) {
        case nil: return .partial
        case false?:
            index = afterFile
            isEval = true
            guard let eval = skip("eval: line ".utf8) else { return .partial }
            guard eval else { return .none }
        case true?: break
        }
        guard let line = number() else { return .partial }
        guard let line, let end = skip(": ".utf8) else { return line == nil ? .none : .partial }
        guard end else { return .none }
        let place = page + ":" + lines(line, of: origins[file - 1]) + ": " + (isEval ? "eval: " : "")
        return .message(end: index, text: Array(place.utf8))
    }

    /// The page line (`12`) or lines (`12-14`) that bash's line `line` of a command file stands for.
    func lines(_ line: Int, of origin: Origin) -> String {
        let last = origin.line + origin.count - 1
        // bash counts a line past the last at an unexpected end of the command: the command's last line.
        var range = origin.line...last
        if let added = origin.added, line >= 1 {
            let low = origin.line + max(line - added, 1) - 1
            let high = origin.line + min(line, origin.count) - 1
            range = min(low, high)...high
        }
        return range.count == 1 ? String(range.lowerBound) : "\(range.lowerBound)-\(range.upperBound)"
    }
}
