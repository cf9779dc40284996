@testable import RunbookChecks

extension ShellVariableUnsetRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # Call the API

            ```sh
            curl -H "Authorization: Bearer ↓$TOKEN" https://api.example.com/v1/apps
            ```
            {: pre}
            """,
            """
            # Use the region

            ```sh
            export REGION=us-south
            ```
            {: pre}

            ```sh
            ibmcloud target -r "${REGION}" -g ↓${GROUP}
            ```
            {: pre}
            """,
            """
            # A prefix sets a variable for its command alone

            ```sh
            KUBECONFIG=./admin.yml kubectl get nodes
            ```
            {: pre}

            ```sh
            echo "↓$KUBECONFIG"
            ```
            {: pre}
            """,
            """
            # What a subshell or a pipeline sets is gone when it ends

            ```sh
            (cd app && export APP_ID=$(cat id.txt))
            ibmcloud resource service-key key1 --output json | read -r KEY_JSON
            ```
            {: pre}

            ```sh
            echo "↓$APP_ID" "↓$KEY_JSON"
            ```
            {: pre}
            """,
            """
            # Arithmetic in a subshell or a pipeline assigns there alone

            ```sh
            ( (( RETRIES = 3 )) )
            let WAIT=10 | tee wait.log
            ```
            {: pre}

            ```sh
            acme deploy --retries "↓$RETRIES" --wait "↓$WAIT"
            ```
            {: pre}
            """,
            """
            # What a subshell sets is gone when it ends, in its own block too

            ```sh
            (cd app && APP_ID=$(cat id.txt)); echo "↓$APP_ID"
            ( (( RETRIES = 3 )) ); acme deploy --retries "↓$RETRIES"
            echo "$(TOKEN=abc; echo ok)" "↓$TOKEN"
            acme service-key key1 | read -r KEY_JSON; echo "↓$KEY_JSON"
            ```
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Install

            1. Set the folder.

               Pour Windows :

               ```
               $env:TOOL_HOME = "C:\\tool"; Get-ChildItem -Path $env:TOOL_HOME
               ```
               {: pre}
            """,
            """
            # Set, then use

            ```sh
            TOKEN=$(ibmcloud iam oauth-tokens --output json | jq -r .iam_token)
            ```
            {: pre}

            ```sh
            for app in one two; do echo "$app $TOKEN $HOME"; done
            read -r -p "name? " NAME && echo "$NAME"
            echo "${REGION:-us-south}" "${ZONE:=dal10}" "$ZONE" "${KEY:?set KEY first}"
            awk '{print $1}' list.txt
            cat <<'EOF'
            $NOT_EXPANDED
            EOF
            ```
            {: pre}
            """,
            """
            # A variable the page tests for

            ```sh
            if [ -z "${IBMCLOUD_API_KEY}" ]; then echo "Set IBMCLOUD_API_KEY first"; exit 1; fi
            ibmcloud login --apikey "$IBMCLOUD_API_KEY"
            [[ -n $REGION ]] && ibmcloud target -r "$REGION"
            test -z "$ZONE" || echo "$ZONE"
            ```
            {: pre}
            """,
            """
            # A subshell uses what it sets; a group and a loop's input keep the shell

            ```sh
            (ID=$(cat id.txt); echo "$ID") && { read -r NAME; } < name.txt
            echo "$(TOKEN=abc; echo "$TOKEN")" && { (( LIMIT = 3 )); } && echo "$LIMIT"
            acme service-key key1 | { read -r KEY_JSON; echo "$KEY_JSON"; }
            while read -r ZONE; do LAST=$ZONE; done < zones.txt
            { (( COUNT = 3 )); } && (( WAIT = COUNT * 10 ))
            ```
            {: pre}

            ```sh
            echo "$NAME $LAST $COUNT $WAIT"
            ```
            {: pre}
            """,
            """
            # What a block evaluates may set anything, in the same block too

            ```sh
            eval "$(minikube docker-env)" && echo "$DOCKER_HOST"
            ```
            {: pre}
            """,
        ],
        details: """
            A variable counts as set by `X=…` (also after `export`, `declare`, `local`, `readonly`), `read`, \
            `mapfile`, `for`, `printf -v`, `wait -p`, `${X:=…}` and arithmetic (`let X=1`, `((X += 2))`); not by `X=… command`, which sets it for that command alone. \
            What a subshell sets counts in that subshell alone: bash forgets it when the subshell ends, for the rest of \
            its block too (`( … )`, `$(…)`, any command of a pipeline of two or more, such as `… | read -r X`, and a \
            list run in the background with `&`), however it is set (`( (( X = 1 )) )`); such a variable's message \
            says so ("the page sets it only in a subshell, which bash forgets when it ends"). \
            A variable a command tests for (`[ -z "$X" ]`, `[[ -n $X ]]`, `test -z "$X"`) is one the page knows may be \
            unset: it is not reported, there or later. \
            After `source`, `.` or `eval`, which may set anything, nothing more is reported, in the same block too.
            """)
}
