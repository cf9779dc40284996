import ShellSyntax

/// The kind of a token that changes from run to run; an example token of one shape accepts an actual token of a
/// compatible shape instead of the same text.
///
/// Compatibility: `identifier` (UUIDs, hex ids, JWTs and long base64, names with digits) accepts any token, since
/// random ids may even be all letters, but counts joined by `/` (`3/3`) keep the zero rule part by part; `number`
/// and `version` accept each other, but a zero only a zero and a number that is not zero no zero; `duration` (`5m20s`, `3 months`,
/// `About a minute`) and `size` (`977B`, `5.6 MB`, `1,5 Go`, `128Mi`) accept their own shape or a number;
/// `dateTime`, `dateWord` (weekday, month, time zone), `address` (IPv4) and `email` (`name@host.domain`, the user
/// an IBM Cloud CLI says it works as) accept their own shape; `url` accepts a URL with the same scheme whose path
/// has as many segments and the same letters-only segments.
enum TokenShape: Sendable, Equatable {
    case number, version, duration, size, dateTime, dateWord, address, email, url, identifier

    /// The shape of a token, or nil for a plain word that must match exactly.
    static func classify(_ bytes: ArraySlice<UInt8>) -> TokenShape? {
        if bytes.indices.contains(where: { bytes[$0...].starts(with: "://".utf8) }) { return .url }
        if let at = bytes.firstIndex(of: 0x40), at > bytes.startIndex, bytes[at...].contains(0x2E) { return .email }
        // A quantity and its unit (`Token.end`): the unit is the last word.
        if let blank = bytes.lastIndex(of: 0x20) {
            return units[String(decoding: bytes[(blank + 1)...], as: UTF8.self)]
        }
        let token = String(decoding: bytes, as: UTF8.self)
        guard bytes.contains(where: \.isASCIIDigit) else {
            if dateWords.contains(token) { return .dateWord }
            // Random base64 mixes cases evenly; CamelCase words such as `ConfigurationsReady` do not.
            let upper = bytes.count(where: \.isASCIIUppercase)
            let lower = bytes.count(where: \.isASCIILowercase)
            let letters = upper + lower
            return bytes.count >= 16 && letters > 0 && upper * 4 >= letters && lower * 4 >= letters ? .identifier : nil
        }
        for (shape, pattern) in patterns where token.wholeMatch(of: pattern) != nil { return shape }
        return token.contains(dateOrTime) ? .dateTime : .identifier
    }

    /// Whether the actual token may stand where `example`, a token of this shape, is.
    func accepts(_ actual: ArraySlice<UInt8>, example: [UInt8]) -> Bool {
        // `3/3` is an identifier's shape, but counts: `0/3` is another state.
        guard self != .identifier else { return Self.keepsZeros(of: example[...], in: actual) }
        let shape = Self.classify(actual)
        switch self {
        // A count of none is no count of some: `0 to destroy` ~ `3 to destroy` is another plan.
        case .number where Self.isZero(example[...]) != (shape == .number && Self.isZero(actual)): return false
        case .number, .version: return shape == .number || shape == .version
        case .duration, .size: return shape == self || shape == .number
        case .url: return shape == .url && Self.sameURLShape(example, actual)
        default: return shape == self
        }
    }

    /// Whether `actual` keeps the zero rule of the counts `example` starts with, part by part.
    ///
    /// Where both start with as many numbers joined by `/` (`3`, `3/3`, `1/1`, then a blank or their end), a zero
    /// stands only for a zero and a number that is not zero for no zero (`READY 3/3` ~ `2/3`, not `0/3`; `RESTARTS 0`
    /// not `7 (2m ago)`). Anything else keeps it: a cell of another shape (`<none>`, `5m`) is not compared so.
    static func keepsZeros(of example: ArraySlice<UInt8>, in actual: ArraySlice<UInt8>) -> Bool {
        guard let expected = counts(example), let found = counts(actual), expected.count == found.count else {
            return true
        }
        return zip(expected, found).allSatisfy { isZero($0) == isZero($1) }
    }

    /// The numbers joined by `/` that `bytes` starts with, up to a blank or its end; nil when it does not start so.
    private static func counts(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>]? {
        let token = bytes.prefix { !(ByteClass.isBlank($0)) }
        let parts = token.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        let isNumber = { (part: ArraySlice<UInt8>) in
            part.first?.isASCIIDigit == true && part.allSatisfy { $0.isASCIIDigit || $0 == 0x2E || $0 == 0x2C }
        }
        return parts.allSatisfy(isNumber) ? parts : nil
    }

    /// Whether a number is zero (`0`, `00`, `0.0`, `0,00`).
    static func isZero(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains(UInt8(ascii: "0")) && bytes.allSatisfy { $0 == UInt8(ascii: "0") || $0 == 0x2E || $0 == 0x2C }
    }

    // Regex values are safe to share (their lazy compilation is atomic) but not marked Sendable; a regex made at
    // each use would be parsed and compiled again each time.
    /// `1.2.3.4` (with `:port` or `/prefix`); `42`, `3.14`, `0,25`, `1,048,576` (the commas `Token.end` joins);
    /// `v1`, `1.2.3`, `v1.27.3+IKS`, `2.0.0-beta.1`; `5m20s`; `977B`, `5.6MB`, `1,5Go`, `128Mi`.
    nonisolated(unsafe) private static let patterns: [(TokenShape, Regex<Substring>)] = [
        (.address, /[0-9]{1,3}(?:\.[0-9]{1,3}){3}(?:[:\/][0-9]+)?/),
        (.number, /[0-9]+(?:,[0-9]{3})*(?:[.,][0-9]+)?/),
        (.version, /(?:[vV][0-9]+(?:\.[0-9]+)*|[0-9]+(?:\.[0-9]+)+)(?:[-+].*)?/),
        (.duration, /(?:[0-9.,]+(?:ns|us|µs|ms|s|m|h|d|w|y))+/),
        (.size, /[0-9]+(?:,[0-9]{3})*(?:[.,][0-9]+)?(?:[kKMGTPE]i?[Bo]?|B)/),
    ]
    /// A date (`2024-01-02`, `01/02/2024`) or a time (`9:05`, `10:20:30`): one or two digits, a colon and two,
    /// no digit around them (`sha256:52f3…` and `web-1:8080` are no times).
    nonisolated(unsafe) private static let dateOrTime =
        /[0-9]{4}-[0-9]{2}-|[0-9]{2}\/[0-9]{2}\/|(^|[^0-9])[0-9]{1,2}:[0-9]{2}($|[^0-9])/

    /// The units a number and one space may have before them (`Token`): time units in English, French and
    /// Portuguese make a duration, byte units a size.
    static let units: [String: TokenShape] = Dictionary(
        uniqueKeysWithValues: """
            ms sec secs second seconds min mins minute minutes hr hrs hour hours day days week weeks month months \
            year years yr yrs seconde secondes heure heures jour jours semaine semaines mois an ans année années \
            segundo segundos minuto minutos hora horas dia dias semana semanas mês meses ano anos
            """.split(separator: " ").map { (String($0), TokenShape.duration) }
                + """
                B KB kB MB GB TB PB KiB MiB GiB TiB PiB Ki Mi Gi Ti byte bytes octet octets Ko Mo Go
                """.split(separator: " ").map { (String($0), TokenShape.size) })

    /// The words of an approximate quantity before a time unit (`Token.end`), lowercase.
    ///
    /// In English, French and Portuguese: articles and `one`, words for a few, and the words around them
    /// (`About a minute`, `Less than a second`, `moins d'une heure`, `environ une heure`, `cerca de uma hora`,
    /// `há poucos segundos`). `d` is French `d'` before its apostrophe.
    static let quantityWords = Set(
        """
        a an one about around almost nearly over under less more than few several half \
        un une environ presque moins plus de d d’un d’une quelques plusieurs près \
        um uma uns umas cerca menos mais quase poucos poucas alguns algumas vários várias meio meia
        """.split(separator: " ").map(String.init))

    private static let dateWords = Set(
        """
        Mon Tue Wed Thu Fri Sat Sun Monday Tuesday Wednesday Thursday Friday Saturday Sunday \
        Jan Feb Mar Apr May Jun Jul Aug Sep Sept Oct Nov Dec January February March April June July August \
        September October November December UTC GMT CET CEST EET EEST WET BST IST JST KST AEST AEDT \
        EST EDT CST CDT MST MDT PST PDT AM PM
        """.split(separator: " ").map(String.init))

    /// Whether two URLs have the same scheme and path words: hosts may differ (regions, generated subdomains), and so
    /// may path segments that hold a digit or are 16 bytes or longer (ids); the query and fragment are ignored.
    private static func sameURLShape(_ example: [UInt8], _ actual: ArraySlice<UInt8>) -> Bool {
        func parts(_ url: String) -> (scheme: String, path: [Substring])? {
            guard let separator = url.firstRange(of: "://") else { return nil }
            let path = url[separator.upperBound...].prefix { $0 != "?" && $0 != "#" }.drop { $0 != "/" }
            return (url[..<separator.lowerBound].lowercased(), path.split(separator: "/"))
        }
        guard let wanted = parts(String(decoding: example, as: UTF8.self)),
            let found = parts(String(decoding: actual, as: UTF8.self)),
            wanted.scheme == found.scheme, wanted.path.count == found.path.count
        else { return false }
        return zip(wanted.path, found.path).allSatisfy { wanted, found in
            wanted == found || wanted.utf8.contains(where: \.isASCIIDigit) || wanted.utf8.count >= 16
        }
    }
}
