/// One step of a procedure: an item of a numbered list, or a command outside any numbered list.
public struct Step: Sendable, Equatable {
    /// The step's number as the rendered page shows it (a list typed 1, 2, 3, 6 reads 1, 2, 3, 4), sub-steps joined
    /// with dots: `"7.2"`.
    ///
    /// Commands outside numbered lists form unnumbered steps: 1, 2… in a section without numbered lists, after the
    /// last number in one with them, and `0` (or 0.1, 0.2…) before the first numbered list.
    public let id: String
    /// Whether the page numbers this step (false for a command outside any numbered list).
    public let isNumbered: Bool
    /// The anchor of the section the step is in (nil when that heading has none or there is no heading).
    public let section: String?
    /// The index in `Runbook.sections` of that section.
    public let sectionIndex: Int?
    /// The id of the parent step, for a sub-step.
    public let parent: String?
    /// The line where the step starts.
    public let line: Int
    /// The step's first paragraph, keyrefs resolved, as plain text.
    public let text: String
    /// The step's other paragraphs (not those of its sub-steps).
    public let details: [String]
    /// The commands (`{: pre}` blocks) of the step, in order.
    public let commands: [Command]
    /// The example outputs (`{: screen}` blocks) of the step.
    public let outputs: [Output]
    /// The files and HTTP requests (`{: codeblock}` blocks) of the step.
    public let files: [FileBlock]
    /// Whether the step has sub-steps.
    public let hasSubsteps: Bool
    /// The operating systems the page scopes this step to ("Pour Windows"), empty when it applies to all.
    public let platforms: [Platform]
    /// An inline anchor at the start of the step (`4.  {: #kubectl}Pour afficher…`).
    public let anchor: String?
    /// The tab the step is written in (`{: tab-title="CLI"}`), or the alternative bullet it is ("For VPC clusters:"
    /// after "Choose one of the following options"); nil when it is neither.
    public var tab: Tab? = nil
    /// The `{: pre}` blocks the page gives as examples of a command before them ("Example:" then the command with
    /// values in place of its placeholders: `ExampleCommands`), shown and never run.
    public var examples: [Command] = []

    /// Whether a person must do this step by hand: it has no command, no file and no sub-steps.
    public var isManual: Bool { commands.isEmpty && files.isEmpty && !hasSubsteps }

    /// Its commands and the examples of them, in page order: every command the page writes in it.
    public var writtenCommands: [Command] {
        examples.isEmpty ? commands : (commands + examples).sorted { $0.line < $1.line }
    }

    /// The page lines the code of its commands, outputs and files is on: not its prose.
    public var codeLines: [ClosedRange<Int>] {
        (writtenCommands.map { ($0.line, $0.text) } + outputs.map { ($0.line, $0.text) }
            + files.map { ($0.line, $0.text) })
            .map { line, text in line...(line + ByteSearch.newlineCount(text)) }
    }
}

/// A tab of a page's tab group (`{: tab-title="API"}` `{: tab-group="create"}`): the page shows one tab of a set at a
/// time, so the tabs of a set are alternatives (unless their titles name systems, which scope them instead).
///
/// A bullet of a step that is one of its alternatives is one too, its set the bullets of its list that are.
public struct Tab: Sendable, Equatable {
    /// Whether it is a tab or a bullet.
    public enum Kind: Sendable, Equatable {
        case tab, bullet
    }

    /// The tab's title, keyrefs resolved; a bullet's lead-in without its colon.
    public let title: String
    /// The `tab-group` it belongs to ("" when the page names none): where a group's name comes again in the page, the
    /// reader's choice of tab holds there too.
    public let group: String
    /// A number unique in the page for the set of tabs this one is shown with.
    public let set: Int
    /// Whether it is a tab or a bullet.
    public let kind: Kind

    /// Creates a tab, or an alternative bullet.
    public init(title: String, group: String, set: Int, kind: Kind) {
        (self.title, self.group, self.set, self.kind) = (title, group, set, kind)
    }

    /// The group of the docs site's interface switcher.
    ///
    /// A heading or block marked `{: ui}`, `{: cli}`, `{: api}` or `{: terraform}` is shown only while the reader
    /// views the page in that interface. Such headings are tabs of this group (no `tab-group="…"` is spelled so), one
    /// choice for the whole page, titled by `interfaces`.
    public static let interfaceGroup = "{: interface}"
    /// The interface markers, with the titles their tabs have.
    public static let interfaces = ["ui": "UI", "cli": "CLI", "api": "API", "terraform": "Terraform"]
}

/// An operating system a step can be scoped to.
public enum Platform: String, Sendable, Equatable, CaseIterable {
    case linux, macos, windows
}
