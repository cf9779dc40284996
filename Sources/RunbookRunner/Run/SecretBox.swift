import Foundation

/// The run's secrets, shared by the engine, its console and its transcript: a value typed or bound during the run
/// is masked everywhere from then on.
final class SecretBox: @unchecked Sendable {
    private let lock = NSLock()
    private var current: SecretMasker

    init(_ masker: SecretMasker) {
        current = masker
    }

    /// The masker as it is now.
    var masker: SecretMasker { lock.withLock { current } }

    /// Adds a secret value.
    func add(_ secret: String) {
        lock.withLock { current.add(secret) }
    }
}

/// A console that masks every secret in everything written to it: whatever path a text takes to the screen
/// (a message quoting a command, an error, a value), it goes through the masker last.
struct MaskingConsole: RunConsole {
    let base: any RunConsole
    let secrets: SecretBox

    func write(_ text: String) {
        base.write(secrets.masker.mask(text))
    }
}
