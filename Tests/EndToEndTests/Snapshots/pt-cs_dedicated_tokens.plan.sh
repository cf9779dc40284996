#!/usr/bin/env bash
# Gerado pelo docrun a partir de runbooks/ibm-cloud/pt/cs_dedicated_tokens.md: Criando um token do Container Registry para um registro de imagem do IBM Cloud Dedicated
# Valores: defina-os no ambiente; o script para com uma descrição se faltar algum.
# Cada linha de um comando é julgada pelo seu status, como o docrun run a julga; o script para depois de um comando que falhou. Cada comando roda numa função própria, onde exit termina o comando, e as suas opções do shell (set -e, set -u, set -x, set -o pipefail) duram só esse comando.
# shellcheck disable=SC1090,SC2034,SC2320
docrun_line='' docrun_failed=''; shopt -s expand_aliases; set -E; trap '[[ -n $docrun_line || ${FUNCNAME[1]-} != docrun_run ]] || { docrun_line=$LINENO; trap docrun_judge DEBUG; }' ERR
docrun_judge() { local s=$? -; set +x; if [[ -n $docrun_line ]] && (( BASH_LINENO[0] > docrun_line )); then (( s == 0 )) || docrun_failed=${docrun_failed:-$s}; docrun_line=''; trap - DEBUG; fi; }
docrun_end() { local s=${docrun_failed:-$?}; docrun_line='' docrun_failed=''; trap - DEBUG; command rm -f -- "$docrun_file"; (( s == 0 )) || exit "$s"; }
docrun_run() { local -; docrun_file=$(command mktemp 2>/dev/null || TMPDIR=/tmp command mktemp) && { builtin printf 'command rm -f -- %q; ' "$docrun_file"; command cat <&3; } >|"$docrun_file" && . "$docrun_file" 3<&-; }; alias exit=return declare='declare -g' typeset='typeset -g'

# <dedicated_domain>: domínio para seu ambiente do IBM Cloud Dedicated
DOCRUN_DEDICATED_DOMAIN="${DOCRUN_DEDICATED_DOMAIN-example.com}"
[[ ${DOCRUN_DEDICATED_DOMAIN} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_DEDICATED_DOMAIN} != *': '* ]] || { echo "docrun: <dedicated_domain> não pode ser escrito como está no arquivo do passo 7.2: mudaria a estrutura do arquivo ali (docrun run o escreve entre aspas, ou diz por que não pode)" >&2; builtin exit 1; }
# <org_name>: não documentado
: "${DOCRUN_ORG_NAME:?org_name: não documentado}"
# <kubernetes_namespace>: O namespace do Kubernetes do cluster no qual você deseja usar o segredo e implementar contêineres. Execute kubectl get namespaces para listar todos os namespaces em seu cluster.
DOCRUN_KUBERNETES_NAMESPACE="${DOCRUN_KUBERNETES_NAMESPACE-default}"
# <secret_name>: O nome que você deseja usar para seu imagePullSecret.
DOCRUN_SECRET_NAME="${DOCRUN_SECRET_NAME-registry-token}"
[[ ${DOCRUN_SECRET_NAME} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_SECRET_NAME} != *': '* ]] || { echo "docrun: <secret_name> não pode ser escrito como está no arquivo do passo 7.2: mudaria a estrutura do arquivo ali (docrun run o escreve entre aspas, ou diz por que não pode)" >&2; builtin exit 1; }
# <registry_url>: A URL para o registro de imagem no qual o seu namespace está configurado: registry.<dedicated_domain>
DOCRUN_REGISTRY_URL="${DOCRUN_REGISTRY_URL-registry.example.com}"
# <token_value>: O valor do token de registro que você recuperou anteriormente. (secreto: lido do ambiente, nunca escrito aqui)
: "${DOCRUN_TOKEN_VALUE:?token_value: O valor do token de registro que você recuperou anteriormente.}"
# <docker_email>: Se você tiver um, insira seu endereço de e-mail do Docker. Se não tiver um, insira um endereço de e-mail fictício, por exemplo a@b.c. Esse e-mail é obrigatório para criar um segredo do Kubernetes, mas não é usado após a criação.
DOCRUN_DOCKER_EMAIL="${DOCRUN_DOCKER_EMAIL-a@b.c}"
# <pod_name>: O nome do pod que você deseja criar.
DOCRUN_POD_NAME="${DOCRUN_POD_NAME-demo-pod}"
[[ ${DOCRUN_POD_NAME} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_POD_NAME} != *': '* ]] || { echo "docrun: <pod_name> não pode ser escrito como está no arquivo do passo 7.2: mudaria a estrutura do arquivo ali (docrun run o escreve entre aspas, ou diz por que não pode)" >&2; builtin exit 1; }
# <container_name>: O nome do contêiner que você deseja implementar em seu cluster.
DOCRUN_CONTAINER_NAME="${DOCRUN_CONTAINER_NAME-demo}"
[[ ${DOCRUN_CONTAINER_NAME} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_CONTAINER_NAME} != *': '* ]] || { echo "docrun: <container_name> não pode ser escrito como está no arquivo do passo 7.2: mudaria a estrutura do arquivo ali (docrun run o escreve entre aspas, ou diz por que não pode)" >&2; builtin exit 1; }
# <my_namespace>: O namespace no qual sua imagem está armazenada. Para listar os namespaces disponíveis, execute bx cr namespace-list.
DOCRUN_MY_NAMESPACE="${DOCRUN_MY_NAMESPACE-team}"
[[ ${DOCRUN_MY_NAMESPACE} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_MY_NAMESPACE} != *': '* ]] || { echo "docrun: <my_namespace> não pode ser escrito como está no arquivo do passo 7.2: mudaria a estrutura do arquivo ali (docrun run o escreve entre aspas, ou diz por que não pode)" >&2; builtin exit 1; }
# <my_image>: O nome da imagem que você deseja usar. Para listar as imagens disponíveis em uma conta do IBM Cloud, execute bx cr image-list.
DOCRUN_MY_IMAGE="${DOCRUN_MY_IMAGE-hello}"
[[ ${DOCRUN_MY_IMAGE} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_MY_IMAGE} != *': '* ]] || { echo "docrun: <my_image> não pode ser escrito como está no arquivo do passo 7.2: mudaria a estrutura do arquivo ali (docrun run o escreve entre aspas, ou diz por que não pode)" >&2; builtin exit 1; }
# <tag>: A versão da imagem que você deseja usar. Se nenhuma tag for especificada, a imagem identificada como mais recente será usada por padrão.
DOCRUN_TAG="${DOCRUN_TAG-1.0}"
[[ ${DOCRUN_TAG} =~ ^[[:alnum:]_./@%+=~]([[:alnum:]_./@%+=~:\ -]*[[:alnum:]_./@%+=~-])?$ && ${DOCRUN_TAG} != *': '* ]] || { echo "docrun: <tag> não pode ser escrito como está no arquivo do passo 7.2: mudaria a estrutura do arquivo ali (docrun run o escreve entre aspas, ou diz por que não pode)" >&2; builtin exit 1; }

# Passo 1 — Efetue login no ambiente IBM Cloud Dedicated.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
bx login -a api."${DOCRUN_DEDICATED_DOMAIN}"
DOCRUN_COMMAND

# Passo 2 — Solicite um oauth-token para a sessão atual e salve-o como uma variável.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
OAUTH_TOKEN=`bx iam oauth-tokens | awk 'FNR == 2 {print $3 " " $4}'`
DOCRUN_COMMAND

# Passo 3 — Solicite o ID da organização para a sessão atual e salve-o como uma variável.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
ORG_GUID=`bx iam org "${DOCRUN_ORG_NAME}" --guid`
DOCRUN_COMMAND

# Passo 4 — Solicite um token de registro permanente para a sessão atual. Substitua <dedicated_domain> pelo domínio para seu ambiente do IBM Cloud Dedicated. Esse token concede acesso às imagens no namespace atual.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
curl -XPOST -H "Authorization: ${OAUTH_TOKEN}" -H "Organization: ${ORG_GUID}" https://registry."${DOCRUN_DEDICATED_DOMAIN}"/api/v1/tokens?permanent=true
DOCRUN_COMMAND

# Passo 5 — Verifique o segredo do Kubernetes.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
kubectl describe secrets
DOCRUN_COMMAND

# Passo 6 — Crie o segredo do Kubernetes para armazenar suas informações do token.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
kubectl --namespace "${DOCRUN_KUBERNETES_NAMESPACE}" create secret docker-registry "${DOCRUN_SECRET_NAME}"  --docker-server="${DOCRUN_REGISTRY_URL}" --docker-username=token --docker-password="${DOCRUN_TOKEN_VALUE}" --docker-email="${DOCRUN_DOCKER_EMAIL}"
DOCRUN_COMMAND

# Passo 7 — Crie um pod que referencie o imagePullSecret.

# Passo 7.1 — Abra seu editor de texto preferencial e crie um script de configuração de pod que seja chamado mypod.yaml.
# passo manual: faça à mão

# Passo 7.2 — Defina o pod e o imagePullSecret que você deseja usar para acessar o registro. Para usar uma imagem privada de um namespace:
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

# Passo 7.3 — Salve as suas mudanças.
# passo manual: faça à mão

# Passo 7.4 — Crie a implementação em seu cluster.
docrun_run 3<<'DOCRUN_COMMAND'; docrun_end
kubectl apply -f mypod.yaml
DOCRUN_COMMAND
