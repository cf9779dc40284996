/// The kind of a token that changes from run to run; an example token of one shape accepts an actual token of a
/// compatible shape instead of the same text.
///
/// Compatibility: `identifier` (UUIDs, hex ids, JWTs and long base64, names with digits) accepts any token, since
/// random ids may even be all letters; `number` and `version` accept each other; `duration` accepts a duration or
/// a number; `dateTime`, `dateWord` (weekday, month, time zone), `address` (IPv4) and `email` (`name@host.domain`,
/// the user an IBM Cloud CLI says it works as) accept their own shape;
/// `url` accepts a URL with the same scheme whose path has as many segments and the same letters-only segments.
enum TokenShape: Sendable, Equatable {
    case number, version, duration, dateTime, dateWord, address, email, url, identifier

    /// The shape of a token, or nil for a plain word that must match exactly.
    static func classify(_ bytes: [UInt8], _ range: Range<Int>) -> TokenShape? {
        var digits = 0
        var upper = 0
        var lower = 0
        for i in range {
            let b = bytes[i]
            if ByteClass.isDigit(b) {
                digits += 1
            } else if ByteClass.isUpper(b) {
                upper += 1
            } else if ByteClass.isLower(b) {
                lower += 1
            }
            if b == 0x3A && i + 2 < range.upperBound && bytes[i + 1] == 0x2F && bytes[i + 2] == 0x2F { return .url }
        }
        let text = Array(bytes[range])
        if isEmail(text) { return .email }
        if digits == 0 {
            if dateWords.contains(text) { return .dateWord }
            let letters = upper + lower
            // Random base64 mixes cases evenly; CamelCase words such as `ConfigurationsReady` do not.
            if text.count >= 16 && letters > 0 && upper * 4 >= letters && lower * 4 >= letters { return .identifier }
            return nil
        }
        if isAddress(text) { return .address }
        if isNumber(text) { return .number }
        if isVersion(text) { return .version }
        if isDuration(text) { return .duration }
        if isDateTime(text) { return .dateTime }
        return .identifier
    }

    /// Whether the actual token (`actual` bytes, of shape `shape`) may stand where this example token is.
    func accepts(_ shape: TokenShape?, example: [UInt8], actual: ArraySlice<UInt8>) -> Bool {
        switch self {
        case .identifier: return true
        case .number, .version: return shape == .number || shape == .version
        case .duration: return shape == .duration || shape == .number
        case .dateTime, .dateWord, .address, .email: return shape == self
        case .url: return shape == .url && URLShape.compatible(example: example, actual: Array(actual))
        }
    }

    private static let dateWords: Set<[UInt8]> = Set(
        """
        Mon Tue Wed Thu Fri Sat Sun Monday Tuesday Wednesday Thursday Friday Saturday Sunday \
        Jan Feb Mar Apr May Jun Jul Aug Sep Sept Oct Nov Dec January February March April June July August \
        September October November December UTC GMT CET CEST EET EEST WET BST IST JST KST AEST AEDT \
        EST EDT CST CDT MST MDT PST PDT AM PM
        """.split(separator: " ").map { Array($0.utf8) })

    /// `name@host.domain`.
    private static func isEmail(_ t: [UInt8]) -> Bool {
        guard let at = t.firstIndex(of: 0x40), at > 0 else { return false }
        return t[(at + 1)...].contains(0x2E)
    }

    /// `1.2.3.4`, optionally with `:port` or `/prefix`.
    private static func isAddress(_ t: [UInt8]) -> Bool {
        var groups = 0
        var width = 0
        var i = 0
        while i < t.count {
            let b = t[i]
            if ByteClass.isDigit(b) {
                width += 1
                if width > 3 { return false }
            } else if b == 0x2E && width > 0 && groups < 3 {
                groups += 1
                width = 0
            } else {
                break
            }
            i += 1
        }
        guard groups == 3 && width > 0 else { return false }
        guard i < t.count else { return true }
        guard t[i] == 0x3A || t[i] == 0x2F, i + 1 < t.count else { return false }
        return t[(i + 1)...].allSatisfy(ByteClass.isDigit)
    }

    /// `42` or `3.14`.
    private static func isNumber(_ t: [UInt8]) -> Bool {
        var dots = 0
        for (i, b) in t.enumerated() where !ByteClass.isDigit(b) {
            guard b == 0x2E, i > 0, i < t.count - 1 else { return false }
            dots += 1
        }
        return dots <= 1
    }

    /// `v1`, `1.2.3`, `v1.27.3+IKS`, `2.0.0-beta.1`.
    private static func isVersion(_ t: [UInt8]) -> Bool {
        var i = t.first == 0x76 || t.first == 0x56 ? 1 : 0
        let start = i
        var dots = 0
        func isDotBeforeDigit(_ i: Int) -> Bool {
            t[i] == 0x2E && i > start && i + 1 < t.count && ByteClass.isDigit(t[i + 1])
        }
        while i < t.count && (ByteClass.isDigit(t[i]) || isDotBeforeDigit(i)) {
            if t[i] == 0x2E { dots += 1 }
            i += 1
        }
        guard i > start, ByteClass.isDigit(t[start]), dots >= 1 || start == 1 else { return false }
        return i == t.count || t[i] == 0x2D || t[i] == 0x2B
    }

    /// `5m20s`, `2d`, `1.5h`, `300ms`.
    private static func isDuration(_ t: [UInt8]) -> Bool {
        var i = 0
        var units = 0
        while i < t.count {
            let numberStart = i
            while i < t.count && (ByteClass.isDigit(t[i]) || t[i] == 0x2E) { i += 1 }
            guard i > numberStart else { return false }
            let unitStart = i
            while i < t.count && (ByteClass.isLetter(t[i]) || t[i] >= 0x80) { i += 1 }
            let unit = String(decoding: t[unitStart..<i], as: UTF8.self)
            guard ["ns", "us", "µs", "ms", "s", "m", "h", "d", "w", "y"].contains(unit) else { return false }
            units += 1
        }
        return units > 0
    }

    /// Contains `dddd-dd-dd`, `dd/dd/dddd` or `d:dd`.
    private static func isDateTime(_ t: [UInt8]) -> Bool {
        func digitsAt(_ i: Int, _ n: Int) -> Bool {
            i >= 0 && i + n <= t.count && t[i..<(i + n)].allSatisfy(ByteClass.isDigit)
        }
        for i in t.indices {
            switch t[i] {
            case 0x2D where digitsAt(i - 4, 4) && digitsAt(i + 1, 2) && i + 3 < t.count && t[i + 3] == 0x2D:
                return true
            case 0x2F where digitsAt(i - 2, 2) && digitsAt(i + 1, 2) && i + 3 < t.count && t[i + 3] == 0x2F:
                return true
            case 0x3A where digitsAt(i - 1, 1) && digitsAt(i + 1, 2):
                return true
            default:
                continue
            }
        }
        return false
    }
}

/// Compares URLs loosely: hosts may differ (regions, generated subdomains); ids in the path may differ.
enum URLShape {
    static func compatible(example: [UInt8], actual: [UInt8]) -> Bool {
        guard let (exScheme, exPath) = split(example), let (acScheme, acPath) = split(actual) else { return false }
        guard exScheme == acScheme, exPath.count == acPath.count else { return false }
        for (e, a) in zip(exPath, acPath) where !e.elementsEqual(a) {
            let volatile = e.contains(where: ByteClass.isDigit) || e.count >= 16
            if !volatile { return false }
        }
        return true
    }

    /// The scheme and the non-empty path segments, ignoring the host, query and fragment.
    private static func split(_ url: [UInt8]) -> ([UInt8], [ArraySlice<UInt8>])? {
        guard let colon = url.indices.first(where: { i in
            url[i] == 0x3A && i + 2 < url.count && url[i + 1] == 0x2F && url[i + 2] == 0x2F
        }) else { return nil }
        let rest = url[(colon + 3)...]
        let beforeQuery = rest.prefix { $0 != 0x3F && $0 != 0x23 }
        let path = beforeQuery.drop { $0 != 0x2F }
        return (url[..<colon].map { $0 | 0x20 }, path.split(separator: 0x2F))
    }
}
