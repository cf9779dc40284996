#!/usr/bin/env bash
# Généré par docrun depuis runbooks/ibm-cloud/fr/registry_access.md : Automatisation de l'accès à IBM Cloud Container Registry
# Valeurs : définissez-les dans l'environnement ; le script s'arrête avec une description s'il en manque une.
# Chaque ligne d'une commande est jugée par son statut, comme docrun run la juge ; le script s'arrête après une commande qui a échoué. Chaque commande s'exécute dans une fonction à elle, où exit termine la commande, et ses options du shell (set -e, set -u, set -x, set -o pipefail) durent le temps de cette commande.
# shellcheck disable=SC1090,SC2034,SC2320
docrun_line='' docrun_failed=''; shopt -s expand_aliases; set -E; trap '[[ -n $docrun_line || ${FUNCNAME[1]-} != docrun_run ]] || { docrun_line=$LINENO; trap docrun_judge DEBUG; }' ERR
docrun_judge() { local s=$? -; set +x; if [[ -n $docrun_line ]] && (( BASH_LINENO[0] > docrun_line )); then (( s == 0 )) || docrun_failed=${docrun_failed:-$s}; docrun_line=''; trap - DEBUG; fi; }
docrun_end() { local s=${docrun_failed:-$?}; docrun_line='' docrun_failed=''; trap - DEBUG; command rm -f -- "$docrun_file"; (( s == 0 )) || exit "$s"; }
docrun_run() { local -; docrun_file=$(command mktemp 2>/dev/null || TMPDIR=/tmp command mktemp) && { builtin printf 'command rm -f -- %q; ' "$docrun_file"; command cat <&3; } >|"$docrun_file" && . "$docrun_file" 3<&-; }; alias exit=return declare='declare -g' typeset='typeset -g'

# <your_apikey>: votre clé d'API (secret : lu dans l'environnement, jamais écrit ici)
: "${DOCRUN_YOUR_APIKEY:?your_apikey: votre clé d\'API}"
# <registry_url>: l'URL du registre où sont définis vos espaces de nom
DOCRUN_REGISTRY_URL="${DOCRUN_REGISTRY_URL-registry.ng.bluemix.net}"
# <token_id>: l'ID du jeton concerné
DOCRUN_TOKEN_ID="${DOCRUN_TOKEN_ID-58669dd6-3ddd-5c78-99f9-ad0a5aabd9ad}"
# <token_value>: la valeur de jeton que vous avez extraite à l'étape précédente (docrun run la tire de la sortie de l'étape 1@88 : définissez-la d'après cette sortie) (secret : lu dans l'environnement, jamais écrit ici)
: "${DOCRUN_TOKEN_VALUE:?token_value: la valeur de jeton que vous avez extraite à l\'étape précédente (docrun run la tire de la sortie de l\'étape 1@88 : définissez-la d\'après cette sortie)}"

# Étape 1 — Utilisez la clé d'API pour vous connecter à votre registre en exécutant la commande Docker suivante. Remplacez <your_apikey> par votre clé d'API et <registry_url> par l'URL du registre où sont définis vos espaces de nom.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
docker login -u iamapikey -p "${DOCRUN_YOUR_APIKEY}" "${DOCRUN_REGISTRY_URL}"
DOCRUN_COMMAND

# Étape 1 — Créez un jeton. L'exemple suivant créé un jeton n'expirant pas et doté d'un accès en lecture et écriture à tous les espaces de nom configurés dans une région.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cr token-add --description "This is a token" --non-expiring --readwrite
DOCRUN_COMMAND

# Étape 2 — Vérifiez que le jeton a été créé.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cr token-list
DOCRUN_COMMAND

# Étape 1 — Connectez-vous à IBM Cloud.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx login
DOCRUN_COMMAND

# Étape 2 — Répertoriez tous les jetons dans votre compte IBM Cloud et notez l'ID du jeton que vous voulez utiliser.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cr token-list
DOCRUN_COMMAND

# Étape 3 — Extrayez la valeur de jeton de ce jeton. Remplacez <token_id> par l'ID du jeton concerné.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cr token-get "${DOCRUN_TOKEN_ID}"
DOCRUN_COMMAND

# Étape 4 — Utilisez le jeton avec votre commande docker login. Remplacez la valeur de <token_value> par la valeur de jeton que vous avez extraite à l'étape précédente et la valeur de <registry_url> par l'URL du registre où sont configurés vos espaces de nom.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
docker login -u token -p "${DOCRUN_TOKEN_VALUE}" "${DOCRUN_REGISTRY_URL}"
DOCRUN_COMMAND

# Étape 1 — Connectez-vous à IBM Cloud.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx login
DOCRUN_COMMAND

# Étape 2 — Répertoriez tous les jetons dans votre compte IBM Cloud et notez l'ID du jeton que vous voulez utiliser.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cr token-list
DOCRUN_COMMAND

# Étape 3 — Supprimez le jeton.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cr token-rm "${DOCRUN_TOKEN_ID}"
DOCRUN_COMMAND
