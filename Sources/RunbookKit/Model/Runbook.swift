import MarkdownTree

/// A documentation page read as a runbook: its sections, its steps and the placeholders they need, each with the
/// 1-based line (and column where useful) it was read from.
public struct Runbook: Sendable, Equatable {
    /// The path the page was read from, as given.
    public let file: String
    /// The language of the page.
    public let language: Language
    /// The page's title (its first level-1 heading), keyrefs resolved.
    public let title: String
    /// The anchor of the title heading, when the page gives one.
    public let anchor: String?
    /// The headings of the page, in order.
    public let sections: [Section]
    /// Every step, in page order; sub-steps follow their parent.
    public let steps: [Step]
    /// Every placeholder used or documented on the page, in order of first appearance.
    public let placeholders: [Placeholder]
    /// What the page says of the shell variables its commands expand that are no placeholder, by name (`REGION`: "the
    /// region of your account", from "where `REGION` is…"), keyrefs resolved; only those it documents.
    public let variableDescriptions: [String: String]
    /// Every anchor the page defines (headings, inline `{: #id}`, block ids), for links and checks.
    public let anchors: [Anchor]
    /// Every link to an anchor of this page (`[text](#id)`).
    public let links: [AnchorLink]
    /// Every attribute list, as written, with the block it applies to.
    public let attributeLists: [AttributeListUse]
    /// The attribute list definitions among `attributeLists` (`{:name: …}`), by name, to follow a list's references.
    public let attributeDefinitions: AttributeDefinitions
    /// Problems met while reading that do not stop reading (lifted nesting, for example).
    public let notes: [Diagnostic]
    /// Each placeholder's index in `placeholders`, by name: a search per name made a plan of 20,000 placeholders
    /// take minutes.
    private let placeholderIndex: [String: Int]

    /// Creates a runbook; the reader is the usual way to get one.
    public init(
        file: String, language: Language, title: String, anchor: String?, sections: [Section], steps: [Step],
        placeholders: [Placeholder], variableDescriptions: [String: String] = [:], anchors: [Anchor],
        links: [AnchorLink], attributeLists: [AttributeListUse], attributeDefinitions: AttributeDefinitions? = nil,
        notes: [Diagnostic]
    ) {
        self.file = file
        self.language = language
        self.title = title
        self.anchor = anchor
        self.sections = sections
        self.steps = steps
        self.placeholders = placeholders
        self.variableDescriptions = variableDescriptions
        placeholderIndex = Dictionary(
            placeholders.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.anchors = anchors
        self.links = links
        self.attributeLists = attributeLists
        self.attributeDefinitions = attributeDefinitions ?? AttributeDefinitions(attributeLists)
        self.notes = notes
    }

    /// Every command the page writes, in order, with the step it belongs to: examples of commands too.
    public var commands: [(step: Step, command: Command)] {
        steps.flatMap { step in step.writtenCommands.map { (step, $0) } }
    }

    /// The placeholder called `name`, if the page has one.
    public func placeholder(named name: String) -> Placeholder? {
        placeholderIndex[name].map { placeholders[$0] }
    }
}

/// A heading of the page.
public struct Section: Sendable, Equatable {
    /// The heading's anchor (`{: #id}` on the next line, or `{#id}` at its end); nil when it has none.
    public let anchor: String?
    /// The id kramdown generates for the heading when it has no anchor (`HeadingID`); nil when it has one, or when its
    /// title holds a keyref no keyword file resolves.
    public let generatedAnchor: String?
    /// The heading's text, keyrefs resolved.
    public let title: String
    /// The heading level, 1 to 6.
    public let level: Int
    /// The line of the heading.
    public let line: Int
    /// The index in `Runbook.sections` of the enclosing heading, if any.
    public let parent: Int?
    /// Whether kramdown renders the heading as text (`## Title` indented past its container's content, which cmark
    /// reads as a heading): it then has no id of its own and none generated, only those of its attribute lists and
    /// HTML, which kramdown gives the paragraph.
    public let rendersAsText: Bool

    /// The id of the rendered heading, its own or the one kramdown generates: what `--section` takes and links reach.
    public var renderedAnchor: String? { anchor ?? generatedAnchor }
}

/// An anchor the page defines.
public struct Anchor: Sendable, Equatable {
    /// Where an anchor comes from.
    public enum Origin: String, Sendable, Equatable {
        case heading, inline, block, html
    }
    /// The anchor's name, without `#`.
    public let name: String
    /// Where it is defined.
    public let location: SourceLocation
    /// What defines it.
    public let origin: Origin
}

/// A link whose target is an anchor of the same page.
public struct AnchorLink: Sendable, Equatable {
    /// The anchor, without `#`.
    public let target: String
    /// Where the link is.
    public let location: SourceLocation
}
