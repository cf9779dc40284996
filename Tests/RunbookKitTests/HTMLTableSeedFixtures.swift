// Tables quoted from the seed pages (/work/shared/seeds, the user's own documents), byte for byte.
// Lines longer than the 120-column limit are wrapped with a trailing `\`, which Swift removes.

/// The seeds' HTML tables, each with the page position where its text starts.
enum SeedTables {
    /// A fixture: the region's text and the page line and column where it starts.
    struct Region {
        let text: String
        let line: Int
        let column: Int
    }

    /// 000, lines 81-111: French (cs_dedicated_tokens, 2018), table 1: stray `</li></ul>` after accents.
    static let seed000Table1 = Region(text: seed000Table1Text, line: 81, column: 5)

    /// 002, lines 78-108: English (cs_dedicated_tokens, 2017), table 1: stray `</li></ul>` in a cell.
    static let seed002Table1 = Region(text: seed002Table1Text, line: 78, column: 5)

    /// 002, lines 129-158: English (cs_dedicated_tokens, 2017), table 2: the `<my_image>` row has no `<tr>`.
    static let seed002Table2 = Region(text: seed002Table2Text, line: 129, column: 9)

    /// 003, lines 95-113: French (registry_access, 2017): cells written with markdown backticks.
    static let seed003Flags = Region(text: seed003FlagsText, line: 95, column: 5)

    /// 004, lines 403-419: French (cs_cli_install, 2018): lists in cells, a `</tr>` ending an open `<td>`.
    static let seed004Types = Region(text: seed004TypesText, line: 403, column: 1)

    /// 004, lines 440-481: French (cs_cli_install, 2018): `<table summary-"…">`, `<p>` in `<li>`.
    static let seed004Tokens = Region(text: seed004TokensText, line: 440, column: 5)

    /// 004, lines 508-522: French (cs_cli_install, 2018): tabs in the indentation, keyref in `summary`.
    static let seed004Account = Region(text: seed004AccountText, line: 508, column: 5)

    /// 004, lines 676-706: French (cs_cli_install, 2018): `</br></br>` inside an `<li>`.
    static let seed004Refresh = Region(text: seed004RefreshText, line: 676, column: 5)
}

private let seed000Table1Text = """
    <table>
        <caption>Description des composantes de cette commande</caption>
        <thead>
        <th colspan=2><img src="images/idea.png" alt="Icône Idée"/> Description des composantes de cette commande</th>
        </thead>
        <tbody>
        <tr>
        <td><code>--namespace &lt;kubernetes_namespace&gt;</code></td>
        <td>Obligatoire. Espace de nom Kubernetes de votre cluster dans lequel vous désirez utiliser la valeur confidentie\
    lle et déployer des conteneurs. Exécutez la commande <code>kubectl get namespaces</code> pour répertorier tous les esp\
    aces de nom dans votre cluster.</td>
        </tr>
        <tr>
        <td><code>&lt;secret_name&gt;</code></td>
        <td>Obligatoire. Nom que vous désirez utiliser pour l'élément imagePullSecret.</td>
        </tr>
        <tr>
        <td><code>--docker-server &lt;registry_url&gt;</code></td>
        <td>Obligatoire. URL du registre d'images où votre espace de nom est configuré : registry.&lt;dedicated_domain&gt;\
    </li></ul></td>
        </tr>
        <tr>
        <td><code>--docker-username &lt;docker_username&gt;</code></td>
        <td>Obligatoire. Nom d'utilisateur pour connexion à votre registre privé.</td>
        </tr>
        <tr>
        <td><code>--docker-password &lt;token_value&gt;</code></td>
        <td>Obligatoire. Valeur de votre jeton de registre extraite auparavant.</td>
        </tr>
        <tr>
        <td><code>--docker-email &lt;docker-email&gt;</code></td>
        <td>Obligatoire. Si vous en avez une, entrez votre adresse e-mail Docker. Si vous n'en avez pas, indiquez une adre\
    sse e-mail fictive (par exemple, a@b.c). Cet e-mail est obligatoire pour créer une valeur confidentielle Kubernetes, m\
    ais n'est pas utilisé après la création.</td>
        </tr>
        </tbody></table>
    """

private let seed002Table1Text = """
    <table>
        <caption>Table 1. Understanding this command's components</caption>
        <thead>
        <th colspan=2><img src="images/idea.png" alt="Idea icon"/> Understanding this command's components</th>
        </thead>
        <tbody>
        <tr>
        <td><code>--namespace &lt;kubernetes_namespace&gt;</code></td>
        <td>Required. The Kubernetes namespace of your cluster where you want to use the secret and deploy containers to\
    . Run <code>kubectl get namespaces</code> to list all namespaces in your cluster.</td>
        </tr>
        <tr>
        <td><code>&lt;secret_name&gt;</code></td>
        <td>Required. The name that you want to use for your imagePullSecret.</td>
        </tr>
        <tr>
        <td><code>--docker-server &lt;registry_url&gt;</code></td>
        <td>Required. The URL to the image registry where your namespace is set up: registry.&lt;dedicated_domain&gt;</li>\
    </ul></td>
        </tr>
        <tr>
        <td><code>--docker-username &lt;docker_username&gt;</code></td>
        <td>Required. The user name to log in to your private registry.</td>
        </tr>
        <tr>
        <td><code>--docker-password &lt;token_value&gt;</code></td>
        <td>Required. The value of your registry token that you retrieved earlier.</td>
        </tr>
        <tr>
        <td><code>--docker-email &lt;docker-email&gt;</code></td>
        <td>Required. If you have one, enter your Docker email address. If you do not have one, enter a fictional email ad\
    dress, as for example a@b.c. This email is mandatory to create a Kubernetes secret, but is not used after creation.</t\
    d>
        </tr>
        </tbody></table>
    """

private let seed002Table2Text = """
    <table>
            <caption>Table 2. Understanding the YAML file components</caption>
            <thead>
            <th colspan=2><img src="images/idea.png"/> Understanding the YAML file components</th>
            </thead>
            <tbody>
            <tr>
            <td><code>&lt;pod_name&gt;</code></td>
            <td>The name of the pod that you want to create.</td>
            </tr>
            <tr>
            <td><code>&lt;container_name&gt;</code></td>
            <td>The name of the container that you want to deploy to your cluster.</td>
            </tr>
            <tr>
            <td><code>&lt;my_namespace&gt;</code></td>
            <td>The namespace where your image is stored. To list available namespaces, run `bx cr namespace-list`.</td>
            </tr>
            <td><code>&lt;my_image&gt;</code></td>
            <td>The name of the image that you want to use. To list available images in an {{site.data.keyword.Bluemix_not\
    m}} account, run <code>bx cr image-list</code>.</td>
            </tr>
            <tr>
            <td><code>&lt;tag&gt;</code></td>
            <td>The version of the image that you want to use. If no tag is specified, the image that is tagged <strong>la\
    test</strong> is used by default.</td>
            </tr>
            <tr>
            <td><code>&lt;secret_name&gt;</code></td>
            <td>The name of the imagePullSecret that you created earlier.</td>
            </tr>
            </tbody></table>
    """

private let seed003FlagsText = """
    <table>
            <thead>
            <th colspan=2><img src="images/idea.png" alt="light bulb icon"/> Description des composantes de cette commande\
    </th>
            </thead>
            <tbody>
            <tr>
            <td>`--description`</td>
            <td>Facultatif. Utilisez cette option pour décrire votre jeton afin qu'il soit plus facilement identifiable pl\
    us tard.</td>
            </tr>
            <tr>
            <td>`--non-expiring`</td>
            <td>Facultatif. Utilisez cette option pour créer un jeton n'expirant pas. Si vous ne spécifiez pas cette optio\
    n, il devient périmé au bout de 24 heures. <br> **Conseil :** afin de bloquer l'accès à vos espaces de nom, prenez soi\
    n de retirer un jeton qui n'expire pas quand vous n'en avez plus besoin.</td>
            </tr>
            <tr>
            <td>`--readwrite`</td>
            <td>Facultatif. Utilisez cette option pour créer un jeton permettant aux utilisateurs d'envoyer (par command\
    e push) des images à vos espaces de nom et d'en extraire (par commande pull). Si vous ne spécifiez pas cette option, l\
    e jeton ne peut être utilisé que pour extraire des images (commande pull).</td>
            </tr>
            </tbody>
            </table>
    """

private let seed004TypesText = """
    <table>
    <caption>Types d'ID et options</caption>
    <thead>
    <th>ID {{site.data.keyword.Bluemix_notm}}</th>
    <th>Mes options</th>
    </thead>
    <tbody>
    <tr>
    <td>ID non fédéré</td>
    <td><ul><li><strong>Nom d'utilisateur et mot de passe {{site.data.keyword.Bluemix_notm}} :</strong> vous pouvez suivr\
    e la procédure indiquée dans cette rubrique pour automatiser complètement la création de votre jeton d'accès IAM.</li>
    <li><strong>Générez une clé d'API {{site.data.keyword.Bluemix_notm}} :</strong> en guise d'alternative à l'utilisatio\
    n du nom d'utilisateur et du mot de passe {{site.data.keyword.Bluemix_notm}}, vous pouvez <a href="../iam/apikeys.html\
    #manapikey" target="_blank">utiliser des clés d'API {{site.data.keyword.Bluemix_notm}}</a>. Les clés d'API {{site.data\
    .keyword.Bluemix_notm}} dépendent du compte {{site.data.keyword.Bluemix_notm}} pour lequel elles ont été générées. Vou\
    s ne pouvez pas combiner votre clé d'API {{site.data.keyword.Bluemix_notm}} avec un autre ID de compte dans le même je\
    ton IAM. Pour accéder aux clusters créés avec un compte autre que celui sur lequel votre clé d'API {{site.data.keyword\
    .Bluemix_notm}} est basée, vous devez vous connecter au compte pour générer une nouvelle clé d'API. </li></ul></tr>
    <tr>
    <td>ID fédéré</td>
    <td><ul><li><strong>Générez une clé d'API {{site.data.keyword.Bluemix_notm}} :</strong> <a href="../iam/apikeys.html#m\
    anapikey" target="_blank"> les clés d'API {{site.data.keyword.Bluemix_notm}}</a> dépendent du compte {{site.data.keywo\
    rd.Bluemix_notm}} pour lequel elles ont été générées. Vous ne pouvez pas combiner votre clé d'API {{site.data.keyword.\
    Bluemix_notm}} avec un autre ID de compte dans le même jeton IAM. Pour accéder aux clusters créés avec un compte autr\
    e que celui sur lequel votre clé d'API {{site.data.keyword.Bluemix_notm}} est basée, vous devez vous connecter au comp\
    te pour générer une nouvelle clé d'API. </li><li><strong>Utilisez un code d'accès à usage unique : </strong> si vous v\
    ous authentifiez auprès d'{{site.data.keyword.Bluemix_notm}} en utilisant un code d'accès à usage unique, vous ne pouv\
    ez pas automatiser complètement la création de votre jeton IAM car l'extraction de ce code d'accès nécessite une inter\
    action manelle avec votre navigateur Web. Pour automatiser complètement la création de votre jeton IAM, vous devez cré\
    er une clé d'API {{site.data.keyword.Bluemix_notm}} à la place. </ul></td>
    </tr>
    </tbody>
    </table>
    """

private let seed004TokensText = """
    <table summary-"Input parameters to retrieve tokens">
        <caption>Paramètres d'entrée pour obtenir les jetons</caption>
        <thead>
            <th>Paramètres d'entrée</th>
            <th>Valeurs</th>
        </thead>
        <tbody>
        <tr>
        <td>En-tête</td>
        <td><ul><li>Content-Type:application/x-www-form-urlencoded</li> <li>Authorization: Basic Yng6Yng=<p><strong>Remarq\
    ue</strong> : <code>Yng6Yng=</code> est égal à l'autorisation codée dans l'URL correspondant au nom d'utilisateur <str\
    ong>bx</strong> et au mot de passe <strong>bx</strong>.</p></li></ul>
        </td>
        </tr>
        <tr>
        <td>Corps pour le nom d'utilisateur et le mot de passe {{site.data.keyword.Bluemix_notm}}</td>
        <td><ul><li>grant_type: password</li>
        <li>response_type: cloud_iam uaa</li>
        <li>username: <em>&lt;username&gt;</em></li>
        <li>password: <em>&lt;password&gt;</em></li>
        <li>uaa_client_ID: cf</li>
        <li>uaa_client_secret:</li></ul>
        <strong>Remarque</strong> : ajoutez la clé <code>uaa_client_secret</code> sans spécifier de valeur.</td>
        </tr>
        <tr>
        <td>Corps pour les clés d'API {{site.data.keyword.Bluemix_notm}}</td>
        <td><ul><li>grant_type: urn:ibm:params:oauth:grant-type:apikey</li>
        <li>response_type: cloud_iam uaa</li>
        <li>apikey: <em>&lt;api_key&gt;</em></li>
        <li>uaa_client_ID: cf</li>
        <li>uaa_client_secret:</li></ul>
        <strong>Remarque</strong> : ajoutez la clé <code>uaa_client_secret</code> sans spécifier de valeur.</td>
        </tr>
        <tr>
        <td>Corps pour le code d'accès à usage unique {{site.data.keyword.Bluemix_notm}}</td>
        <td><ul><li>grant_type: urn:ibm:params:oauth:grant-type:passcode</li>
        <li>response_type: cloud_iam uaa</li>
        <li>passcode: <em>&lt;passcode&gt;</em></li>
        <li>uaa_client_ID: cf</li>
        <li>uaa_client_secret:</li></ul>
        <strong>Remarque</strong> : ajoutez la clé <code>uaa_client_secret</code> sans spécifier de valeur.</td>
        </tr>
        </tbody>
        </table>
    """

private let seed004AccountText = """
    <table summary="Paramètres d'entrée pour obtenir l'ID du compte {{site.data.keyword.Bluemix_notm}}">
        <caption>Paramètres d'entrée pour obtenir un ID de compte {{site.data.keyword.Bluemix_notm}}</caption>
        <thead>
      \t<th>Paramètres d'entrée</th>
      \t<th>Valeurs</th>
        </thead>
        <tbody>
      \t<tr>
      \t\t<td>En-têtes</td>
      \t\t<td><ul><li>Content-Type: application/json</li>
          <li>Authorization: bearer &lt;iam_token&gt;</li>
          <li>Accept: application/json</li></ul></td>
      \t</tr>
        </tbody>
        </table>
    """

private let seed004RefreshText = """
    <table summary="Paramètres d'entrée pour le nouveau jeton IAM">
        <caption>Paramètres d'entrée pour un nouveau jeton IAM</caption>
        <thead>
        <th>Paramètres d'entrée</th>
        <th>Valeurs</th>
        </thead>
        <tbody>
        <tr>
        <td>En-tête</td>
        <td><ul><li>Content-Type: application/x-www-form-urlencoded</li>
          <li>Authorization: Basic Yng6Yng=</br></br><strong>Remarque :</strong> <code>Yng6Yng=</code> est égal à l'autori\
    sation codée dans l'URL correspondant au nom d'utilisateur <strong>bx</strong> et au mot de passe <strong>bx</strong>.\
    </li></ul></td>
        </tr>
        <tr>
        <td>Corps lorsque vous utilisez le jeton d'actualisation</td>
        <td><ul><li>grant_type: refresh_token</li>
        <li>response_type: cloud_iam uaa</li>
        <li>refresh_token: <em>&lt;iam_refresh_token&gt;</em></li>
        <li>uaa_client_ID: cf</li>
        <li>uaa_client_secret:</li>
        <li>bss_account: <em>&lt;account_ID&gt;</em></li></ul><strong>Remarque</strong> : ajoutez la clé <code>uaa_client_\
    secret</code> sans spécifier de valeur.</td>
        </tr>
        <tr>
          <td>Corps lorsque vous utilisez la clé d'API {{site.data.keyword.Bluemix_notm}}</td>
          <td><ul><li>grant_type: <code>urn:ibm:params:oauth:grant-type:apikey</code></li>
        <li>response_type: cloud_iam uaa</li>
        <li>apikey: <em>&lt;api_key&gt;</em></li>
        <li>uaa_client_ID: cf</li>
            <li>uaa_client_secret:</li></ul><strong>Remarque :</strong> ajoutez la clé <code>uaa_client_secret</code> san\
    s spécifier de valeur.</td>
        </tr>
        </tbody>
        </table>
    """
