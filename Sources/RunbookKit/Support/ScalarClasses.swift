extension Unicode.Scalar {
    /// A letter of any script (`Character.isLetter` for a character made of this scalar).
    ///
    /// ASCII is decided without Unicode's property tables, which cost far more, for the many ASCII names read.
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

/// Whether every scalar of UTF-8 `bytes` passes `test`, told whether it is the first; false for invalid UTF-8.
func allScalars(of bytes: UnsafeBufferPointer<UInt8>, satisfy test: (Unicode.Scalar, _ isFirst: Bool) -> Bool) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var isFirst = true
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            guard test(scalar, isFirst) else { return false }
            isFirst = false
        case .emptyInput: return true
        case .error: return false
        }
    }
}
