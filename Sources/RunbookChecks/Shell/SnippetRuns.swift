/// Cuts a list of snippets into runs of consecutive snippets for helper processes that work at the same time.
enum SnippetRuns {
    /// Up to `count` ranges of consecutive indices of `snippets` covering them all, each holding about the same
    /// number of bytes (the work of bash and shellcheck grows with the text).
    static func split(_ snippets: [String], into count: Int) -> [Range<Int>] {
        let count = max(1, count)
        let total = snippets.reduce(0) { $0 + $1.utf8.count + 1 }
        let share = max(1, (total + count - 1) / count)
        var runs: [Range<Int>] = []
        var start = 0
        var size = 0
        for (index, snippet) in snippets.enumerated() {
            size += snippet.utf8.count + 1
            if size >= share, runs.count < count - 1 {
                runs.append(start..<(index + 1))
                start = index + 1
                size = 0
            }
        }
        if start < snippets.count { runs.append(start..<snippets.count) }
        return runs
    }
}
