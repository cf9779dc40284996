import Foundation
import Testing

@testable import RunbookRunner

/// With standard output a pipe (`docrun run PAGE | tee run.log`) and the questions on the terminal, a question waits
/// for the pipe's reader to take what docrun wrote before it, so that the text it is about is shown first.
@Suite struct QuestionOrderTests {
    /// A pipe: its read and write ends.
    static func pipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        precondition(Glibc.pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    @Test func aQuestionWaitsUntilTheReaderHasTakenTheText() throws {
        let (reader, writer) = Self.pipe()
        defer { close(reader) }
        defer { close(writer) }
        #expect(write(writer, "the description\n", 16) == 16)
        let taken = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            var buffer = [UInt8](repeating: 0, count: 64)
            _ = read(reader, &buffer, buffer.count)
            taken.signal()
        }
        TerminalPrompter.waitForReader(of: writer, limit: 10)
        // The reader took the text before the wait ended, whenever that was.
        #expect(taken.wait(timeout: .now()) == .success)
    }

    @Test func aReaderThatTakesNothingDelaysTheQuestionByTheLimitOnly() {
        let (reader, writer) = Self.pipe()
        defer { close(reader) }
        defer { close(writer) }
        #expect(write(writer, "unread\n", 7) == 7)
        let start = ProcessInfo.processInfo.systemUptime
        TerminalPrompter.waitForReader(of: writer, limit: 0.2)
        #expect(ProcessInfo.processInfo.systemUptime - start >= 0.2)
    }

    @Test func aFileOrAnEmptyPipeIsNotWaitedFor() throws {
        let (reader, writer) = Self.pipe()
        defer { close(reader) }
        defer { close(writer) }
        let start = ProcessInfo.processInfo.systemUptime
        TerminalPrompter.waitForReader(of: writer, limit: 60)
        let file = open("/dev/null", O_WRONLY)
        defer { close(file) }
        TerminalPrompter.waitForReader(of: file, limit: 60)
        #expect(ProcessInfo.processInfo.systemUptime - start < 30)
    }
}
