/// A position in a source text: 1-based line, 1-based column counted in Unicode scalars.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in Unicode scalars (a tab counts as one).
    public let column: Int

    /// Creates a location; both numbers are 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations as they come in the text: by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The location as `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// The span of a node in its source: from the first to the last character, both included.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// Where the node starts.
    public let start: SourceLocation
    /// Where the node ends (its last character).
    public let end: SourceLocation

    /// The range as `start-end`, each a `line:column`.
    public var description: String { "\(start)-\(end)" }
}
