extension Unicode.Scalar {
    /// A letter of any script; ASCII without Unicode's property tables, which cost far more.
    var isLetter: Bool {
        if isASCII { return ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
        return properties.isAlphabetic
    }

    /// A letter or a digit of any script, or a mark that combines with the one before it (as a `Character` made of
    /// a letter and its accent is a letter).
    var isLetterOrDigit: Bool {
        if isASCII { return isLetter || ("0"..."9").contains(self) }
        let properties = properties
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
