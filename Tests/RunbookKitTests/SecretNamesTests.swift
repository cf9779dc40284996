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
        "github_pat", "clé_prépartagée", "matériel_de_clé",
    ]
    static let notSecrets = [
        "token_id", "api_key_name", "secret_name", "password_file", "key", "keyring", "monkey", "bypass", "compass",
        "passenger", "cluster_name", "namespace", "region", "nome_da_chave", "id_do_token", "nom_du_jeton",
        "token_expiration", "secret_crn", "org_guid", "pod_name", "passphrase_hint", "password_hint", "path", "pattern",
        "cookie_name", "dica_da_senha",
        "indice_du_mot_de_passe",
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
    ]
    static let plainDescriptions: [(String, Language)] = [
        ("the secret's name", .en), ("the token's ID", .en), ("token expiration", .en), ("the name of the secret", .en),
        ("the secret group that holds it", .en), ("Let's update the registry secret to use a server", .en),
        ("a unique name for the token", .en), ("nom du secret", .fr), ("l'ID du jeton", .fr),
        ("o nome do segredo", .pt),
        ("la clé de l'objet", .fr), ("a chave do objeto", .pt), ("the secret group", .en),
        ("the key of the object", .en), ("the encryption key's ID", .en),
    ]

    @Test(arguments: secretDescriptions) func descriptionSaysSecret(description: String, language: Language) {
        #expect(SecretNames.isSecret(name: "x", descriptions: [description], language: language))
    }

    @Test(arguments: plainDescriptions) func descriptionDoesNotSaySecret(description: String, language: Language) {
        #expect(!SecretNames.isSecret(name: "x", descriptions: [description], language: language))
    }

    @Test(arguments: [
        ("OAUTH_TOKEN", true), ("DB_PASSWORD", true), ("AWS_SECRET_ACCESS_KEY", true), ("COS_KEY", true),
        ("MY_PASS", true), ("ORG_GUID", false), ("TOKEN_ID", false), ("NAMESPACE", false), ("KEYRING", false),
    ])
    func variablesThatSayCredential(name: String, credential: Bool) {
        #expect(SecretNames.saysCredential(variable: name) == credential)
    }
}
