import RunbookKit
import Testing

/// Names that say secret, word by word, in English, French and Portuguese; and names that only look like it.
@Suite struct SecretNamesTests {
    static let secrets = [
        "api_key", "apikey", "apiKey", "your-api-key", "db_pass", "db_password", "hmac_key", "bearer_token",
        "client_secret", "private_key", "passwd", "pwd", "passphrase", "admin_passcode", "adminPassword",
        "dbpassword", "keystore_password", "mot_de_passe", "motdepasse", "jeton", "jeton_d_acces", "clé_api",
        "cle_api", "clé_privée", "senha", "senha_do_banco", "chave", "chave_api", "segredo", "palavra_passe",
        "secret_access_key", "access_key", "ssh_key", "pin", "refresh_token", "oauth-token", "credentials",
        "preshared_key", "pre-shared-key", "psk", "psk_value", "key_material", "bearer", "session_cookie", "pat",
        "github_pat", "clé_prépartagée", "matériel_de_clé", "mot de passe", "your IAM token",
        "password value from the binding", "password2", "new_password1", "token2", "apikey1", "secret1",
        "mot_de_passe2", "senha1", "adminPassword2",
    ]
    static let notSecrets = [
        "token_id", "api_key_name", "secret_name", "password_file", "key", "keyring", "monkey", "bypass", "compass",
        "passenger", "cluster_name", "namespace", "region", "nome_da_chave", "id_do_token", "nom_du_jeton",
        "token_expiration", "secret_crn", "org_guid", "pod_name", "passphrase_hint", "password_hint", "path", "pattern",
        "cookie_name", "dica_da_senha", "token ID", "secret name", "nom d'utilisateur",
        "indice_du_mot_de_passe", "secret_name2", "token_id2", "db2", "s3_bucket", "key2",
    ]

    @Test(arguments: secrets) func saysSecret(name: String) {
        #expect(SecretNames.isSecret(name: name, descriptions: []))
    }

    @Test(arguments: notSecrets) func doesNotSaySecret(name: String) {
        #expect(!SecretNames.isSecret(name: name, descriptions: []))
    }

    /// Descriptions whose noun phrase names a secret, with the page's language.
    static let secretDescriptions: [(String, Language)] = [
        ("your IAM token.", .en), ("an IAM token that you got in the previous step", .en),
        ("the value of the secret to store.", .en), ("the PIN of the card", .en),
        ("the service credentials (JSON)", .en),
        ("Your {{site.data.keyword.cloud}} API key", .en), ("the client secret of your app", .en),
        ("votre clé API", .fr), ("le secret client de votre application", .fr), ("la phrase passe de la clé", .fr),
        ("votre jeton IAM", .fr), ("la valeur du secret", .fr), ("segredo do cliente", .pt), ("frase secreta", .pt),
        ("sua chave de API", .pt), ("o conteúdo da chave privada", .pt), ("the IAM token", .fr),
        ("the pre-shared key of the VPN connection", .en), ("The base64-encoded key material", .en),
        ("the data encryption key to wrap", .en), ("la clé prépartagée de la connexion", .fr),
        ("le matériel de clé codé en base64", .fr), ("a chave pré-compartilhada da conexão", .pt),
        ("vos données d'identification de service", .fr), ("la clé de l'API", .fr), ("a chave da API", .pt),
        ("sua credencial de serviço", .pt), ("Indique ici la CLÉ PRIVÉE du compte", .fr),
        ("Informe aqui o CÓDIGO DE ACESSO", .pt), ("confidential", .en), ("confidential and never shared", .en),
        ("confidentiel", .fr), ("confidentielle, ne la partagez pas", .fr), ("confidencial", .pt),
        ("your key. This value is confidential", .en), ("votre clé. <e> est confidentielle", .fr),
        ("a chave. Estes valores são confidenciais", .pt),
    ]
    static let plainDescriptions: [(String, Language)] = [
        ("the secret's name", .en), ("the token's ID", .en), ("token expiration", .en), ("the name of the secret", .en),
        ("the secret group that holds it", .en), ("Let's update the registry secret to use a server", .en),
        ("a unique name for the token", .en), ("nom du secret", .fr), ("l'ID du jeton", .fr),
        ("o nome do segredo", .pt),
        ("la clé de l'objet", .fr), ("a chave do objeto", .pt), ("the secret group", .en),
        ("the key of the object", .en), ("the encryption key's ID", .en), ("LE NOM DE LA CLÉ PRIVÉE", .fr),
        ("the ID of your confidential computing instance", .en), ("confidential computing", .en),
        ("le nom de l'instance confidentielle", .fr), ("iamapikey", .en),
    ]

    @Test(arguments: secretDescriptions) func descriptionSaysSecret(description: String, language: Language) {
        #expect(SecretNames.isSecret(name: "x", descriptions: [description], language: language))
    }

    @Test(arguments: plainDescriptions) func descriptionDoesNotSaySecret(description: String, language: Language) {
        #expect(!SecretNames.isSecret(name: "x", descriptions: [description], language: language))
    }

    /// A name that says secret is not one when its documentation calls the value the name or ID of something,
    /// unless a command gives it where a secret goes; a name that names something about a secret never is.
    @Test(arguments: [
        ("secret", "the name of your Kubernetes secret", Language.en, false, false),
        ("token", "the token ID from the previous step", .en, false, false),
        ("secret", "le nom du secret Kubernetes", .fr, false, false), ("senha", "o ID da senha", .pt, false, false),
        ("password", "the password of the admin user", .en, false, true),
        ("token", "your IAM token", .en, false, true), ("value", "the name of the key", .en, true, true),
        ("token_id", "", .en, true, false), ("val", "la clé d'accès secrète HMAC", .fr, false, true),
        ("val", "a chave de acesso secreta", .pt, false, true), ("val", "l'ID de la clé d'accès", .fr, false, false),
        // French and Portuguese names put the qualifier first; an English name on their pages keeps its order.
        ("nom_secret", "", .fr, false, false), ("id_jeton", "", .fr, false, false),
        ("nom_clé_api", "", .fr, false, false), ("id_clé_api", "", .fr, false, false),
        ("fichier_mot_de_passe", "", .fr, false, false), ("arquivo_senha", "", .pt, false, false),
        ("id_senha", "", .pt, false, false), ("id_jeton", "l'identifiant du jeton", .fr, false, false),
        ("valeur_jeton", "", .fr, false, true), ("clé_api", "", .fr, false, true),
        ("id_token", "", .fr, false, true), ("nom_secret", "", .en, false, true),
        ("id_jeton", "", .fr, true, false),
    ])
    func namingDescriptionsAndCommands(
        name: String, description: String, language: Language, said: Bool, secret: Bool
    ) {
        let descriptions = description.isEmpty ? [] : [description]
        #expect(
            SecretNames.isSecret(name: name, descriptions: descriptions, language: language, saidSecret: said)
                == secret)
    }

    /// The text before a value that says it is a secret, in commands and files; and text that does not.
    static let secretPlaces = [
        "mysql --password=<v>", "ibmcloud login --apikey <v>", "ibmcloud login --api-key '<v>'",
        "export IBMCLOUD_API_KEY=<v>", "export PGPASSWORD=\"<v>\"", "curl -H \"Authorization: Bearer <v>\" https://x",
        "curl -H 'X-Auth-Token: <v>' https://x", "curl -u \"apikey:<v>\" https://x", "tool --param password <v>",
        "  \"apikey\": \"<v>\",", "  password: <v>", "token = <v>", "Authorization: <v>",
        "curl https://x/api?name=a&api_key=<v>", "docker run -e DB_PASSWORD=<v> img", "echo a\nclient_secret: <v>",
        "helm install x --set auth.rootPassword=<v>",
    ]
    static let plainPlaces = [
        "tool --token-id <v>", "tool --name <v>", "  key: <v>", "export KEY_NAME=<v>", "tool --region=<v>", "echo <v>",
        "  secretName: <v>", "curl -H \"Content-Type: <v>\" https://x", "tool --password-file <v>",
        "ACCESS_KEY_ID=<v>", "tool --password x <v>", "password: x\nname: <v>", "echo password <v>",
    ]

    @Test(arguments: secretPlaces) func placeSaysSecret(text: String) throws {
        let value = try #require(PlaceholderScanner.occurrences(in: text).first)
        #expect(SecretNames.saysSecret(before: value, in: text, flag: PlaceholderScanner.flag(of: value, in: text)))
    }

    @Test(arguments: plainPlaces) func placeDoesNotSaySecret(text: String) throws {
        let value = try #require(PlaceholderScanner.occurrences(in: text).first)
        #expect(!SecretNames.saysSecret(before: value, in: text, flag: PlaceholderScanner.flag(of: value, in: text)))
    }

    @Test(arguments: [
        ("OAUTH_TOKEN", true), ("DB_PASSWORD", true), ("AWS_SECRET_ACCESS_KEY", true), ("COS_KEY", true),
        ("MY_PASS", true), ("ORG_GUID", false), ("TOKEN_ID", false), ("NAMESPACE", false), ("KEYRING", false),
    ])
    func variablesThatSayCredential(name: String, credential: Bool) {
        #expect(SecretNames.saysCredential(variable: name) == credential)
    }
}
