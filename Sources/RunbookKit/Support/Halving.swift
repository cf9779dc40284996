extension RandomAccessCollection {
    /// The index of the first element for which `belongs` holds, where it holds of a suffix of the collection only
    /// (values in order, from one on), or `endIndex`: found by halving.
    public func partitioningIndex(where belongs: (Element) -> Bool) -> Index {
        var (low, count) = (startIndex, self.count)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongs(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
