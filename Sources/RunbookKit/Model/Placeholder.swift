import MarkdownTree

/// A value the page asks the reader to supply, written `<name>` in its commands and files.
public struct Placeholder: Sendable, Equatable {
    /// The name, without `<>`, exactly as written.
    public let name: String
    /// Whether the value is a secret (a password, token value, API key, passcode or secret).
    public let isSecret: Bool
    /// Every place the page documents it, in page order.
    public let documentation: [PlaceholderDoc]
    /// Lines where commands and files use it, in order.
    public let usedAt: [Int]
    /// Lines where example outputs show it as a slot.
    public let shownAt: [Int]

    /// Lines where the page documents it.
    public var documentedAt: [Int] { documentation.map(\.location.line) }
    /// The documented description (the first documentation of the page), keyrefs resolved; nil if undocumented.
    public var description: String? { documentation.first?.description }
    /// Whether a value is required: false only when the documentation says optional.
    public var isRequired: Bool { documentation.first { $0.required != nil }?.required ?? true }
    /// The flag documented with it (`--docker-server` for `--docker-server <registry_url>`).
    public var flag: String? { documentation.first { $0.flag != nil }?.flag }
}

/// One place where the page documents a placeholder.
public struct PlaceholderDoc: Sendable, Equatable {
    /// How the documentation is written.
    public enum Source: String, Sendable, Equatable {
        case htmlTable = "html-table"
        case markdownTable = "markdown-table"
        case bulletList = "bullet-list"
        case sentence
        case definition
    }
    /// The name documented, exactly as written (it may differ from the name used: `docker-email`).
    public let name: String
    /// The description, keyrefs resolved, without the leading required/optional word.
    public let description: String
    /// Required (true), optional (false), or not said (nil).
    public let required: Bool?
    /// The flag written with the placeholder, if any.
    public let flag: String?
    /// Where the name is written in the documentation.
    public let location: SourceLocation
    /// How it is written.
    public let source: Source
    /// The step it is in, if any.
    public let step: String?
    /// The anchor of the section it is in, if any.
    public let section: String?
    /// Whether the name is written as a placeholder (`<region>`), rather than as a flag or words (`--region`, "Key
    /// ID") that document a placeholder only where a command uses one of that name or flag.
    public let isPlaceholder: Bool
}
