import ShellSyntax

/// Where each placeholder of a Dockerfile sits, read as Docker reads its instructions.
///
/// The shell form of `RUN`, `CMD` and `ENTRYPOINT` (also after `ONBUILD`, and `HEALTHCHECK … CMD`) is a command that
/// `/bin/sh -c` runs: a value there is put in as in a shell script, for the contexts the command gives it. Their exec
/// form (`CMD ["app", "<x>"]`) is a JSON array: a value inside a string is escaped for it, and outside one only a JSON
/// token goes (an array the value broke would make Docker run the line as shell); in the string an exec form gives a
/// shell to run (`["sh", "-c", "echo <x>"]`), it is quoted for that shell, then escaped. Elsewhere (`FROM`, `ENV`,
/// `LABEL`, comments…) a value is text.
///
/// An instruction goes on over the lines that end with `\` (the comment and blank lines among them are no part of it)
/// and over the bodies of the here-documents its command opens (`RUN cat <<EOF > f`); a `RUN` that is only a
/// here-document (`RUN <<EOF`) runs its body as the script. Docker's `# escape=` directive is not read.
enum DockerfileSlots {
    typealias Slot = FileSubstitution.Slot
    typealias Placements = FileSubstitution.Placements

    /// Whether `name` (lowercased, perhaps a path) names a Dockerfile: `Dockerfile`, `Containerfile`, and those with a
    /// suffix or a prefix (`Dockerfile.prod`, `api.dockerfile`).
    static func isDockerfile(_ name: String) -> Bool {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        return ["dockerfile", "containerfile"].contains { kind in
            file == kind || file.hasPrefix(kind + ".") || file.hasSuffix("." + kind)
        }
    }

    static func find(_ bytes: [UInt8], _ occurrences: [PlaceholderOccurrence]) -> Placements {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(\.indices)
        var slots: [Int: Slot] = [:]
        var index = 0
        while index < lines.count {
            guard let first = firstWord(bytes, in: lines[index]), bytes[first] != UInt8(ascii: "#") else {
                index += 1
                continue
            }
            var last = index
            while last + 1 < lines.count, continues(bytes, lines[last]) || isBlankOrComment(bytes, lines[last]) {
                last += 1
            }
            guard let command = commandStart(bytes, from: first, to: lines[last].upperBound) else {
                index = last + 1
                continue
            }
            if bytes[command] == UInt8(ascii: "[") {
                let range = command..<lines[last].upperBound
                mark(occurrences, of: bytes, in: range, into: &slots) { part, within in
                    let json = FileSubstitution.jsonSlots(part, within)
                    return json + shellStringSlots(part, json)
                }
            } else {
                let opened = ShellScript(
                    String(decoding: bytes[command..<lines[last].upperBound], as: UTF8.self), placeholders: [])
                let bodyStart = last + 1
                var delimiterLines: [Int] = []
                for document in opened.openHereDocuments {
                    while last + 1 < lines.count {
                        last += 1
                        if document.ends(at: bytes[lines[last]]) { break }
                    }
                    delimiterLines.append(last)
                }
                // `RUN <<EOF` alone: the shell runs the here-document's body as its script.
                var script = command..<lines[last].upperBound
                if opened.commandNames.isEmpty, let end = delimiterLines.first, bodyStart < lines.count {
                    script = lines[bodyStart].lowerBound..<lines[end].lowerBound
                }
                mark(occurrences, of: bytes, in: script, into: &slots) { part, within in
                    ShellScript(String(decoding: part, as: UTF8.self), placeholders: within).placeholders.map {
                        ($0, .shell($0.contexts))
                    }
                }
            }
            index = last + 1
        }
        return occurrences.map { ($0, slots[$0.offset] ?? .text) }
    }

    /// Where the command of the instruction whose first word is at `first` starts, when it is one `/bin/sh -c` runs
    /// in shell form or Docker runs in exec form: after `RUN` and its `--flags`, `CMD`, `ENTRYPOINT`, `ONBUILD`'s
    /// instruction, `HEALTHCHECK`'s `--flags` and `CMD`.
    private static func commandStart(_ bytes: [UInt8], from first: Int, to end: Int) -> Int? {
        var index = first
        func word() -> String {
            let start = index
            while index < end, !isBlank(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
            // Blanks, line breaks, and `\` at the end of a line.
            while index < end, isBlank(bytes[index]) || bytes[index] == UInt8(ascii: "\\") { index += 1 }
            return text
        }
        var keyword = word()
        if keyword == "ONBUILD" { keyword = word() }
        if keyword == "HEALTHCHECK" {
            repeat { keyword = word() } while keyword.hasPrefix("--")
        }
        guard ["RUN", "CMD", "ENTRYPOINT"].contains(keyword) else { return nil }
        while keyword == "RUN", index < end, bytes[index...].starts(with: "--".utf8) { _ = word() }
        return index < end ? index : nil
    }

    /// In an exec form that starts a shell (`["sh", "-c", "echo <x>"]`, `["/bin/bash", "-ec", …]`), the slots of the
    /// string it runs (`json`'s), each quoted for that shell first; its elements are read by `LenientJSON`.
    private static func shellStringSlots(_ array: [UInt8], _ json: Placements) -> Placements {
        var elements: [(text: String, range: Range<Int>)] = []
        var index = 1
        while elements.count < 3, let (value, end) = LenientJSON.parse(array, from: index, line: 1) {
            guard let text = value.text else { return [] }
            elements.append((text, index..<end))
            index = end
            while index < array.count, array[index] == UInt8(ascii: ",") || isBlank(array[index]) { index += 1 }
        }
        guard elements.count == 3 else { return [] }
        let placed = json.filter { elements[2].range.contains($0.0.offset) }
        return FileSubstitution.shellStringSlots(elements.map(\.text), placed) ?? []
    }

    /// Gives each occurrence inside `range` of `bytes` the slot `read` finds for it in those bytes alone.
    private static func mark(
        _ occurrences: [PlaceholderOccurrence], of bytes: [UInt8], in range: Range<Int>,
        into slots: inout [Int: Slot], _ read: ([UInt8], [PlaceholderOccurrence]) -> Placements
    ) {
        let first = occurrences.partitioningIndex { $0.offset >= range.lowerBound }
        let within = occurrences[first...].prefix { $0.offset < range.upperBound }.map {
            PlaceholderOccurrence(
                name: $0.name, line: $0.line, column: $0.column, offset: $0.offset - range.lowerBound, length: $0.length
            )
        }
        guard !within.isEmpty else { return }
        for (occurrence, slot) in read(Array(bytes[range]), within) {
            slots[occurrence.offset + range.lowerBound] = slot
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte.isOne(of: " \t\r\n") }

    /// The offset of the first byte of `line` that is no blank.
    private static func firstWord(_ bytes: [UInt8], in line: Range<Int>) -> Int? {
        line.first { !isBlank(bytes[$0]) }
    }

    /// Whether `line` ends with `\`: the instruction goes on.
    private static func continues(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        line.last { !isBlank(bytes[$0]) }.map { bytes[$0] == UInt8(ascii: "\\") } ?? false
    }

    private static func isBlankOrComment(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        firstWord(bytes, in: line).map { bytes[$0] == UInt8(ascii: "#") } ?? true
    }
}
