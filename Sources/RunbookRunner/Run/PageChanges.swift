import RunbookKit

/// A step as the state remembers it, so that `--resume` can say what changed on the page since: its key and a digest
/// of what it runs (commands and files) and of its text. Digests, not text: the state holds no page content.
public struct SavedStep: Codable, Sendable, Equatable {
    /// `section/id`, as in `RunState.passed`.
    public let key: String
    /// The first 16 hex digits of the SHA-256 of the step's commands and files.
    public let command: String
    /// The same of its text and details.
    public let text: String

    /// Every step of `runbook`, in page order.
    ///
    /// A text alone (a step's text without details, its one command) is digested once however many steps repeat
    /// it: pages repeat steps ("Click **Save**."), and SHA-256 costs far more than finding the text in a table.
    static func of(_ runbook: Runbook) -> [SavedStep] {
        var known: [String: String] = [:]
        func digest(_ texts: [String]) -> String {
            guard texts.count <= 1 else { return Digest(texts).hex }
            let text = texts.first ?? ""
            if let digest = known[text] { return digest }
            let digest = Digest([text]).hex
            known[text] = digest
            return digest
        }
        return runbook.steps.map { step in
            SavedStep(
                key: RunEngine.key(step), command: digest(step.commands.map(\.text) + step.files.map(\.text)),
                text: digest([step.text] + step.details))
        }
    }

    /// The digest of texts joined by a line break and a NUL, fed one by one: the texts are not joined into a copy.
    private struct Digest {
        private var sha = SHA256()

        init(_ texts: [String]) {
            for (index, text) in texts.enumerated() {
                if index > 0 { sha.update("\n\u{0}".utf8) }
                sha.update(text.utf8)
            }
        }

        /// The first 16 hex digits.
        var hex: String { String(sha.hex().prefix(16)) }
    }
}

/// What changed in a page's steps between the state saved and the page now, steps matched by content so that one
/// step added does not show as every later step changed.
struct PageChanges {
    /// Keys of the page now.
    var added: [String] = []
    /// Keys of the saved page.
    var removed: [String] = []
    /// Keys of the page now (a step matched with a saved one whose commands or files differ; or only its text).
    var commandChanged: [String] = []
    var textChanged: [String] = []
    /// Saved key → key now, for steps whose number or section changed.
    var renumbered: [(from: String, to: String)] = []
    /// Saved key → key now, for every saved step still on the page (changed or not).
    var keys: [String: String] = [:]

    var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && commandChanged.isEmpty && textChanged.isEmpty && renumbered.isEmpty
    }

    init(saved: [SavedStep], now: [SavedStep]) {
        for stretch in Alignment.align(saved, now, same: { $0.command == $1.command && $0.text == $1.text }) {
            switch stretch {
            case .match(let old, let new):
                pair(saved[old], now[new])
            case .gap(let old, let new):
                // A step of the gap that kept its commands, or else its text, or else its number (rewritten in
                // place), is that step changed; what is left was added or removed.
                var left = Array(saved[old])
                var right = Array(now[new])
                for alike in Self.likenesses {
                    for step in left {
                        guard let match = right.firstIndex(where: { alike(step, $0) }) else { continue }
                        pair(step, right.remove(at: match))
                        left.removeAll { $0.key == step.key }
                    }
                }
                removed += left.map(\.key)
                added += right.map(\.key)
            }
        }
    }

    /// `renumbered` with the steps that follow each other, before and now, in runs: said '2–8 → 3–9'.
    var renumberedRuns: [(from: [String], to: [String])] {
        var runs: [(from: [String], to: [String])] = []
        for (from, to) in renumbered {
            if let last = runs.last, Self.follows(last.from[last.from.count - 1], from),
                Self.follows(last.to[last.to.count - 1], to)
            {
                runs[runs.count - 1].from.append(from)
                runs[runs.count - 1].to.append(to)
            } else {
                runs.append(([from], [to]))
            }
        }
        return runs
    }

    /// Whether step key `next` is the step numbered right after `key` in the same section.
    private static func follows(_ key: String, _ next: String) -> Bool {
        let (section, id) = split(key)
        let (nextSection, nextID) = split(next)
        return section == nextSection && Int(id).map { $0 + 1 } == Int(nextID)
    }

    /// A step key's section anchor and id.
    static func split(_ key: String) -> (section: Substring, id: Substring) {
        guard let slash = key.lastIndex(of: "/") else { return ("", key[...]) }
        return (key[..<slash], key[key.index(after: slash)...])
    }

    /// How a saved step and a step now are told to be the same step, surest first.
    private static let likenesses: [@Sendable (SavedStep, SavedStep) -> Bool] = [
        { $0.command == $1.command }, { $0.text == $1.text }, { $0.key == $1.key },
    ]

    private mutating func pair(_ saved: SavedStep, _ now: SavedStep) {
        keys[saved.key] = now.key
        if saved.key != now.key { renumbered.append((saved.key, now.key)) }
        if saved.command != now.command {
            commandChanged.append(now.key)
        } else if saved.text != now.text {
            textChanged.append(now.key)
        }
    }

}
