// Interim until the shell scanner lands: the minimum the reader needs.
public struct PlaceholderOccurrence: Sendable, Equatable {
    public let name: String
    public let line: Int
    public let column: Int
}

public enum ShellScanner {
    public static func placeholders(in command: String) -> [PlaceholderOccurrence] {
        PlaceholderScanner.occurrences(in: command).map {
            PlaceholderOccurrence(name: $0.name, line: $0.line, column: $0.column)
        }
    }

    public static func assignments(in command: String) -> [String] {
        var names: [String] = []
        for line in command.split(separator: "\n") {
            var word = line.trimmingSpaces
            if word.hasPrefix("export ") { word = word.dropFirst(7).trimmingSpaces }
            if let eq = word.firstIndex(of: "="), AttributeList.isName(word[..<eq]) {
                let name = String(word[..<eq])
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    public static func expansions(in command: String) -> [String] {
        var names: [String] = []
        var chars = Array(command)
        var inSingle = false
        var i = 0
        chars.append(" ")
        while i < chars.count - 1 {
            let c = chars[i]
            if c == "'" { inSingle.toggle() }
            if !inSingle, c == "$" {
                var j = i + 1
                if chars[j] == "{" { j += 1 }
                var name = ""
                while j < chars.count, chars[j].isLetter || chars[j] == "_" || (chars[j].isNumber && !name.isEmpty) {
                    name.append(chars[j])
                    j += 1
                }
                if !name.isEmpty, !names.contains(name) { names.append(name) }
                i = j
                continue
            }
            i += 1
        }
        return names
    }
}

public enum SubstitutionError: Error, Sendable, Equatable {
    case unsupportedContext(name: String)
}

public enum ShellSubstitution {
    public static func render(_ command: String, reference: (String) -> String?) throws(SubstitutionError) -> String {
        replace(command) { name in reference(name).map { "\"${\($0)}\"" } }
    }

    public static func display(_ command: String, text: (String) -> String?) -> String {
        replace(command, text)
    }

    static func replace(_ command: String, _ text: (String) -> String?) -> String {
        var out = ""
        var last = command.utf8.startIndex
        for occurrence in PlaceholderScanner.occurrences(in: command) {
            let start = command.utf8.index(command.utf8.startIndex, offsetBy: occurrence.offset)
            let end = command.utf8.index(start, offsetBy: occurrence.name.utf8.count + 2)
            out += command[last..<start]
            out += text(occurrence.name) ?? String(command[start..<end])
            last = end
        }
        return out + command[last...]
    }
}
