import RunbookKit
import Testing

@Suite struct TimeLimitTests {
    static let readings: [(String, Double?)] = [
        ("30s", 30), ("10m", 600), ("1h", 3600), ("1h30m", 5400), ("90", 90), (" 2m ", 120), ("0", nil), ("0s", nil),
        ("5x", nil), ("-1s", nil), ("m", nil), ("", nil), ("1.5h", nil), ("10m30", nil), ("9999h", nil),
    ]

    @Test(arguments: readings) func readsDurations(text: String, seconds: Double?) {
        #expect(TimeLimit.parse(text) == seconds, "\(text)")
    }

    @Test(arguments: [(30.0, "30s"), (600, "10m"), (5400, "1h30m"), (3661, "1h1m1s"), (0.4, "0s")])
    func writesThemBack(seconds: Double, text: String) {
        #expect(TimeLimit.describe(seconds) == text)
    }
}
