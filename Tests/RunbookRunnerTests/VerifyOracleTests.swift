import Testing

@testable import RunbookRunner

/// What the verifier accepts and refuses, as one table.
///
/// Each row holds an example output (as a page documents it), an actual output, the verdict, and the slots bound. It
/// pins the matcher's behaviour, whatever its implementation.
@Suite struct VerifyOracleTests {
    static func accepts(_ expected: String, _ actual: String, _ bindings: [String: String] = [:]) -> Case {
        Case(expected: expected, actual: actual, matches: true, bindings: bindings)
    }

    static func refuses(_ expected: String, _ actual: String, _ bindings: [String: String] = [:]) -> Case {
        Case(expected: expected, actual: actual, matches: false, bindings: bindings)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let expected, actual: String
        let matches: Bool
        let bindings: [String: String]
        var testDescription: String { "\(expected.debugDescription) ~ \(actual.debugDescription)" }
    }

    static let placeholders: [Case] = [
        accepts("Name: <name>", "Name: web-1", ["name": "web-1"]),
        refuses("Name: <name>", "Name:"),
        accepts("<a>-<b>", "x-y-z", ["a": "x", "b": "y-z"]),
        accepts("ID <none>", "ID anything at all"),
        accepts("a <<x> b", "a <<x> b"),
        refuses("a <<x> b", "a <<y> b"),
        accepts("dal10-<zone>", "dal12-west", ["zone": "west"]),
        accepts("/home/<user>/.bluemix", "/home/jane/.bluemix", ["user": "jane"]),
        accepts("<v> and <v>", "1 and 2", ["v": "1"]),
        refuses("Token <token>", "Secret abc"),
    ]

    static let elisions: [Case] = [
        accepts("first\n...\nlast", "first\nmiddle\nlast"),
        accepts("a\n[…]\nb", "a\nb"),
        accepts("a\n\nb", "noise\na\nmore\nb\nend"),
        refuses("a\nb", "b\na"),
        accepts("Total: [...] items", "Total: 3 of 5 items"),
        accepts("Loading…", "Loading packages"),
        accepts("", "anything"),
        accepts("...\n…", ""),
        refuses("OK", ""),
        accepts("see https://cloud.example.com/[...] now", "see https://cloud.example.com/docs/x now"),
        accepts("URL: https://example.com/…", "URL: https://example.com/a/b"),
        accepts("at https://[...]/v1 ok", "at https://api.example.com/v1 ok"),
        refuses("see https://cloud.example.com/[...] now", "see https://cloud.example.com/docs/x later"),
    ]

    static let tokens: [Case] = [
        accepts("Client Version: v1.9.7", "Client Version: 1.27"),
        accepts("Created 2016-01-07T18:55:09.726Z", "Created 2025-11-24T10:00:00Z"),
        refuses("Created 2016-01-07T18:55:09.726Z", "Created yesterday"),
        accepts("age 5m20s", "age 42"),
        accepts("age 5m20s", "age 3h"),
        accepts("ip 10.0.0.1", "ip 192.168.1.20"),
        refuses("ip 10.0.0.1", "ip v1.2"),
        accepts("user jane@example.com", "user bob@ibm.com"),
        accepts("see https://cloud.ibm.com/docs/containers", "see https://eu.cloud.ibm.com/docs/containers"),
        refuses("see https://cloud.ibm.com/docs/containers", "see https://cloud.ibm.com/docs/registry"),
        accepts("id 58669dd6-3ddd-5c78-99f9-ad0a5aabd9ad", "id foo"),
        refuses("Status: Ready", "Status: Failed"),
        accepts("on Monday", "on Friday"),
        refuses("on Monday", "on soon"),
        accepts("key AbCdEfGhIjKlMnOp", "key zzz"),
        refuses("state ConfigurationsReady", "state Other"),
        accepts("count 3", "count 12"),
        refuses("count 3", "count many"),
        accepts("token c2lnbmF0dXJlc2lnbmF0dXJl==", "token abc"),
    ]

    static let whitespace: [Case] = [
        accepts("a   b", "a b"),
        accepts("a b", "a\tb"),
        refuses("ab", "a b"),
        accepts("  hello  ", "hello"),
        accepts("x\ny", "x\r\ny\r\n"),
        accepts("x\ny", "x\ry"),
        accepts("a\u{A0}b", "a b"),
        accepts("OK", "\u{1B}[32mOK\u{1B}[0m"),
        accepts("NAME    AGE\nweb-1   5d", "NAME   AGE\nweb-2  3h"),
        refuses("NAME    STATUS\nweb-1   Running", "NAME   STATUS\nweb-2  Pending"),
    ]

    static let json: [Case] = [
        accepts(#"{"a": 1, "b": {"c": "x"}}"#, #"{"a":2,"b":{"c":"y"},"d":0}"#),
        refuses(#"{"a": 1, "b": {"c": "x"}}"#, #"{"a":2,"b":{"d":"y"}}"#),
        accepts(#"{"name": "<name>"}"#, #"{"name":"web"}"#, ["name": "web"]),
        accepts("{\n  \"a\": 1,\n  ...\n}", #"{"a":5}"#),
        accepts("{\n  \"a\": 1, // the count\n  \"b\": 2\n}", #"{"a":5,"b":3}"#),
        refuses(#"{"a": 1}"#, "a is 1"),
        refuses(#"[{"id": 1}]"#, "[]"),
        accepts(#"[{"id": 1}]"#, #"[{"id":2}]"#),
        accepts(#"{"a": {"b": 1"#, #"{"a":{"b":2}}"#),
        accepts(#"{"a": 1}"#, "Requesting...\n{\"a\": 1}"),
        accepts(#"{"n": <count>}"#, #"{"n": 3}"#, ["count": "3"]),
        // Scalars are not compared; a slot in a URL binds what stands in its place.
        accepts(#"{"url": "https://<host>/v1"}"#, #"{"url":"https://x.example/v1"}"#, ["host": "x.example"]),
        accepts(#"{"url": "https://cloud.ibm.com/<path>"}"#, #"{"url":"https://cloud.ibm.com/v1"}"#, ["path": "v1"]),
        accepts("see https://cloud.ibm.com/<path>", "see https://cloud.ibm.com/v1", ["path": "v1"]),
        refuses("see https://cloud.ibm.com/<path>", "see https://test.cloud.ibm.com/v1"),
        refuses(#"{"items": [{"id": 1}]}"#, #"{"items": 3}"#),
        accepts(#"{"a": "x\"y"}"#, #"{"a": "z"}"#),
    ]

    /// A value cut short is a changing value of any text, its prefix included; `...` after a plain word is text.
    static let cutValues: [Case] = [
        accepts("Token eyJhbGciOiJIUzI1NiIs…", "Token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJqdGkiOiI1ODY2"),
        accepts("Token eyJhbGciOiJIUzI1NiIs…", "Token ZXhhbXBsZS10b2tlbg"),
        accepts("ID 58669dd6…", "ID 7c4f2d1e-0b9a-5e11-8c3d-0123456789ab"),
        accepts("ID 58669dd6-3ddd-…", "ID 7c4f2d1e-0b9a-5e11-8c3d-0123456789ab"),
        accepts("Jeton créé : mGjiCelas[…]", "Jeton créé : Qx7pLk2"),
        accepts("Chave de API: U40hERZ0h-0C0cnka2bEuL2y...", "Chave de API: Zz91kQ-abc"),
        accepts("ID 58669dd6… créé", "ID 7c4f2d1e-0b9a créé"),
        refuses("ID 58669dd6… créé", "ID 7c4f2d1e-0b9a supprimé"),
        refuses("Token eyJhbGciOiJIUzI1NiIs…", "Secret eyJhbGciOiJIUzI1NiIs"),
        refuses("Token eyJhbGciOiJIUzI1NiIs…", "Token"),
        accepts("Listing images...", "Listing images..."),
        refuses("Listing images...", "Listing FAILED"),
        refuses("Obtention des espaces de noms...", "Obtention des espaces"),
    ]

    /// A number and its unit (time in EN/FR/PT, bytes) is one changing value; the words around it are not.
    static let quantities: [Case] = [
        accepts("Created:   3 months ago", "Created:   2 days ago"),
        accepts("Created:   3 months ago", "Created:   2d3h ago"),
        accepts("Age: 5m", "Age: 2 days"),
        accepts("Age: 2 days", "Age: 5m"),
        refuses("Created:   3 months ago", "Created:   3 months from now"),
        refuses("Created:   3 months ago", "Created:   never"),
        accepts("Créé il y a 2 jours", "Créé il y a 3 heures"),
        accepts("Créé il y a 1 an", "Créé il y a 10 min"),
        refuses("Créé il y a 2 jours", "Créé il y a longtemps"),
        accepts("Criado há 3 dias", "Criado há 1 hora"),
        accepts("Criado há 2 meses", "Criado há 45 segundos"),
        refuses("Criado há 3 dias", "Criado há muito tempo"),
        accepts("Size: 5.6 MB", "Size: 977 B"),
        accepts("Size: 5.6 MB", "Size: 977B"),
        accepts("Size: 977B", "Size: 1.2 GiB"),
        accepts("Taille : 2 Go", "Taille : 512 Mo"),
        refuses("Size: 5.6 MB", "Size: 3 days"),
        refuses("Size: 5.6 MB", "Size: unknown"),
        refuses("Age: 2 days", "Age: 5.6 MB"),
        accepts("Deleted 3 items", "Deleted 12 items"),
        refuses("Deleted 3 items", "Deleted 3 errors"),
        accepts(
            "NAME    STATUS    AGE\nweb-1   Running   1 month ago", "NAME  STATUS  AGE\nweb-2  Running  2 minutes ago"),
        refuses(
            "NAME    STATUS    AGE\nweb-1   Running   1 month ago",
            "NAME  STATUS  AGE\nweb-2  CrashLoopBackOff  2 minutes ago"),
        accepts("REPOSITORY   TAG   SIZE\nhello   1   5.6 MB", "REPOSITORY   TAG   SIZE\nhello   2   977 B"),
        refuses("Name   mycluster   Provider   classic", "Name   mycluster   Provider   vpc-gen2"),
        refuses("Ready   true   2 days ago", "Ready   false   3 hours ago"),
        refuses("Statut : OK (il y a 2 jours)", "Statut : FAILED (il y a 3 minutes)"),
        refuses("Estado: OK (há 2 dias)", "Estado: FAILED (há 3 minutos)"),
    ]

    @Test(arguments: placeholders + elisions + tokens + whitespace + json + cutValues + quantities)
    func verdict(_ test: Case) {
        let result = OutputMatcher.compare(expected: test.expected, actual: test.actual)
        #expect(result.matches == test.matches, "\(result.diff)")
        #expect(result.bindings == test.bindings)
    }
}
