import Foundation
import RunbookKit

/// What pairing reads of a page: its path, its language (the one its path names, else the one its text is in) and
/// its title anchor.
struct PairingSignature: Equatable {
    let path: String
    let language: Language
    let anchor: String?

    init(_ page: CheckedPage) {
        path = page.path
        language = TranslationPairing.key(page.path).language ?? page.runbook.language
        anchor = page.runbook.anchor
    }

    /// The language as a number, for keys made of numbers.
    var languageCode: Int { Language.allCases.firstIndex(of: language) ?? 0 }
}

/// The pairs of the last list of pages paired, as positions in it.
final class PairingMemo: @unchecked Sendable {
    /// A translation and its English page, as positions in the list of pages.
    struct Pair: Sendable {
        let original: Int
        let translation: Int
    }

    /// The memo the translation rules share.
    static let shared = PairingMemo()

    private let lock = NSLock()
    private var signature: [PairingSignature] = []
    private var pairs: [Pair] = []

    /// The pairs of pages with `signature`, if they are the last ones paired.
    func positions(for signature: [PairingSignature]) -> [Pair]? {
        lock.lock()
        defer { lock.unlock() }
        return !signature.isEmpty && signature == self.signature ? pairs : nil
    }

    /// Keeps `pairs` as those of `signature`, and returns them.
    func store(_ pairs: [Pair], for signature: [PairingSignature]) -> [Pair] {
        lock.lock()
        defer { lock.unlock() }
        self.signature = signature
        self.pairs = pairs
        return pairs
    }
}
