import Foundation
import Testing

@testable import RunbookKit

/// Names as the system gives them: bytes that are not UTF-8 come back as they were, and are shown as `\xE9`.
@Suite struct SystemPathTests {
    @Test func everyNameComesBackAsItsBytes() {
        let names: [[UInt8]] =
            [
                Array("page.md".utf8), Array("données/é☃🎉.md".utf8), [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6D, 0x64],
                [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
                // A name that holds one of the scalars bytes are kept as, written in UTF-8: kept byte by byte.
                Array("\u{10FFE9}.md".utf8),
            ] + (0x80...0xFF).map { [UInt8($0), 0x41] }
        for name in names {
            let path = SystemPath.decoding(name)
            #expect(SystemPath.bytes(of: path) == name, "\(name)")
            SystemPath.withCString(path) {
                #expect(Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) == name)
            }
        }
    }

    @Test func bytesThatAreNotUTF8AreShown() {
        let path = SystemPath.decoding([0x64, 0xE9, 0x2F, 0x63, 0x61, 0x66, 0xC3, 0xA9, 0x2E, 0x6D, 0x64])
        #expect(SystemPath.shown(path) == "d\\xE9/café.md")
        #expect(SystemPath.shown("café.md") == "café.md")
        #expect(
            SystemPath.visible(SystemPath.decoding(Array("a\n\u{1B}[2Kb\u{9B}".utf8) + [0xFF]))
                == "a^J^[[2Kb<U+009B>\\xFF")
    }
}
