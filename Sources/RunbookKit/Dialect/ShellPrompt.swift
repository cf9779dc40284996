/// The prompt a line copied from a terminal starts with (`$ `, `PS C:\> `): never part of a command, and a Windows
/// shell's says where the command runs.
public enum ShellPrompt {
    /// The prompt at the start of `line`, if any: `$ `, `% `, `C:\…> `, `PS C:\…> `, `user@host:~$ `.
    public static func prompt(in line: Substring) -> String? {
        guard let lead = line.utf8.first,
            lead == UInt8(ascii: "$") || lead == UInt8(ascii: "%")
                || lead == UInt8(ascii: "[") || (lead | 0x20 >= 0x61 && lead | 0x20 <= 0x7A)
        else { return nil }
        // More than the two Characters of the prefix, without counting every Character of the line.
        for simple in ["$ ", "% "] where line.hasPrefix(simple) && line.utf8.count > 2 {
            return String(simple.dropLast())
        }
        var rest = line
        if rest.hasPrefix("PS ") { rest = rest.dropFirst(3) }
        if startsWithDrive(rest), let close = rest.firstIndex(of: ">") {
            return String(line[..<line.index(after: close)])
        }
        return userAtHostPrompt(line)
    }

    /// Whether `text` starts with a drive, `C:\`.
    private static func startsWithDrive(_ text: Substring) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(3))
        return scalars.count == 3 && scalars[0].properties.isAlphabetic && scalars[0].isASCII && scalars[1] == ":"
            && scalars[2] == "\\"
    }

    /// `user@host:~/dir$ `, `root@host:/# ` or `[user@host dir]$ `.
    private static func userAtHostPrompt(_ line: Substring) -> String? {
        // The first `$` or `#` followed by a space (Characters: a combining mark after `$` or after the space makes
        // another Character).
        guard ByteSearch.contains(line, byte: UInt8(ascii: "@")),
            let marker = line.indices.first(where: { index in
                let after = line.index(after: index)
                return (line[index] == "$" || line[index] == "#") && after < line.endIndex && line[after] == " "
            })
        else { return nil }
        var head = line[..<marker]
        let bracketed = head.hasPrefix("[")
        if bracketed {
            guard head.hasSuffix("]") else { return nil }
            head = head.dropFirst().dropLast()
        }
        guard let at = head.firstIndex(of: "@") else { return nil }
        let isNameCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || "_.-".contains($0) }
        let user = head[..<at]
        let host = head[head.index(after: at)...].prefix(while: isNameCharacter)
        let path = head[head.index(after: at)...].dropFirst(host.count)
        guard !user.isEmpty, user.allSatisfy(isNameCharacter), !host.isEmpty else { return nil }
        let pathFits =
            bracketed
            ? path.isEmpty || path.hasPrefix(" ") : path.isEmpty || (path.hasPrefix(":") && !path.contains(" "))
        return pathFits ? String(line[...marker]) : nil
    }

    /// Whether `line` starts with a Windows shell's prompt, `C:\…>` or `PS C:\…>`: `prompt(in:)`'s that end with `>`.
    public static func isWindows(_ line: Substring) -> Bool {
        let rest = line.hasPrefix("PS ") ? line.dropFirst(3) : line
        return startsWithDrive(rest) && rest.contains(">")
    }
}
