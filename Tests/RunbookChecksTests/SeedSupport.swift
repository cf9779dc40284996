import Foundation
import RunbookKit

@testable import RunbookChecks

/// The five seed pages, copied into Fixtures/seeds, checked with every rule.
enum Seeds {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/seeds")

    /// The seeds as in-memory pages named `seeds/<file>`, so reports do not depend on where the tests run.
    static var pages: [PageInput] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { name in
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data()
            return PageInput(path: "seeds/" + name, bytes: [UInt8](data))
        }
    }

    /// The report of every rule over the seeds, at the default least severity unless `minimum` is given.
    static func report(
        language: Language = .en, strict: Bool = false, minimum: Diagnostic.Severity? = nil
    ) -> CheckReport {
        let options = CheckOptions(messageLanguage: language, strict: strict, minimumSeverity: minimum)
        return try! CheckRunner(options: options).check(pages: pages)
    }
}
