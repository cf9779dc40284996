import Testing

@testable import RunbookRunner

/// What the verifier accepts and refuses, as one table.
///
/// Each row holds an example output (as a page documents it), an actual output, the verdict, and the slots bound. It
/// pins the matcher's behaviour, whatever its implementation.
@Suite struct VerifyOracleTests {
    static func accepts(
        _ expected: String, _ actual: String, _ bindings: [String: String] = [:], values: [String] = []
    ) -> Case {
        Case(expected: expected, actual: actual, matches: true, bindings: bindings, values: values)
    }

    static func refuses(
        _ expected: String, _ actual: String, _ bindings: [String: String] = [:], values: [String] = []
    ) -> Case {
        Case(expected: expected, actual: actual, matches: false, bindings: bindings, values: values)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let expected, actual: String
        let matches: Bool
        let bindings: [String: String]
        /// The values the step's commands were given.
        let values: [String]
        var testDescription: String {
            "\(expected.debugDescription) ~ \(actual.debugDescription)"
                + (values.isEmpty ? "" : " given \(values.debugDescription)")
        }
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

    /// An age in words (an approximate quantity, then a time unit) stands for an age in digits and the reverse; the
    /// words around it, and `a`, `an` or `About` before anything else, still must match.
    static let containers = "CONTAINER ID   IMAGE   CREATED   STATUS\n"
    static let agesInWords: [Case] = [
        accepts("Created 5 days ago", "Created About a minute ago"),
        accepts("Created 5 days ago", "Created About an hour ago"),
        accepts("Created 5 days ago", "Created Less than a second ago"),
        accepts("Status: Up 3 hours", "Status: Up About an hour"),
        accepts("Status: Up 3 hours", "Status: Up Less than a second"),
        accepts("updated 2 minutes ago", "updated an hour ago"),
        accepts("updated 2 minutes ago", "updated a few seconds ago"),
        accepts("updated 2 minutes ago", "updated about 2 hours ago"),
        accepts("updated 2 minutes ago", "updated less than a minute ago"),
        accepts("Created About a minute ago", "Created 5 days ago"),
        accepts("Created About an hour ago", "Created 2 hours ago"),
        accepts("Status: Up Less than a second", "Status: Up 3 weeks"),
        accepts("updated a few seconds ago", "updated 42 seconds ago"),
        accepts("updated half an hour ago", "updated 3 days ago"),
        accepts("Créé il y a 2 minutes", "Créé il y a quelques secondes"),
        accepts("Créé il y a 2 minutes", "Créé il y a une heure"),
        accepts("Créé il y a 2 minutes", "Créé il y a moins d'une minute"),
        accepts("Créé il y a 2 minutes", "Créé il y a moins d’une minute"),
        accepts("Créé il y a 2 jours", "Créé il y a environ une heure"),
        accepts("Créé il y a 2 jours", "Créé il y a un an"),
        accepts("Créé il y a un an", "Créé il y a 3 jours"),
        accepts("Créé il y a plus d'un an", "Créé il y a 3 jours"),
        accepts("Criado há 3 horas", "Criado há uma hora"),
        accepts("Criado há 3 horas", "Criado há poucos segundos"),
        accepts("Criado há 3 horas", "Criado há cerca de uma hora"),
        accepts("Criado há 3 horas", "Criado há menos de um minuto"),
        accepts("Criado há alguns segundos", "Criado há 2 dias"),
        accepts(
            containers + "0a1b2c3d4e5f   web   2 minutes ago   Up 3 hours",
            containers + "9f8e   web   About a minute ago   Up About an hour"),
        refuses(
            containers + "0a1b2c3d4e5f   web   2 minutes ago   Up 3 hours",
            containers + "9f8e   web   3 days ago   Exited (1) 2 minutes ago"),
        refuses("About this page", "About that page"),
        refuses("About this page", "About 3 minutes"),
        refuses("Pick a name", "Pick 2 names"),
        refuses("Got an answer", "Got 3 answer"),
        refuses("Deleted a few items", "Deleted 3 items"),
        refuses("Created 5 days ago", "Created a while ago"),
        refuses("Created 5 days ago", "Created About ago"),
        refuses("Created 5 days ago", "Created About a minute from now"),
        refuses("Created About an hour ago", "Created About an example ago"),
        refuses("Status: Up 3 hours", "Status: Exited (0) About an hour ago"),
        refuses("Ready in 2 minutes", "Ready in a moment"),
        refuses("Size: 5.6 MB", "Size: a few MB"),
        refuses("Créé il y a 2 minutes", "Créé il y a une éternité"),
        refuses("Criado há 3 horas", "Criado há cerca de"),
    ]

    /// A decimal comma (`1,5 Go`, `0,25`) is a number's, as is a thousands comma (`1,024`); a comma before or after
    /// the digits, or one that cannot be either, separates a list whose items are compared one by one.
    static let volumes = "NOM   TAILLE   ÉTAT\n"
    static let decimalCommas: [Case] = [
        accepts("Taille : 1,5 Go", "Taille : 1.5 GB"),
        accepts("Taille : 1,5 Go", "Taille : 12,3 Mo"),
        accepts("Size: 12.3 MB", "Size: 1,5 GB"),
        accepts("Tamanho: 12,3 MB", "Tamanho: 977 B"),
        accepts("Taille : 1,5Go", "Taille : 512Mo"),
        accepts("Ratio : 0,25", "Ratio : 0.5"),
        accepts("Ratio: 0.25", "Ratio: 0,75"),
        accepts("Ratio : 0,25", "Ratio : 3"),
        accepts("Durée : 1,5s", "Durée : 2.25s"),
        accepts("Free: 1,024 MiB", "Free: 2,048 MiB"),
        accepts("Free: 1,024 MiB", "Free: 1.5 GiB"),
        accepts("Total 1,048,576 bytes", "Total 524288 bytes"),
        accepts("Total 524288 bytes", "Total 1,048,576 bytes"),
        accepts(volumes + "web   1,5 Go libres   prêt", volumes + "web   977 MB libres   prêt"),
        refuses(volumes + "web   1,5 Go libres   prêt", volumes + "web   977 MB pris   prêt"),
        // One comma between digits reads as a number: a list of two numbers accepts one number.
        accepts("Steps: 2,7", "Steps: 4"),
        accepts("IDs: 1,2,3", "IDs: 4,5,6"),
        accepts("row x,1,5", "row x,3,7"),
        accepts("Regions: us-south,eu-de", "Regions: us-south,eu-de"),
        refuses("Taille : 1,5 Go", "Taille : 3 jours"),
        refuses("Ratio : 0,25", "Ratio : n/a"),
        refuses("IDs: 1,2,3", "IDs: 1.5"),
        refuses("IDs: 1,2,3", "IDs: 1,2"),
        refuses("row x,1,5", "row x,2"),
        refuses("row 1,5,x", "row 2,x"),
        refuses("Total 1,048,576 bytes", "Total 1,048,57 bytes"),
        refuses("Regions: us-south,eu-de", "Regions: us-south"),
        refuses("Regions: us-south,eu-de", "Regions: us-south.eu-de"),
        refuses("Keys: a,b", "Keys: a.b"),
        refuses("Keys: a,b", "Keys: a,c"),
    ]

    static let cluster = "Retrieving cluster mycluster...\nName:     mycluster\nState:    normal"
    static let table = "NAME        NAMESPACE     STATUS\nmycluster   mynamespace   normal"

    /// An example's sample name stands for a value the step's commands were given, only that value, where the rest
    /// of the line matches.
    static let givenValues: [Case] = [
        accepts(
            cluster, "Retrieving cluster prod-east...\nName:     prod-east\nState:    normal", values: ["prod-east"]),
        refuses(cluster, "Retrieving cluster prod-east...\nName:     prod-east\nState:    normal"),
        refuses(
            cluster, "Retrieving cluster prod-west...\nName:     prod-west\nState:    normal", values: ["prod-east"]),
        refuses(cluster, "Deleting cluster prod-east...\nName:     prod-east\nState:    normal", values: ["prod-east"]),
        // The example's word at that place stands for the value, unless it is a word tools print for a state.
        accepts("Owner:    someone", "Owner:    prod-east", values: ["prod-east"]),
        refuses("State:    normal", "State:    prod-east", values: ["prod-east"]),
        refuses("Status: Ready", "Status: Failed", values: ["Failed"]),
        refuses("pod/mypod created", "pod/web deleted", values: ["web", "deleted"]),
        refuses("OK", "prod-east", values: ["prod-east"]),
        accepts("pod/mypod created", "pod/web created", values: ["web"]),
        accepts(
            "Retrieving cluster <cluster_name>...", "Retrieving cluster prod-east...", ["cluster_name": "prod-east"]),
        // A part of a token, split where a connector joins two parts: first, last or in the middle.
        accepts(
            "Ingress:  mycluster.us-south.containers.appdomain.cloud",
            "Ingress:  prod-east.us-south.containers.appdomain.cloud", values: ["prod-east"]),
        refuses(
            "Ingress:  mycluster.us-south.containers.appdomain.cloud",
            "Ingress:  prod-east.eu-de.containers.appdomain.cloud", values: ["prod-east"]),
        accepts(
            "Config: /home/myuser/.bluemix/config.json", "Config: /home/jdoe/.bluemix/config.json", values: ["jdoe"]),
        accepts("Pool: mycluster-default-pool", "Pool: prod-east-default-pool", values: ["prod-east"]),
        accepts("App: my-app", "App: web", values: ["web"]),
        accepts("App: my-app ready", "App: web-api ready", values: ["web-api", "web"]),
        // Spaces, quotes and regular expressions' characters are the value's own bytes.
        accepts("Display name: mycluster", "Display name: My Prod Cluster", values: ["My Prod Cluster"]),
        accepts("Name: mycluster", #"Name: it's "prod""#, values: [#"it's "prod""#]),
        accepts("Pattern: mypattern end", "Pattern: a.*b+(c)?[d]$ end", values: ["a.*b+(c)?[d]$"]),
        refuses("Pattern: mypattern end", "Pattern: axxb end", values: ["a.*b"]),
        refuses("Pattern: mypattern end", "Pattern: a.*b+(c)?[e]$ end", values: ["a.*b+(c)?[d]$"]),
        // Not inside a longer word; the longer of two values that start alike.
        refuses("Env: myenv ready", "Env: production ready", values: ["prod"]),
        refuses("Env: myenv ready", "Env: preprod ready", values: ["prod"]),
        accepts("Env: myenv ready", "Env: prod ready", values: ["prod"]),
        accepts("Env: myenv ready", "Env: prod-east ready", values: ["prod", "prod-east"]),
        refuses("Env: myenv ready", "Env: Prod ready", values: ["prod"]),
        // Several values in one line, and in table rows.
        accepts(
            "Cluster mycluster in mynamespace: ok", "Cluster prod-east in team-a: ok", values: ["prod-east", "team-a"]),
        refuses(
            "Cluster mycluster in mynamespace: ok", "Cluster prod-east in other: ok", values: ["prod-east", "team-a"]),
        accepts(table, "NAME   NAMESPACE   STATUS\nprod-east   default   normal", values: ["prod-east", "default"]),
        refuses(table, "NAME   NAMESPACE   STATUS\nprod-east   default   warning", values: ["prod-east", "default"]),
        accepts("Name: mycluster", "Name: \u{1B}[1mprod-east\u{1B}[0m", values: ["prod-east"]),
        // Values of one or two characters, common words, or without a letter or digit take no part.
        refuses("Zone: myzone", "Zone: ab", values: ["ab"]),
        refuses("Enabled: false", "Enabled: true", values: ["true"]),
        refuses("Owner: someone", "Owner: None", values: ["None"]),
        refuses("Mark: x", "Mark: ---", values: ["---"]),
        accepts("Zone: myzone", "Zone: abc", values: ["abc"]),
    ]

    /// What an operator calls right or wrong that the rules above once took the other way.
    static let states: [Case] = [
        // A count of none is no count of some, either way.
        refuses("Plan: 3 to add, 0 to change, 0 to destroy.", "Plan: 0 to add, 0 to change, 3 to destroy."),
        accepts("Plan: 3 to add, 0 to change, 0 to destroy.", "Plan: 5 to add, 0,0 to change, 00 to destroy."),
        refuses("Workers: 3", "Workers: 0"),
        accepts("Took 0.5 s", "Took 1,5 s"),
        // A state word in a JSON string, or a boolean, says what the output must say (a string in any case); other
        // strings are not compared.
        refuses(#"{"name": "mycluster", "state": "normal"}"#, #"{"name":"mycluster","state":"deploy_failed"}"#),
        refuses(#"{"items": [{"status": "Ready"}]}"#, #"{"items":[{"status":"Error"}]}"#),
        accepts(#"{"name": "mycluster", "state": "Normal"}"#, #"{"name":"othercluster","state":"normal"}"#),
        accepts(#"{"enabled": true, "token_type": "Bearer"}"#, #"{"enabled":true,"token_type":"bearer"}"#),
        refuses(#"{"enabled": true, "token_type": "Bearer"}"#, #"{"enabled":false,"token_type":"Bearer"}"#),
        // A changing value the output quotes (YAML writers quote dates).
        accepts("creationTimestamp: 2018-05-03T14:12:06Z", #"creationTimestamp: "2024-03-01T08:00:01Z""#),
        accepts("uid: 58669dd6-3ddd-5c78", "uid: '7c4f2d1e-0b9a-5e11'"),
        refuses("uid: 58669dd6-3ddd-5c78", #"uid: "7c4f2d1e-0b9a-5e11"#),
        // French typography's narrow, thin and figure spaces are blanks.
        accepts("Nom\u{202F}: mycluster", "Nom : mycluster"),
        accepts("Taille : 1\u{2009}024 Mo", "Taille : 1 024 Mo"),
        // Columns a newer tool adds after the example's last, or an empty cell it now fills.
        accepts(
            "Name        ID                     State    Version\nmycluster   bl5l9dtf0ld8ahb6lk8g   normal   1.27.3",
            "Name   ID   State   Version   Resource Group   Provider\nmycluster   c0ffee12   normal   1.30.2   default   vpc"
        ),
        accepts("container-registry   0.1.373", "container-registry   1.3.7   Update Available"),
        refuses("NAME    STATUS\nweb-1   Running", "NAME   STATUS   EXTRA\nweb-1   Failed   x"),
        accepts("Token   <token>", "Token   abc   def", ["token": "abc   def"]),
    ]

    /// A slot of a placeholder the step's commands were given a value matches that value only.
    @Test func aSlotWithAGivenValueSaysIt() {
        let given = GivenValues(named: ["cluster_name": "prod-east", "zone": "dal 10"])
        let example = "The configuration for <cluster_name> was downloaded in <zone>. Token <token>"
        let match = { (actual: String) in OutputMatcher.compare(expected: example, actual: actual, values: given) }
        #expect(match("The configuration for prod-east was downloaded in dal  10. Token abc").matches)
        #expect(
            match("The configuration for prod-east was downloaded in dal  10. Token abc").bindings == ["token": "abc"])
        #expect(!match("The configuration for prod-west was downloaded in dal 10. Token abc").matches)
        #expect(!match("The configuration for prod-east was downloaded in dal10. Token abc").matches)
    }

    @Test(
        arguments: placeholders + elisions + tokens + whitespace + json + cutValues + quantities + agesInWords
            + decimalCommas + givenValues + states)
    func verdict(_ test: Case) {
        let result = OutputMatcher.compare(
            expected: test.expected, actual: test.actual, values: GivenValues(test.values))
        #expect(result.matches == test.matches, "\(result.diff)")
        #expect(result.bindings == test.bindings)
    }
}

extension GivenValues {
    /// Values without names, for the tests that compare outputs alone.
    init(_ values: some Sequence<String>) {
        var named: [String: String] = [:]
        for (index, value) in values.enumerated() { named["\u{0}\(index)"] = value }
        self.init(named: named)
    }
}
