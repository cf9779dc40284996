import Foundation

/// A duration written by a person: `30s`, `10m`, `1h`, `1h30m`, `90` (seconds), as `--timeout` and `.docrun.yml`'s
/// `run: timeout:` take it.
public enum TimeLimit {
    /// What docrun says of a `--timeout` or `run: timeout:` that is no duration.
    public static let notADuration = Localized(
        en: "'{value}' is not a duration from 1s to 366 days; write it as 30s, 10m or 1h",
        fr: "'{value}' n'est pas une durée de 1s à 366 jours ; écrivez-la 30s, 10m ou 1h",
        pt: "'{value}' não é uma duração de 1s a 366 dias; escreva 30s, 10m ou 1h")

    /// The seconds `text` says, or nil when it is not a duration or is zero.
    public static func parse(_ text: String) -> Double? {
        let text = String(text[...].trimming(\.isSpaceOrTab))
        let units: [Substring: Double] = ["s": 1, "m": 60, "h": 3600]
        let total: Double
        if text.wholeMatch(of: /[0-9]+/) != nil {
            total = Double(text) ?? 0
        } else if text.wholeMatch(of: /(?:[0-9]+[smh])+/) != nil {
            total = text.matches(of: /([0-9]+)([smh])/).reduce(0) { $0 + (Double($1.1) ?? 0) * units[$1.2]! }
        } else {
            return nil
        }
        return total > 0 && total <= 366 * 86400 ? total : nil
    }

    /// `seconds` written back the way `parse` reads it: `45s`, `10m`, `1h30m`.
    public static func describe(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        var parts: [String] = []
        if whole >= 3600 { parts.append("\(whole / 3600)h") }
        if whole % 3600 >= 60 { parts.append("\(whole % 3600 / 60)m") }
        if whole % 60 > 0 || parts.isEmpty { parts.append("\(whole % 60)s") }
        return parts.joined()
    }
}
