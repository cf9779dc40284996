import MarkdownTree
import RunbookKit
import ShellSyntax
import Yams

extension YAMLSlots {
    /// `slots`, YAML's (`find`), with each placeholder inside a string that a container's shell runs quoted for that
    /// shell first (`FileSubstitution.Slot.shellString`): the string after a shell and a `-c` option in the `command`
    /// then `args` of a mapping, as Kubernetes runs a container (`command: [sh, -c, "echo <x>"]`, `command:
    /// ["/bin/sh"]` with `args: ["-c", …]`), in any style of scalar.
    ///
    /// The string is read by Yams, and its placeholders are those the file holds between its start and the next
    /// node's; when those are not the same names in the same order (a comment after the string names one), the string
    /// is left as YAML.
    static func withShellStrings(_ text: String, _ slots: FileSubstitution.Placements) -> FileSubstitution.Placements {
        guard !slots.isEmpty, ByteSearch.contains(text, "command") || ByteSearch.contains(text, "args") else {
            return slots
        }
        var documents: [Node] = []
        do {
            try YAMLAliases.check(text)
            documents = Array(try Yams.compose_all(yaml: text, .basic, .default, .utf8))
        } catch {
            return slots
        }
        let bytes = Array(text.utf8)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        // The offset of a mark, by the offsets of its line's scalars (each line's found once: a line may hold thousands
        // of nodes).
        var scalarStarts: [Int: [Int]] = [:]
        func offset(_ mark: Mark?) -> Int? {
            guard let mark, mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 1 else { return nil }
            if scalarStarts[mark.line] == nil {
                let end = mark.line < lineStarts.count ? lineStarts[mark.line] : bytes.count
                scalarStarts[mark.line] = (lineStarts[mark.line - 1]..<end).filter { bytes[$0] & 0xC0 != 0x80 } + [end]
            }
            let line = scalarStarts[mark.line] ?? []
            return line[min(mark.column - 1, line.count - 1)]
        }
        var starts: [Int] = []
        var scripts: [(start: Int, words: [String])] = []
        func walk(_ node: Node) {
            if let start = offset(node.mark) { starts.append(start) }
            if let sequence = node.sequence { sequence.forEach(walk) }
            guard let mapping = node.mapping else { return }
            for (key, value) in mapping {
                walk(key)
                walk(value)
            }
            let words = ["command", "args"].flatMap { mapping[$0]?.sequence.map(Array.init) ?? [] }
            guard words.count >= 3, let start = offset(words[2].mark) else { return }
            scripts.append((start, words.prefix(3).map { $0.string ?? "" }))
        }
        documents.forEach(walk)
        starts.sort()
        var result = slots
        for script in scripts {
            let next = starts.partitioningIndex { $0 > script.start }
            let end = next < starts.count ? starts[next] : bytes.count
            let inFile = result.indices[result.partitioningIndex { $0.0.offset >= script.start }...].prefix {
                result[$0].0.offset < end
            }
            guard let shell = FileSubstitution.shellStringSlots(script.words, inFile.map { result[$0] }) else {
                continue
            }
            for (index, slot) in zip(inFile, shell) { result[index] = slot }
        }
        return result
    }
}
