import Testing

@testable import RunbookKit

/// Sentences that document placeholders, in the shapes writers use, in three languages; and sentences that do
/// not document any.
@Suite struct SentenceDocReaderTests {
    struct Case: CustomStringConvertible, Sendable {
        let text: String
        let found: [String]
        var description: String { text }
    }

    static let documenting = [
        Case(text: "Replace <app_name> with the name of your app.", found: ["app_name=the name of your app"]),
        // Where the name is, between it and its link word.
        Case(
            text: "Replace <beta_name> in the command with a name for the beta.",
            found: ["beta_name=a name for the beta"]),
        Case(
            text: "Remplacez <nom> dans la commande ci-dessus par le nom de l'application.",
            found: ["nom=le nom de l'application"]),
        Case(text: "Substitua <zona> no comando anterior pela zona.", found: ["zona=zona"]),
        Case(
            text: "Replace <a>, <b> and <c> with the values for your account.",
            found: ["a=the values for your account", "b=the values for your account", "c=the values for your account"]),
        Case(
            text: "Create the key by replacing <key_name> with a name for the key, and run the command.",
            found: ["key_name=a name for the key"]),
        Case(
            text: "Run it, where <filepath> is the path on your system and <name> is the action name.",
            found: ["filepath=the path on your system", "name=the action name"]),
        Case(
            text: "<namespace> is the namespace that holds the pod.",
            found: ["namespace=the namespace that holds the pod"]),
        Case(text: "The <region> value is us-south or eu-de.", found: ["region=us-south or eu-de"]),
        Case(text: "<token>: the token of the previous step.", found: ["token=the token of the previous step"]),
        Case(
            text: "<certificate-file> and <key-file> are the names of your files.",
            found: ["certificate-file=the names of your files", "key-file=the names of your files"]),
        Case(
            text: "<user>/<password> are your credentials.",
            found: ["user=your credentials", "password=your credentials"]),
        Case(
            text: "Remplacez <your_apikey> par votre clé d'API et <registry_url> par l'URL du registre.",
            found: ["your_apikey=votre clé d'API", "registry_url=l'URL du registre"]),
        Case(
            text: "Remplacez la valeur de <token_value> par le jeton extrait.", found: ["token_value=le jeton extrait"]),
        Case(text: "Exécutez-la en remplaçant <nom> par le nom de l'action.", found: ["nom=le nom de l'action"]),
        Case(
            text: "où <my-secret> est votre jeton d'authentification.",
            found: ["my-secret=votre jeton d'authentification"]),
        Case(
            text: "Substitua <a> por X, <b> pelo valor Y e <c> por Z.",
            found: ["a=X", "b=valor Y", "c=Z"]),
        Case(text: "em que <my-secret> é seu token de autenticação.", found: ["my-secret=seu token de autenticação"]),
        Case(text: "onde <bucket> é o nome do seu depósito.", found: ["bucket=o nome do seu depósito"]),
        Case(text: "Replace <API key> with your key, e.g. abc.", found: ["API key=your key, e.g. abc"]),
        Case(
            text: "Replace <x> with the ID. Then run the command.", found: ["x=the ID"]),
        // The verb's first target is no placeholder; the pairs after it still chain.
        Case(
            text: "Replace `/_/pkg` with your package name, <db> with your database, and <doc_id> with an ID.",
            found: ["db=your database", "doc_id=an ID"]),
        Case(
            text: "Remplacez `/_/pkg` par votre package, <db> par votre base et <doc_id> par un ID.",
            found: ["db=votre base", "doc_id=un ID"]),
        Case(
            text: "Substitua `/_/pkg` pelo seu pacote, <db> pela sua base e <doc_id> por um ID.",
            found: ["db=sua base", "doc_id=um ID"]),
        // set: the verb opens the sentence or a clause of it, and pairs chain with its own link word.
        Case(text: "Set <instance_ID> to the CRN of your instance.", found: ["instance_ID=the CRN of your instance"]),
        Case(
            text: "To log in, set the value of <region> to your region and <group> to your resource group.",
            found: ["region=your region", "group=your resource group"]),
        Case(text: "Définissez <zone> sur la zone de votre cluster.", found: ["zone=la zone de votre cluster"]),
        Case(text: "Defina <zona> como a zona do seu cluster.", found: ["zona=a zona do seu cluster"]),
        Case(
            text: "Change <bucket_name> to a unique name and <region> to your region.",
            found: ["bucket_name=a unique name", "region=your region"]),
        Case(text: "Update <bucket_name> with a unique name.", found: ["bucket_name=a unique name"]),
        Case(text: "Modifiez <zone> en la zone de votre cluster.", found: ["zone=la zone de votre cluster"]),
        Case(text: "Altere <zona> para a zona do seu cluster.", found: ["zona=a zona do seu cluster"]),
        // respectively: several names, as many descriptions in turn.
        Case(
            text: "Replace <bucket_name> and <region> with a unique name and your region, respectively.",
            found: ["bucket_name=a unique name", "region=your region"]),
        Case(
            text: "Remplacez <a>, <b> et <c> par votre nom, votre zone et votre région, respectivement.",
            found: ["a=votre nom", "b=votre zone", "c=votre région"]),
        Case(
            text: "Substitua <a> e <b> pelo nome e pela região, respectivamente.", found: ["a=nome", "b=região"]),
        // The word between the names and the link word.
        Case(
            text: "Remplacez <a> et <b> respectivement par le nom et la zone.", found: ["a=le nom", "b=la zone"]),
        Case(
            text: "Replace <a> and <b> respectively with the name and the zone.", found: ["a=the name", "b=the zone"]),
        // The word before the names.
        Case(
            text: "Substitua respectivamente <c> e <d> pelo nome e pela zona.", found: ["c=nome", "d=zona"]),
        Case(
            text: "Remplacez respectivement <c> et <d> par le nom et la zone.", found: ["c=le nom", "d=la zone"]),
        // A parenthesis after the word is each part's.
        Case(
            text: "Substitua <r> e <z> pela região e pela zona, respectivamente (ambas obrigatórias).",
            found: ["r=região (ambas obrigatórias)", "z=zona (ambas obrigatórias)"]),
        Case(
            text: "Replace <r> and <z> with the region and the zone, respectively (both optional).",
            found: ["r=the region (both optional)", "z=the zone (both optional)"]),
        Case(
            text: "Replace <r> and <z> respectively with the region and the zone (both optional).",
            found: ["r=the region (both optional)", "z=the zone (both optional)"]),
        Case(
            text: "Replace <r> and <z>, respectively, with the name and the zone (in lowercase).",
            found: ["r=the name", "z=the zone (in lowercase)"]),
        // Not as many parts as names: each name takes the whole description.
        Case(
            text: "Replace <a> and <b> with your zone, your region and your plan, respectively.",
            found: [
                "a=your zone, your region and your plan, respectively",
                "b=your zone, your region and your plan, respectively",
            ]),
        // A closing parenthesis the description did not open ends it.
        Case(text: "Create it (where <bucket_name> is a unique name).", found: ["bucket_name=a unique name"]),
        Case(
            text: "Run it (replace <x> with a name (any name) of your choice): done.",
            found: ["x=a name (any name) of your choice"]),
        // for: "For <x>," opens the sentence, then a verb that gives a value.
        Case(text: "For <bucket_name>, enter a unique name.", found: ["bucket_name=a unique name"]),
        Case(
            text: "For <a> and <b>, specify the IDs of your keys.",
            found: ["a=the IDs of your keys", "b=the IDs of your keys"]),
        Case(text: "Pour <ID_instance>, utilisez le CRN de l'instance.", found: ["ID_instance=le CRN de l'instance"]),
        Case(text: "Para <ID_da_instância>, insira o CRN da instância.", found: ["ID_da_instância=o CRN da instância"]),
        // A noun or a filler after the names, and a replace or set verb whose object is a pronoun.
        Case(text: "For the <zone> value, enter the zone.", found: ["zone=the zone"]),
        Case(text: "For <e> in the command, replace it with the zone.", found: ["e=the zone"]),
        Case(text: "Pour <c>, remplacez-le par la zone.", found: ["c=la zone"]),
        Case(text: "Para o parâmetro <d>, substitua-o pela zona.", found: ["d=zona"]),
        // A `;` ends a description, but not inside parentheses.
        Case(
            text: "Replace <token> with your token (any text works; it is not kept); then run it.",
            found: ["token=your token (any text works; it is not kept)"]),
        Case(
            text: "Remplacez <jeton> par votre jeton (tout texte convient ; il n'est pas gardé).",
            found: ["jeton=votre jeton (tout texte convient ; il n'est pas gardé)"]),
        // "etc." and "…" end a sentence before a capital, and "etc." keeps its point; a sentence may end inside
        // brackets or quotes, which stay in it.
        Case(
            text: "Replace <a> with a name, such as `x`, `y`, etc. Replace <b> with the ID.",
            found: ["a=a name, such as `x`, `y`, etc.", "b=the ID"]),
        Case(
            text: "Remplacez <a> par un nom, par exemple `x`, etc. Remplacez <b> par l'ID.",
            found: ["a=un nom, par exemple `x`, etc.", "b=l'ID"]),
        Case(
            text: "Replace <a> with a name, e.g. My key, or any other.", found: ["a=a name, e.g. My key, or any other"]),
        Case(text: "Replace <a> with a list, etc. and <b> with an ID.", found: ["a=a list, etc.", "b=an ID"]),
        Case(text: "Replace <a> with the user… Replace <b> with the ID.", found: ["a=the user", "b=the ID"]),
        Case(text: "Replace <a> with one of x… y… z.", found: ["a=one of x… y… z"]),
        Case(
            text: "Replace <a> with the ID (the default is 10.) Replace <b> with the tag.",
            found: ["a=the ID (the default is 10.)", "b=the tag"]),
        Case(
            text: "Enter <a> as \"the value.\" Then replace <b> with the tag.",
            found: ["b=the tag"]),
        // The reader's next action after a description is none of it; a verb that is a noun before "of" is.
        Case(text: "Replace <a> with the name of your app, then press Enter.", found: ["a=the name of your app"]),
        Case(
            text: "Replace <a> with the path of the file and set the --web flag to true.",
            found: ["a=the path of the file"]),
        Case(text: "Replace <a> with the number of CPUs and wait for the app.", found: ["a=the number of CPUs"]),
        Case(
            text: "Remplacez <a> par le nom de l'application et exécutez la commande.",
            found: ["a=le nom de l'application"]),
        Case(text: "Remplacez <a> par la référence, puis vérifiez l'état.", found: ["a=la référence"]),
        Case(text: "Substitua <a> pelo nome do aplicativo e execute o comando.", found: ["a=nome do aplicativo"]),
        Case(text: "Replace <a> with the name and type of the volume.", found: ["a=the name and type of the volume"]),
        Case(text: "Replace <a> with start, stop or restart.", found: ["a=start, stop or restart"]),
        // Names written together in one span, as in the command (`<image>:<tag>`, `<user>@<host>`).
        Case(
            text: "Replace <image>:<tag> with the image name and its tag.",
            found: ["image=the image name and its tag", "tag=the image name and its tag"]),
        Case(
            text: "Replace <user>@<host> with your user ID and the server, respectively.",
            found: ["user=your user ID", "host=the server"]),
        Case(text: "Replace <a>: the name.", found: []),
        // An article and a noun for what the name is may stand before it, in any of the three languages.
        Case(text: "La variable <compte> contient l'ID de votre compte.", found: ["compte=l'ID de votre compte"]),
        Case(text: "O parâmetro <conta> é o ID da sua conta.", found: ["conta=o ID da sua conta"]),
        Case(text: "The variable <acct> contains your account ID.", found: ["acct=your account ID"]),
        Case(text: "Replace the value <acct> with your account ID.", found: ["acct=your account ID"]),
        Case(text: "The variable is set by the script.", found: []),
        // A name in quotes of any language.
        Case(
            text: "Replace \"<region>\" with the region of your account.", found: ["region=the region of your account"]),
        Case(text: "Replace “<group>” with the group.", found: ["group=the group"]),
        Case(text: "Remplacez « <valeur> » par la valeur du jeton.", found: ["valeur=la valeur du jeton"]),
        Case(text: "Substitua '<a>' e '<b>' pelo nome e pela região, respectivamente.", found: ["a=nome", "b=região"]),
        // A second verb after "then" or "and" starts a pair of its own, and ends the first one's description.
        Case(
            text: "Replace <pool> with a name for the pool, then set <zone> to the zone where it runs.",
            found: ["pool=a name for the pool", "zone=the zone where it runs"]),
        Case(
            text: "Replace <pool> with a name for the pool and set <zone> to your zone.",
            found: ["pool=a name for the pool", "zone=your zone"]),
        Case(
            text: "Replace <pool> with a name, and then replace the <zone> value with your zone.",
            found: ["pool=a name", "zone=your zone"]),
        Case(
            text: "Remplacez <lot> par le nom du lot, puis définissez <zone> sur la zone de déploiement.",
            found: ["lot=le nom du lot", "zone=la zone de déploiement"]),
        Case(
            text: "Remplacez <lot> par le nom du lot et remplacez <zone> par votre zone.",
            found: ["lot=le nom du lot", "zone=votre zone"]),
        Case(
            text: "Substitua <lote> pelo nome do lote e, em seguida, defina <zona> como a zona de implementação.",
            found: ["lote=nome do lote", "zona=a zona de implementação"]),
        Case(
            text: "Substitua <lote> pelo nome do lote e substitua <zona> pela sua zona.",
            found: ["lote=nome do lote", "zona=sua zona"]),
        // The passive of a replace or set verb gives the value after its link word.
        Case(text: "<signing_key> must be replaced with your key.", found: ["signing_key=your key"]),
        Case(text: "Where <queue> is set to the name of the queue.", found: ["queue=the name of the queue"]),
        Case(text: "La variable <file> doit être définie sur le nom de la file.", found: ["file=le nom de la file"]),
        Case(text: "<fila> deve ser substituído pelo nome da fila.", found: ["fila=nome da fila"]),
        // A name that opens a parenthesis, then a copula.
        Case(text: "Add the mirror (<mirror> is your mirror's host).", found: ["mirror=your mirror's host"]),
        Case(text: "Ajoutez le miroir (<miroir> est l'hôte du miroir).", found: ["miroir=l'hôte du miroir"]),
        Case(text: "Inclua o espelho (<espelho> é o host do espelho).", found: ["espelho=o host do espelho"]),
        Case(text: "where <mirror> denotes the host of your mirror.", found: ["mirror=the host of your mirror"]),
        // A state, then a second copula that says what the value is.
        Case(text: "<relay> is required and is the ID of your relay.", found: ["relay=the ID of your relay"]),
        // After a `;`, the next pair goes on.
        Case(
            text: "where <relay> is your relay ID; <port> is a free port.",
            found: ["relay=your relay ID", "port=a free port"]),
        // The value first, then a link word and the names that end the sentence.
        Case(text: "Substitute the ID of your relay for <relay>.", found: ["relay=the ID of your relay"]),
        Case(text: "Enter your access key as <access_key>.", found: ["access_key=your access key"]),
        Case(text: "Run the command, using your relay ID as <relay>.", found: ["relay=your relay ID"]),
        Case(text: "Indiquez l'identifiant du relais pour <relais>.", found: ["relais=l'identifiant du relais"]),
        Case(text: "Saisissez le port libre à la place de <port>.", found: ["port=le port libre"]),
        Case(text: "Informe o ID do seu relé em <rele>.", found: ["rele=o ID do seu relé"]),
        Case(text: "Digite a porta livre no lugar de <porta>.", found: ["porta=a porta livre"]),
        Case(
            text: "Replace <book> with your ledger, and enter a period such as `2024-Q1` for <period>.",
            found: ["book=your ledger", "period=a period such as `2024-Q1`"]),
        // A set verb after the mark of an infinitive, in a sentence that opens with no condition.
        Case(text: "You need to set <cluster> to the ID of your cluster.", found: ["cluster=the ID of your cluster"]),
        Case(text: "Make sure to set <zone> to the zone of the bucket.", found: ["zone=the zone of the bucket"]),
        Case(
            text: "N'oubliez pas de définir <zone> sur la zone du compartiment.",
            found: ["zone=la zone du compartiment"]),
        Case(text: "Veillez à définir <zone> sur la zone du compartiment.", found: ["zone=la zone du compartiment"]),
        Case(text: "Certifique-se de definir <zona> como a zona do bucket.", found: ["zona=a zona do bucket"]),
        // A verb of finding with the names for its object, opening the sentence or a clause of it.
        Case(text: "Find <vault_id> in the console.", found: ["vault_id=Find <vault_id> in the console"]),
        Case(text: "Look up <vault_id> in the console.", found: ["vault_id=Look up <vault_id> in the console"]),
        Case(text: "Run `vt list` to get <vault_id>.", found: ["vault_id=Run `vt list` to get <vault_id>"]),
        Case(
            text: "You can find <vault_id> by running `vt list`.",
            found: ["vault_id=You can find <vault_id> by running `vt list`"]),
        Case(text: "Récupérez <coffre> dans la console.", found: ["coffre=Récupérez <coffre> dans la console"]),
        Case(
            text: "Vous pouvez trouver <coffre> dans la console.",
            found: ["coffre=Vous pouvez trouver <coffre> dans la console"]),
        Case(text: "Obtenha <cofre> no console.", found: ["cofre=Obtenha <cofre> no console"]),
        Case(
            text: "Você pode encontrar o valor de <cofre> no console.",
            found: ["cofre=Você pode encontrar o valor de <cofre> no console"]),
        // After a label and a colon, or "here"; a noun for what the name is between it and the copula.
        Case(text: "Note: <api_key> is your API key.", found: ["api_key=your API key"]),
        Case(text: "Remarque : <cle> est votre clé d'API.", found: ["cle=votre clé d'API"]),
        // After "where", a separator may stand for the copula, in the next pairs too.
        Case(text: "where <port> = the listening port.", found: ["port=the listening port"]),
        Case(text: "Où <a> = la région, <b> = la zone.", found: ["a=la région", "b=la zone"]),
        Case(text: "Em que <a> -- a região e <b>: a zona.", found: ["a=a região", "b=a zona"]),
        // A clause after a `;` that states a default is the pair's; another is not.
        Case(
            text: "where <port> is the listening port; the default is 8080.",
            found: ["port=the listening port; the default is 8080"]),
        Case(
            text: "Où <port> est le port d'écoute ; la valeur par défaut est 8080.",
            found: ["port=le port d'écoute ; la valeur par défaut est 8080"]),
        Case(text: "Em que <porta> é a porta; o padrão é 8080.", found: ["porta=a porta; o padrão é 8080"]),
        // So is an example, in the next sentence or after a `;`; not one that leads into a block.
        Case(text: "Replace <a> with your region. For example, X.", found: ["a=your region. For example, X"]),
        Case(text: "Remplacez <a> par votre région. Par exemple : X.", found: ["a=votre région. Par exemple : X"]),
        Case(text: "Substitua <a> pela região; por exemplo, us-south.", found: ["a=região; por exemplo, us-south"]),
        Case(text: "Replace <a> with your region. For example, to use Dallas, enter:", found: ["a=your region"]),
        Case(text: "Replace <z> with the zone. Example: dal10.", found: ["z=the zone. Example: dal10"]),
        Case(text: "Remplacez <z> par la zone. Exemple : par01.", found: ["z=la zone. Exemple : par01"]),
        Case(text: "Substitua <z> pela zona; exemplo: sao01.", found: ["z=zona; exemplo: sao01"]),
        Case(text: "Replace <z> with the zone. Example:", found: ["z=the zone"]),
        Case(text: "where <port> is the listening port; it must be free.", found: ["port=the listening port"]),
        // So is one that says whether the value is required, or a next sentence that does.
        Case(
            text: "Replace <tag> with the tag; this value is optional.", found: ["tag=the tag; this value is optional"]),
        Case(
            text: "Remplacez <tag> par l'étiquette. Cette valeur est facultative.",
            found: ["tag=l'étiquette. Cette valeur est facultative"]),
        Case(text: "Substitua <tag> pela tag. Este valor é opcional.", found: ["tag=tag. Este valor é opcional"]),
        Case(text: "Replace <a> with the tag. The <b> value is optional.", found: ["a=the tag", "b="]),
        // The next sentence may name the pair's value, and none other; one that says it is confidential is its too.
        Case(text: "Replace <a> with the tag. <a> is optional.", found: ["a=the tag. <a> is optional"]),
        Case(text: "Replace <a> with the tag; <a> is optional.", found: ["a=the tag; <a> is optional"]),
        // (The paragraph keeps a name's first description: `PlaceholderDocReader.sentenceCandidates`.)
        Case(
            text: "Replace <e> with your key. <e> is confidential.",
            found: ["e=your key. <e> is confidential", "e=confidential"]),
        Case(
            text: "Remplacez <e> par votre clé. Cette valeur est confidentielle.",
            found: ["e=votre clé. Cette valeur est confidentielle"]),
        Case(
            text: "Substitua <e> pela sua chave. <e> é confidencial.",
            found: ["e=sua chave. <e> é confidencial", "e=confidencial"]),
        Case(text: "Replace <a> with your key. Keep <b> confidential.", found: ["a=your key"]),
        Case(
            text: "Replace <u> and <k> with the user and the key. <k> is confidential.",
            found: ["u=the user and the key", "k=the user and the key. <k> is confidential", "k=confidential"]),
        // A pair that says a state documents nothing, ends the description before it, and the pairs after it chain.
        // (A requirement word that is all the state says is the names', with no description: "a=".)
        Case(text: "Where <a> is optional and <b> is your region.", found: ["a=", "b=your region"]),
        Case(text: "Où <a> est facultatif et <b> est votre région.", found: ["a=", "b=votre région"]),
        Case(text: "<a> é opcional e <b> é a sua região.", found: ["a=", "b=a sua região"]),
        Case(text: "Replace <g> with the name and <h> is optional.", found: ["h=", "g=the name"]),
        Case(
            text: "Where <a> is the account, <b> is optional, and <c> is the zone.",
            found: ["b=", "a=the account", "c=the zone"]),
        Case(
            text: "Replace <d> with the name, <e> is set for you, and replace <f> with the zone.",
            found: ["d=the name", "f=the zone"]),
        Case(text: "where $REGION is exported and <region> is your region.", found: ["region=your region"]),
        // A lead-in of words and a colon before the pairs.
        Case(
            text: "The command uses these values: <e> is the endpoint and <k> is the key.",
            found: ["e=the endpoint", "k=the key"]),
        Case(
            text: "La commande utilise les valeurs suivantes : <e> est le point de terminaison, <k> la clé.",
            found: ["e=le point de terminaison", "k=la clé"]),
        Case(
            text: "O comando usa estes valores: <e> é o endpoint e <k> é a chave.",
            found: ["e=o endpoint", "k=a chave"]),
        // What the value must match is which to give.
        Case(text: "<x> must match the cluster name.", found: ["x=the cluster name"]),
        Case(text: "<x> doit correspondre au nom du cluster.", found: ["x=nom du cluster"]),
        Case(text: "Note que <x> deve corresponder ao nome do cluster.", found: ["x=nome do cluster"]),
        Case(
            text: "Where <x> and <y> should match the names you chose.",
            found: ["x=the names you chose", "y=the names you chose"]),
        // A replace verb's lead-in before the colon, then the pairs with their copulas, the next ones without.
        Case(
            text: "Replace the variables: <a> is the bucket name, <b> the region.",
            found: ["a=the bucket name", "b=the region"]),
        Case(
            text: "Remplacez les variables suivantes : <nom> est le nom du compartiment, <zone> la zone.",
            found: ["nom=le nom du compartiment", "zone=la zone"]),
        Case(text: "Substitua as variáveis: <nome> é o nome do bucket.", found: ["nome=o nome do bucket"]),
        Case(text: "Nota: <chave> é a sua chave de API.", found: ["chave=a sua chave de API"]),
        Case(text: "Here <crn> is the CRN of the instance.", found: ["crn=the CRN of the instance"]),
        Case(text: "The <path> argument is the path to the file.", found: ["path=the path to the file"]),
        Case(text: "La propriété <chemin> est le chemin du fichier.", found: ["chemin=le chemin du fichier"]),
        Case(text: "O argumento <caminho> é o caminho do arquivo.", found: ["caminho=o caminho do arquivo"]),
        // The names may be followed by what goes with the value: a relative clause, an example.
        Case(text: "Provide a value for <x> that matches your ID.", found: ["x=a value that matches your ID"]),
        Case(text: "Enter a unique name for <host>, such as `web-1`.", found: ["host=a unique name, such as `web-1`"]),
        Case(
            text: "Indiquez un nom pour <hote> qui soit unique dans le compte.",
            found: ["hote=un nom qui soit unique dans le compte"]),
        Case(text: "Informe um nome para <host>, por exemplo `web-1`.", found: ["host=um nome, por exemplo `web-1`"]),
        // A sentence of purpose says how to find the value.
        Case(text: "To find <vault_id>, run `vt list`.", found: ["vault_id=To find <vault_id>, run `vt list`"]),
        // What to give without a value of one's own, the whole sentence.
        Case(
            text: "If you do not know <c>, replace it with `default`.",
            found: ["c=If you do not know <c>, replace it with `default`"]),
        Case(
            text: "Si vous ne connaissez pas <c>, remplacez-le par `default`.",
            found: ["c=Si vous ne connaissez pas <c>, remplacez-le par `default`"]),
        Case(
            text: "Se você não souber <c>, substitua-o por `default`.",
            found: ["c=Se você não souber <c>, substitua-o por `default`"]),
        Case(
            text: "To list the values for <tier> and <zone>, run `vt tiers`.",
            found: [
                "tier=To list the values for <tier> and <zone>, run `vt tiers`",
                "zone=To list the values for <tier> and <zone>, run `vt tiers`",
            ]),
        Case(
            text: "Pour obtenir <coffre>, exécutez `vt list`.",
            found: ["coffre=Pour obtenir <coffre>, exécutez `vt list`"]),
        Case(
            text: "Para encontrar o valor de <cofre>, execute `vt list`.",
            found: ["cofre=Para encontrar o valor de <cofre>, execute `vt list`"]),
        // "to be" or "à" before the replace verb; a set verb after a modal.
        Case(text: "<book> is to be replaced with the name of your ledger.", found: ["book=the name of your ledger"]),
        Case(text: "<livre> est à remplacer par le nom du registre.", found: ["livre=le nom du registre"]),
        Case(text: "O <livro> deve ser trocado pelo nome do razão.", found: ["livro=nome do razão"]),
        Case(text: "You can set <book> to any ledger you own.", found: ["book=any ledger you own"]),
        Case(text: "Vous devez définir <livre> sur le nom du registre.", found: ["livre=le nom du registre"]),
        Case(text: "Você pode definir <livro> como o nome do razão.", found: ["livro=o nome do razão"]),
        Case(text: "<target> must be a host name or an IP address.", found: ["target=a host name or an IP address"]),
        // What a value must hold, as a modal and a copula's infinitive say it.
        Case(text: "<d> should contain the name of the bucket.", found: ["d=the name of the bucket"]),
        Case(text: "<i> doit contenir le nom du compartiment.", found: ["i=le nom du compartiment"]),
        Case(
            text: "<j> deve conter o nome do bucket e <k> pode indicar a zona.",
            found: ["j=o nome do bucket", "k=a zona"]),
        Case(text: "where <flag> is variable-name.", found: ["flag=variable-name"]),
        // "Used" before what the value is for describes it.
        Case(
            text: "where <bucket> is used as the name of the bucket.", found: ["bucket=used as the name of the bucket"]),
        Case(text: "où <cle> est utilisée pour signer le jeton.", found: ["cle=utilisée pour signer le jeton"]),
        // A noun before "of" is no participle.
        Case(text: "onde <saida> é resultado do comando anterior.", found: ["saida=resultado do comando anterior"]),
        // The verb of the block the sentence introduces is no part of the description.
        Case(text: "Set <pods> to the number of pods and run:", found: ["pods=the number of pods"]),
        Case(text: "Where <host> is the address of the server, run:", found: ["host=the address of the server"]),
        Case(text: "Définissez <pods> sur le nombre de pods et exécutez :", found: ["pods=le nombre de pods"]),
        Case(text: "Defina <pods> como o número de pods e execute:", found: ["pods=o número de pods"]),
        Case(text: "Set <action> to start, stop or restart.", found: ["action=start, stop or restart"]),
        // An aside between the names and the link word: a parenthesis, or what stands between two commas.
        Case(
            text: "Replace <region> (the region of your account) with the region name.",
            found: ["region=the region name"]),
        Case(text: "Replace <zone>, e.g. us-south-1, with the zone you use.", found: ["zone=the zone you use"]),
        Case(
            text: "Remplacez <region> (la région de votre compte) par le nom de la région.",
            found: ["region=le nom de la région"]),
        Case(
            text: "Remplacez <zone>, par exemple us-south-1, par la zone que vous utilisez.",
            found: ["zone=la zone que vous utilisez"]),
        Case(text: "Substitua <region> (a região da sua conta) pelo nome da região.", found: ["region=nome da região"]),
        Case(
            text: "Substitua <zone>, por exemplo us-south-1, pela zona que você usa.", found: ["zone=zona que você usa"]
        ),
        Case(text: "Replace <region> — the region — with your region.", found: ["region=your region"]),
        Case(
            text: "Replace <bucket> (the bucket) with your bucket and <key> (the object) with its key.",
            found: ["bucket=your bucket", "key=its key"]),
        // A shell variable's pair between two names' ends the first's description and is no name's.
        Case(
            text: "Where <a> is the bucket, $REGION is the region and <b> is the key.",
            found: ["a=the bucket", "b=the key"]),
        Case(
            text: "Où <a> est le compartiment, ${REGION_NAME} est la région et <b> est la clé.",
            found: ["a=le compartiment", "b=la clé"]),
        Case(
            text: "Substitua <a> pelo bucket, $REGION pela região e <b> pela chave.",
            found: ["a=bucket", "b=chave"]),
        // "Respectively" before the description: between the names and their link word, or right after the copula.
        Case(
            text: "Replace <user> and <pass>, respectively, with your user name and password.",
            found: ["user=your user name", "pass=password"]),
        // Reversed pairs in turn: the value, then the names, joined to the next value or to a clause of its own.
        Case(
            text: "Enter the source for <src> and the destination for <dst>.",
            found: ["src=the source", "dst=the destination"]),
        Case(
            text: "Indiquez la source pour <src>, et saisissez la destination pour <dst>.",
            found: ["src=la source", "dst=la destination"]),
        Case(
            text: "Informe a origem em <src>, o destino em <dst> e a zona em <zona>, por exemplo `br-sao`.",
            found: ["src=a origem", "dst=o destino", "zona=a zona, por exemplo `br-sao`"]),
        // Plural copulas with their preposition, said again before each part.
        Case(
            text: "<c> et <d> correspondent à votre nom d'utilisateur et à votre mot de passe, respectivement.",
            found: ["c=votre nom d'utilisateur", "d=votre mot de passe"]),
        Case(text: "<c> e <d> correspondem ao nome e à senha, respectivamente.", found: ["c=nome", "d=senha"]),
        Case(text: "Où <e> correspondent aux zones.", found: ["e=zones"]),
        // "Refers to" as French and Portuguese say it, its preposition in any of its contracted forms.
        Case(
            text: "<r> refere-se à região, <s> se refere ao serviço e <t> corresponde aos IDs.",
            found: ["r=região", "s=serviço", "t=IDs"]),
        Case(
            text: "Où <t> fait référence à la zone et <u> fait référence au compte.", found: ["t=la zone", "u=compte"]),
        // A shell variable's pair first: the names' pairs after it chain.
        Case(text: "Where $ZONE is the zone and <c> is the account.", found: ["c=the account"]),
        Case(text: "$ZONE est la zone et <c> le compte.", found: ["c=le compte"]),
        Case(text: "Neste comando, ${ZONE} é a zona, e <c> é a conta.", found: ["c=a conta"]),
        // Of several words: "in that order", "dans cet ordre", "nessa ordem".
        Case(
            text: "Replace <user> and <group>, in that order, with the user and the group.",
            found: ["user=the user", "group=the group"]),
        Case(
            text: "Remplacez <nom> et <zone>, dans cet ordre, par le nom et la zone.",
            found: ["nom=le nom", "zone=la zone"]),
        Case(
            text: "Substitua <nome> e <zona>, nessa ordem, pelo nome e pela zona.", found: ["nome=nome", "zona=zona"]),
        Case(
            text: "Où <user> et <pass> sont respectivement votre nom d'utilisateur et votre mot de passe.",
            found: ["user=votre nom d'utilisateur", "pass=votre mot de passe"]),
        Case(
            text: "Em que <user> e <pass> são respectivamente o seu nome de usuário e a sua senha.",
            found: ["user=o seu nome de usuário", "pass=a sua senha"]),
        Case(
            text: "Where <src> and <dst> are the source and the destination, in that order.",
            found: ["src=the source", "dst=the destination"]),
        Case(
            text: "Remplacez <src> et <dst> par la source et la destination, dans cet ordre.",
            found: ["src=la source", "dst=la destination"]),
        // After the colon of a replace verb's lead-in, the first pair as the next.
        Case(
            text: "Replace the following values: <src> with the source, <dst> with the destination.",
            found: ["src=the source", "dst=the destination"]),
        Case(
            text: "Remplacez les valeurs suivantes : <src> par la source, <dst> par la destination.",
            found: ["src=la source", "dst=la destination"]),
        Case(
            text: "Substitua os seguintes valores: <src> pela origem e <dst> pelo destino.",
            found: ["src=origem", "dst=destino"]),
        // A colon after the link word.
        Case(text: "Replace <src> with: the source path.", found: ["src=the source path"]),
        Case(text: "Remplacez <src> par : le chemin source.", found: ["src=le chemin source"]),
        // "Where" said again for the next pair.
        Case(
            text: "Where <src> is the source, where <dst> is the destination.",
            found: ["src=the source", "dst=the destination"]),
        Case(
            text: "Où <src> est la source, où <dst> est la destination.",
            found: ["src=la source", "dst=la destination"]),
        Case(text: "Em que <src> é a origem, em que <dst> é o destino.", found: ["src=a origem", "dst=o destino"]),
    ]

    @Test(arguments: documenting)
    func documentsTheNames(_ example: Case) {
        let found = SentenceDocReader.read(example.text).map { "\($0.name)=\($0.description)" }
        #expect(found == example.found)
    }

    static let silent = [
        "If you change <x> to true, the job restarts.", "Update the <x> field when the key rotates.",
        "To update <x> later, run the command again.",
        "Replace the following values:",
        // A name that stands inside a value gives it no value, nor does one followed by an example and a comma.
        "Use <c> and the port for <d>.", "Enter the name for <e>, such as `web`, and the zone for <f>.",
        // What stands between a name's comma and the next is no aside when no link word follows it.
        "Replace <x>, save the file, and run it with sudo.",
        "Run the command with <name> set.",
        "The value of <x> appears in the output.",
        "Use List<String> for the keys.",
        "Enter <name> in the field.",
        "If a < b and c > d, stop.",
        "Replace `old.txt` with `new.txt`, and <name> is shown.",
        "If you set <public> to true, the cluster can be reached.", "If <x> is empty, replace it.",
        "Set <name> as you like.",
        "For <name>, the default is used.", "In <file>, enter the following lines:",
        "For more about <name>, see the reference.",
        "Use <name> for the cluster, as set to the default.",
        "Pour <nom>, voir la référence.",
        "Para <nome>, consulte a referência.",
        // A copula then a state (a past participle, an adjective) says how a value is, not which to give.
        "Make sure that <x> is set.", "Note that <x> is case-sensitive.", "<x> is shown in the console.",
        "The <x> value is not required.",
        "Le champ <x> est obsolète.", "Notez que <x> est sensible à la casse.", "Vérifiez que <x> est défini.",
        "La variable <x> n'est pas utilisée par le service.",
        "Observe que <x> é usado pelo serviço.", "Verifique se <x> está definido.",
        // A value given before the names only when they end the sentence, and none between the verb and them.
        "Enter <x> for the region.", "Use <x> as the key.", "Enter a name for <x> and run the command.",
        "Use a key for <x> that differs from <y>.", "Enter a name for <x>, then press Enter.",
        // A set verb after the mark of an infinitive in a condition or a question.
        "If you want to set <x> to true, the job restarts.", "How to set <x> to a new value.",
        "Si vous voulez définir <x> sur true, le job redémarre.", "Se quiser definir <x> como true, o job reinicia.",
        // A label, then no name right after it, or a state.
        "Note: if <x> is empty, the default is used.", "Note: <x> is set by the service.",
        "Warning: <x> is not required.", "Here is how <x> works.",
        // A verb of finding in a condition, or whose object is no name.
        "If you can find <x> in the console, skip this step.", "Get started with <x>.",
        "Run the command to find out more about <x>.", "The tool finds <x> for you.",
        // A sentence of purpose that sends the reader elsewhere, or says nothing after its opening.
        "To find out more about <x>, see the reference.", "Pour en savoir plus sur <x>, consultez la référence.",
        "Para saber mais sobre <x>, consulte a referência.", "To find <x>.",
        "Saisissez <x> pour la région.", "Replace `a.txt` with the file you use for <x>.",
        "The <x> value is set by the service.", "Le champ <x> est défini par le service.",
        "<x> must be reachable from your network.", "<x> doit être accessible depuis votre réseau.",
        "<x> deve ser acessível da sua rede.",
    ]

    @Test(arguments: silent)
    func documentsNothing(_ text: String) {
        #expect(SentenceDocReader.read(text).isEmpty)
    }

    /// The values a page's commands write unmarked are names too: as written, or in braces, as whole words, and a
    /// plain word only in braces; other words in capitals are none.
    @Test(arguments: [
        ("Replace {instance_ID} with the ID.", ["instance_ID=the ID"]),
        ("Replace instance_ID with the ID.", ["instance_ID=the ID"]),
        ("Remplacez {ZONE_ID} par la zone.", ["ZONE_ID=la zone"]),
        ("where ZONE_ID is the zone and {region} the region.", ["ZONE_ID=the zone", "region=the region"]),
        ("Replace <a> with X, ZONE_ID with Y.", ["a=X", "ZONE_ID=Y"]),
        ("Replace MY_ZONE_ID with X.", []),
        ("Replace ZONE_ID_2 with X.", []),
        ("Replace $ZONE_ID with X.", []),
        ("Replace ${ZONE_ID} with X.", []),
        ("Replace region with X.", []),
        ("Replace {region} with X.", ["region=X"]),
        ("Replace OTHER_ID with X.", []),
    ])
    func readsThePagesValues(text: String, expected: [String]) {
        let values: Set = ["instance_ID", "ZONE_ID", "region"]
        #expect(
            SentenceDocReader.read(SentenceTokens(text, values: values)).map { "\($0.name)=\($0.description)" }
                == expected)
    }

    /// A sentence that lists thousands of names is read in linear time, by its size alone (read once for each name in
    /// the list, these took minutes in a debug build): names a value follows, and names a comma separates from it, which
    /// no link word follows (`benchmarks/hostile.sh`, `names-20000-in-one-sentence`).
    @Test func aListOfThousandsOfNamesIsReadOnce() {
        let names = (0..<20_000).map { "<a\($0)>" }
        let linked = SentenceDocReader.read("Replace " + names.joined(separator: ", ") + " with X.")
        #expect(linked.count == names.count && linked.allSatisfy { $0.description == "X" })
        #expect(SentenceDocReader.read("Replace " + names.joined(separator: ", ") + ", with X.").isEmpty)
        #expect(SentenceDocReader.read("Enter X for " + names.joined(separator: ", ") + ", with Y.").isEmpty)
        // As many reversed pairs, each joined to the next.
        let pairs = SentenceDocReader.read("Enter " + names.map { "X for \($0)" }.joined(separator: " and ") + ".")
        #expect(pairs.count == names.count && pairs.allSatisfy { $0.description == "X" })
        // A description that runs on over the list, and over a run of commas.
        let described = SentenceDocReader.read("Replace <x> with X, " + names.joined(separator: ", ") + ".")
        #expect(described.first?.name == "x" && described.first?.description.hasSuffix("<a19999>") == true)
        let commas = SentenceDocReader.read("Replace <x> with X" + String(repeating: ",", count: 20_000) + " Y.")
        #expect(commas.map(\.name) == ["x"])
        // Each name after its article, each state of its own, and a clause of time looked at once a word.
        let articles = SentenceDocReader.read("Replace the " + names.joined(separator: " and the ") + " with X.")
        #expect(articles.count == names.count && articles.allSatisfy { $0.description == "X" })
        let states = SentenceDocReader.read("Where " + names.map { "\($0) is optional" }.joined(separator: ", ") + ".")
        #expect(states.count == names.count && states.allSatisfy { $0.description.isEmpty && $0.required == false })
        let before = SentenceDocReader.read(
            "Replace <x> with X" + String(repeating: " before", count: 20_000) + " you run the command.")
        #expect(before.map(\.name) == ["x"])
        // A parenthesis said of each name of the list, and a statement after sentences that name none, each looked at once.
        let each = SentenceDocReader.read("Replace " + names.joined(separator: ", ") + " (both optional) with X.")
        #expect(each.count == names.count && each.allSatisfy { $0.required == false })
        let stated = SentenceDocReader.read(
            names.map { "Replace \($0) with X. It is used." }.joined(separator: " ") + " This value is optional.")
        #expect(stated.count == names.count && stated.last?.description == "X. It is used. This value is optional")
        // A shell variable after each name, each list looked at once.
        let variables = SentenceDocReader.read("Replace " + names.joined(separator: ", $V, ") + " with X.")
        #expect(variables.count == names.count && variables.allSatisfy { $0.description == "X" })
    }

    /// A parenthesis right after a name that holds a requirement word alone says whether the value is required, in a
    /// replace, where or copula sentence alike; it is no aside of the pair's.
    @Test(arguments: [
        (
            "Replace <tag> (optional) with the image tag and <name> (required) with the name.",
            ["tag=the image tag optional", "name=the name required"]
        ),
        ("Remplacez <tag> (facultatif) par l'étiquette.", ["tag=l'étiquette optional"]),
        // A requirement that opens the sentence is each of its names'.
        ("Optional: replace <zone> with the zone.", ["zone=the zone optional"]),
        ("(Optional) Replace <a> with X and <b> with Y.", ["a=X optional", "b=Y optional"]),
        ("Optionally, replace <zone> with the zone.", ["zone=the zone optional"]),
        // So does an aside between commas that says only that.
        ("Replace <tag>, which is optional, with the image tag.", ["tag=the image tag optional"]),
        (
            "Remplacez <tag>, qui est facultatif, par l'étiquette et <n> par le nom.",
            ["tag=l'étiquette optional", "n=le nom -"]
        ),
        ("Substitua <tag>, que é opcional, pela tag.", ["tag=tag optional"]),
        // In French and Portuguese; a label that is no requirement says nothing.
        ("Facultatif : remplacez <zone> par la zone.", ["zone=la zone optional"]),
        ("Opcionalmente, substitua <zone> pela zona e <n> pelo nome.", ["zone=zona optional", "n=nome optional"]),
        ("Optional parameters: <zone> is the zone.", ["zone=the zone -"]),
        // After the name.
        ("Où <tag> (facultatif) est l'étiquette de l'image.", ["tag=l'étiquette de l'image optional"]),
        ("<tag> (opcional) é a tag da imagem.", ["tag=a tag da imagem optional"]),
        ("Replace <tag> with the image tag.", ["tag=the image tag -"]),
        // A sentence before that says it of the pair's values, and only of theirs.
        (
            "<e> is optional. Replace <e> with your endpoint and <k> with your key.",
            ["e=your endpoint optional", "k=your key -"]
        ),
        ("<f> est facultatif. Remplacez <f> par le point de terminaison.", ["f=le point de terminaison optional"]),
        ("<g> é opcional. Substitua <g> pelo endpoint.", ["g=endpoint optional"]),
        ("<h> is optional. Replace <g> with the port.", ["h= optional", "g=the port -"]),
        // A sentence that only says so describes nothing, and says it of each name it holds, anywhere in the paragraph.
        ("<g> and <h> are optional. Replace <g> with the port.", ["h= optional", "g=the port optional"]),
        // A next sentence said of every value is each pair's.
        (
            "Replace <a> with X and <b> with Y. Both values are optional.",
            ["a=X optional", "b=Y. Both values are optional optional"]
        ),
        (
            "Remplacez <a> par X et <b> par Y. Toutes ces valeurs sont facultatives.",
            ["a=X optional", "b=Y. Toutes ces valeurs sont facultatives optional"]
        ),
        (
            "Substitua <a> por X e <b> por Y. Ambos os valores são opcionais.",
            ["a=X optional", "b=Y. Ambos os valores são opcionais optional"]
        ),
        ("O campo <x> é opcional.", ["x= optional"]),
        ("<x> e <y> são opcionais.", ["x= optional", "y= optional"]),
        ("<x> et <y> sont obligatoires.", ["x= required", "y= required"]),
        ("<x> is optional. Replace <y> with Y. Replace <x> with X.", ["y=Y -", "x=X optional"]),
        ("<x> is optional and can be left out.", []),
        ("<a> and <b> are optional. Replace <a> with X and <b> with Y.", ["a=X optional", "b=Y optional"]),
    ])
    func aRequirementAfterTheNameIsTheNames(text: String, expected: [String]) {
        let read = SentenceDocReader.read(text).map { found in
            "\(found.name)=\(found.description) \(found.required.map { $0 ? "required" : "optional" } ?? "-")"
        }
        #expect(read == expected)
    }

    /// Sentences as a reader understands them, one a line: the sentence, ` → `, then what it documents, each name as
    /// `name=description requirement` (`optional`, `required` or `-` when it says nothing of it) parted by ` · `, or `-`
    /// for nothing.
    static let readings = """
        Replace the <a> and the <b> with your values. → a=your values - · b=your values -
        Remplacez le paramètre <c> et le paramètre <d> par vos valeurs. → c=vos valeurs - · d=vos valeurs -
        Substitua o <k> e o <v> pelos parâmetros do acionador. → k=parâmetros do acionador - · v=parâmetros do acionador -
        Where the <u> and the <g> are the user and the group, respectively. → u=the user - · g=the group -
        The <a> and <b> values are the user and the group, respectively. → a=the user - · b=the group -
        Les paramètres <c> et <d> sont vos valeurs. → c=vos valeurs - · d=vos valeurs -
        Os campos <e> e <f> são obrigatórios. → e= required · f= required
        <a> needs to be the ID of your instance. → a=the ID of your instance -
        The <b> value has to be unique in the account. → b=unique in the account -
        O valor de <c> precisa ser o nome do bucket. → c=o nome do bucket -
        <d> e <e> precisam ser os nomes dos buckets. → d=os nomes dos buckets - · e=os nomes dos buckets -
        <f> tem que ser o ID da conta. → f=o ID da conta -
        <x> needs to be deleted first. → -
        <x> precisa ser atualizado. → -
        Where <c> is your user name, and your password is your API key. → c=your user name -
        Replace <b> with the zone and the region is set for you. → b=the zone -
        Remplacez <a> par votre nom d’utilisateur et le mot de passe est votre clé d’API. → a=votre nom d’utilisateur -
        Substitua <a> pelo seu nome de usuário e a senha é a sua chave de API. → a=seu nome de usuário -
        Where <e> is the port, and the default is 8080. → e=the port, and the default is 8080 -
        Replace <d> with the name of the app and the ID that is shown. → d=the name of the app and the ID that is shown -
        Replace <zone> with your zone before you run the command. → zone=your zone -
        Replace <zone> with the zone before the migration. → zone=the zone before the migration -
        Replace <k> with your key before running the commands below, and <r> with the region. → k=your key - · r=the region -
        Enter your name for <n> before you run the following command. → n=your name -
        Remplacez <zone> par votre zone avant d’exécuter la commande. → zone=votre zone -
        Indiquez votre nom pour <n> avant de lancer la commande ci-dessous. → n=votre nom -
        Substitua <zona> pela sua zona antes de executar o comando a seguir. → zona=sua zona -
        Substitua <zona> pela zona antes que você execute os comandos. → zona=zona -
        Optional: Set <a> to true. → a=true optional
        (Optional) <b> is the zone. → b=the zone optional
        Facultatif : définissez <c> sur true. → c=true optional
        (Opcional) <d> é a zona. → d=a zona optional
        Optional – replace <e> with the zone. → e=the zone optional
        <x> is optional. The default is `us-south`. → x=The default is `us-south` optional
        <x> est facultatif. Valeur par défaut : `1`. → x=Valeur par défaut : `1` optional
        <a> and <b> are optional, and <a> is the zone. → b= optional · a=the zone optional
        <a> et <b> sont facultatifs, et <a> est la zone. → b= optional · a=la zone optional
        <a> e <b> são opcionais, e <a> é a zona. → b= optional · a=a zona optional
        Where <a> is required; <b> is the zone. → a= required · b=the zone -
        Replace <g> with the name and <h> is optional. → h= optional · g=the name -
        Replace <h> with the name, the zone is optional. → h=the name -
        <a> is optional: it is the zone. → a=the zone optional
        The <b> value is optional and defaults to `us-south`. → b=defaults to `us-south` optional
        <e> est facultatif, et la valeur par défaut est `10`. → e=la valeur par défaut est `10` optional
        <f> é opcional: é a zona. → f=a zona optional
        <f> est facultatif : il s'agit de la zone. → f=la zone optional
        <f> is optional: it's the zone. → f=the zone optional
        <f> é opcional: trata-se de uma zona. → f=uma zona optional
        <f> is optional, and it is the zone. → f=the zone optional
        <f> est facultatif, et il s'agit de la zone. → f=la zone optional
        <f> é opcional, e trata-se de uma zona. → f=uma zona optional
        <d> is optional: see the table. → d= optional
        Replace <i> with the name. The zone is optional. → i=the name -
        Remplacez <j> par le nom. La zone est facultative. → j=le nom -
        Substitua <k> pelo nome, a zona é opcional. → k=nome -
        Replace <l> with the name. The value is optional. → l=the name. The value is optional -
        Replace <c> and $REGION with the zone and the region. → c=the zone and the region -
        Remplacez <a>, ${ZONE} et <b> par vos valeurs. → a=vos valeurs - · b=vos valeurs -
        Replace <a> and $REGION with the zone and the region, respectively. → a=the zone -
        Remplacez <a>, ${REGION} et <b> par la zone, la région et le nom, respectivement. → a=la zone - · b=le nom -
        Substitua $REGION e <a>, respectivamente, pela região e pela zona. → a=zona -
        Where <a> and $REGION are the zone and the region, respectively. → a=the zone -
        Replace <m> with the name. If it is not set, the default zone is optional. → m=the name -
        Remplacez <n> par le nom. Si elle n’est pas définie, la zone par défaut est facultative. → n=le nom -
        Substitua <o> pelo nome. Se não for definida, a zona padrão é opcional. → o=nome -
        Replace <p> with the name. If you use a VPC, this value is required. → p=the name. If you use a VPC, this value is required -
        Replace <p> with the name. For VPC clusters, the subnet is optional. → p=the name -
        Remplacez <p> par le nom. Pour les clusters VPC, le sous-réseau est facultatif. → p=le nom -
        Substitua <p> pelo nome. Para clusters VPC, a sub-rede é opcional. → p=nome -
        Replace <p> with the name. In this case, this value is optional. → p=the name. In this case, this value is optional -
        Remplacez l'attribut <q> par l'ID de l'instance. → q=l'ID de l'instance -
        L’argument <r> est le nom du compte. → r=le nom du compte -
        Où l'attribut <s> est la zone. → s=la zone -
        Pour l'attribut <t>, indiquez la région. → t=la région -
        Where <u> identifies the cluster. → u=the cluster -
        Où <v> et <w> identifient la zone et le cluster, respectivement. → v=la zone - · w=le cluster -
        Em que <x> identifica a zona do cluster. → x=a zona do cluster -
        Replace <x> with the zone. It is used for routing. This value is optional. → x=the zone. It is used for routing. This value is optional -
        Remplacez <x> par la zone. Elle sert au routage. Cette valeur est facultative. → x=la zone. Elle sert au routage. Cette valeur est facultative -
        Substitua <x> pela zona. Ela é usada no roteamento. Este valor é opcional. → x=zona. Ela é usada no roteamento. Este valor é opcional -
        Replace <x> with the zone. The default is `us`. This value is optional. → x=the zone. The default is `us`. This value is optional -
        Replace <x> with the zone. Replace <y> with the port. This value is optional. → x=the zone - · y=the port. This value is optional -
        Replace <a> and <b> (both optional) with the name and the zone. → a=the name and the zone optional · b=the name and the zone optional
        Remplacez <c>, <a> et <b> (tous deux facultatifs) par vos valeurs. → c=vos valeurs optional · a=vos valeurs optional · b=vos valeurs optional
        Substitua <c> pelo host e <a> e <b> (ambos opcionais) pelo nome e pela zona. → c=host - · a=nome e pela zona optional · b=nome e pela zona optional
        Replace the entry <a> with your name and the item <b> with your zone. → a=your name - · b=your zone -
        Remplacez l'élément <c> par le nom et l'espace réservé <d> par la zone. → c=le nom - · d=la zone -
        Substitua o marcador <e> pelo nome e o espaço reservado <f> pela zona. → e=nome - · f=zona -
        The string <g> is your name. → g=your name -
        Replace <region> (the region) and <zone> (the zone) with your values. → region=the region - · zone=the zone -
        Remplacez <r> (la région) et <z> par vos valeurs. → r=la région - · z=vos valeurs -
        Substitua <r> (por exemplo, us) e <z> (a zona) pelos seus valores. → r=seus valores - · z=a zona -
        Replace <a> and <b> with the zone and the name (in that order). → a=the zone - · b=the name -
        Remplacez <a> et <b> par la zone et le nom (respectivement). → a=la zone - · b=le nom -
        Substitua <a> e <b> pela zona e pelo nome (nessa ordem). → a=zona - · b=nome -
        Replace <r> (see Regions) and <z> (the zone) with your values. → r=your values - · z=the zone -
        Remplacez <r> (voir Régions) et <z> (la zone) par vos valeurs. → r=vos valeurs - · z=la zone -
        Substitua <r> (consulte Regiões) e <z> (a zona) pelos seus valores. → r=seus valores - · z=a zona -
        Substitua <r> (veja Regiões) e <z> (a zona) pelos seus valores. → r=seus valores - · z=a zona -
        Replace <r> (for more information, see Regions) and <z> (the zone) with your values. → r=your values - · z=the zone -
        <x> is optional. It is the zone. → x=the zone optional
        <x> is required. It's the region where the bucket lives. → x=the region where the bucket lives required
        <a> and <b> are optional. They are the user and the group. → a=the user and the group optional · b=the user and the group optional
        <x> is optional. It is the zone. The default is `dal10`. → x=the zone. The default is `dal10` optional
        <x> is optional. It is ignored on classic clusters. → x= optional
        <x> is optional. It is the zone. Replace <y> with the port. → x=the zone optional · y=the port -
        <x> est facultatif. Il s'agit de la zone. → x=la zone optional
        <x> est obligatoire. C'est la région du compartiment. → x=la région du compartiment required
        <x> est facultatif. Il s'agit d'une étiquette. → x=une étiquette optional
        <x> é opcional. É a zona. → x=a zona optional
        <x> é obrigatório. Trata-se da região do depósito. → x=a região do depósito required
        <x> é opcional. Trata-se dos nomes dos discos. → x=os nomes dos discos optional
        <x> est obligatoire. Il s'agit du nom du compartiment. → x=le nom du compartiment required
        <x> é opcional. Trata-se de uma zona. → x=uma zona optional
        <x> é opcional. Ele é ignorado em clusters clássicos. → x= optional
        <x> est obligatoire. Il désigne le nom du compartiment. → x=le nom du compartiment required
        <x> is optional. Specifies the zone. → x=the zone optional
        <zone> is optional; it is the zone. → zone=the zone optional
        <zone> est facultatif ; il s'agit de la zone. → zone=la zone optional
        <zone> é opcional; é a zona. → zone=a zona optional
        <zone> é opcional; trata-se da zona do disco. → zone=a zona do disco optional
        <a> and <b> are optional; they are the user and the group. → a=the user and the group optional · b=the user and the group optional
        <zone> is optional; the default is `dal10`. → zone=the default is `dal10` optional
        <zone> is optional; it is the zone, and <b> is the name. → zone=the zone optional · b=the name -
        Where <a> is optional; it is the zone. → a=the zone optional
        <zone> is optional; it is ignored on classic clusters. → zone= optional
        <zone> is optional; see the table. → zone= optional
        If <x> is not set, the default is used. → x= optional
        Si <x> n'est pas défini, la valeur par défaut est utilisée. → x= optional
        Se <x> não for definido, o valor padrão é usado. → x= optional
        If the <x> value is omitted, a default value is used. → x= optional
        If <a> and <b> are not specified, the defaults are used. → a= optional · b= optional
        Si <a> et <b> ne sont pas définis, les valeurs par défaut sont utilisées. → a= optional · b= optional
        Se <x> for omitido, o valor padrão é usado. → x= optional
        If <x> is not set, the default is `dal10`. → x=If <x> is not set, the default is `dal10` optional
        If <x> is not set, the default is used. It is the zone. → x=the zone optional
        If <x> is not set in the file, the default is used. → x= optional
        If <x> is set, the default is used. → -
        Si <x> est défini, la valeur par défaut n’est pas utilisée. → -
        Where <x> is not specified, the default is used. → x= optional
        If <x> is set, the default is ignored. → -
        Si <x> est défini, la valeur par défaut est ignorée. → -
        Se <x> for definido, o valor padrão é ignorado. → -
        If <x> is not set, the command fails. → -
        Se <x> não for definido, o comando falha. → -
        If <x> is not set, <y> takes its default. → -
        <a>, <b> and <c> default to `1`. → a=<a>, <b> and <c> default to `1` - · b=<a>, <b> and <c> default to `1` - · c=<a>, <b> and <c> default to `1` -
        The default value of <a>, <b> and <c> is `1`. → a=The default value of <a>, <b> and <c> is `1` - · b=The default value of <a>, <b> and <c> is `1` - · c=The default value of <a>, <b> and <c> is `1` -
        Par défaut, <a>, <b> et <c> valent `1`. → a=Par défaut, <a>, <b> et <c> valent `1` - · b=Par défaut, <a>, <b> et <c> valent `1` - · c=Par défaut, <a>, <b> et <c> valent `1` -
        Por padrão, <a>, <b> e <c> são `1`. → a=Por padrão, <a>, <b> e <c> são `1` - · b=Por padrão, <a>, <b> e <c> são `1` - · c=Por padrão, <a>, <b> e <c> são `1` -
        <x> is optional. This value is the zone. → x=the zone optional
        <d> (integer) is the number of workers. → d=the number of workers -
        Where <d> (an integer) is the number of workers and <e> is the zone. → d=the number of workers - · e=the zone -
        <d> (default: `10`) is the number of workers. → d=the number of workers (default: `10`) -
        <d> (par défaut : `10`) est le nombre de nœuds. → d=le nombre de nœuds (par défaut : `10`) -
        <d> (padrão: `10`) é o número de nós. → d=o número de nós (padrão: `10`) -
        Replace <d> (default: `10`) with the number of workers. → d=the number of workers (default: `10`) -
        <d> (integer) is optional. → d= optional
        Replace <r> (the region) with your region. → r=your region -
        The default value of <d> is `10`. → d=The default value of <d> is `10` -
        <d> defaults to `10`. → d=<d> defaults to `10` -
        By default, <d> is `10`. → d=By default, <d> is `10` -
        Par défaut, <d> vaut `10`. → d=Par défaut, <d> vaut `10` -
        La valeur par défaut de <d> est `10`. → d=La valeur par défaut de <d> est `10` -
        O valor padrão de <d> é `10`. → d=O valor padrão de <d> é `10` -
        Replace <x> with the port. The default value of <x> is `80`. → x=the port. The default value of <x> is `80` -
        <d> is optional and defaults to `10`. → d=defaults to `10` optional
        By default, <d> is the number of cores. → d=the number of cores -
        Replace <x> with the zone. It is used for routing. → x=the zone -
        """

    @Test(arguments: readings.split(separator: "\n"))
    func readsAsAReaderDoes(_ line: Substring) {
        let (text, expected) = (line.prefix { $0 != "→" }.dropLast(), line.drop { $0 != "→" }.dropFirst(2))
        let read = SentenceDocReader.read(String(text)).map { found in
            "\(found.name)=\(found.description) \(found.required.map { $0 ? "required" : "optional" } ?? "-")"
        }
        #expect(read.isEmpty ? expected == "-" : read.joined(separator: " · ") == expected)
    }

    @Test func wordsAreLowercased() {
        let tokens = SentenceTokens("ÉTAPE Três: REMPLACEZ la CLÉ.")
        #expect(tokens.tokens.indices.compactMap(tokens.word(at:)) == ["étape", "três", "remplacez", "la", "clé"])
    }

    @Test func withoutValuesCapitalsAreNoNames() {
        #expect(SentenceDocReader.read("Replace ZONE_ID with the zone.").isEmpty)
        #expect(!SentenceTokens.mentions(["REGION_NAME"], in: "Replace ZONE_ID with the zone."))
        #expect(SentenceTokens.mentions(["ZONE_ID"], in: "Replace {ZONE_ID} with the zone."))
        #expect(SentenceTokens.mentions(["region"], in: "Replace {region} with the region."))
        #expect(
            !SentenceTokens.mentions(["region", "ZONE_ID"], in: "Replace the region, ${region} or MY_ZONE_ID."))
        // A plain word is looked for in braces: most prose says "the region".
        #expect(!SentenceTokens.mentions(["region", "instanceId"], in: "Replace region and instanceId."))
        #expect(SentenceTokens.mentions(["region", "instanceId"], in: "Replace {instanceId}."))
        #expect(SentenceTokens.mentions(["instance_ID"], in: "Replace instance_ID."))
    }
}
