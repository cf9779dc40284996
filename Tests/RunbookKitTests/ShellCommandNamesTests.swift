import RunbookKit
import Testing

/// The command names the shell lexer finds: what `docrun run`'s preflight looks for on PATH.
@Suite struct ShellCommandNamesTests {
    @Test(arguments: [
        ("bx login -a api.<dedicated_domain>", ["bx"]),
        ("OAUTH_TOKEN=`bx iam oauth-tokens | awk 'FNR == 2 {print $3 \" \" $4}'`", ["bx", "awk"]),
        ("ORG_GUID=$(bx iam org <org_name> --guid) && curl -H \"x: ${ORG_GUID}\" https://h/", ["bx", "curl"]),
        ("X=1 Y=2 kubectl get pods 2>&1 | grep Running; echo done", ["kubectl", "grep", "echo"]),
        ("if true; then docker ps; fi", ["true", "docker"]),
        ("sudo apt-get install -y jq\nenv A=1 B=2 helm version\nsudo -u me ls", ["sudo", "apt-get", "env", "helm"]),
        ("cat <<EOF > f\nnot a command\nEOF\n# comment cmd\n'quoted' arg", ["cat", "'quoted'"]),
        ("echo ${X} next", ["echo"]),
    ])
    func commandNames(command: String, expected: [String]) {
        #expect(ShellScanner.commandNames(in: command) == expected)
    }
}
