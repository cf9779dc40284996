#!/usr/bin/env bash
# Généré par docrun depuis runbooks/ibm-cloud/fr/cs_cli_install.md : Configuration de l'interface CLI et de l'API
# Valeurs : définissez-les dans l'environnement ; le script s'arrête avec une description s'il en manque une.
# Chaque ligne d'une commande est jugée par son statut, comme docrun run la juge ; le script s'arrête après une commande qui a échoué. Chaque commande s'exécute dans une fonction à elle, où exit termine la commande, et ses options du shell (set -e, set -u, set -x, set -o pipefail) durent le temps de cette commande.
# shellcheck disable=SC1090,SC2034,SC2320
docrun_line='' docrun_failed=''; shopt -s expand_aliases; set -E; trap '[[ -n $docrun_line || ${FUNCNAME[1]-} != docrun_run ]] || { docrun_line=$LINENO; trap docrun_judge DEBUG; }' ERR
docrun_judge() { local s=$? -; set +x; if [[ -n $docrun_line ]] && (( BASH_LINENO[0] > docrun_line )); then (( s == 0 )) || docrun_failed=${docrun_failed:-$s}; docrun_line=''; trap - DEBUG; fi; }
docrun_end() { local s=${docrun_failed:-$?}; docrun_line='' docrun_failed=''; trap - DEBUG; command rm -f -- "$docrun_file"; (( s == 0 )) || exit "$s"; }
docrun_run() { local -; docrun_file=$(command mktemp 2>/dev/null || TMPDIR=/tmp command mktemp) && { builtin printf 'command rm -f -- %q; ' "$docrun_file"; command cat <&3; } >|"$docrun_file" && . "$docrun_file" 3<&-; }; alias exit=return declare='declare -g' typeset='typeset -g'

# $KUBECONFIG (étape 5.3) : aucune étape ne la définit ; le script utilise celle de l'environnement, vide s'il n'en a pas.
# <image_name>: non documentée
DOCRUN_IMAGE_NAME="${DOCRUN_IMAGE_NAME-docrun-cli}"
# <cluster_name_or_ID>: non documentée
DOCRUN_CLUSTER_NAME_OR_ID="${DOCRUN_CLUSTER_NAME_OR_ID-mycluster}"

# Étape 1 — Comme condition prérequise pour le plug-in IBM Cloud Kubernetes Service, installez l'interface CLI d'IBM Cloud (https://clis.ng.bluemix.net/ui/home.html). Le préfixe pour l'exécution de commandes via l'interface CLI d'IBM Cloud est bx.
# étape manuelle : à faire à la main

# Étape 2 — Connectez-vous à l'interface CLI d'IBM Cloud. A l'invite, entrez vos données d'identification IBM Cloud.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx login
DOCRUN_COMMAND

# Étape 3 — Pour créer des clusters Kubernetes et gérer les noeuds worker, installez le plug-in IBM Cloud Kubernetes Service. Le préfixe pour l'exécution de commandes via le plug-in IBM Cloud Kubernetes Service est bx.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin install container-service -r Bluemix
DOCRUN_COMMAND
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin list
DOCRUN_COMMAND

# Étape 4 — Pour afficher une version locale du tableau de bord Kubernetes et déployer des applications dans vos clusters, installez l'interface CLI de Kubernetes (https://kubernetes.io/docs/tasks/tools/install-kubectl/). Le préfixe pour l'exécution de commandes via l'interface CLI de Kubernetes est kubectl.

# Étape 4.1 — Téléchargez la version major.minor de l'interface CLI Kubernetes qui correspond à la version major.minor que vous envisagez d'utiliser. La version actuelle par défaut de Kubernetes d'IBM Cloud Kubernetes Service est la version 1.9.7. Remarque : Si vous utilisez une version d'interface CLI kubectl qui ne correspond pas au moins à la version major.minor de vos clusters, vous risquez d'obtenir des résultats inattendus. Assurez-vous de maintenir votre cluster Kubernetes et les versions de l'interface CLI à jour.
# étape manuelle : à faire à la main
#   • OS X :   https://storage.googleapis.com/kubernetes-release/release/v1.9.7/bin/darwin/amd64/kubectl
#   • Linux :   https://storage.googleapis.com/kubernetes-release/release/v1.9.7/bin/linux/amd64/kubectl
#   • Windows :    https://storage.googleapis.com/kubernetes-release/release/v1.9.7/bin/windows/amd64/kubectl.exe

# Étape 4.2 — Pour OS X et Linux, procédez comme suit :

# Étape 4.2.1 — Déplacez le fichier exécutable vers le répertoire /usr/local/bin.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
mv /filepath/kubectl /usr/local/bin/kubectl
DOCRUN_COMMAND

# Étape 4.2.2 — Vérifiez que /usr/local/bin est listé dans votre variable système PATH. La variable PATH contient tous les répertoires où votre système d'exploitation peut trouver des fichiers exécutables. Les répertoires mentionnés dans la variable PATH ont des objets différents. /usr/local/bin stocke les fichiers exécutables de logiciels qui ne font pas partie du système d'exploitation et qui ont été installés manuellement par l'administrateur système.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
echo $PATH
DOCRUN_COMMAND

# Étape 4.2.3 — Rendez le fichier exécutable.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
chmod +x /usr/local/bin/kubectl
DOCRUN_COMMAND

# Étape 4.3 — Pour Windows : Installez l'interface CLI Kubernetes dans le même répertoire que l'interface CLI IBM Cloud. Cette configuration vous évite diverses modifications de chemin de fichier lorsque vous exécuterez des commandes plus tard.
# ignorée sous Linux : pour Windows uniquement

# Étape 5 — Pour gérer un référentiel d'images privé, installez le plug-in Container Registry. Utilisez ce plug-in pour mettre en place votre propre espace de nom dans un registre d'images privé à service partagé, haute disponibilité et évolutif, hébergé par IBM, et pour stocker et partager des images Docker avec d'autres utilisateurs. Des images Docker sont requises pour pouvoir déployer des conteneurs dans un cluster. Le préfixe pour l'exécution de commandes de registre est bx cr.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin install container-registry -r Bluemix
DOCRUN_COMMAND
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin list
DOCRUN_COMMAND

# Étape 6 — Pour générer des images locales et les envoyer par commande push vers votre espace de nom du registre, installez Docker (https://www.docker.com/community-edition#/download). Si vous utilisez Windows 8 ou version antérieure, vous pouvez installer à la place la trousse Docker Toolbox (https://docs.docker.com/toolbox/toolbox_install_windows/). L'interface CLI de Docker est utilisée pour générer des images d'applications. Le préfixe pour l'exécution de commandes via l'interface CLI de Docker est docker.
# étape manuelle : à faire à la main

# Étape 1 — Créez une image à partir du fichier Dockerfile fourni.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
docker build -t "${DOCRUN_IMAGE_NAME}" https://raw.githubusercontent.com/IBM-Cloud/kube-samples/master/install-clis-container/Dockerfile
DOCRUN_COMMAND

# Étape 2 — Déployez l'image localement en tant que conteneur et montez un volume pour accéder aux fichiers locaux.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
docker run -it -v /local/path:/container/volume "${DOCRUN_IMAGE_NAME}"
DOCRUN_COMMAND

# Étape 3 — Commencez par exécuter les commandes bx cs et kubectl à partir de l'interpréteur de commandes interactif. Si vous créez des données que vous voulez sauvegarder, enregistrez-les sur le volume que vous avez monté. Lorsque vous quittez l'interpréteur de commandes, le conteneur s'arrête.
# étape manuelle : à faire à la main

# Étape 1 — Connectez-vous à l'interface CLI d'IBM Cloud. A l'invite, entrez vos données d'identification IBM Cloud. Pour stipuler une région IBM Cloud, incluez son noeud final d'API.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx login
DOCRUN_COMMAND

# Étape 2 — Sélectionnez un compte IBM Cloud. Si vous êtes affecté à plusieurs organisations IBM Cloud, sélectionnez celle dans laquelle le cluster a été créé. Les clusters sont spécifiques à une organisation, mais sont indépendants d'un espace IBM Cloud. Vous n'avez donc pas besoin de sélectionner un espace.
# étape manuelle : à faire à la main

# Étape 3 — Pour créer ou accéder à des clusters Kubernetes dans une région IBM Cloud autre que celle que vous aviez sélectionnée auparavant, exécutez la commande bx cs region-set.
# étape manuelle : à faire à la main

# Étape 4 — Répertoriez tous les clusters du compte pour obtenir le nom du cluster.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cs clusters
DOCRUN_COMMAND

# Étape 5 — Définissez le cluster que vous avez créé comme contexte de cette session. Effectuez ces étapes de configuration à chaque fois que vous utilisez votre cluster.

# Étape 5.1 — Obtenez la commande permettant de définir la variable d'environnement et téléchargez les fichiers de configuration Kubernetes.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cs cluster-config "${DOCRUN_CLUSTER_NAME_OR_ID}"
DOCRUN_COMMAND

# Étape 5.2 — Copiez et collez la commande qui s'affiche sur votre terminal pour définir la variable d'environnement KUBECONFIG.
# étape manuelle : à faire à la main

# Étape 5.3 — Vérifiez que la variable d'environnement KUBECONFIG est correctement définie.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
echo $KUBECONFIG
DOCRUN_COMMAND

# Étape 6 — Vérifiez que les commandes kubectl fonctionnent correctement avec votre cluster en vérifiant la version du serveur CLI de Kubernetes.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
kubectl version  --short
DOCRUN_COMMAND

# Étape 1 — Mettez à jour l'interface de ligne de commande IBM Cloud. Téléchargez la version la plus récente (https://clis.ng.bluemix.net/ui/home.html) et exécutez le programme d'installation.
# étape manuelle : à faire à la main

# Étape 2 — Connectez-vous à l'interface CLI d'IBM Cloud. A l'invite, entrez vos données d'identification IBM Cloud. Pour stipuler une région IBM Cloud, incluez son noeud final d'API.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx login
DOCRUN_COMMAND

# Étape 3 — Mettez à jour le plug-in IBM Cloud Kubernetes Service.

# Étape 3.1 — Installez la mise à jour à partir du référentiel de plug-in IBM Cloud.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin update container-service -r Bluemix
DOCRUN_COMMAND

# Étape 3.2 — Vérifiez l'installation du plug-in en exécutant la commande suivante et en vérifiant la liste des plug-in installés.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin list
DOCRUN_COMMAND

# Étape 3.3 — Initialisez l'interface CLI.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx cs init
DOCRUN_COMMAND

# Étape 4 — Mettez à jour l'interface CLI Kubernetes (§ Installation de l'interface de ligne de commande).
# étape manuelle : à faire à la main

# Étape 5 — Mettez à jour le plug-in Container Registry.

# Étape 5.1 — Installez la mise à jour à partir du référentiel de plug-in IBM Cloud.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin update container-registry -r Bluemix
DOCRUN_COMMAND

# Étape 5.2 — Vérifiez l'installation du plug-in en exécutant la commande suivante et en vérifiant la liste des plug-in installés.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin list
DOCRUN_COMMAND

# Étape 6 — Mettez à jour Docker.
# étape manuelle : à faire à la main
#   • Si vous utilisez Docker Community Edition, démarrez Docker, cliquez sur l'icône Docker, puis sur Check for updates.
#   • Si vous utilisez Docker Toolbox, téléchargez la version la plus récente (https://docs.docker.com/toolbox/toolbox_install_windows/) et exécutez le programme d'installation.

# Étape 1 — Désinstallez le plug-in IBM Cloud Kubernetes Service.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin uninstall container-service
DOCRUN_COMMAND

# Étape 2 — Désinstallez le plug-in Container Registry.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin uninstall container-registry
DOCRUN_COMMAND

# Étape 3 — Vérifiez que les plug-ins ont bien été désinstallés en exécutant la commande suivante et en examinant la liste des plug-in installés.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx plugin list
DOCRUN_COMMAND

# Étape 4 — Désinstallez Docker. Les instructions de désinstallation de Docker varient selon le système d'exploitation utilisé.
# étape manuelle : à faire à la main
#   • OS X (https://docs.docker.com/docker-for-mac/#uninstall-or-reset)
#   • Linux (https://docs.docker.com/engine/installation/linux/docker-ce/ubuntu/#uninstall-docker-ce)
#   • Windows (https://docs.docker.com/toolbox/toolbox_install_windows/#how-to-uninstall-toolbox)

# Étape 1 — Créez votre jeton d'accès IAM (Identity and Access Management). Les informations de corps contenues dans votre demande varient en fonction de la méthode d'authentification IBM Cloud que vous utilisez. Remplacez les valeurs suivantes :
# étape manuelle : à faire à la main
#   • <username> : votre nom d'utilisateur IBM Cloud.
#   • <password> : votre mot de passe IBM Cloud.
#   • <api_key> : votre clé d'API IBM Cloud.
#   • <passcode> : votre code d'accès à usage unique IBM Cloud. Exécutez la commande bx login --sso et suivez les instructions de la sortie de l'interface CLI pour extraire votre code d'accès à usage unique en utilisant votre navigateur Web.
#   • Exemple :
#   • Pour spécifier une région IBM Cloud, examinez les abréviations de régions utilisées dans les noeuds finaux d'API.
#   • Exemple de sortie d'API :
#   • Le jeton IAM figure dans la zone access_token de la sortie de votre API. Notez la valeur du jeton IAM pour extraire des informations d'en-tête supplémentaires dans les étapes suivantes.
#   POST https://iam.<region>.bluemix.net/oidc/token
#   POST https://iam.ng.bluemix.net/oidc/token

# Étape 2 — Extrayez l'ID du compte IBM Cloud dans lequel a été créé le cluster. Remplacez <iam_token> par le jeton IAM extrait à l'étape précédente.
# étape manuelle : à faire à la main
#   Exemple de sortie d'API :
#   L'ID de votre compte IBM Cloud figure dans la zone resources/metadata/guid de la sortie de votre API.
#   GET https://accountmanagement.<region>.bluemix.net/v1/accounts

# Étape 3 — Générez un nouveau jeton IAM comprenant vos données d'identification IBM Cloud et l'ID du compte sur lequel a été créé le cluster. Remplacez <account_ID> par l'ID du compte IBM Cloud que vous avez récupéré à l'étape précédente.
# étape manuelle : à faire à la main
#   Remarque : si vous utilisez une clé d'API IBM Cloud, vous devez utiliser l'ID du compte IBM Cloud pour lequel a été créée la clé d'API. Pour accéder aux clusters figurant dans un autre compte, connectez-vous à ce compte et créez une clé d'API IBM Cloud basée sur ce compte.
#   Exemple :
#   Pour spécifier une région IBM Cloud, examinez les abréviations de régions utilisées dans les noeuds finaux d'API.
#   Exemple de sortie d'API :
#   Le jeton IAM figure dans la zone access_token et le jeton d'actualisation IAM dans la zone refresh_token.
#   POST https://iam.<region>.bluemix.net/oidc/token
#   POST https://iam.ng.bluemix.net/oidc/token

# Étape 4 — Répertoriez tous les clusters Kubernetes dans votre compte. Utilisez les informations extraites auparavant pour construire vos informations d'en-tête.
# étape manuelle : à faire à la main
#   GET https://containers.bluemix.net/v1/clusters

# Étape 5 — Examinez la documentation de l'API IBM Cloud Kubernetes Service (https://containers.bluemix.net/swagger-api) pour la liste des API prises en charge.
# étape manuelle : à faire à la main

# Étape 1 — Générez un nouveau jeton IAM en utilisant le jeton d'actualisation ou la clé d'API IBM Cloud.
# étape manuelle : à faire à la main
#   Exemple de sortie d'API :
#   Votre nouveau jeton IAM figure dans la zone access_token et le jeton d'actualisation IAM dans la zone refresh_token de la sortie d'API.
#   POST https://iam.bluemix.net/identity/token

# Étape 2 — Continuez à travailler avec la documentation d'API IBM Cloud Kubernetes Service (https://us-south.containers.bluemix.net/swagger-api) en utilisant le jeton de l'étape précédente.
# étape manuelle : à faire à la main
