import Testing

@testable import RunbookKit

/// Every form a page documents a placeholder in, each on a page written for the test: the description the
/// placeholder gets, how the page wrote it, and what must not be read as documentation.
@Suite struct PlaceholderDocFormsTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let page: String
        /// `placeholder=description (source)`, in page order; `placeholder=-` when it must stay undocumented.
        let expected: [String]
        var description: String { name }
    }

    static func command(_ text: String) -> String { "```\n\(text)\n```\n{: pre}\n" }

    static let cases = [
        Case(
            name: "bullets joined by a semicolon, with and/et/e after it: the joint is no part of the description",
            page: """
                \(command("tool create <name> <zone> <nom_cluster> <zona> <count>"))
                Where:
                - `<name>`: the name of the cluster; and
                - `<zone>`: the zone, for example `dal10`,
                - `<nom_cluster>` : le nom de votre cluster ; et
                - `<zona>`: a zona do cluster; e
                - `<count>`: the number of workers; it must be 1 or more.
                """,
            expected: [
                "name=the name of the cluster (bullet-list)", "zone=the zone, for example dal10 (bullet-list)",
                "nom_cluster=le nom de votre cluster (bullet-list)", "zona=a zona do cluster (bullet-list)",
                "count=the number of workers; it must be 1 or more. (bullet-list)",
            ]),
        Case(
            name: "markdown table, bare names under a Parameter header, Required in bold",
            page: """
                1. Create it.

                   \(command("tool create --region <region> --key <key_ID>"))
                   | Parameter | Description |
                   |---|---|
                   | region | **Required.** The region of your instance. |
                   | `key_ID` | Optional. The ID of the key. |
                """,
            expected: [
                "region=The region of your instance. (markdown-table)", "key_ID=The ID of the key. (markdown-table)",
            ]),
        Case(
            name: "markdown table keyed by flags, a Required column, words as names",
            page: """
                \(command("tool login -r <region> --api-key <API key>"))
                | Option | Required | Meaning |
                |---|---|---|
                | `-r`, `--region` | yes | Where you log in. |
                | API key | no | Your key for the API. |
                """,
            expected: ["region=Where you log in. (markdown-table)", "API key=Your key for the API. (markdown-table)"]),
        Case(
            name: "markdown table whose cells break lines and list values in inline HTML: the text keeps them apart",
            page: """
                \(command("tool create <region> <api_key> <plan>"))
                | Value | Description |
                |---|---|
                | `<region>` | The region, one of:<ul><li>`us-south`</li><li>`eu-de`</li></ul> |
                | `<api_key>` | Your key.<br/>Create one in the console. |
                | `<plan>` | Le plan :<ul><li>lite</li> <li>standard </li></ul>Par défaut, lite. |
                """,
            expected: [
                "region=The region, one of: us-south; eu-de (markdown-table)",
                "api_key=Your key. Create one in the console. (markdown-table)",
                "plan=Le plan : lite; standard; Par défaut, lite. (markdown-table)",
            ]),
        Case(
            name: "the value before the name, then a clause after a ';', ', which …' or a parenthesis: read with it",
            page: """
                \(command("tool create <url> <url_serveur> <host> <nom>"))
                Enter your server's address for `<url>`; it must start with `https://`.

                Indiquez l'adresse de votre serveur pour `<url_serveur>`&nbsp;; elle doit commencer par `https://`.

                Enter a host name for `<host>`, which must be unique.

                Saisissez un nom pour `<nom>` (il doit être unique).
                """,
            expected: [
                "url=your server's address (sentence)", "url_serveur=l'adresse de votre serveur (sentence)",
                "host=a host name, which must be unique (sentence)", "nom=un nom (il doit être unique) (sentence)",
            ]),
        Case(
            name: "after a copula, a later pair that leaves it out and writes a comma in its place",
            page: """
                \(command("tool create <a> <b> <c> <d>"))
                Où `<a>` est l'ID de l'appli, et `<b>`, celui de l'espace.

                Em que: `<c>` é o ID do app; `<d>`, o ID do espaço.
                """,
            expected: [
                "a=l'ID de l'appli (sentence)", "b=celui de l'espace (sentence)", "c=o ID do app (sentence)",
                "d=o ID do espaço (sentence)",
            ]),
        Case(
            name: "a sentence of pairs whose later names stand in quotes: each quoted name starts a pair of its own",
            page: """
                \(command("tool create <region> <tier> <nom> <zone> <plan>"))
                Replace `<region>` with your region, “`<tier>`” with `basic` or `premium`, and "`<plan>`" with a plan.

                Remplacez `<nom>` par le nom et «&nbsp;`<zone>`&nbsp;» par la zone.
                """,
            expected: [
                "region=your region (sentence)", "tier=basic or premium (sentence)", "plan=a plan (sentence)",
                "nom=le nom (sentence)", "zone=la zone (sentence)",
            ]),
        Case(
            name: "html table and definition list whose cells list values after a colon: no ';' after the colon",
            page: """
                \(command("tool create <region> <plan> <mode>"))
                <table>
                <tr><th>Component</th><th>Description</th></tr>
                <tr><td><code>&lt;region&gt;</code></td><td>The region, one of: <ul><li><code>us-south</code></li><li>eu-de</li></ul></td></tr>
                <tr><td><code>&lt;plan&gt;</code></td><td><ul><li>Le plan :</li><li>lite</li></ul></td></tr>
                </table>
                <dl><dt><var>mode</var></dt><dd>The mode, one of:<ol><li>fast</li><li>safe</li></ol></dd></dl>
                """,
            expected: [
                "region=The region, one of: us-south; eu-de (html-table)", "plan=Le plan :; lite (html-table)",
                "mode=The mode, one of: fast; safe (definition)",
            ]),
        Case(
            name: "a sentence or term that ends with a colon, then a bullet list of values: the values join it",
            page: """
                1. Create it.

                   \(command("tool create <region> <plan> <zona> <mode> <tier>"))
                   Replace `<region>` with one of the following values:

                   - `us-south`
                   - `eu-de`

                   Remplacez `<plan>` par l'une des valeurs suivantes :
                   * lite
                   * standard

                   - `<zona>`: a zona, uma das seguintes:
                     - `br-sao-1`
                     - `br-sao-2`
                   - `<mode>`: The mode. Choose one of:
                     - `fast`: no checks
                     - `safe`

                   Replace `<tier>` with the tier:
                   - Free: for trying the service out, with at most one instance, deleted after 30 days without use.
                   - Paid
                """,
            expected: [
                "region=one of the following values: us-south; eu-de (sentence)",
                "plan=l'une des valeurs suivantes : lite; standard (sentence)",
                "zona=a zona, uma das seguintes: br-sao-1; br-sao-2 (bullet-list)",
                "mode=The mode. Choose one of: fast: no checks; safe (bullet-list)",
                "tier=the tier (sentence)",
            ]),
        Case(
            name: "markdown table without a header naming its columns: only names in code or brackets count",
            page: """
                \(command("tool run <app> <region>"))
                | Thing | Text |
                |---|---|
                | region | Never read: plain words under an unknown header. |
                | `<app>` | Your application. |
                """,
            expected: ["app=Your application. (markdown-table)", "region=-"]),
        Case(
            name: "HTML table, names in varname, code and em, header row of th, text across p and br",
            page: """
                \(command("tool put <bucket> <object-name> <api_key>"))
                <table>
                <tr><th>Variable</th><th>Description</th></tr>
                <tr><td><varname>bucket</varname></td><td><p>The bucket.</p><p>It must exist.</p></td></tr>
                <tr><td><code>&lt;object-name&gt;</code></td><td>The object's name.<br/>No spaces.</td></tr>
                <tr><td><em>api_key</em></td><td>Obligatoire. Votre clé.</td></tr>
                </table>
                """,
            expected: [
                "bucket=The bucket. It must exist. (html-table)",
                "object-name=The object's name. No spaces. (html-table)",
                "api_key=Votre clé. (html-table)",
            ]),
        Case(
            name: "HTML table, a name in code and emphasis nested either way: one name, not two",
            page: """
                \(command("tool config <cluster_name> <zone> <user>"))
                <table>
                <tr><th>Component</th><th>Description</th></tr>
                <tr><td><code><em>cluster_name</em></code></td><td>The name of your cluster.</td></tr>
                <tr><td><b><code>zone</code></b></td><td>The zone.</td></tr>
                <tr><td><code><i>user</i></code>, <code>user</code></td><td>Your user.</td></tr>
                </table>
                """,
            expected: [
                "cluster_name=The name of your cluster. (html-table)", "zone=The zone. (html-table)",
                "user=Your user. (html-table)",
            ]),
        Case(
            name: "HTML table whose description cell is a sentence that documents the value",
            page: """
                \(command("tool trigger --param minutes \"<minutes>\""))
                <table>
                <thead><th colspan=2>Understanding the command</th></thead>
                <tr><td><code>--param minutes</code></td><td>Replace <code>&lt;minutes&gt;</code> with an integer.</td></tr>
                </table>
                """,
            expected: ["minutes=an integer. (html-table)"]),
        Case(
            name: "HTML table whose first row is a caption spanning the columns: the header is the row after it",
            page: """
                \(command("tool rotate <key_id> <zone>"))
                <table>
                <tr><th colspan="3">Command values</th></tr>
                <tr><th>Name</th><th>Type</th><th>Description</th></tr>
                <tr><td><var>key_id</var></td><td>string</td><td>The key to rotate.</td></tr>
                </table>

                <table>
                <thead><tr><th colspan="2">About this command</th></tr></thead>
                <tr><td><code>&lt;zone&gt;</code></td><td>The zone.</td></tr>
                </table>
                """,
            expected: ["key_id=The key to rotate. (html-table)", "zone=The zone. (html-table)"]),
        Case(
            name: "kramdown definition list and HTML dl, a flag term and a term with (optional)",
            page: """
                \(command("tool deploy --file <PATH> <mode>"))
                `<mode>`
                : The deployment mode.

                <dl>
                <dt>--file</dt>
                <dd>The path to the definition file.</dd>
                <dt>mode (optional)</dt>
                <dd>Ignored here: the kramdown term came first.</dd>
                </dl>
                """,
            expected: ["PATH=The path to the definition file. (definition)", "mode=The deployment mode. (definition)"]),
        Case(
            name: "without a description header, the first column after the names that says no type nor example",
            page: """
                \(command("tool put <acct> <balde> <region>"))
                | Name | Type | Required | Notes |
                |---|---|---|---|
                | `<acct>` | string | yes | The account ID. |

                | Nome | Tipo | Obrigatório | Observações |
                |---|---|---|---|
                | `<balde>` | texto | não | O nome do bucket. |

                | Value | Example | What it is |
                |---|---|---|
                | `<region>` | `us-south` | The region. |
                """,
            expected: [
                "acct=The account ID. (markdown-table)", "balde=O nome do bucket. (markdown-table)",
                "region=The region. (markdown-table)",
            ]),
        Case(
            name: "no header names the values, which a column before the described one writes; not a type column",
            page: """
                \(command("tool put <key_name> <zone> <nome> <tipo>"))
                | Setting | Value | Description |
                |---|---|---|
                | Key name | `<key_name>` | The name of the key. |
                | Zone | `<zone>` | The zone. |

                | Configuração | Valor | Descrição |
                |---|---|---|
                | Nome | `<nome>` | O nome da chave. |

                | Setting | Type | Description |
                |---|---|---|
                | Kind | `<tipo>` | What it is. |
                """,
            expected: [
                "key_name=The name of the key. (markdown-table)", "zone=The zone. (markdown-table)",
                "nome=O nome da chave. (markdown-table)", "tipo=-",
            ]),
        Case(
            name: "a term, key cell or bullet of two names, described in turn: respectively, respectivamente",
            page: """
                \(command("tool chown <user> <group> <uid> <gid> <nome> <zona>"))
                `<user>`, `<group>`
                : The owner and the group, respectively.

                | Parameter | Description |
                |---|---|
                | `<uid>`, `<gid>` | The user ID and the group ID, in that order. |

                - `<nome>` e `<zona>`: o nome e a zona do cluster, respectivamente.
                """,
            expected: [
                "user=The owner (definition)", "group=the group (definition)", "uid=The user ID (markdown-table)",
                "gid=the group ID (markdown-table)", "nome=o nome (bullet-list)",
                "zona=a zona do cluster (bullet-list)",
            ]),
        Case(
            name: "HTML dl read as table cells are: a term in backquotes or bold, emphasis dropped from a definition",
            page: """
                \(command("tool rm <api_name> --region <region>"))
                <dl>
                <dt>`api_name`</dt>
                <dd>The API to delete. **Important:** it cannot be <em>undone</em>.</dd>
                <dt><strong>region</strong> (optional)</dt>
                <dd>Where it runs.</dd>
                </dl>
                """,
            expected: [
                "api_name=The API to delete. Important: it cannot be undone. (definition)",
                "region=Where it runs. (definition)",
            ]),
        Case(
            name: "bullets: names in code, two names sharing an item, a bold bare name",
            page: """
                1. Bind it.

                   \(command("tool bind <service> <key> -p user <user>"))
                   - `<service>`: the service instance.
                   - `<key>` and `<user>` - the credentials to bind.
                """,
            expected: [
                "service=the service instance. (bullet-list)", "key=the credentials to bind. (bullet-list)",
                "user=the credentials to bind. (bullet-list)",
            ]),
        Case(
            name: "a shell variable named beside the names documents nothing, before or after them",
            page: """
                1. Place it.

                   \(command("tool place <zone> <area> <lot> --region $REGION"))
                   - `<zone>` and `$REGION`: the zone and the region.
                   - `${REGION}`, `<area>`: the area.

                   Replace `<lot>` and `$REGION` with the lot and the region.
                """,
            expected: [
                "zone=the zone and the region. (bullet-list)", "area=the area. (bullet-list)",
                "lot=the lot and the region (sentence)",
            ]),
        Case(
            name: "a shell variable among the names takes its part \"respectively\", in a bullet and a sentence",
            page: """
                1. Mount it.

                   \(command("tool mount <disk> $PORT <host> --path <dir> $OWNER"))
                   - `<disk>`, `$PORT` and `<host>`: the disk, the port and the host, respectively.

                   Remplacez `$OWNER` et `<dir>` par le propriétaire et le dossier, respectivement.
                """,
            expected: [
                "disk=the disk (bullet-list)", "host=the host (bullet-list)", "dir=le dossier (sentence)",
            ]),
        Case(
            name: "bullets that open with a flag and its value, or with a flag's two spellings, as terms do",
            page: """
                \(command("tool make --name <name> -t <tier> --kappa <k>"))
                - `--name <name>`: The name of the thing.
                - `-t`, `--tier`: The tier.
                - `--kappa` (optional): The kappa.
                """,
            expected: [
                "name=The name of the thing. (bullet-list)", "tier=The tier. (bullet-list)",
                "k=The kappa. (bullet-list)",
            ]),
        Case(
            name: "sentences before and after the command, in three shapes",
            page: """
                Replace `<cluster>` with the name of your cluster.

                \(command("kubectl --cluster <cluster> get pods -n <ns> -l <label>"))
                where `<ns>` is the namespace and `<label>` is a label selector.
                """,
            expected: [
                "cluster=the name of your cluster (sentence)", "ns=the namespace (sentence)",
                "label=a label selector (sentence)",
            ]),
        Case(
            name: "a sentence that names the flag, and step prose that names the value in words",
            page: """
                1. Target a resource group by running the following command. Use the `--quota` option to set the
                   size of the group.

                   \(command("tool target -g <resource_group> --quota <QUOTA>"))
                """,
            expected: [
                "resource_group=Target a resource group by running the following command (sentence)",
                "QUOTA=Use the --quota option to set the size of the group (sentence)",
            ]),
        Case(
            name: "the last resort reads a step's prose once for several names, each in the first sentence of it",
            page: """
                1. Start the server and give it a user name. The server name must be unique in the zone list.

                   \(command("tool start <server_name> <username> <zone-ids> <server>"))

                   The user name is shown in the console. Pick zone IDs from the list of your account.
                """,
            expected: [
                "server_name=The server name must be unique in the zone list (sentence)",
                "username=Start the server and give it a user name (sentence)",
                "zone-ids=Pick zone IDs from the list of your account (sentence)",
                "server=Start the server and give it a user name (sentence)",
            ]),
        Case(
            name: "step prose that documents another value is no last resort for one it mentions in words",
            page: """
                1. Create a key.

                   \(command("tool key create <key_name> --instance <instance>"))

                   Replace `<key_name>` with a name for the key, unique in the instance.
                """,
            expected: ["key_name=a name for the key, unique in the instance (sentence)", "instance=-"]),
        Case(
            name: "step prose whose subject is a pronoun speaks of the value the sentence before names",
            page: """
                1. Create the bucket.

                   \(command("tool bucket create <bucket> --region <region>"))

                   `<region>` is required. It is the region where the bucket lives.
                """,
            expected: ["bucket=-", "region=the region where the bucket lives (sentence)"]),
        Case(
            name: "step prose whose subject is a pronoun speaks of the value the sentence before names, in French",
            page: """
                1. Créez le compartiment.

                   \(command("tool bucket create <compartiment> --region <region>"))

                   `<region>` est obligatoire. C'est la région où se trouve le compartiment.
                """,
            expected: ["compartiment=-", "region=la région où se trouve le compartiment (sentence)"]),
        Case(
            name: "a step's bullet that opens with the name in plain text, then a separator or a verb",
            page: """
                1. Create the VPC.

                   \(command("tool vpc-create <vpc_name> <subnet_name>"))

                   Where:
                   - vpc_name: the name of the VPC.
                   - subnet_name is the name of the subnet.
                """,
            expected: [
                "vpc_name=the name of the VPC (sentence)", "subnet_name=the name of the subnet (sentence)",
            ]),
        Case(
            name: "names matched ignoring case, separators and 'your'",
            page: """
                \(command("tool login --account <your_account_ID>"))
                Replace `<Account ID>` with the ID of your account.
                """,
            expected: ["your_account_ID=the ID of your account (sentence)"]),
        Case(
            name: "French and Portuguese sentences",
            page: """
                Remplacez `<nom>` par le nom de l'action, et `<zone>` par la zone.

                \(command("outil <nom> <zone> <valor>"))
                em que `<valor>` é o valor.
                """,
            expected: [
                "nom=le nom de l'action (sentence)", "zone=la zone (sentence)", "valor=o valor (sentence)",
            ]),
        Case(
            name: "after a copula, the next pairs may leave it out (gapping), in three languages",
            page: """
                \(command("tool <nom> <zone> <name> <region> <nome> <zona> <a> <b>"))
                Où `<nom>` est le nom de la grappe, `<zone>` la zone.

                Where `<name>` is the name of the app and `<region>` the region.

                Onde `<nome>` é o nome do cluster, `<zona>` a zona.

                Replace `<a>` with the first value, `<b>` the second.
                """,
            expected: [
                "nom=le nom de la grappe (sentence)", "zone=la zone (sentence)",
                "name=the name of the app (sentence)", "region=the region (sentence)",
                "nome=o nome do cluster (sentence)", "zona=a zona (sentence)",
                "a=the first value, <b> the second (sentence)",
            ]),
        Case(
            name: "a copula's preposition said again in a gapped pair is no part of the description",
            page: """
                \(command("tool <e1> <e2> <p1> <p2> <n1> <n2>"))
                Où `<e1>` correspond au nom du compte et `<e2>` à votre jeton IAM.

                Em que `<p1>` corresponde ao nome da conta e `<p2>` ao seu token do IAM.

                Where `<n1>` corresponds to the account name and `<n2>` to your IAM token.
                """,
            expected: [
                "e1=nom du compte (sentence)", "e2=votre jeton IAM (sentence)", "p1=nome da conta (sentence)",
                "p2=seu token do IAM (sentence)", "n1=the account name (sentence)", "n2=your IAM token (sentence)",
            ]),
        Case(
            name: "where with a colon, in three languages, pairs chained",
            page: """
                \(command("tool <cluster> <zone> <nom> <nome> <zona>"))
                Where: `<cluster>` is the name of your cluster.

                Où : `<nom>` est le nom.

                Onde: `<nome>` é o nome do seu cluster e `<zona>` é a zona.
                """,
            expected: [
                "cluster=the name of your cluster (sentence)", "nom=le nom (sentence)",
                "nome=o nome do seu cluster (sentence)", "zona=a zona (sentence)",
            ]),
        Case(
            name: "a key cell that lists a flag's spellings documents the value after either",
            page: """
                \(command("tool create -n <a> -t <b> -r <c>"))
                | Option | Description |
                |---|---|
                | `--name`, `-n` | The name. |
                | `-t`, `--tag` | A tag. |
                | `-r` | The region. |
                """,
            expected: [
                "a=The name. (markdown-table)", "b=A tag. (markdown-table)", "c=The region. (markdown-table)",
            ]),
        Case(
            name: "a default stated in the sentence after the description is part of it",
            page: """
                \(command("tool <groupe> <região> <region> <a> <b>"))
                Remplacez `<groupe>` par le groupe. Valeur par défaut : `default`.

                Substitua `<região>` pela região. O valor padrão é `us-south`.

                Replace `<region>` with your region. The default value is `eu-de`. Then run it.

                Replace `<a>` with a name. `<b>` defaults to `x`.
                """,
            expected: [
                "groupe=le groupe. Valeur par défaut : default (sentence)",
                "região=região. O valor padrão é us-south (sentence)",
                "region=your region. The default value is eu-de (sentence)", "a=a name (sentence)",
            ]),
        Case(
            name: "a bullet under Où : whose copula is contracted (correspond au)",
            page: """
                1. Créez-la.

                   \(command("outil --workers <nombre>"))
                   Où :
                   - `<nombre>` correspond au nombre de noeuds.
                """,
            expected: ["nombre=nombre de noeuds (bullet-list)"]),
        Case(
            name: "HTML prose: a paragraph's sentences and list items that open with names, <var> and &lt; as <x>",
            page: """
                1. Target.

                   \(command("tool target -o <org> -s <space> -r <region> -z <zone>"))
                   <p>Replace <var>org</var> with your organization and &lt;space&gt; with your
                   space.</p>
                   <ul>
                   <li><code>&lt;region&gt;</code>: the region.</li>
                   <li>Where <var>&lt;zone&gt;</var> is the zone, such as <code>dal10</code>.
                   </ul>
                """,
            expected: [
                "org=your organization (sentence)", "space=your space (sentence)",
                "region=the region. (bullet-list)", "zone=the zone, such as dal10 (bullet-list)",
            ]),
        Case(
            name: "one HTML region holding a table, a list of terms and prose: each of the three read",
            page: """
                \(command("tool sync <bucket> <queue> <sujet>"))
                <table>
                <tr><th>Name</th><th>Description</th></tr>
                <tr><td><code>&lt;bucket&gt;</code></td><td>The bucket to copy.</td></tr>
                </table>
                <dl>
                <dt><code>queue</code></dt>
                <dd>The queue that gets the events.</dd>
                </dl>
                <p>Remplacez <var>sujet</var> par le nom de votre sujet.</p>
                """,
            expected: [
                "bucket=The bucket to copy. (html-table)", "queue=The queue that gets the events. (definition)",
                "sujet=le nom de votre sujet (sentence)",
            ]),
        Case(
            name: "HTML prose that documents nothing, and code, terms and tables that are not prose",
            page: """
                \(command("tool get <a> <b> <c>"))
                <p>Run the command with <var>a</var> set.</p>
                <pre>Replace &lt;b&gt; with the bucket.</pre>
                <div>Replace <var>c</var> with nothing: not a paragraph.</div>
                """,
            expected: ["a=-", "b=-", "c=-"]),
        Case(
            name: "a placeholder's name alone in a code, emphasis or strong span of a sentence, in three languages",
            page: """
                1. Log in.

                   \(command("tool login <api_key> <cle_api> <chave_api> <app> <appli> <NAMESPACE-NAME> <replicas>"))
                   Replace the value *api_key* with your key. Remplacez la valeur _cle_api_ par votre clé.
                   Substitua o valor **chave_api** pela sua chave.

                   - where `app` is the name of your app;
                   - où *appli* est le nom de votre application.

                   Replace `namespace_name` with a name for the
                   namespace. Set __replicas__ to the number of copies.
                """,
            expected: [
                "api_key=your key (sentence)", "cle_api=votre clé (sentence)", "chave_api=sua chave (sentence)",
                "app=the name of your app (bullet-list)", "appli=le nom de votre application (bullet-list)",
                "NAMESPACE-NAME=a name for the namespace (sentence)", "replicas=the number of copies (sentence)",
            ]),
        Case(
            name: "a span that names no placeholder, or names one in a sentence that documents nothing, is a word",
            page: """
                The `apikey` field holds the password. Replace `https` with `http` to test locally. Run it with
                *zone* and **region** set. N'utilisez plus le champ *projet*.

                1. Log in.

                   \(command("tool login <API_KEY> <url> <zone> <region> <projet>"))
                """,
            expected: ["API_KEY=-", "url=-", "zone=-", "region=-", "projet=-"]),
        Case(
            name: "what a value must or can be, after \"the value of\", in three languages",
            page: """
                \(command("tool invite <email> <courriel> <correio> <tier> <nom>"))
                The value of `<email>` must be the address of the person you invite.
                La valeur de `<courriel>` doit être l'adresse de la personne invitée.
                O valor do `<correio>` deve ser o endereço da pessoa convidada.
                `<tier>` can be `lite` or `standard`. Le paramètre `<nom>` peut être un nom court.
                """,
            expected: [
                "email=the address of the person you invite (sentence)",
                "courriel=l'adresse de la personne invitée (sentence)",
                "correio=o endereço da pessoa convidada (sentence)", "tier=lite or standard (sentence)",
                "nom=un nom court (sentence)",
            ]),
        Case(
            name: "markdown table whose name column writes each value in braces, as the command does",
            page: """
                \(command("curl https://{region}.example.com/v1/{item_ID}"))
                | Parameter | Description |
                |---|---|
                | `{region}` | The region of your instance. |
                | `{item_ID}` | The ID of the item. |
                | `{{site.data.keyword.x}}` | Not a value. |
                """,
            expected: [
                "region=The region of your instance. (markdown-table)", "item_ID=The ID of the item. (markdown-table)",
            ]),
        Case(
            name: "a kramdown table without a header separator (a paragraph for cmark-gfm): code names, no plain words",
            page: """
                \(command("tool bind <user> <secret> <host> <nom_hôte>"))
                The binding takes these values:

                | `user` | The name you log in with. |
                | `<secret>` | Your password. |
                | host | The server. |

                | Paramètre | Description |
                | nom_hôte | Le nom du serveur. |
                """,
            expected: [
                "user=The name you log in with. (markdown-table)", "secret=Your password. (markdown-table)", "host=-",
                "nom_hôte=Le nom du serveur. (markdown-table)",
            ]),
        Case(
            name: "a sentence that says a value's state, not which to give, documents nothing, in a note too",
            page: """
                1. Deploy the archive.

                   \(command("tool deploy <archive_id> <cible> <destino> <mode>"))
                   Make sure that `<archive_id>` is set.

                   Le champ `<cible>` est obsolète.
                   {: note}

                   Observe que `<destino>` é usado pelo serviço.
                   {: tip}

                   The `<mode>` value must be set to `fast` or `safe`.
                """,
            expected: ["archive_id=-", "cible=-", "destino=-", "mode=fast or safe (sentence)"]),
        Case(
            name: "a second pair after then, puis, em seguida: each name its own description",
            page: """
                1. Create the mirror.

                   \(command("tool mirror <source> <zone> <origem> <zona> <depot> <region>"))
                   Replace `<source>` with the host to copy, then set `<zone>` to the zone of the copy.
                   Substitua `<origem>` pelo host e, em seguida, defina `<zona>` como a zona da cópia.
                   Remplacez `<depot>` par le dépôt et remplacez `<region>` par la région de la copie.
                """,
            expected: [
                "source=the host to copy (sentence)", "zone=the zone of the copy (sentence)", "origem=host (sentence)",
                "zona=a zona da cópia (sentence)", "depot=le dépôt (sentence)",
                "region=la région de la copie (sentence)",
            ]),
        Case(
            name: "bullets after a lead-in that says replace or set take its verb; one with a colon reads as it is",
            page: """
                1. Seal the vault.

                   \(command("tool seal <vault> <key> <zone> <coffre> <cle> <cofre> <chave> <mode>"))
                   Replace the following values:
                   - `<vault>` with the name of the vault.
                   - `<key>`: the unseal key.
                   - *zone* with the zone of the vault.

                   Remplacez les valeurs suivantes :
                   - `<coffre>` par le nom du coffre ;
                   - `<cle>` par la clé de descellement.

                   Substitua:
                   - `<cofre>` pelo nome do cofre.

                   Then set:
                   - `<mode>` to `fast` or `safe`.

                   Keep these in mind:
                   - `<chave>` with care.
                """,
            expected: [
                "vault=the name of the vault (bullet-list)", "key=the unseal key. (bullet-list)",
                "zone=the zone of the vault (bullet-list)", "coffre=le nom du coffre (bullet-list)",
                "cle=la clé de descellement (bullet-list)", "cofre=nome do cofre (bullet-list)",
                "mode=fast or safe (bullet-list)", "chave=-",
            ]),
        Case(
            name: "bullets that describe their names in apposition, in a parenthesis, or after a type in one",
            page: """
                1. Open the ledger.

                   \(command("tool open <book> <period> <livre> <livro> <owner> <limit> <note>"))
                   - `<book>`, the name of your ledger.
                   - `<period>` (the accounting period)
                   - `<livre>`, le nom du registre.
                   - `<livro>`, o nome do razão.
                   - `<owner>` (string): The user who owns the ledger.
                   - `<limit>` (optional)
                   - `<note>`, if you want one.
                """,
            expected: [
                "book=the name of your ledger. (bullet-list)", "period=the accounting period (bullet-list)",
                "livre=le nom du registre. (bullet-list)", "livro=o nome do razão. (bullet-list)",
                "owner=The user who owns the ledger. (bullet-list)", "limit=-", "note=-",
            ]),
        Case(
            name: "a table whose header names the required and default columns, not the one that describes",
            page: """
                \(command("tool create --bucket <bucket> --class <class>"))
                | Value | Required? | Default | What it is |
                |---|---|---|---|
                | `<bucket>` | Yes | | The bucket's name. |
                | `<class>` | No | `standard` | The storage class. |
                """,
            expected: [
                "bucket=The bucket's name. (markdown-table)",
                "class=The storage class. Default: standard. (markdown-table)",
            ]),
        Case(
            name: "a term with two definitions: the second's colon is no part of the description",
            page: """
                \(command("tool create <date>"))
                `<date>`
                :   The expiry date.
                :   Use the format `YYYY-MM-DD`.
                """,
            expected: ["date=The expiry date. Use the format YYYY-MM-DD. (definition)"]),
        Case(
            name: "a no-break space before the semicolon that joins French bullets",
            page: """
                \(command("outil créer <nom> <zone>"))
                Où\u{A0}:
                - `<nom>`\u{A0}: le nom de la grappe\u{A0};
                - `<zone>`\u{202F}: la zone\u{202F}; et
                """,
            expected: ["nom=le nom de la grappe (bullet-list)", "zone=la zone (bullet-list)"]),
        Case(
            name: "bullets after a lead-in that says replace, joined by a comma and 'and'",
            page: """
                1. Create the service. In the command, replace:

                   - `<svc>` with the service name,
                   - `<plan>` with `lite` or `standard`, and
                   - `<loc>` with the location.

                   \(command("svc create <svc> <plan> <loc>"))
                """,
            expected: [
                "svc=the service name (bullet-list)", "plan=lite or standard (bullet-list)",
                "loc=the location (bullet-list)",
            ]),
        Case(
            name: "an HTML table whose Required cell spans two rows: the next row's cells keep their columns",
            page: """
                \(command("tool create --name <name> --zone <zone> --tags <tags>"))
                <table>
                <tr><th>Parameter</th><th>Required</th><th>Description</th></tr>
                <tr><td><code>&lt;name&gt;</code></td><td rowspan="2">Yes</td><td>The name.</td></tr>
                <tr><td><code>&lt;zone&gt;</code></td><td>The zone.</td></tr>
                <tr><td><code>&lt;tags&gt;</code></td><td>No</td><td>The tags.</td></tr>
                </table>
                """,
            expected: ["name=The name. (html-table)", "zone=The zone. (html-table)", "tags=The tags. (html-table)"]),
        Case(
            name: "a definition whose term one blank line parts from it, as kramdown allows; two blank lines part none",
            page: """
                \(command("tool create <bucket> <nom_zone> <zona> <count>"))
                `<bucket>`

                : The name of the bucket.

                `<nom_zone>`

                : Le nom de la zone.

                - `<zona>`

                  : A zona do bucket.

                `<count>`


                : Two blank lines: a paragraph, no definition.
                """,
            expected: [
                "bucket=The name of the bucket. (definition)", "nom_zone=Le nom de la zone. (definition)",
                "zona=A zona do bucket. (definition)", "count=-",
            ]),
        Case(
            name: "an HTML paragraph that leads into a list of values: its items are the values, as in Markdown",
            page: """
                \(command("tool create --class <storage_class> --plan <plan> --zona <zona> --mode <mode>"))
                <p>Replace <var>storage_class</var> with one of:</p>
                <ul>
                <li><code>standard</code></li>
                <li><code>vault</code></li>
                </ul>
                <p>Remplacez <var>plan</var> par l'un des plans suivants :
                <ul><li>lite</li><li>standard</li></ul>
                <p>Substitua <var>zona</var> por uma destas zonas:</p>
                <ol><li>dal10</li><li>fra02</li></ol>
                <p>Replace <var>mode</var> with one of:</p>
                <ul><li>fast<ul><li>for tests</li></ul></li><li>safe</li></ul>
                """,
            expected: [
                "storage_class=one of: standard; vault (sentence)",
                "plan=l'un des plans suivants : lite; standard (sentence)",
                "zona=uma destas zonas: dal10; fra02 (sentence)", "mode=one of (sentence)",
            ]),
        Case(
            name: "a headerless kramdown table whose cell escapes a pipe: the pipe is text, in a code span or not",
            page: """
                \(command("tool grep <pattern> <motif> <padrão>"))
                | `<pattern>` | A pattern such as `error\\|warn`, matched against each line. |
                | `<motif>` | Un motif, a\\|b par exemple. |
                | `<padrão>` | Um padrão. |
                """,
            expected: [
                "pattern=A pattern such as error\\|warn, matched against each line. (markdown-table)",
                "motif=Un motif, a|b par exemple. (markdown-table)", "padrão=Um padrão. (markdown-table)",
            ]),
        Case(
            name: "a dash written `--` or `---` after the names (kramdown's en and em dash) is one separator",
            page: """
                \(command("tool create <size> <zone> <tamanho> --count <count> --plan PLAN_NAME"))
                - `<size>` -- the size of the disk, in gigabytes.
                - `<zone>` --- la zone de l'instance.
                - `<tamanho>` -- o tamanho do disco.
                - **count** -- the number of nodes.
                - `PLAN_NAME` --- the plan of the service.
                """,
            expected: [
                "size=the size of the disk, in gigabytes. (bullet-list)", "zone=la zone de l'instance. (bullet-list)",
                "tamanho=o tamanho do disco. (bullet-list)", "count=the number of nodes. (bullet-list)",
                "PLAN_NAME=the plan of the service. (bullet-list)",
            ]),
        Case(
            name: "nothing documents a value: no description is made up",
            page: """
                1. Specify a region.

                   \(command("tool target <region> <x>"))
                """,
            expected: ["region=-", "x=-"]),
        Case(
            name: "names and separators in turn in one sentence: each name is described up to the next",
            page: """
                \(command("tool copy <src> <dst> <source> <destino> <a> <b>"))
                `<src>`: the source; `<dst>`: the destination.

                `<source>` : le chemin source, `<destino>` : o destino.

                `<a>` = the first value, `<b>` = the second value.
                """,
            expected: [
                "src=the source (definition)", "dst=the destination. (definition)",
                "source=le chemin source (definition)", "destino=o destino. (definition)",
                "a=the first value (definition)", "b=the second value. (definition)",
            ]),
        Case(
            name: "a sentence that says only the kind of value gives way to a later one that says which",
            page: """
                \(command("tool login <apikey> <cle> <chave> <count>"))
                `<apikey>` is a secret; never commit it. The `<apikey>` value is your service's API key.

                `<cle>` est un secret ; ne la partagez pas. La valeur `<cle>` est la clé d'API de votre service.

                `<chave>` é um segredo; nunca a compartilhe. O valor `<chave>` é a chave de API do seu serviço.

                `<count>` is an integer. Replace `<count>` with a number from 1 to 5.
                """,
            expected: [
                "apikey=your service's API key (sentence)", "cle=la clé d'API de votre service (sentence)",
                "chave=a chave de API do seu serviço (sentence)", "count=a number from 1 to 5 (sentence)",
            ]),
        Case(
            name: "a sentence that says only the kind of value, alone, describes it",
            page: """
                \(command("tool scale <count>"))
                `<count>` is an integer.
                """,
            expected: ["count=an integer (sentence)"]),
        Case(
            name: "a bullet of names alone, described by the paragraph or the bullet nested under it",
            page: """
                \(command("tool move <site> <area> <zona> <lot> <kind>"))
                Where:

                - `<site>`

                  The place the move starts from.
                - `<area>`:
                  - Where it lands.
                - `<zona>` e `<lot>`

                  Os valores da origem.
                - `kind`

                  The sort of move.
                - `<pier>`
                - Notes: the move is slow.

                  It takes an hour.
                """,
            expected: [
                "site=The place the move starts from. (bullet-list)", "area=Where it lands. (bullet-list)",
                "zona=Os valores da origem. (bullet-list)", "lot=Os valores da origem. (bullet-list)",
                "kind=The sort of move. (bullet-list)",
            ]),
        Case(
            name: "a bullet of names alone nested in another bullet, described under it in its own item",
            page: """
                \(command("tool move <site> <area> <lot> <pier>"))
                - Values:
                  - `<site>`

                    The place the move starts from.
                  - `<area>`:
                    - Where it lands.
                  - `<lot>`
                - `<pier>`
                - Notes:
                  - `<lot>`
                - The move is slow.
                """,
            expected: [
                "site=The place the move starts from. (bullet-list)", "area=Where it lands. (bullet-list)",
                "lot=-", "pier=-",
            ]),
    ]

    @Test(arguments: cases)
    func documentationIsRead(_ example: Case) throws {
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(example.page.utf8)))
        for expectation in example.expected {
            let (name, rest) = (String(expectation.prefix { $0 != "=" }), expectation.drop { $0 != "=" }.dropFirst())
            let placeholder = try #require(runbook.placeholder(named: name), "\(name) not listed")
            if rest == "-" {
                #expect(placeholder.description == nil, "\(name): \(placeholder.description ?? "")")
            } else {
                let doc = placeholder.documentation.first
                #expect(doc.map { "\($0.description) (\($0.source.rawValue))" } == String(rest), "\(name)")
            }
        }
    }

    /// A row whose key cell lists an option's spellings documents the value of either once, as the spelling the
    /// command writes.
    @Test func aRowOfSpellingsDocumentsOnce() throws {
        let page = """
            \(Self.command("tool scale -i <count>"))
            | Option | Description |
            |---|---|
            | `-i`, `--count` | The number of instances. |
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let placeholder = try #require(runbook.placeholder(named: "count"))
        #expect(placeholder.documentation.map(\.description) == ["The number of instances."])
        #expect(placeholder.documentation.map(\.flag) == ["-i"])
    }

    /// Cells carried down by `rowspan` are at most as many as the cells written: a row of wide spans over many short
    /// rows costs what the table is long, not its rows times its columns.
    @Test func rowSpansAreBoundedByTheCellsWritten() {
        let count = 2_000
        let spanning = TableCell(text: "x", spans: [], rowSpan: count)
        let rows =
            [TableRow(line: 1, cells: Array(repeating: spanning, count: count), isHeader: false)]
            + (2...count + 1).map { TableRow(line: $0, cells: [TableCell(text: "y", spans: [])], isHeader: false) }
        let laidOut = DocTable.withRowSpans(rows[...])
        #expect(laidOut.reduce(0) { $0 + $1.cells.count } <= 2 * rows.reduce(0) { $0 + $1.cells.count })
        #expect(laidOut.dropFirst().first?.cells.count == count + 1)
    }

    /// The documentation nearest to the first step that uses a value describes it: the step's own, then its
    /// section's, then the page's (earliest first); every place stays in `documentation`.
    @Test func nearestDocumentationDescribes() throws {
        let page = """
            # Disks

            | Variable | Description |
            |---|---|
            | `<zone>` | The page's zone. |
            | `<size>` | The page's size. |

            ## First
            {: #first}

            Replace `<zone>` with the first section's zone.

            ## Second
            {: #second}

            Replace `<size>` with the second section's size.

            1. Create the disk.

               \(Self.command("dsk create --zone <zone> --size <size>"))
               Replace `<zone>` with the step's zone.
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let zone = try #require(runbook.placeholder(named: "zone"))
        #expect(zone.description == "the step's zone")
        #expect(zone.documentedAt == [5, 11, 25])
        #expect(runbook.placeholder(named: "size")?.description == "the second section's size")
    }

    /// A table row whose description documents the value ("Replace `<key>` with …") is the step's own documentation,
    /// nearer than another section's row, although its key cell names something else; its description is what
    /// follows "with", unless the cell says something first.
    @Test func aStepsOwnRowDescribes() throws {
        let page = """
            # Stores

            ## Command line
            {: #cli}

            1. Create the store.

               \(Self.command("store create"))
               | Variable | Description |
               |---|---|
               | Encryption | Replace `<key>` with the first key. |

            ## API
            {: #api}

            1. Create the store.

               \(Self.command("store create --key <key> --mode <mode>"))
               | Variable | Description |
               |---|---|
               | Encryption | Replace `<key>` with the key that you want to use. It must exist. |
               | Mode | Sets the mode. Replace `<mode>` with `fast` or `safe`. |
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        #expect(runbook.placeholder(named: "key")?.description == "the key that you want to use. It must exist.")
        #expect(runbook.placeholder(named: "mode")?.description == "Sets the mode. Replace <mode> with fast or safe.")
    }

    /// "(optional)" and the like after a name, in any language the reader knows and any case, say whether a value is
    /// required: in a definition-list term, a key cell and a bullet's term, or alone at the end of a description.
    @Test func requirementAfterTheName() throws {
        let page = """
            \(Self.command("tool put <bundle_name> <mode> <zone> <tier> --region <region> <key> <label> <nivel> <size> <opt>"))
            bundle_name (optional)
            : The name shown in the catalog.

            `<mode>` (Facultatif)
            : The mode.

            | Name | Description |
            |---|---|
            | `<zone>` (opcional) | The zone. |
            | `<label>` (optionnel.) | L'étiquette. |

            - `<tier>` (optional): the tier.
            - `region` (OPTIONAL): the region.
            - `<key>` (required): the key.
            - `<nivel>`: o nível (opcional).
            - `<size>` — the size of the disk (Optional)

            **Optional**: Replace `<opt>` with the option.
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        for name in ["bundle_name", "mode", "zone", "tier", "region", "label", "nivel", "size", "opt"] {
            let placeholder = try #require(runbook.placeholder(named: name))
            #expect(!placeholder.isRequired && placeholder.description != nil, "\(name)")
        }
        #expect(runbook.placeholder(named: "tier")?.description == "the tier.")
        #expect(runbook.placeholder(named: "key")?.documentation.first?.required == true)
        // A requirement word in bold that opens a sentence is its label, no term.
        #expect(runbook.placeholder(named: "opt")?.description == "the option")
    }

    /// A type written with the requirement in the parenthesis ("(string, optional)") says it as "(optional)" alone
    /// does, in a term, a key cell and a bullet's term; a type alone is passed over ("**retries** (integer): …"), and
    /// "(not required)" is no requirement word.
    @Test func requirementBesideATypeAfterTheName() throws {
        let page = """
            \(Self.command("tool put <host> <cert> <retries> <zone> <zona> <delay> <mode>"))

            | Parameter | Description |
            |---|---|
            | `<host>` (string, optional) | The host. |
            | `<mode>` (not required) | The mode. |

            `<cert>` (texte, facultatif)
            : Le certificat.

            - **retries** (integer, optional): How many times to retry.
            - **delay** (integer): The delay.
            - `<zone>` (string, optional): The zone.
            - `<zona>` (texto, obrigatório): A zona.
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let read = ["host", "cert", "retries", "delay", "zone", "zona", "mode"].map { name in
            let doc = runbook.placeholder(named: name)?.documentation.first
            return "\(name)=\(doc?.description ?? "-") \(doc?.required.map { $0 ? "required" : "optional" } ?? "-")"
        }
        #expect(
            read == [
                "host=The host. optional", "cert=Le certificat. optional",
                "retries=How many times to retry. optional", "delay=The delay. -", "zone=The zone. optional",
                "zona=A zona. required", "mode=The mode. -",
            ])
    }

    /// A sentence of a row's or a bullet's description whose subject is an article and another noun than the
    /// value's ("The folder is optional.", "La zone est facultative.", after an opening and its comma too: "If it is
    /// not set, the default zone is optional.") says nothing of the value the row describes; "This value is optional."
    /// and "The value is optional." still do.
    @Test func requirementOfAnotherSubjectIsNotTheValues() throws {
        let page = """
            \(Self.command("tool mount <mount> <name> <tag> <nom> <zone> <mode>"))
            | Value | Description |
            |---|---|
            | `<mount>` | The folder and the volume. The folder is optional. |
            | `<tag>` | The tag. The value is optional. |

            - `<name>`: The name of the cluster. This value is optional.
            - `<nom>`: Le nom du cluster. La zone est facultative.
            - `<zone>`: The zone. If it is not set, the default zone is optional.
            - `<mode>`: The mode. In this case, this value is optional.
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let read = ["mount", "tag", "name", "nom", "zone", "mode"].map {
            runbook.placeholder(named: $0)?.documentation.first?.required
        }
        #expect(read == [nil, false, false, nil, nil, false])
    }

    /// A required column reads its word alike in the three languages, whatever marks and punctuation surround it:
    /// a leading `.` (as a class is written), emphasis, a final period.
    @Test func requiredColumnsReadEveryLanguageAlike() throws {
        let page = """
            \(Self.command("vault put <alpha> <bravo> <charlie> <delta> <echo> <foxtrot> <golf> <hotel> <india>"))
            | Name | Required | Description |
            |---|---|---|
            | `<alpha>` | .Optional | The alpha. |
            | `<bravo>` | *Mandatory.* | The bravo. |

            | Nom | Obligatoire | Description |
            |---|---|---|
            | `<charlie>` | .optionnelle | Le charlie. |
            | `<delta>` | Facultative. | Le delta. |
            | `<echo>` | .Requise | L'écho. |
            | `<foxtrot>` | Non | Le foxtrot. |

            | Nome | Obrigatório | Descrição |
            |---|---|---|
            | `<golf>` | .opcional; | O golfe. |
            | `<hotel>` | .Obrigatória | O hotel. |
            | `<india>` | _não_ | A índia. |
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let said = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india"].map {
            runbook.placeholder(named: $0)?.documentation.first?.required.map { $0 ? "required" : "optional" } ?? "-"
        }
        #expect(
            said == [
                "optional", "required", "optional", "optional", "required", "optional", "optional", "required",
                "optional",
            ])
    }

    /// A required column that marks the required values leaves the others blank: a blank cell there says optional;
    /// in a column that marks none, it says nothing.
    @Test func aBlankCellBesideRequiredMarksIsOptional() throws {
        let page = """
            \(Self.command("vault put <alpha> <bravo> <charlie> <delta>"))
            | Name | Required? | Description |
            |---|---|---|
            | `<alpha>` | ✓ | The alpha. |
            | `<bravo>` |  | The bravo. |

            | Name | Required | Description |
            |---|---|---|
            | `<charlie>` | | The charlie. |
            | `<delta>` | No | The delta. |
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let said = ["alpha", "bravo", "charlie", "delta"].map {
            runbook.placeholder(named: $0)?.documentation.first?.required.map { $0 ? "required" : "optional" } ?? "-"
        }
        #expect(said == ["required", "optional", "-", "optional"])
    }

    /// A paragraph that opens with a name and a colon describes it up to a sentence that opens so in turn, which
    /// describes its own; other sentences after it are part of its description.
    @Test func namesAndColonsInOneParagraph() throws {
        let page = """
            \(Self.command("tool put <bucket_name> <region> <plan>"))
            `<bucket_name>`: a unique name. It must be new. `<region>`: the region. `<plan>` (optional): the plan.
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let described = ["bucket_name", "region", "plan"].map { runbook.placeholder(named: $0)?.description ?? "-" }
        #expect(described == ["a unique name. It must be new.", "the region.", "the plan."])
        #expect(runbook.placeholder(named: "plan")?.isRequired == false)
    }

    /// A sentence that only says a value is optional ("`<tag>` is optional.", "`<zone>` est facultatif.") describes
    /// nothing, and makes optional the value the page describes elsewhere (a table, another paragraph), unless that
    /// documentation says otherwise.
    @Test func aRequirementAloneIsTheValuesWhereverItIsDescribed() throws {
        let page = """
            \(Self.command("tool put <tag> <zone> <mode> <plan>"))
            `<tag>` is optional. Le champ `<zone>` est facultatif. `<mode>` e `<plan>` são opcionais.

            | Name | Description |
            |---|---|
            | `<tag>` | The tag. |
            | `<plan>` | **Required.** The plan. |

            Remplacez `<zone>` par la zone.
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let read = ["tag", "zone", "mode", "plan"].map { name in
            runbook.placeholder(named: name).map { "\($0.description ?? "-") \($0.isRequired)" } ?? "none"
        }
        #expect(read == ["The tag. false", "la zone false", "- false", "The plan. true"])
    }

    /// A table's "Default" column (in each language) gives the value's default, as its description would state it;
    /// an empty cell, a dash or "none" gives none, nor does a cell of words.
    @Test func defaultColumnsGiveDefaults() throws {
        let page = """
            \(Self.command("tool put <region> <zone> <tier> <mode> <plan> <size>"))
            | Name | Required | Default | Description |
            |---|---|---|---|
            | `<region>` | no | `us-south` | The region. |
            | `<zone>` | no | — | The zone. |
            | `<tier>` | no | The current tier | The tier. |

            | Nom | Valeur par défaut | Description |
            |---|---|---|
            | `<mode>` | fast | Le mode. |

            | Nome | Padrão | Descrição |
            |---|---|---|
            | `<plan>` | lite | O plano. |
            | `<size>` | nenhum | O tamanho. |
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let defaults = ["region", "zone", "tier", "mode", "plan", "size"].map {
            runbook.placeholder(named: $0)?.documentedDefault ?? "-"
        }
        #expect(defaults == ["us-south", "-", "-", "fast", "lite", "-"])
        #expect(runbook.placeholder(named: "region")?.description == "The region. Default: us-south.")
        #expect(runbook.placeholder(named: "region")?.isRequired == false)
    }

    /// Documentation that writes a name exactly describes that placeholder before any written in another spelling,
    /// and never another placeholder a command uses; a name documented only in another spelling still gets it.
    @Test func exactNameWins() throws {
        let page = """
            Replace `<region_name>` with the region.

            1. Tag it. Replace `<key>` with the tag key and `<KEY>` with the API key. Replace `<Region-Name>` with
               the other spelling, and `<Zone>` with the zone.

               \(Self.command("tag add <key> --auth <KEY> --region <region_name> --zone <zone>"))
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let key = try #require(runbook.placeholder(named: "key"))
        #expect(key.description == "the tag key" && key.documentedAt == [3] && !key.isSecret)
        #expect(runbook.placeholder(named: "KEY")?.description == "the API key")
        #expect(runbook.placeholder(named: "region_name")?.description == "the region")
        #expect(runbook.placeholder(named: "region_name")?.documentedAt == [1, 3])
        #expect(runbook.placeholder(named: "zone")?.description == "the zone")
    }

    /// An HTML region in a list item, gathered over a blank line until `</table>`, is read in the page's lines, its
    /// table, terms and prose from one reading: each at its own line, its indentation no part of any text.
    @Test func indentedHTMLRegionIsReadWhole() throws {
        let page = """
            1. Deploy it.

               ```
               tool deploy <app> <zone> <tier>
               ```
               {: pre}

               <table>
               <tr><th>Value</th><th>Description</th></tr>

               <tr><td><var>app</var></td><td>The app to
                 deploy.</td></tr>
               </table>
               <dl>
               <dt>zone</dt>
               <dd>Where it
                  runs.</dd>
               </dl>
               <p>Replace <var>tier</var> with the plan's
                  tier.</p>
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let read = ["app", "zone", "tier"].map { name in
            runbook.placeholder(named: name)?.documentation.first.map {
                "\(name)=\($0.description) (\($0.source.rawValue)) \($0.location.line):\($0.location.column)"
            }
        }
        #expect(
            read == [
                "app=The app to deploy. (html-table) 11:17", "zone=Where it runs. (definition) 15:8",
                "tier=the plan's tier (sentence) 19:20",
            ])
    }

    /// A sentence that says what a name is after a short opening ("For this command, `<x>` is…") documents it; the
    /// last resort, the using step's prose, is positioned where the name's words are written, not at the command.
    @Test func copulaAfterAnOpeningAndProsePositions() throws {
        let page = """
            1. Target a resource group by running the following command.

               ```
               ibmcloud target -g <resource_group>
               ```
               {: pre}

            2. Log in. For this command, `<password>` is the password of the admin user. Note that `<gid>` is the ID.
               Para este comando, `<senha>` é a senha.

               ```
               zz login <password> <gid> <senha>
               ```
               {: pre}

            3. Say hello.

               ```
               echo <greeting> <farewell>
               ```
               {: pre}

               The command prints the greeting that you give it.
               Replace <var class="keyword varname">farewell</var> with a word of goodbye.
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let group = try #require(runbook.placeholder(named: "resource_group")?.documentation.first)
        #expect((group.location.line, group.location.column) == (1, 13))
        let greeting = try #require(runbook.placeholder(named: "greeting")?.documentation.first)
        #expect((greeting.location.line, greeting.location.column) == (23, 27))
        let farewell = try #require(runbook.placeholder(named: "farewell")?.documentation.first)
        #expect(farewell.description == "a word of goodbye" && farewell.location.line == 24)
        let expected = [
            "password": ("the password of the admin user", 8), "gid": ("the ID", 8), "senha": ("a senha", 9),
        ]
        for (name, (description, line)) in expected {
            let placeholder = try #require(runbook.placeholder(named: name))
            #expect(placeholder.description == description && placeholder.documentedAt == [line], "\(name)")
        }
    }

    /// Documentation is placed where the placeholder's name is written as a word, not where another word holds it:
    /// `namespace` is not in `namespaces`, `v1` not in `v10`, `docker-email` not in the flag `--docker-email`.
    @Test func documentationIsPlacedAtTheNameNotInsideAnotherWord() throws {
        let page = """
            \(Self.command("tool run <namespace> <v1> --docker-email <docker-email>"))
            For IAM-enabled namespaces, replace the `<namespace>` variable with the namespace ID.
            Replace <v10> with ten and <v1> with one.

            | Option | Description |
            | --- | --- |
            | `--docker-email <docker-email>` | The email address. |
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        let expected = ["namespace": (6, 42), "v1": (7, 28), "docker-email": (11, 19)]
        for (name, (line, column)) in expected {
            let doc = try #require(runbook.placeholder(named: name)?.documentation.first, "\(name)")
            #expect((doc.location.line, doc.location.column) == (line, column), "\(name)")
        }
    }

    @Test func markupAndLookalikesAreNoPlaceholders() throws {
        let page = """
            \(Self.command("cat <<EOF > page.html\n<html><body><h3>Hi</h3></body></html>\nEOF\nsort < in > out"))
            \(Self.command("kubectl get nodes | grep '<none>\\|<pending>'"))
            ```c
            #include <stdio.h>
            List<String> names;
            ```
            {: codeblock}
            """
        let runbook = RunbookReader().read(try PageSource(path: "page.md", bytes: Array(page.utf8)))
        #expect(runbook.placeholders.map(\.name) == [])
    }
}
