import RunbookKit

/// What the translation rules compare in a page: its anchored sections, and in each the numbered steps and the
/// code blocks with their roles.
///
/// A section without an anchor belongs to the anchored section before it, so pages compare by anchors only; the
/// part of the page before the first anchored heading is the section `""`.
struct PageOutline: Sendable {
    /// A code block, its text normalised: continuations joined, runs of blanks made one space.
    struct Block: Sendable, Equatable {
        /// `{: pre}`, `{: screen}` or `{: codeblock}`.
        let role: BlockRole
        /// The normalised text.
        let text: String
        /// Where the block's first line of code is.
        let line: Int
        /// The command, for a `{: pre}` block.
        let command: Command?
    }

    /// Anchored sections in page order, first occurrence of each anchor, with their heading lines.
    let sections: [(anchor: String, line: Int)]
    /// The number of numbered steps in each section.
    let numberedSteps: [String: Int]
    /// The code blocks of each section, in page order.
    let blocks: [String: [Block]]

    /// Reads `runbook`.
    init(_ runbook: Runbook) {
        var sections: [(anchor: String, line: Int)] = []
        var groupOfSection: [Int] = []
        var seen = Set<String>()
        var current = -1
        for section in runbook.sections {
            if let anchor = section.anchor, seen.insert(anchor).inserted {
                sections.append((anchor, section.line))
                current = sections.count - 1
            }
            groupOfSection.append(current)
        }
        let key: (Step) -> String = { step in
            guard let index = step.sectionIndex, index < groupOfSection.count, groupOfSection[index] >= 0 else {
                return ""
            }
            return sections[groupOfSection[index]].anchor
        }
        var numberedSteps: [String: Int] = [:]
        var blocks: [String: [Block]] = [:]
        for step in runbook.steps {
            let group = key(step)
            if step.isNumbered { numberedSteps[group, default: 0] += 1 }
            var found: [Block] = []
            found += step.commands.map {
                Block(role: .command, text: Self.normalise($0.text), line: $0.line, command: $0)
            }
            found += step.outputs.map {
                Block(role: .output, text: Self.normalise($0.text), line: $0.line, command: nil)
            }
            found += step.files.map { Block(role: .file, text: Self.normalise($0.text), line: $0.line, command: nil) }
            blocks[group, default: []] += found
        }
        self.sections = sections
        self.numberedSteps = numberedSteps
        self.blocks = blocks.mapValues { $0.sorted { $0.line < $1.line } }
    }

    /// The heading line of `anchor` (1 for the part before any anchored heading), if the page has it.
    func line(of anchor: String) -> Int? {
        anchor.isEmpty ? 1 : sections.first { $0.anchor == anchor }?.line
    }

    /// `text` with backslash-newline continuations joined and every run of blanks made one space, trimmed.
    static func normalise(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                pendingSpace = true
                index += 2
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                pendingSpace = true
            } else {
                if pendingSpace, !result.isEmpty { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
