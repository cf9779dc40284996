import Foundation
import RunbookKit
import ShellSyntax
import Synchronization

/// The forms a secret takes in what commands print and docrun writes, as byte strings to mask.
///
/// Chosen from what commands do with a value: print it (raw), quote it for a shell (`printf %q`, `set -x`,
/// `declare -p`, `${v@Q}`), change its case (`${v^^}`), put it in JSON (`jq`, `json.dumps`, with and without `\/`,
/// with non-ASCII as `\u` escapes), or encode it in base64 (`Authorization: Basic`, Kubernetes secrets). Put in a URL,
/// any of these with any of its bytes percent-encoded (which ones differs by tool) is matched by `SecretMasker`.
/// Not covered, and said so in docs/security.md: hex dumps, other encodings, encryption, and a form of a piece of the
/// secret rather than of the whole.
enum SecretForms {
    /// The shortest value docrun accepts as a secret: a shorter one cannot be masked without showing where it is.
    static let shortest = 4
    /// The length, in characters, of the pieces of a secret masked wherever they appear.
    static let piece = 8

    /// Every form of `secret` (one byte long or more), and every run of `piece` characters of it; `whole`, its
    /// `wholeForms` when the caller has them.
    static func needles(for secret: String, whole: Set<[UInt8]>? = nil) -> Set<[UInt8]> {
        let scalars = Array(secret.unicodeScalars)
        let pieces = stride(from: 0, through: scalars.count - piece, by: 1).map {
            Array(String(String.UnicodeScalarView(scalars[$0..<($0 + piece)])).utf8)
        }
        return (whole ?? wholeForms(of: secret)).union(pieces).union(base64Runs(Array(secret.utf8)))
    }

    /// The forms of `secret` whole (one byte long or more): not its pieces, nor its base64.
    static func wholeForms(of secret: String) -> Set<[UInt8]> {
        var forms: Set<String> = [
            secret, percentQuoted(secret), percentQuoted(secret, atWordStart: false),
            secret.replacing("'", with: "'\\''"),
        ]
        // A YAML single-quoted scalar, as docrun writes a value into a `{: codeblock}` file.
        forms.insert(secret.replacing("'", with: "''"))
        // `${v^^}`, `tr a-z A-Z`, `${v,,}`: the secret in one case, as Swift, bash (a letter at a time, as the C
        // library maps it: `ß` stays, `İ` lower is `i`) and `tr` (ASCII letters only) change it.
        forms.formUnion([secret.uppercased(), secret.lowercased()])
        for upper in [true, false] {
            forms.insert(
                scalarwise(secret) { scalar in
                    let mapped = (upper ? scalar.properties.uppercaseMapping : scalar.properties.lowercaseMapping)
                        .unicodeScalars
                    let marks = mapped.dropFirst().allSatisfy { $0.properties.generalCategory == .nonspacingMark }
                    return marks ? mapped.first ?? scalar : scalar
                })
            forms.insert(
                scalarwise(secret) { scalar in
                    guard scalar.isASCII, scalar.properties.isAlphabetic else { return scalar }
                    return Unicode.Scalar(upper ? scalar.value & ~0x20 : scalar.value | 0x20)!
                })
        }
        forms.insert(ShellQuoting.escaped(secret, "\\\"$`"))
        // bash quotes a word with a control character, or any non-ASCII one in the C locale, as `$'…'`: the secret,
        // or a word that holds it (`"{\n  \"key\": …}"`).
        forms.formUnion([ansiCQuoted(secret, octalNonASCII: false), ansiCQuoted(secret, octalNonASCII: true)])
        forms.formUnion((0..<8).map { jsonEscaped(secret, slash: $0 & 1 != 0, ascii: $0 & 2 != 0, upper: $0 & 4 != 0) })
        // Go's encoding/json (kubectl and ibmcloud with `-o json`): `&`, `<` and `>` as `\u0026`, `\u003c`, `\u003e`.
        forms.insert(jsonEscaped(secret, slash: false, ascii: false, upper: false, html: true))
        // docrun's own JSON (a transcript's line): `\u007f` and `\u0008` beside non-ASCII kept, which no form above has.
        forms.insert(
            String(decoding: JSONValue.string(secret).renderedUTF8(pretty: false).dropFirst().dropLast(), as: UTF8.self)
        )
        return Set(forms.filter { !$0.isEmpty }.map { Array($0.utf8) })
    }

    /// `text` with each of its scalars changed by `transform`.
    private static func scalarwise(_ text: String, _ transform: (Unicode.Scalar) -> Unicode.Scalar) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map(transform)))
    }

    /// bash's `printf %q` of a value without control characters; a leading `~` or `#` is escaped only at a word's
    /// start (`--key=#…` keeps it plain).
    static func percentQuoted(_ text: String, atWordStart: Bool = true) -> String {
        let escaped = ShellQuoting.escaped(text, " !\"$&'()*,;<>?[\\]^`{|}")
        return atWordStart && text.first.map("~#".contains) == true ? "\\" + escaped : escaped
    }

    /// The body of bash's `$'…'` quoting of `text` (`printf %q`, `declare -p`, `${v@Q}`): control characters as `\a`,
    /// `\E`… or three octal digits, and, when `octalNonASCII` (the C locale), every byte of a non-ASCII character so.
    static func ansiCQuoted(_ text: String, octalNonASCII: Bool) -> String {
        let named: [UInt8: String] = [
            0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f", 0x0D: "r", 0x1B: "E", 0x27: "'",
            0x5C: "\\",
        ]
        var out = ""
        for scalar in text.unicodeScalars {
            if let name = scalar.isASCII ? named[UInt8(scalar.value)] : nil {
                out += "\\" + name
            } else if scalar.value < 0x20 || scalar.value == 0x7F || !scalar.isASCII && octalNonASCII {
                for byte in String(scalar).utf8 { out += String(format: "\\%03o", UInt32(byte)) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` inside a JSON string: `\/` for `/` when `slash`, `\uXXXX` for non-ASCII when `ascii`, and `&`, `<`,
    /// `>` so too when `html` (Go's encoder).
    static func jsonEscaped(_ text: String, slash: Bool, ascii: Bool, upper: Bool, html: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where slash: out += "\\/"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{08}" where !html: out += "\\b"
            case "\u{0C}" where !html: out += "\\f"
            case _
            where scalar.value < 0x20 || (ascii && scalar.value > 0x7E)
                || html && "&<>".unicodeScalars.contains(scalar):
                for unit in String(scalar).utf16 { out += String(format: upper ? "\\u%04X" : "\\u%04x", unit) }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Every `piece` characters of the runs of base64 characters that only `bytes` decide, at each of the three
    /// alignments a value can have in a longer base64 text, in the standard and URL-safe alphabets: pieces, as
    /// `base64` wraps its lines at 76 characters and a run may be cut by a line break; shorter ones would mask any
    /// base64.
    ///
    /// A run shorter than a piece (a secret of 3 to 6 bytes) is taken whole (`echo -n p@s$ | base64` prints
    /// `cEBzJA==`), if it has 4 characters or more: shorter ones, of a secret of one or two bytes, are strings any
    /// output holds (a PIN `42` is `NDI=`, whose `ND` is in "AND"), and the secret itself is masked anyway.
    static func base64Runs(_ bytes: [UInt8]) -> Set<[UInt8]> {
        var runs: Set<[UInt8]> = []
        let urlSafe = [UInt8(ascii: "+"): UInt8(ascii: "-"), UInt8(ascii: "/"): UInt8(ascii: "_")]
        for shift in 0..<3 where !bytes.isEmpty {
            let encoded = Array((Data(repeating: 0, count: shift) + bytes).base64EncodedString().utf8)
            // The characters that start at or after the value's first bit and end by its last.
            let run = encoded[((shift * 8 + 5) / 6)..<((shift + bytes.count) * 8 / 6)]
            let width = min(piece, run.count)
            for start in stride(from: run.startIndex, through: run.endIndex - width, by: 1) where width >= 4 {
                let window = Array(run[start..<(start + width)])
                runs.formUnion([window, window.map { urlSafe[$0] ?? $0 }])
            }
        }
        return runs
    }
}

/// Replaces every form of every secret value (`SecretForms`) with `********`, in whole texts and in streamed output.
///
/// Pieces of `SecretForms.piece` characters are forms too: a secret cut by a size bound, a clipped line or a chunk
/// boundary leaves no long piece behind. A form is also found percent-encoded, any of its bytes written `%XX` (either
/// case) and a space `+`, as URL encoders do (each leaves different bytes plain). Matches that overlap or touch become
/// one mask, which says nothing of where.
struct SecretMasker: Sendable, Equatable {
    /// The secret values, in the order added; empty values are never secrets.
    private(set) var secrets: [String] = []
    /// The same, to add each once without a look through all of them.
    private var known: Set<String> = []
    /// Every form of every secret, in one trie that `matches` reads each position of a text through once: comparing
    /// each form in turn made masking n secrets that share their first bytes n x n (2,000 took a minute on one output).
    private var forms = ByteTrie()
    /// The same forms in a list, for the two halves of a cut output (`cutPieces`).
    private var needles: [[UInt8]] = []
    /// The longest form, percent-encoded: how much of a stream is held back so that a form cut between two chunks is
    /// still masked.
    private(set) var longest = 0
    /// The whole forms of a secret learnt late, whose parts beside a mask are masked too (`parts(besideMasksIn:)`).
    private var late: [[UInt8]] = []

    /// A masker of `secrets`; with `late`, the whole forms of a secret learnt late, one that masks again text masked
    /// before.
    init(secrets: [String] = [], late: Set<[UInt8]> = []) {
        for secret in secrets { add(secret) }
        self.late = Array(late)
    }

    /// Adds a secret (a value typed or bound during the run); `given`, its `SecretForms.needles` when known.
    mutating func add(_ secret: String, needles given: Set<[UInt8]>? = nil) {
        guard !secret.isEmpty, known.insert(secret).inserted else { return }
        secrets.append(secret)
        // A one-byte secret is refused before anything runs; masking each of its bytes would garble what says so.
        for needle in given ?? SecretForms.needles(for: secret) where needle.count > 1 && forms.insert(needle) {
            needles.append(needle)
            longest = max(longest, needle.count * 3)
        }
    }

    func mask(_ text: String) -> String {
        guard longest > 0 else { return text }
        let bytes = Array(text.utf8)
        let edits = RangeSet(matches(in: bytes) + cutPieces(in: bytes) + parts(besideMasksIn: bytes)).ranges.map {
            ($0, Array(Rendering.mask.utf8))
        }
        return edits.isEmpty ? text : String(decoding: Self.replace(edits, in: bytes[...]), as: UTF8.self)
    }

    /// `text` with bash's messages about the command files named after the page (`messages`), then masked: a
    /// message that overlaps a secret's form is not renamed, so no piece of the secret is left beside the new name.
    func mask(_ text: String, renaming messages: ScriptMessages) -> String {
        let bytes = Array(text.utf8)
        let edits = messages.edits(in: bytes, keeping: matches(in: bytes) + cutPieces(in: bytes))
        return mask(edits.isEmpty ? text : String(decoding: Self.replace(edits, in: bytes[...]), as: UTF8.self))
    }

    /// The byte ranges of every form in `bytes`, merged where they overlap or touch, in order.
    func matches(in bytes: [UInt8]) -> [Range<Int>] {
        guard longest > 0 else { return [] }
        var found: [Range<Int>] = []
        var paths: [(node: Int, index: Int)] = []
        for start in bytes.indices {
            if let end = read(bytes[...], from: start, paths: &paths).end { found.append(start..<end) }
        }
        return Array(RangeSet(found).ranges)
    }

    /// Where the longest form read from `start` ends, and whether the bytes end inside a form (more could complete it).
    ///
    /// The bytes are read down the trie of forms, each as itself or as what `%XX` or `+` there stands for, and inside
    /// a form past a terminal's escape sequences (`tok\e[32men`, which a terminal shows as `token`). `paths` is the
    /// work list, kept by the caller so that reading each position allocates nothing.
    private func read(_ bytes: ArraySlice<UInt8>, from start: Int, paths: inout [(node: Int, index: Int)]) -> (
        end: Int?, cut: Bool
    ) {
        var (end, cut): (Int?, Bool) = (nil, false)
        paths.removeAll(keepingCapacity: true)
        paths.append((ByteTrie.root, start))
        while let (node, index) = paths.popLast() {
            if forms.ends(node) { end = max(end ?? index, index) }
            guard forms.continues(node) else { continue }
            guard index < bytes.endIndex else {
                cut = true
                continue
            }
            let byte = bytes[index]
            if node != ByteTrie.root, byte == 0x1B, let end = TerminalEscape(in: bytes, at: index)?.wholeEnd {
                paths.append((node, end))
            }
            // `%` and one hex digit or none at the end: the start of any byte's code.
            cut =
                cut
                || byte == UInt8(ascii: "%") && bytes.endIndex - index < 3
                    && bytes[(index + 1)...].allSatisfy { Self.hexValue($0) != nil }
            if let next = forms.child(of: node, byte) { paths.append((next, index + 1)) }
            if let decoded = Self.decoded(bytes, at: index), let next = forms.child(of: node, decoded.byte) {
                paths.append((next, decoded.end))
            }
        }
        return (end, cut)
    }

    /// The byte that `%XX` or `+` at `index` stands for, and the index after it; nil for anything else.
    static func decoded(_ bytes: ArraySlice<UInt8>, at index: Int) -> (byte: UInt8, end: Int)? {
        switch bytes[index] {
        case UInt8(ascii: "+"): return (UInt8(ascii: " "), index + 1)
        case UInt8(ascii: "%") where bytes.endIndex - index >= 3:
            guard let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else { return nil }
            return (UInt8(high << 4 | low), index + 3)
        default: return nil
        }
    }

    /// The value of `byte` as a hexadecimal digit, either case; nil for any other byte.
    static func hexValue(_ byte: UInt8) -> Int? { Character(Unicode.Scalar(byte)).hexDigitValue }

    /// Where an output was cut to its size bound (`OutputBuffer`'s mark), the kept head's end and the kept tail's
    /// start may hold the two halves of a form: each is masked, down to a single byte of one.
    private func cutPieces(in bytes: [UInt8]) -> [Range<Int>] {
        // memchr and memcmp: `firstRange(of:)` on bytes is Foundation's generic `DataProtocol` search, whose cost
        // per byte made masking output ten times slower than reading it.
        let (opening, closing): (StaticString, StaticString) = ("\n[… ", " bytes not kept …]\n")
        guard bytes.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: opening, in: $0) }) != nil else { return [] }
        return Self.asWrittenAndRead(bytes) { bytes in
            guard
                let (mark, end) = bytes.withUnsafeBufferPointer({ bytes -> (Int, Int)? in
                    guard let mark = ByteSearch.firstOffset(of: opening, in: bytes),
                        let close = ByteSearch.firstOffset(of: closing, in: bytes, from: mark)
                    else { return nil }
                    return (mark, close + closing.utf8CodeUnitCount)
                })
            else { return [] }
            return Self.halves(of: needles, in: bytes, before: mark, after: end, within: bytes.indices)
        }
    }

    /// The parts of a secret learnt late beside the masks of `bytes`, text masked before it was known.
    ///
    /// Where it overlapped a secret known then, that one's mask took part of it, and left the rest beside the mask. So a
    /// mask's neighbour is masked where it is the start of a whole form (before the mask), its end (after), or, all
    /// of it between two masks, a run inside one: masking the text anew with both secrets would have masked them as
    /// one mask.
    private func parts(besideMasksIn bytes: [UInt8]) -> [Range<Int>] {
        late.isEmpty ? [] : Self.asWrittenAndRead(bytes) { Self.parts(of: late, besideMasksIn: $0) }
    }

    /// What `find` finds in `bytes` as written, and in `bytes` as `matches` reads a form, mapped back.
    ///
    /// As read, `%XX` and `+` are what they stand for, and the terminal's escape sequences are passed over: so the part
    /// of a form beside a mark or a mask is found in a URL (`********%2Ftail`) and cut by a colour code
    /// (`********\e[0m-tail`), as the whole form is.
    private static func asWrittenAndRead(_ bytes: [UInt8], _ find: ([UInt8]) -> [Range<Int>]) -> [Range<Int>] {
        let written = find(bytes)
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") || $0 == 0x1B }) else {
            return written
        }
        // What each byte read stands for, and the bytes of `bytes` it was read from.
        var (read, spans, index) = ([UInt8](), [Range<Int>](), 0)
        while index < bytes.count {
            if let end = TerminalEscape(in: bytes[...], at: index)?.wholeEnd {
                index = end
                continue
            }
            let (byte, end) = decoded(bytes[...], at: index) ?? (bytes[index], index + 1)
            read.append(byte)
            spans.append(index..<end)
            index = end
        }
        return written + find(read).map { spans[$0.lowerBound].lowerBound..<spans[$0.upperBound - 1].upperBound }
    }

    /// The parts of `late`'s forms beside the masks of `bytes`, with those masks, as `parts(besideMasksIn:)` says.
    private static func parts(of late: [[UInt8]], besideMasksIn bytes: [UInt8]) -> [Range<Int>] {
        var masks: [Range<Int>] = []
        Array(Rendering.mask.utf8).withUnsafeBufferPointer { mask in
            bytes.withUnsafeBufferPointer { bytes in
                while let at = ByteSearch.firstOffset(of: mask, in: bytes, from: masks.last?.upperBound ?? 0) {
                    masks.append(at..<(at + mask.count))
                }
            }
        }
        return masks.indices.flatMap { index in
            let (mask, next) = (masks[index], index + 1 < masks.count ? masks[index + 1].lowerBound : bytes.count)
            let between = bytes[mask.upperBound..<next]
            let inside =
                index + 1 < masks.count && !between.isEmpty
                && late.contains { form in
                    form.count > between.count
                        && form.withUnsafeBufferPointer { form in
                            between.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: form) } != nil
                        }
                }
            let parts =
                halves(
                    of: late, in: bytes, before: mask.lowerBound, after: mask.upperBound,
                    within: (index == 0 ? 0 : masks[index - 1].upperBound)..<next)
                + (inside ? [mask.upperBound..<masks[index + 1].upperBound] : [])
            // With the mask itself: one mask, as for matches that touch.
            return parts.isEmpty ? [] : parts + [mask]
        }
    }

    /// Within `bounds` of `bytes`, the longest run that ends at `before` and is the start of one of `forms`, and the
    /// longest that starts at `after` and is the end of one, each shorter than the form.
    private static func halves(
        of forms: [[UInt8]], in bytes: [UInt8], before: Int, after: Int, within bounds: Range<Int>
    ) -> [Range<Int>] {
        var (head, tail) = (0, 0)
        for form in forms {
            for length in stride(from: min(form.count - 1, before - bounds.lowerBound), through: head + 1, by: -1)
            where bytes[(before - length)..<before].elementsEqual(form[..<length]) {
                head = length
                break
            }
            for length in stride(from: min(form.count - 1, bounds.upperBound - after), through: tail + 1, by: -1)
            where bytes[after..<(after + length)].elementsEqual(form[(form.count - length)...]) {
                tail = length
                break
            }
        }
        return [(before - head)..<before, after..<(after + tail)].filter { !$0.isEmpty }
    }

    /// Whether `tail` (not empty) is a proper prefix of a form, read as `matches` reads: more bytes could make it one.
    func couldStart(_ tail: ArraySlice<UInt8>) -> Bool {
        var paths: [(node: Int, index: Int)] = []
        return read(tail, from: tail.startIndex, paths: &paths).cut
    }

    /// `bytes` with each range of `edits` (in order, apart) replaced by its text.
    static func replace(_ edits: [(range: Range<Int>, text: [UInt8])], in bytes: ArraySlice<UInt8>) -> [UInt8] {
        var (out, cursor) = ([UInt8](), bytes.startIndex)
        for edit in edits {
            out += bytes[cursor..<edit.range.lowerBound] + edit.text
            cursor = edit.range.upperBound
        }
        return out + bytes[cursor...]
    }
}

/// Masks a stream of chunks: holds back enough bytes to catch a form cut between two, never splits a character.
///
/// With `messages`, bash's messages about the command files are renamed as `SecretMasker.mask(_:renaming:)` does,
/// and the bytes that could begin one are held back too.
struct StreamMasker: Sendable {
    private let masker: SecretMasker
    private let messages: ScriptMessages?
    private var pending: [UInt8] = []

    init(_ masker: SecretMasker, messages: ScriptMessages? = nil) {
        self.masker = masker
        self.messages = messages
    }

    /// The text of `bytes` and those held back that can be shown now.
    mutating func feed(_ bytes: [UInt8]) -> String {
        pending += bytes
        let cut = heldStart()
        return take(before: min(cut, messages?.held(in: pending, quiet: false) ?? cut))
    }

    /// Where the bytes held back start: the longest form's length but one before the end.
    ///
    /// The terminal escape sequences among the bytes held are not counted, as a form is read through them
    /// (`tok\e]8;;https://…\e\\en`); at most that many escapes are passed over (a form has fewer gaps than bytes), so a
    /// stream of escapes alone is not held forever.
    private func heldStart() -> Int {
        var escapes: [Range<Int>] = []
        var index = 0
        while index < pending.count {
            if let end = TerminalEscape(in: pending[...], at: index)?.wholeEnd {
                escapes.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        var (cut, visible, skipped) = (pending.count, max(masker.longest - 1, 0), 0)
        while cut > 0, visible > 0 {
            if let last = escapes.last, last.upperBound == cut, skipped < masker.longest {
                (cut, skipped) = (last.lowerBound, skipped + 1)
                escapes.removeLast()
            } else {
                (cut, visible) = (cut - 1, visible - 1)
                if let last = escapes.last, last.upperBound > cut { escapes.removeLast() }
            }
        }
        return cut
    }

    /// What can be shown of the held-back bytes when the output has gone quiet (`Password: `): all of them, masked,
    /// but from the first byte where the rest is a proper prefix of a form, which the next chunk could complete, or
    /// the beginning of a message that names the command file's folder.
    mutating func flush() -> String {
        let cut = pending.indices.first { masker.couldStart(pending[$0...]) } ?? pending.count
        return take(before: min(cut, messages?.held(in: pending, quiet: true) ?? cut))
    }

    var isHolding: Bool { !pending.isEmpty }

    /// Everything still held back, masked.
    mutating func finish() -> String {
        defer { pending = [] }
        return take(before: pending.count)
    }

    /// The held bytes before `cut` (before a form or a message that runs across it), masked and renamed; searched on
    /// the bytes, as decoding first would shift offsets where the output is not UTF-8.
    private mutating func take(before cut: Int) -> String {
        let found = masker.matches(in: pending)
        let renamed = messages?.edits(in: pending, keeping: found) ?? []
        let edits = (found.map { ($0, Array(Rendering.mask.utf8)) } + renamed).sorted {
            $0.range.lowerBound < $1.range.lowerBound
        }
        var cut = edits.first { $0.range.lowerBound < cut && $0.range.upperBound > cut }?.range.lowerBound ?? cut
        while cut > 0, cut < pending.count, pending[cut] & 0xC0 == 0x80 { cut -= 1 }
        guard cut > 0 else { return "" }
        let shown = SecretMasker.replace(edits.filter { $0.range.upperBound <= cut }, in: pending[..<cut])
        pending.removeFirst(cut)
        return String(decoding: shown, as: UTF8.self)
    }
}

/// Writes to `base` every text masked last with the run's secrets, whatever path it took.
///
/// So a value typed or bound during the run is masked everywhere from then on. While held, texts are kept and written
/// together: steps that wait for nothing (done by hand under `--yes`) made a system call each.
final class RunScreen: RunConsole, Sendable {
    private let base: any RunConsole
    /// The screen whose secrets this one masks with (the transcript's masks with the console's), or nil: its own.
    private let source: RunScreen?
    /// Its own secrets, and the texts held (nil: not holding).
    private let state: Mutex<(secrets: SecretMasker, held: String?)>

    init(_ base: any RunConsole, secrets: [String] = [], maskingAs source: RunScreen? = nil) {
        self.base = base
        self.source = source
        state = Mutex((SecretMasker(secrets: secrets), nil))
    }

    var masker: SecretMasker { source?.masker ?? state.withLock { $0.secrets } }

    /// Masks `secret` from now on, on this screen and those that mask as it, and in what it holds.
    func addSecret(_ secret: String) {
        state.withLock { state in
            state.secrets.add(secret)
            state.held = state.held.map(state.secrets.mask)
        }
    }

    /// Masks again the texts held with `mask`, the secrets of the screen it masks as (which learnt one since).
    func remaskHeld(_ mask: (String) -> String) {
        state.withLock { $0.held = $0.held.map(mask) }
    }

    func write(_ text: String) {
        let masked = masker.mask(text)
        state.withLock { state in
            guard state.held != nil else { return base.write(masked) }
            state.held! += masked
            if state.held!.utf8.count >= 1 << 16 { flush(&state.held, holding: true) }
        }
    }

    /// Holds the texts written from now on, or (`false`) writes what was held and no longer holds.
    func hold(_ on: Bool) {
        state.withLock { state in if on != (state.held != nil) { flush(&state.held, holding: on) } }
    }

    private func flush(_ held: inout String?, holding: Bool) {
        if let held, !held.isEmpty { base.write(held) }
        held = holding ? "" : nil
    }
}

/// Byte strings in a trie: adding one costs its length, and finding a node's child by its byte at most 256 steps.
///
/// The root's children are found by their byte; each other node lists its own (the first child, then each child's
/// next sibling), so that many forms cost a few arrays rather than an allocation each.
struct ByteTrie: Sendable, Equatable {
    static let root = 0
    private var rootChildren = [Int32](repeating: 0, count: 256)
    private var firstChild: [Int32] = [0]
    private var nextSibling: [Int32] = [0]
    private var label: [UInt8] = [0]
    private var isEnd: [Bool] = [false]

    /// Adds `bytes`; whether they were not there yet.
    mutating func insert(_ bytes: [UInt8]) -> Bool {
        var node = Self.root
        for byte in bytes {
            if let next = child(of: node, byte) {
                node = next
                continue
            }
            let new = Int32(label.count)
            label.append(byte)
            firstChild.append(0)
            isEnd.append(false)
            nextSibling.append(node == Self.root ? 0 : firstChild[node])
            if node == Self.root { rootChildren[Int(byte)] = new } else { firstChild[node] = new }
            node = Int(new)
        }
        defer { isEnd[node] = true }
        return !isEnd[node]
    }

    func child(of node: Int, _ byte: UInt8) -> Int? {
        var next = Int(node == Self.root ? rootChildren[Int(byte)] : firstChild[node])
        while next != 0, label[next] != byte { next = Int(nextSibling[next]) }
        return next == 0 ? nil : next
    }

    /// Whether a string added ends at `node`.
    func ends(_ node: Int) -> Bool { isEnd[node] }

    /// Whether a string added is longer than `node`'s (the root's always are).
    func continues(_ node: Int) -> Bool { node == Self.root || firstChild[node] != 0 }
}
