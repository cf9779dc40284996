import MarkdownTree
import ShellSyntax

/// A command to run: the text of a `{: pre}` block.
public struct Command: Sendable, Equatable {
    /// How the command is written in the page.
    public enum Origin: String, Sendable, Equatable {
        /// A fenced code block.
        case fence
        /// An indented code block.
        case indented
        /// An HTML `<pre>` block.
        case html
    }
    /// The line of the block's first line of code (the line after the opening fence).
    public let line: Int
    /// The column where the code starts.
    public let column: Int
    /// The line of the block's opening fence (or of the `<pre>`).
    public let blockLine: Int
    /// The command as written, keyrefs resolved; multi-line commands and backslash continuations kept.
    public let text: String
    /// The placeholders in the command, in order, with their positions in the page.
    public let placeholders: [PlaceholderUse]
    /// The command as bash reads it (its text's one reading): words, quoting, variables, placeholders in context.
    public internal(set) var script: ShellScript
    /// How the block is written.
    public let origin: Origin
    /// The fence's info string (`txt`, `sh`), empty when there is none.
    public let info: String
    /// The prompt the command is written after in a block copied from a terminal (`$`, `me@host:~$`, `PS C:\>`),
    /// which is not in `text`; nil when there is none.
    public let prompt: String?

    /// Creates a command; `script` is `text` read as bash.
    public init(
        line: Int, column: Int, blockLine: Int, text: String, script: ShellScript, placeholders: [PlaceholderUse],
        origin: Origin, info: String, prompt: String? = nil
    ) {
        self.line = line
        self.column = column
        self.blockLine = blockLine
        self.text = text
        self.script = script
        self.placeholders = placeholders
        self.origin = origin
        self.info = info
        self.prompt = prompt
    }

    /// The shell variables the command sets (`OAUTH_TOKEN=…`), in order.
    public var sets: [String] { script.assignedNames }

    /// The shell variables the command uses (`${OAUTH_TOKEN}`, `$PATH`), in order.
    public var uses: [String] { script.expandedNames }

    /// The distinct placeholder names, in order of first use.
    public var placeholderNames: [String] { distinctNames(placeholders) }
}

/// An example output (`{: screen}` block).
public struct Output: Sendable, Equatable {
    /// The line of the block's first line.
    public let line: Int
    /// The line of the opening fence.
    public let blockLine: Int
    /// The example as written.
    public let text: String
    /// The index, in its step's commands, of the command this output belongs to (the one before it).
    public let command: Int?
    /// The placeholders (`<x>` slots) in the example.
    public let placeholders: [PlaceholderUse]
}

/// A file's content or an HTTP request (`{: codeblock}` block).
public struct FileBlock: Sendable, Equatable {
    /// What the block holds.
    public enum Kind: String, Sendable, Equatable {
        /// The content of a file to write.
        case file
        /// An HTTP request such as `POST https://iam.<region>…`, done by hand.
        case request
        /// Content the step says to add to the file `name` ("Add the following to your `config.json` file"): done by
        /// hand, never written over that file.
        case snippet
    }
    /// The line of the block's first line.
    public let line: Int
    /// The line of the opening fence.
    public let blockLine: Int
    /// The file's name when the page names it (`mypod.yaml`), or the file a snippet goes in; nil for requests and
    /// unnamed files.
    public internal(set) var name: String?
    /// What the block holds.
    public internal(set) var kind: Kind
    /// The content as written, keyrefs resolved.
    public let text: String
    /// The placeholders in the content, then those of the name (`<policy_name>.json`), where the page writes it.
    public internal(set) var placeholders: [PlaceholderUse]
    /// The index, in its step's commands, of the command before the block, if any.
    public let afterCommand: Int?
    /// The fence's info string (`json`, `javascript`), empty when there is none.
    public let info: String

    /// The distinct placeholder names, in order of first use.
    public var placeholderNames: [String] { distinctNames(placeholders) }
    /// Whether a run writes it: a file the page names (requests, snippets and unnamed files are shown).
    public var isWritten: Bool { kind == .file && name != nil }
}

/// One occurrence of a `<placeholder>` in a command, output or file, at its place in the page.
///
/// It is not ShellSyntax's `PlaceholderOccurrence` (a command's `script.placeholders`), which places a placeholder
/// in the text that runs, keyrefs resolved, by UTF-8 offset and with its shell contexts: a use is placed in the page
/// as written (a keyref before it on its line moves one and not the other), outputs and files have no shell contexts,
/// and its flag is read from the command as written. One type would need a map from resolved to written positions, more
/// code than this one.
public struct PlaceholderUse: Sendable, Equatable {
    /// The placeholder's name, without `<>`.
    public let name: String
    /// Where `<` is in the page.
    public let location: SourceLocation
    /// The flag the placeholder is the value of in a command (`--region` in `--region <x>` or `--region=<x>`).
    public let flag: String?
    /// Whether the text says the value is a secret, whatever its name (`--password <x>`, `API_KEY=<x>`,
    /// `password: <x>`, `Bearer <x>`: `SecretNames.saysSecret(before:in:)`).
    public let saysSecret: Bool
}

/// The distinct names of `uses`, in order of first use.
func distinctNames(_ uses: [PlaceholderUse]) -> [String] {
    var seen = Set<String>()
    return uses.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
}
