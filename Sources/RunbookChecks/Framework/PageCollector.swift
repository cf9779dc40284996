import Foundation

/// Turns the paths given on the command line into the pages to check.
enum PageCollector {
    /// A folder gives every `.md` entry below it that is not a folder, sorted, skipping hidden entries and not
    /// following links to folders; any other path is a page as given. Duplicates are dropped, the first kept.
    ///
    /// What is not a regular file, or is missing, is kept, to be reported when it is read rather than skipped.
    static func expand(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.flatMap { path in
            var directory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &directory), directory.boolValue else {
                return [path]
            }
            return markdownFiles(below: path)
        }.filter { seen.insert($0).inserted }
    }

    private static func markdownFiles(below folder: String) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder) else { return [] }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [String] = []
        while let relative = walk.nextObject() as? String {
            if relative.split(separator: "/").last?.hasPrefix(".") ?? false {
                walk.skipDescendants()
            } else if relative.hasSuffix(".md"), walk.fileAttributes?[.type] as? FileAttributeType != .typeDirectory {
                files.append(base + relative)
            }
        }
        return files.sorted()
    }
}
