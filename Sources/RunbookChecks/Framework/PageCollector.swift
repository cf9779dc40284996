import Foundation

/// Turns the paths given on the command line into the pages to check.
enum PageCollector {
    /// A folder gives every `.md` entry below it that is not a folder (files, links, FIFOs: what is not a regular
    /// file is refused when read), sorted, skipping hidden folders and not following links to folders; any other path is a page as given (a missing one is reported when it is read). Duplicates are
    /// dropped, the first occurrence kept.
    static func expand(_ paths: [String]) -> [String] {
        var pages: [String] = []
        // Sized for the paths given (each one page, most often): grown from empty, the set was rehashed as often.
        var seen = Set<String>(minimumCapacity: paths.count)
        pages.reserveCapacity(paths.count)
        for path in paths {
            let found = isDirectory(path) ? markdownFiles(below: path) : [path]
            for page in found where seen.insert(page).inserted { pages.append(page) }
        }
        return pages
    }

    private static func markdownFiles(below folder: String) -> [String] {
        var files: [String] = []
        var pending = [folder]
        let manager = FileManager.default
        while let current = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = join(current, name)
                let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    pending.append(path)
                } else if name.hasSuffix(".md") {
                    // Whatever it is: a FIFO, a device or a link to one is reported as not a regular file when it
                    // is read (`InputFile`), rather than skipped without a word.
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
