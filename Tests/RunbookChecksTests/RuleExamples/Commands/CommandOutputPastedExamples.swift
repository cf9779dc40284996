@testable import RunbookChecks

extension CommandOutputPastedRule: RuleWithExamples {
    static let examples = RuleExamples(
        triggering: [
            """
            # List apps

            ```sh
            ↓$ ibmcloud ce app list
            Name    Status   URL
            myapp   Ready    https://myapp.example.com
            ```
            {: pre}
            """,
            """
            # Log in

            ```sh
            ↓$ ibmcloud login --sso
            ```
            {: pre}
            """,
            """
            # Project

            ```text
            ↓Getting project 'demo'...
            OK

            Name:      demo
            Region:    us-south
            ```
            {: pre}
            """,
            """
            # Configure

            ```yaml
            ↓apiVersion: v1
            kind: Pod
            ```
            {: pre}
            """,
            """
            # Configure

            ```terraform
            ↓locals {
              region = "us-south"
            }
            ```
            {: pre}
            """,
            """
            # Configure

            ```
            ↓kind: ConfigMap
            data:
              region: us-south
            ```
            {: pre}

            ```
            {
              ↓"region": "us-south"
            }
            ```
            {: pre}
            """,
            """
            # Check

            ```sh
            ↓kubectl get pods
            NAME     READY   STATUS
            web-1    1/1     Running
            ```
            {: pre}
            """,
            """
            # Show the version

            ```sh
            ↓widgetctl version
            Version: 2.4.1
            ```
            {: pre}

            ```sh
            ↓kubectl get configmap app-settings -o yaml
            apiVersion: v1
            kind: ConfigMap
            ```
            {: pre}
            """,
        ],
        nonTriggering: [
            """
            # Commands

            ```sh
            # list the apps, then show one
            ibmcloud ce app list
            echo "Name:    demo" && echo OK
            cat <<EOF > status.txt
            Name:     demo
            Status:   Ready
            EOF
            : "${REGION:?set REGION first}"
            echo "NAME    STATUS" \\
              OK
            ```
            {: pre}

            ```sh
            widgetctl create --data {
              Name: demo
            }
            ```
            {: pre}
            """,
            """
            # Provision

            ```terraform
            terraform init
            terraform plan -out plan.tfplan
            ```
            {: pre}

            ```go
            go run ./cmd/server --port 8080
            ```
            {: pre}
            """,
        ])
}
