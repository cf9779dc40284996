#!/usr/bin/env bash
# Généré par docrun depuis runbooks/ibm-cloud/fr/cs_dedicated_tokens.md : Création d'un jeton Container Registry pour un registre d'images IBM Cloud Dedicated
# Valeurs : définissez-les dans l'environnement ; le script s'arrête avec une description s'il en manque une.
# Chaque ligne d'une commande est jugée par son statut, comme docrun run la juge ; le script s'arrête après une commande qui a échoué. Chaque commande s'exécute dans une fonction à elle, où exit termine la commande, et ses options du shell (set -e, set -u, set -x, set -o pipefail) durent le temps de cette commande.
# shellcheck disable=SC1090,SC2034,SC2320
docrun_line='' docrun_failed=''; shopt -s expand_aliases; set -E; trap '[[ -n $docrun_line || ${FUNCNAME[1]-} != docrun_run ]] || { docrun_line=$LINENO; trap docrun_judge DEBUG; }' ERR
docrun_judge() { local s=$? -; set +x; if [[ -n $docrun_line ]] && (( BASH_LINENO[0] > docrun_line )); then (( s == 0 )) || docrun_failed=${docrun_failed:-$s}; docrun_line=''; trap - DEBUG; fi; }
docrun_end() { local s=${docrun_failed:-$?}; docrun_line='' docrun_failed=''; trap - DEBUG; command rm -f -- "$docrun_file"; (( s == 0 )) || exit "$s"; }
docrun_run() { local -; docrun_file=$(command mktemp 2>/dev/null || TMPDIR=/tmp command mktemp) && { builtin printf 'command rm -f -- %q; ' "$docrun_file"; command cat <&3; } >|"$docrun_file" && . "$docrun_file" 3<&-; }; alias exit=return declare='declare -g' typeset='typeset -g'

# <dedicated_domain>: le domaine pour votre environnement IBM Cloud Dedicated
DOCRUN_DEDICATED_DOMAIN="${DOCRUN_DEDICATED_DOMAIN-example.com}"
[[ ${DOCRUN_DEDICATED_DOMAIN} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_DEDICATED_DOMAIN} != *': '* ]] || { echo "docrun : <dedicated_domain> ne peut pas être écrit tel quel dans le fichier de l'étape 7.2 : il changerait la structure du fichier à cet endroit (docrun run l'écrit entre guillemets, ou dit pourquoi il ne peut pas)" >&2; builtin exit 1; }
# <org_name>: non documentée
: "${DOCRUN_ORG_NAME:?org_name: non documentée}"
# <kubernetes_namespace>: Espace de nom Kubernetes de votre cluster dans lequel vous désirez utiliser la valeur confidentielle et déployer des conteneurs. Exécutez la commande kubectl get namespaces pour répertorier tous les espaces de nom dans votre cluster.
DOCRUN_KUBERNETES_NAMESPACE="${DOCRUN_KUBERNETES_NAMESPACE-default}"
# <secret_name>: Nom que vous désirez utiliser pour l'élément imagePullSecret.
DOCRUN_SECRET_NAME="${DOCRUN_SECRET_NAME-registry-token}"
[[ ${DOCRUN_SECRET_NAME} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_SECRET_NAME} != *': '* ]] || { echo "docrun : <secret_name> ne peut pas être écrit tel quel dans le fichier de l'étape 7.2 : il changerait la structure du fichier à cet endroit (docrun run l'écrit entre guillemets, ou dit pourquoi il ne peut pas)" >&2; builtin exit 1; }
# <registry_url>: URL du registre d'images où votre espace de nom est configuré : registry.<dedicated_domain>
DOCRUN_REGISTRY_URL="${DOCRUN_REGISTRY_URL-registry.example.com}"
# <token_value>: Valeur de votre jeton de registre extraite auparavant. (secret : lu dans l'environnement, jamais écrit ici)
: "${DOCRUN_TOKEN_VALUE:?token_value: Valeur de votre jeton de registre extraite auparavant.}"
# <docker_email>: Si vous en avez une, entrez votre adresse e-mail Docker. Si vous n'en avez pas, indiquez une adresse e-mail fictive (par exemple, a@b.c). Cet e-mail est obligatoire pour créer une valeur confidentielle Kubernetes, mais n'est pas utilisé après la création.
DOCRUN_DOCKER_EMAIL="${DOCRUN_DOCKER_EMAIL-a@b.c}"
# <pod_name>: Nom du pod que vous désirez créer.
DOCRUN_POD_NAME="${DOCRUN_POD_NAME-demo-pod}"
[[ ${DOCRUN_POD_NAME} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_POD_NAME} != *': '* ]] || { echo "docrun : <pod_name> ne peut pas être écrit tel quel dans le fichier de l'étape 7.2 : il changerait la structure du fichier à cet endroit (docrun run l'écrit entre guillemets, ou dit pourquoi il ne peut pas)" >&2; builtin exit 1; }
# <container_name>: Nom du conteneur que vous désirez déployer dans votre cluster.
DOCRUN_CONTAINER_NAME="${DOCRUN_CONTAINER_NAME-demo}"
[[ ${DOCRUN_CONTAINER_NAME} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_CONTAINER_NAME} != *': '* ]] || { echo "docrun : <container_name> ne peut pas être écrit tel quel dans le fichier de l'étape 7.2 : il changerait la structure du fichier à cet endroit (docrun run l'écrit entre guillemets, ou dit pourquoi il ne peut pas)" >&2; builtin exit 1; }
# <my_namespace>: Espace de nom sous lequel votre image est stockée. Pour répertorier les espaces de nom disponibles, exécutez la commande bx cr namespace-list.
DOCRUN_MY_NAMESPACE="${DOCRUN_MY_NAMESPACE-team}"
[[ ${DOCRUN_MY_NAMESPACE} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_MY_NAMESPACE} != *': '* ]] || { echo "docrun : <my_namespace> ne peut pas être écrit tel quel dans le fichier de l'étape 7.2 : il changerait la structure du fichier à cet endroit (docrun run l'écrit entre guillemets, ou dit pourquoi il ne peut pas)" >&2; builtin exit 1; }
# <my_image>: Nom de l'image que vous désirez utiliser. Pour répertorier les images disponibles dans un compte IBM Cloud, exécutez la commande bx cr image-list.
DOCRUN_MY_IMAGE="${DOCRUN_MY_IMAGE-hello}"
[[ ${DOCRUN_MY_IMAGE} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_MY_IMAGE} != *': '* ]] || { echo "docrun : <my_image> ne peut pas être écrit tel quel dans le fichier de l'étape 7.2 : il changerait la structure du fichier à cet endroit (docrun run l'écrit entre guillemets, ou dit pourquoi il ne peut pas)" >&2; builtin exit 1; }
# <tag>: Version de l'image que vous désirez utiliser. Si aucune étiquette n'est spécifiée, celle correspondant à latest (la plus récente) est utilisée par défaut.
DOCRUN_TAG="${DOCRUN_TAG-1.0}"
[[ ${DOCRUN_TAG} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_TAG} != *': '* ]] || { echo "docrun : <tag> ne peut pas être écrit tel quel dans le fichier de l'étape 7.2 : il changerait la structure du fichier à cet endroit (docrun run l'écrit entre guillemets, ou dit pourquoi il ne peut pas)" >&2; builtin exit 1; }

# Étape 1 — Connectez-vous à l'environnement IBM Cloud Dedicated.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx login -a api."${DOCRUN_DEDICATED_DOMAIN}"
DOCRUN_COMMAND

# Étape 2 — Extrayez un jeton oauth-token pour la session actuelle et enregistrez-le en tant que variable.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
OAUTH_TOKEN=`bx iam oauth-tokens | awk 'FNR == 2 {print $3 " " $4}'`
DOCRUN_COMMAND

# Étape 3 — Extrayez l'ID de l'organisation pour la session actuelle et enregistrez-le en tant que variable.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
ORG_GUID=`bx iam org "${DOCRUN_ORG_NAME}" --guid`
DOCRUN_COMMAND

# Étape 4 — Extrayez un jeton de registre permanent pour la session actuelle. Remplacez <dedicated_domain> par le domaine pour votre environnement IBM Cloud Dedicated. Ce jeton permet l'accès aux images dans l'espace de nom actuel.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
curl -XPOST -H "Authorization: ${OAUTH_TOKEN}" -H "Organization: ${ORG_GUID}" https://registry."${DOCRUN_DEDICATED_DOMAIN}"/api/v1/tokens?permanent=true
DOCRUN_COMMAND

# Étape 5 — Vérifiez la valeur confidentielle Kubernetes.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
kubectl describe secrets
DOCRUN_COMMAND

# Étape 6 — Créez la valeur confidentielle Kubernetes pour stocker votre information de jeton.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
kubectl --namespace "${DOCRUN_KUBERNETES_NAMESPACE}" create secret docker-registry "${DOCRUN_SECRET_NAME}"  --docker-server="${DOCRUN_REGISTRY_URL}" --docker-username=token --docker-password="${DOCRUN_TOKEN_VALUE}" --docker-email="${DOCRUN_DOCKER_EMAIL}"
DOCRUN_COMMAND

# Étape 7 — Créez un pod référençant l'élément imagePullSecret.

# Étape 7.1 — Ouvrez l'éditeur de texte de votre choix et créez un script de configuration de pod nommé, par exemple, mypod.yaml.
# étape manuelle : à faire à la main

# Étape 7.2 — Définissez le pod et la valeur imagePullSecret que vous désirez utiliser pour accéder au registre. Pour utiliser une image privée d'un espace de nom :
command cat > mypod.yaml <<DOCRUN_EOF || builtin exit
apiVersion: v1
kind: Pod
metadata:
  name: ${DOCRUN_POD_NAME}
spec:
  containers:
    - name: ${DOCRUN_CONTAINER_NAME}
      image: registry.${DOCRUN_DEDICATED_DOMAIN}/${DOCRUN_MY_NAMESPACE}/${DOCRUN_MY_IMAGE}:${DOCRUN_TAG}
  imagePullSecrets:
    - name: ${DOCRUN_SECRET_NAME}
DOCRUN_EOF

# Étape 7.3 — Sauvegardez vos modifications.
# étape manuelle : à faire à la main

# Étape 7.4 — Créez le déploiement dans votre cluster.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
kubectl apply -f mypod.yaml
DOCRUN_COMMAND
