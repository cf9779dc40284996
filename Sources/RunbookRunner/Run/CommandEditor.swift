import Foundation
import Processes

/// `[e]dit` after a failing command: the person's editor (`$VISUAL`, else `$EDITOR`) on a private file that holds the
/// command, on the terminal; what is saved is the edited command.
enum CommandEditor {
    /// The editor command the environment names, if any.
    static func editor(in environment: [String: String]) -> String? {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return nil
    }

    /// Opens `text` in `editor` and returns what was saved (its last line break dropped); nil when the editor could
    /// not start, failed, or the file could not be read.
    ///
    /// The editor command is run by `/bin/sh` as the person wrote it (`code -w`, `vim -u NONE`), with the file as its
    /// last argument, in docrun's process group so that it has the terminal. Standard output and error are the
    /// terminal even when docrun's output is piped (`| tee`).
    static func edit(_ text: String, editor: String, environment: [String: String]) -> String? {
        guard let folder = try? ScratchFiles.makeFolder(prefix: "docrun-edit") else { return nil }
        let file = folder + "/command.sh"
        defer { ScratchFiles.remove([file], folder: folder) }
        guard (try? ScratchFiles.writeAll(file, Array((text + "\n").utf8))) != nil else { return nil }
        let terminal = isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : open("/dev/tty", O_WRONLY | O_CLOEXEC)
        defer { if terminal != STDOUT_FILENO && terminal >= 0 { close(terminal) } }
        let output = terminal >= 0 ? terminal : STDOUT_FILENO
        let launch = ChildLaunch(
            executable: "/bin/sh", arguments: ["sh", "-c", editor + " \"$1\"", "sh", file],
            environment: environment.map { $0.key + "=" + $0.value },
            descriptors: [(0, .inherited(STDIN_FILENO)), (1, .inherited(output)), (2, .inherited(output))])
        guard let child = try? ChildProcess(launch) else { return nil }
        let status = child.waitForExit()
        guard status == 0, let bytes = try? ScratchFiles.readAll(file) else { return nil }
        var edited = String(decoding: bytes, as: UTF8.self)
        while edited.hasSuffix("\n") { edited.removeLast() }
        return edited
    }
}
