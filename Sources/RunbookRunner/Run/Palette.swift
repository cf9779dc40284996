/// Colours on a terminal: a verdict's colour says what it is at a glance. Off when standard output is not a
/// terminal, with `NO_COLOR` set (https://no-color.org) or `TERM=dumb` (`RunOptions.colors`).
enum Paint {
    case heading, command, passed, warned, failed

    /// The SGR code.
    var code: String {
        switch self {
        case .heading: "1"
        case .command: "36"
        case .passed: "32"
        case .warned: "33"
        case .failed: "31"
        }
    }
}

extension RunEngine {
    /// `text` in `paint`'s colour when the run uses colours, else as it is.
    func paint(_ text: String, _ paint: Paint) -> String {
        options.colors && !text.isEmpty ? "\u{1B}[" + paint.code + "m" + text + "\u{1B}[0m" : text
    }
}
