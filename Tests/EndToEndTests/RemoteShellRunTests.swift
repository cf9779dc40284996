import Foundation
import Testing

/// `docrun run` and the script `docrun plan --format sh` makes never run locally what a page types in a shell opened
/// in a pod: the doubles' log and the folder show what ran.
@Suite struct RemoteShellRunTests {
    static let page = """
        # Inspecter le pod

        1. Ouvrez un shell dans le pod.

           ```
           kubectl exec -it monpod -- /bin/bash
           ```
           {: pre}

        2. Videz le cache.

           ```
           touch typed-in-the-pod
           ```
           {: pre}

        3. Quittez le pod.

           ```
           exit
           ```
           {: pre}

        4. Vérifiez le pod.

           ```
           kubectl get pods
           ```
           {: pre}
        """

    @Test func runDoesItByHand() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let result = try sandbox.run(["--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.calls().map(\.line) == ["kubectl get pods"])
        #expect(sandbox.file("typed-in-the-pod") == nil)
        #expect(result.stdout.contains("  $ touch typed-in-the-pod"))
        #expect(result.stdout.contains("à saisir dans le shell que l'étape 1 ouvre"), "\(result.stdout)")
    }

    @Test func theScriptLeavesThemAsComments() throws {
        let sandbox = try RunSandbox(page: Self.page)
        let result = try sandbox.runPlanScript()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.calls().map(\.line) == ["kubectl get pods"])
        #expect(sandbox.file("typed-in-the-pod") == nil)
    }
}
