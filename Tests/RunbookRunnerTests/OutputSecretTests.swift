import Foundation
import RunbookKit
import TestSupport
import Testing

@testable import RunbookRunner

/// A value an example output binds to a secret placeholder is a secret, whether or not a later command uses it.
@Suite struct OutputSecretTests {
    static func page(later: String) -> String {
        """
        # Token
        {: #token}

        1.  Get a token.

            ```
            curl -X POST https://iam.example.com/identity/token
            ```
            {: pre}

            ```
            {"access_token":"<access_token>","expires_in":3600}
            ```
            {: screen}

        2.  Go on.

            ```
            \(later)
            ```
            {: pre}
        """
    }

    static let token = "eyJraWQiOiJ0ZXN0LXRva2VuLXZhbHVl"

    @Test(arguments: ["echo done", "echo <access_token>"]) func theTokenIsMaskedOnScreenAndInTheTranscript(
        later: String
    ) throws {
        let fixture = try RunFixture(page: Self.page(later: later))
        let shell = FakeShell { script in
            FakeShell.ok(script.contains("curl") ? "{\"access_token\":\"\(Self.token)\",\"expires_in\":3600}\n" : "")
        }
        let console = RecordingConsole()
        let result = fixture.engine(try fixture.plan(), console: console, shell: shell, yes: true).run()
        #expect(result.exit == .success, "\(console.text)")
        #expect(!console.text.contains(String(Self.token.prefix(12))), "\(console.text)")
        #expect(console.text.contains("\"access_token\":\"********\""), "\(console.text)")
        #expect(!fixture.transcript.contains(String(Self.token.prefix(12))), "\(fixture.transcript)")
    }
}
