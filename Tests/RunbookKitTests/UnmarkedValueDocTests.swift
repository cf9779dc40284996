import MarkdownTree
import Testing

@testable import RunbookKit

/// A sentence documents a value a command writes unmarked (`REGION_NAME`, `{instance_id}`) as it documents a `<x>`:
/// "Replace `REGION_NAME` with the region of your account." describes it as "the region of your account", in each of
/// the four shapes and three languages, written in backquotes or bare, in braces or not.
@Suite struct UnmarkedValueDocTests {
    struct Case: CustomStringConvertible, Sendable {
        let command: String
        let prose: String
        /// `NAME=description` for each value the command writes unmarked, in order.
        let described: [String]
        var description: String { prose }
    }

    /// A page whose one step runs `command`, then says `prose`.
    static func page(_ command: String, _ prose: String) -> String {
        """
        # Values
        {: #values}

        1.  Run the command.

            ```sh
            \(command)
            ```
            {: pre}

            \(prose)
        """
    }

    static func described(_ runbook: Runbook) -> [String] {
        runbook.placeholders.map { "\($0.name)=\($0.described?.description ?? "-")" }
    }

    static let documenting = [
        // replace
        Case(
            command: "tool project get --name PROJECT_NAME",
            prose: "Replace `PROJECT_NAME` with the name of your project.",
            described: ["PROJECT_NAME=the name of your project"]),
        Case(
            command: "tool project get --name PROJECT_NAME",
            prose: "Replace PROJECT_NAME with the name of your project.",
            described: ["PROJECT_NAME=the name of your project"]),
        Case(
            command: "curl https://{instance_id}.example.com/v1",
            prose: "Replace `{instance_id}` with the ID of your instance.",
            described: ["instance_id=the ID of your instance"]),
        Case(
            command: "curl https://{instance_id}.example.com/v1",
            prose: "Replace instance_id with the ID of your instance.",
            described: ["instance_id=the ID of your instance"]),
        Case(
            command: "tool project get --name NOM_PROJET", prose: "Remplacez `NOM_PROJET` par le nom de votre projet.",
            described: ["NOM_PROJET=le nom de votre projet"]),
        Case(
            command: "tool project get --name NOM_PROJET", prose: "Remplacez NOM_PROJET par le nom de votre projet.",
            described: ["NOM_PROJET=le nom de votre projet"]),
        Case(
            command: "curl https://{id_instance}.example.com/v1",
            prose: "Remplacez `{id_instance}` par l'ID de votre instance.",
            described: ["id_instance=l'ID de votre instance"]),
        Case(
            command: "curl https://{instance_id}.example.com/v1",
            prose: "Substitua `{instance_id}` pelo ID da sua instância.",
            described: ["instance_id=ID da sua instância"]),
        Case(
            command: "tool project get --name NOME_PROJETO", prose: "Substitua NOME_PROJETO pelo nome do seu projeto.",
            described: ["NOME_PROJETO=nome do seu projeto"]),
        Case(
            command: "curl https://{id_instancia}.example.com/v1",
            prose: "Substitua `id_instancia` pela ID da instância.",
            described: ["id_instancia=ID da instância"]),
        // where
        Case(
            command: "tool zone get ZONE_ID", prose: "It lists the zone, where `ZONE_ID` is the zone of your cluster.",
            described: ["ZONE_ID=the zone of your cluster"]),
        Case(
            command: "tool zone get ZONE_ID", prose: "It lists the zone, where ZONE_ID is the zone of your cluster.",
            described: ["ZONE_ID=the zone of your cluster"]),
        Case(
            command: "curl https://example.com/zones/{zone_id}",
            prose: "It lists the zone, where `{zone_id}` is the zone of your cluster.",
            described: ["zone_id=the zone of your cluster"]),
        Case(
            command: "tool zone get ID_ZONE", prose: "Elle affiche la zone, où `ID_ZONE` est la zone de votre cluster.",
            described: ["ID_ZONE=la zone de votre cluster"]),
        Case(
            command: "curl https://example.com/zones/{id_zone}",
            prose: "Elle affiche la zone, où id_zone est la zone de votre cluster.",
            described: ["id_zone=la zone de votre cluster"]),
        Case(
            command: "tool zone get ID_ZONA", prose: "Ele mostra a zona, em que `ID_ZONA` é a zona do seu cluster.",
            described: ["ID_ZONA=a zona do seu cluster"]),
        Case(
            command: "curl https://example.com/zones/{id_zona}",
            prose: "Ele mostra a zona, onde `{id_zona}` é a zona do seu cluster.",
            described: ["id_zona=a zona do seu cluster"]),
        // is
        Case(
            command: "tool login --key API_KEY", prose: "It logs you in. `API_KEY` is the key of your service ID.",
            described: ["API_KEY=the key of your service ID"]),
        Case(
            command: "tool login --key API_KEY", prose: "It logs you in. API_KEY is the key of your service ID.",
            described: ["API_KEY=the key of your service ID"]),
        Case(
            command: "curl -H \"Authorization: Bearer {iam_token}\" https://example.com",
            prose: "It sends one request. `{iam_token}` is your IAM token.", described: ["iam_token=your IAM token"]),
        Case(
            command: "tool login --key CLE_API", prose: "Elle vous connecte. `CLE_API` est votre clé d'API.",
            described: ["CLE_API=votre clé d'API"]),
        Case(
            command: "curl -H \"Authorization: Bearer {jeton_iam}\" https://example.com",
            prose: "Elle envoie une requête. jeton_iam est votre jeton IAM.", described: ["jeton_iam=votre jeton IAM"]),
        Case(
            command: "tool login --key CHAVE_API", prose: "Ele faz o login. `CHAVE_API` é a sua chave de API.",
            described: ["CHAVE_API=a sua chave de API"]),
        Case(
            command: "curl -H \"Authorization: Bearer {token_iam}\" https://example.com",
            prose: "Ele envia uma solicitação. `{token_iam}` é o seu token do IAM.",
            described: ["token_iam=o seu token do IAM"]),
        // colon
        Case(
            command: "tool zone get ZONE_ID", prose: "It needs one value. `ZONE_ID`: the zone of your cluster.",
            described: ["ZONE_ID=the zone of your cluster"]),
        Case(
            command: "curl https://example.com/zones/{zone_id}",
            prose: "It needs one value. zone_id: the zone of your cluster.",
            described: ["zone_id=the zone of your cluster"]),
        Case(
            command: "tool zone get ID_ZONE", prose: "Elle demande une valeur. `{ID_ZONE}` : la zone de votre cluster.",
            described: ["ID_ZONE=la zone de votre cluster"]),
        Case(
            command: "curl https://example.com/zones/{id_zona}",
            prose: "Ele pede um valor. `{id_zona}`: a zona do seu cluster.",
            described: ["id_zona=a zona do seu cluster"]),
        // Pairs chained, and after a copula the next may leave it out.
        Case(
            command: "curl https://{instance_id}.{region}.example.com",
            prose: "Replace `{instance_id}` with the ID of your instance and `{region}` with the region it is in.",
            described: ["instance_id=the ID of your instance", "region=the region it is in"]),
        Case(
            command: "tool get NOM_A NOM_B NOM_C",
            prose: "Remplacez `NOM_A` par le premier nom, `NOM_B` par le deuxième et `NOM_C` par le dernier.",
            described: ["NOM_A=le premier nom", "NOM_B=le deuxième", "NOM_C=le dernier"]),
        Case(
            command: "tool target -r REGION_NAME -g GROUP_ID",
            prose: "It targets them, where REGION_NAME is the region and GROUP_ID is the resource group.",
            described: ["REGION_NAME=the region", "GROUP_ID=the resource group"]),
        Case(
            command: "tool target ID_ZONA ID_VPC", prose: "Ele usa os dois, onde `ID_ZONA` é a zona, `ID_VPC` a VPC.",
            described: ["ID_ZONA=a zona", "ID_VPC=a VPC"]),
    ]

    @Test(arguments: documenting)
    func aSentenceDescribesTheValue(_ example: Case) throws {
        let runbook = try DialectReadingTests.read(Self.page(example.command, example.prose))
        #expect(Self.described(runbook) == example.described)
        #expect(runbook.placeholders.allSatisfy { $0.described?.source == .sentence })
    }

    /// Words in capitals or braces that no command writes as a value document nothing, and prose that only speaks of
    /// a value is still its last resort, whole.
    static let notDocumenting = [
        // A word in capitals that is no value: the placeholder of the same name is described by the step's prose.
        Case(
            command: "tool project get --name <project_name>",
            prose: "Replace PROJECT_NAME with the name of your project.",
            described: ["project_name=Replace PROJECT_NAME with the name of your project"]),
        Case(
            command: "tool zone get ZONE_ID",
            prose: "Replace OTHER_ID with the other zone. Replace ZONE_ID with the zone.",
            described: ["ZONE_ID=the zone"]),
        // A variable the page sets is no value, nor a longer word or a variable's expansion.
        Case(
            command: "export ZONE_ID=us-south-1; tool zone get ZONE_ID <zone>",
            prose: "Replace ZONE_ID with the zone of the cluster, and <zone> with the zone.",
            described: ["zone=the zone"]),
        Case(
            command: "tool zone get ZONE_ID", prose: "Replace MY_ZONE_ID with a zone. Replace $ZONE_ID with a zone.",
            described: ["ZONE_ID=Replace MY_ZONE_ID with a zone"]),
        // A value in braces whose name is a plain word is one only in braces.
        Case(
            command: "curl https://{region}.example.com", prose: "The region is us-south by default.",
            described: ["region=The region is us-south by default"]),
        Case(
            command: "curl https://{region}.example.com",
            prose: "The region is set. Replace `{region}` with your region.",
            described: ["region=your region"]),
        // A `<x>`'s reading is unchanged by the values beside it.
        Case(
            command: "tool target -r REGION_NAME -g <group>",
            prose: "Replace <group> with the resource group. Replace REGION_NAME with the region.",
            described: ["REGION_NAME=the region", "group=the resource group"]),
        Case(
            command: "tool target -r REGION_NAME -g <group>",
            prose: "Replace <group> with the group and REGION_NAME with the region.",
            described: ["REGION_NAME=the region", "group=the group and REGION_NAME with the region"]),
    ]

    @Test(arguments: notDocumenting)
    func otherWordsDocumentNothing(_ example: Case) throws {
        let runbook = try DialectReadingTests.read(Self.page(example.command, example.prose))
        #expect(Self.described(runbook) == example.described)
    }

    /// Prose may document a value before the command that writes it, and outside any step: the sentences are read
    /// for the page's values once its commands are.
    @Test func aSentenceBeforeTheCommandOrOutsideTheStepDescribesIt() throws {
        let runbook = try DialectReadingTests.read(
            """
            # Values
            {: #values}

            1.  Replace `ZONE_ID` with the zone of your cluster.

                ```sh
                tool zone get ZONE_ID
                ```
                {: pre}

            ## Request
            {: #request}

            Send the request.

            ```sh
            curl https://{instance_id}.example.com/v1
            ```
            {: pre}

            Replace `{instance_id}` with the ID of your instance.
            """)
        #expect(Self.described(runbook) == ["ZONE_ID=the zone of your cluster", "instance_id=the ID of your instance"])
        let instance = try #require(runbook.placeholders.last?.described)
        #expect(instance.location == MarkdownTree.SourceLocation(line: 21, column: 11))
        #expect(instance.section == "request")
    }
}
