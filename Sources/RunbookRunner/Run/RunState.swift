import Foundation
import Processes
import RunbookKit
import ShellSyntax

/// What docrun remembers of a page between runs; `--resume` starts from it.
///
/// It holds the values given (never secrets), the steps that passed, and the shell's variables and directory after the
/// last step that passed.
public struct RunState: Decodable, Sendable, Equatable {
    /// The format (`StateEncoder`): 2 added `pageDigest` and `check`, 3 `steps`, 4 `check` last, 5 steps as strings.
    public var version = RunState.format
    /// The page, as given on the command line.
    public var page: String
    /// Values given last time, by placeholder name; secrets are never stored.
    public var values: [String: String] = [:]
    /// Keys (`section/step`) of the steps that passed or were done by hand, in order.
    public var passed: [String] = []
    /// The key of the step that did not pass, when the run stopped on one.
    public var stoppedAt: String?
    /// The steps the run chose (`--section`, `--from`, `--to`, `--only`, or the procedure chosen at the question),
    /// which `--resume` goes on with; nil in a state of an older docrun, which did not keep them.
    public var selection: Planner.Selection?
    /// Shell variables set by the page's commands, as they were after the last step that passed.
    public var variables: [String: String] = [:]
    /// The attributes restored with a kept variable: `x` exported, `i` integer (format 5 and later; absent before).
    public var attributes: [String: String]?
    /// Variables the page's commands set that the state cannot hold (arrays): `--resume` says they are not restored.
    public var unkept: [String]?
    /// Shell variables not kept because they hold a credential, each with the key of the step that sets it (run
    /// again on `--resume` when a later step uses the variable).
    public var withheld: [String: String] = [:]
    /// The shell's working directory after the last step that passed.
    public var directory: String?
    /// The SHA-256 of the page's bytes when the state was saved (`PageDigest`).
    public var pageDigest: String?
    /// The page's steps when the state was saved, in page order: `--resume` says what changed since.
    public var steps: [SavedStep]?
    /// The SHA-256 of the state as docrun wrote it, without this field: a state edited or cut short is refused.
    public var check: String?

    /// The format docrun writes.
    public static let format = 5

    /// An empty state for `page`.
    public init(page: String) {
        self.page = page
    }
}

/// Why a saved state is not used.
public enum StateProblem: Error, Sendable, Equatable {
    /// The file is not a state docrun can read (not JSON, not the right shape).
    case unreadable
    /// The file was changed since docrun wrote it (its `check` does not match).
    case edited
    /// The file was written by another version of docrun.
    case version(Int)
    /// A variable name that is not one the page's commands set (restoring it could run code or change the shell).
    case variable(String)
    /// A value holding a line break or a NUL byte.
    case value
    /// The path is not a regular file (a symbolic link, a FIFO, a device, a folder).
    case notRegularFile
}

/// Where a page's state and transcripts live: `.docrun/` beside the page, readable by its owner only.
///
/// Every file is created new (`PrivateFiles`), the state replaced atomically: two runs of a page at once share no file.
public struct RunStore: Sendable {
    let folder: URL
    /// The page's file name without `.md`, cut to `longestStem` bytes (`stem(of:)`).
    let stem: String

    /// The store for the page at `pagePath`.
    public init(pagePath: String) {
        // A relative path is read from the working folder as the system names it (`SystemPath`): Foundation's own
        // reading of it is lossy, and a folder of that lossy name would be created for the state.
        let page = URL(
            fileURLWithPath: pagePath.hasPrefix("/") ? pagePath : SystemPath.currentDirectory() + "/" + pagePath)
        folder = page.deletingLastPathComponent().appendingPathComponent(".docrun")
        stem = Self.stem(of: page.deletingPathExtension().lastPathComponent)
    }

    /// The longest stem: a file name holds at most 255 bytes, and a transcript's adds 32 to its page's
    /// (`.20261129T181218Z.1a2b3c4d.jsonl`), the state's temporary file 29 (`.` before, `.state.json.` and 12 hex
    /// digits and `.tmp` after).
    static let longestStem = 255 - 32

    /// `name`, or when it is longer than `longestStem` bytes (a page's name may hold 255), its first characters and
    /// `-` and 16 hex digits of its SHA-256: the same on every run, so that `--resume` finds the state again, and
    /// another for another page whose name starts the same.
    static func stem(of name: String) -> String {
        guard name.utf8.count > longestStem else { return name }
        var kept = Substring(name)
        while kept.utf8.count > longestStem - 17 { kept.removeLast() }
        return kept + "-" + PageDigest.of(Array(name.utf8)).prefix(16)
    }

    /// The state file.
    public var stateURL: URL { folder.appendingPathComponent(stem + ".state.json") }

    /// Creates a new transcript `<page>.<UTC time>.<random>.jsonl` (another random part when one is taken): its path
    /// and an appending descriptor.
    func createTranscript(at date: Date) throws(FileRefusal) -> (URL, Int32) {
        let time = date.formatted(.iso8601.dateSeparator(.omitted).timeSeparator(.omitted))
        let directory = try PrivateFiles.openFolder(folder.path)
        defer { close(directory) }
        for attempt in 1...8 {
            let name = "\(stem).\(time).\(Nonce.make(bytes: 4)).jsonl"
            do {
                return (folder.appendingPathComponent(name), try PrivateFiles.create(name, in: directory))
            } catch {
                guard case .exists = error, attempt < 8 else { throw error }
            }
        }
        throw .exists(.file)
    }

    /// The largest state read back (256 MB): a page of `InputFile.maximumBytes` has up to two million steps, some 60
    /// bytes each in the state, more than the 10 MB bound of a file a person gives.
    static let stateLimit = 256 << 20

    /// The saved state (nil: the page never ran here), checked against what docrun wrote and the variables the page's
    /// commands set (only those are ever restored); the problem of a state that is not used.
    public func loadState(pageVariables: Set<String>) -> Result<RunState?, StateProblem> {
        let bytes: [UInt8]
        do throws(InputFileProblem) {
            // Not through a link, and bounded by what docrun writes for the largest page it reads.
            bytes = try InputFile.read(stateURL.path, limit: Self.stateLimit, noFollow: true)
        } catch {
            switch error {
            case .notFound: return .success(nil)
            case .isDirectory, .notRegular: return .failure(.notRegularFile)
            case .unreadable, .notUTF8, .tooLarge: return .failure(.unreadable)
            }
        }
        guard let state = try? JSONDecoder().decode(RunState.self, from: Data(bytes)) else {
            return .failure(.unreadable)
        }
        guard (2...RunState.format).contains(state.version) else { return .failure(.version(state.version)) }
        guard let check = state.check, StateEncoder.isIntact(bytes, version: state.version, check: check) else {
            return .failure(.edited)
        }
        let attributes = state.attributes ?? [:]
        let names = (Array(state.variables.keys) + state.withheld.keys + attributes.keys + (state.unkept ?? []))
            .sorted()
        if let name = names.first(where: { !ShellBytes.isVariableName($0.utf8) || !pageVariables.contains($0) }) {
            return .failure(.variable(name))
        }
        // Saved step keys and the selection are shown: no control character reaches the terminal from here.
        let selection = state.selection.map { [$0.section, $0.from, $0.to, $0.tab].compactMap { $0 } + $0.only } ?? []
        let keys = (state.steps ?? []).map(\.key) + selection
        if keys.contains(where: \.holdsControlCharacter) {
            return .failure(.unreadable)
        }
        // A variable may hold line breaks (it is restored single-quoted), never a NUL byte, which bash cannot hold.
        let texts = Array(state.values.values) + [state.directory ?? ""]
        let refused =
            texts.contains { !ValuesFile.isAcceptable($0) } || state.variables.values.contains { $0.utf8.contains(0) }
            || attributes.values.contains { !$0.allSatisfy("xi".contains) }
        return refused ? .failure(.value) : .success(state)
    }

    /// Saves `state` owner-only, replacing the old file atomically; the run's `encoder` makes a save cost what changed.
    func save(_ state: RunState, encoder: inout StateEncoder) throws(FileRefusal) {
        let directory = try PrivateFiles.openFolder(folder.path)
        defer { close(directory) }
        // No fsync: it would cost milliseconds a step on a disk; the rename keeps the state whole for readers and
        // across a crash of docrun, not across a power cut.
        try PrivateFiles.replace(stem + ".state.json", in: directory, with: encoder.encode(state))
    }
}

/// The bytes of a state (format 5): indented JSON (`JSONValue`), its members in a fixed order, `check` last (the
/// SHA-256 of the text without it), each step as `command text key`.
///
/// A run saves after every step that ran a command. The page's steps do not change during a run and the passed steps
/// only grow, so they come first, and their text and its SHA-256 are kept from one save to the next: a save renders
/// and digests the few members that follow, not the whole state (which made a run quadratic in its steps).
struct StateEncoder {
    /// The text up to the last passed step (`passed` still open), its SHA-256, and the state it was written for.
    private var start = JSONValue.Stream()
    private var digest = PageDigest()
    private var written: RunState?

    mutating func encode(_ state: RunState) -> [UInt8] {
        var (kept, before) = (written?.passed ?? [], start.bytes.count)
        // The run only appends to its passed steps: the last one written still in place says the others are.
        if written?.page != state.page || written?.pageDigest != state.pageDigest || written?.steps != state.steps
            || state.passed.count < kept.count || state.passed[..<kept.count].last != kept.last
        {
            (start, digest, kept, before) = (JSONValue.Stream(), PageDigest(), [], 0)
            start.openObject()
            start.add("version", .int(RunState.format))
            start.add("page", .string(state.page))
            start.add("pageDigest", .string(state.pageDigest))
            start.add("steps", state.steps.map { .strings($0.map { "\($0.command) \($0.text) \($0.key)" }) } ?? .null)
            start.openArray("passed")
        }
        for key in state.passed[kept.count...] { start.add(nil, .string(key)) }
        digest.update(start.bytes[before...])
        written = state
        var text = start
        text.close()
        func object(_ dictionary: [String: String]) -> JSONValue {
            .object(dictionary.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
        }
        text.add("stoppedAt", .string(state.stoppedAt))
        if let chosen = state.selection {
            let members = [("section", chosen.section), ("from", chosen.from), ("to", chosen.to), ("tab", chosen.tab)]
            text.add("selection", .object(members.map { ($0, .string($1)) } + [("only", .strings(chosen.only))]))
        }
        text.add("values", object(state.values))
        text.add("variables", object(state.variables))
        text.add("withheld", object(state.withheld))
        // Only when there are any: a state without them reads as before.
        if let attributes = state.attributes, !attributes.isEmpty { text.add("attributes", object(attributes)) }
        if let unkept = state.unkept, !unkept.isEmpty { text.add("unkept", .strings(unkept)) }
        text.add("directory", .string(state.directory))
        var whole = digest
        whole.update(text.bytes[start.bytes.count...] + text.closing)
        text.add("check", .string(whole.hex()))
        text.close()
        return text.bytes
    }

    /// Whether `bytes` hold the `check` docrun wrote for them, the SHA-256 of the text without it: formats 4 and 5
    /// end with it, formats 2 and 3 (Foundation's encoder, keys sorted) begin with it.
    static func isIntact(_ bytes: [UInt8], version: Int, check: String) -> Bool {
        let last = version >= 4
        let member = Array((last ? ",\n  \"check\": \"\(check)\"\n}" : "{\n  \"check\" : \"\(check)\",\n").utf8)
        guard bytes.count > member.count else { return false }
        let (found, text) =
            last
            ? (bytes.suffix(member.count), Array(bytes.dropLast(member.count)) + Array("\n}".utf8))
            : (bytes.prefix(member.count), Array("{\n".utf8) + bytes.dropFirst(member.count))
        return found.elementsEqual(member) && PageDigest.of(text) == check
    }
}
