import Foundation
import ShellSyntax
import TestSupport
import Testing

@testable import RunbookRunner

/// A value filled into a Dockerfile's commands is data for the shell Docker runs them with (`/bin/sh -c`), or for the
/// JSON array of their exec form: each hostile value is read back exactly, or refused, and runs nothing.
@Suite struct DockerfileSubstitutionTests {
    /// What `/bin/sh -c` prints running `command` in a folder of its own (where a value run as code would leave files).
    static func sh(_ command: String) throws -> String {
        let folder = try TemporaryFolder.make("docrun-dockerfile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try DocrunProcess.runProgram(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command], directory: folder, environment: ["PATH": "/usr/bin:/bin"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.isEmpty && run.stderr.isEmpty, "\(command): \(left) \(run.stderr)")
        return run.stdout
    }

    /// The command of the Dockerfile's last instruction, as Docker gives it to `/bin/sh -c`: after the keyword, the
    /// lines a `\` continues joined; for `RUN <<EOF`, the here-document's body, which the shell runs.
    static func command(of dockerfile: String, keyword: String) -> String {
        let last = dockerfile.components(separatedBy: "\n" + keyword + " ").last ?? ""
        if last.hasPrefix("<<EOF\n") { return String(last.dropFirst(6).dropLast(4)) }
        // A here-document's body is no part of the instruction's lines: its `\` ends no line.
        return last.contains("<<") ? last : last.replacingOccurrences(of: "\\\n", with: "")
    }

    static let contexts: [(description: String, template: String, read: @Sendable (String) throws -> String?)] = [
        ("RUN, bare", "FROM alpine\nRUN printf %s <v>", { try sh(command(of: $0, keyword: "RUN")) }),
        (
            "RUN, double-quoted", "FROM alpine\nRUN printf %s \"a<v>z\"",
            { String(try sh(command(of: $0, keyword: "RUN")).dropFirst().dropLast()) }
        ),
        (
            "RUN, single-quoted, with a flag", "FROM alpine\nRUN --network=none printf %s 'a<v>z'",
            { String(try sh(String(command(of: $0, keyword: "RUN").dropFirst(15))).dropFirst().dropLast()) }
        ),
        (
            "RUN, on a continued line", "FROM alpine\nRUN true \\\n  && printf %s <v>",
            { try sh(command(of: $0, keyword: "RUN")) }
        ),
        (
            "RUN, in a here-document's script", "FROM alpine\nRUN <<EOF\nprintf %s <v>\nEOF",
            { try sh(command(of: $0, keyword: "RUN")) }
        ),
        (
            "RUN, a here-document given to a command", "FROM alpine\nRUN cat <<EOF\n<v>\nEOF",
            { String(try sh(command(of: $0, keyword: "RUN")).dropLast()) }
        ),
        ("CMD, shell form", "FROM alpine\nCMD printf %s <v>", { try sh(command(of: $0, keyword: "CMD")) }),
        (
            "ENTRYPOINT, exec form", "FROM alpine\nENTRYPOINT [\"printf\", \"%s\", \"<v>\"]",
            { text in try execForm(of: text, keyword: "ENTRYPOINT").last }
        ),
        (
            "CMD, exec form running sh -c", "FROM alpine\nCMD [\"sh\", \"-c\", \"printf %s <v>\"]",
            { text in try sh(execForm(of: text, keyword: "CMD")[2]) }
        ),
        (
            "ENTRYPOINT, exec form running /bin/sh -ec, double-quoted",
            "FROM alpine\nENTRYPOINT [\"/bin/sh\", \"-ec\", \"printf %s \\\"a<v>z\\\"\"]",
            { text in String(try sh(execForm(of: text, keyword: "ENTRYPOINT")[2]).dropFirst().dropLast()) }
        ),
    ]

    /// The strings of the exec form of the Dockerfile's last instruction.
    static func execForm(of dockerfile: String, keyword: String) throws -> [String] {
        let array = try JSONSerialization.jsonObject(with: Data(command(of: dockerfile, keyword: keyword).utf8))
        return array as? [String] ?? []
    }

    @Test(arguments: contexts.indices) func everyValueIsReadBackOrRefused(_ index: Int) throws {
        let context = Self.contexts[index]
        // A line break would end the instruction, or the here-document's body where it is its delimiter.
        try FileSubstitutionTests.expectEachValueReadBackOrRefused(
            context.template, name: "Dockerfile", context.description,
            mayRefuse: { value, why in
                value.contains("\n") || value.contains("\r") || (why == .shell(.endsHereDocument) && value == "EOF")
            }, read: context.read)
    }

    /// Which instructions run a command, in which form; the rest of a Dockerfile is text.
    @Test func placesAreReadAsDockerReadsThem() {
        let dockerfile = """
            # syntax=docker/dockerfile:1 <a>
            FROM <b> AS build
            ENV X=<c>
            run echo <d> \\
              # a comment inside the instruction <e>

              && echo "<f>"
            LABEL note="<g>"
            CMD ["app", "<h>", <i>]
            ENTRYPOINT exec app '<j>'
            HEALTHCHECK --interval=5s CMD curl <k>
            HEALTHCHECK NONE <l>
            ONBUILD RUN echo <m>
            RUN --mount=type=cache,target=/root/.cache pip install <n>
            RUN <<EOF
            echo <o>
            EOF
            COPY <p> /app/
            CMD ["/bin/bash", "-lc", "exec app \\"<q>\\"", "<r>"]
            """
        let slots = FileSubstitution.slots(dockerfile, name: "Dockerfile").map { occurrence, slot in
            switch slot {
            case .shell(let contexts): "\(occurrence.name) shell \(contexts.first.map { "\($0.quoting)" } ?? "")"
            case .shellString(let outer, let contexts):
                "\(occurrence.name) \(outer) shell \(contexts.first.map { "\($0.quoting)" } ?? "")"
            default: "\(occurrence.name) \(slot)"
            }
        }
        #expect(
            slots == [
                "a text", "b text", "c text", "d shell unquoted", "e shell comment", "f shell doubleQuoted", "g text",
                "h jsonString", "i jsonToken", "j shell singleQuoted", "k shell unquoted", "l text",
                "m shell unquoted", "n shell unquoted", "o shell unquoted", "p text", "q jsonString shell doubleQuoted",
                "r jsonString",
            ])
    }

    @Test(arguments: [
        ("Dockerfile", true), ("dockerfile", true), ("Containerfile", true), ("docker/Dockerfile.prod", true),
        ("api.dockerfile", true), ("Dockerfile.txt", true), ("dockerfiles.md", false), ("my-dockerfile", false),
        ("Dockerfile-notes", false),
    ])
    func dockerfilesAreKnownByName(name: String, isDockerfile: Bool) {
        #expect(DockerfileSlots.isDockerfile(name.lowercased()) == isDockerfile, "\(name)")
    }
}
