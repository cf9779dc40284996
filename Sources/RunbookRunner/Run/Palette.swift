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

/// A step's text as the run shows it.
enum StepText {
    /// `text` without the attribute lists the dialect puts after links and spans (`{: external}`,
    /// `{:new_window}`), which are markup, not words.
    static func display(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "{:") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            result += rest[..<open.lowerBound]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
