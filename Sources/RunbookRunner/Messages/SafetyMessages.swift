import RunbookKit

/// What `docrun run` says when a command breaks its shell or runs too long, when docrun is stopped by a signal, and
/// when `--resume` must run again a step whose credential it did not keep.
extension RunMessages {
    static let safetyTexts = RunSafetyTexts()
    /// The text named `path`.
    public static subscript<T>(dynamicMember path: KeyPath<RunSafetyTexts, T>) -> T { safetyTexts[keyPath: path] }
}

/// The texts of this file, which `RunMessages` serves by name.
public struct RunSafetyTexts: Sendable {
    let sessionDied = Localized(
        en: "✗ this command ended docrun's shell ({how}); a new shell starts with the variables and folder saved "
            + "after the last step that passed",
        fr: "✗ cette commande a arrêté le shell de docrun ({how}) ; un nouveau shell démarre avec les variables et "
            + "le dossier enregistrés après la dernière étape réussie",
        pt: "✗ este comando encerrou o shell do docrun ({how}); um novo shell começa com as variáveis e a pasta "
            + "salvas após o último passo que passou")
    let bashExited = Localized(
        en: "bash exited with status {status}", fr: "bash s'est terminé avec le code {status}",
        pt: "o bash saiu com o código {status}")
    let bashKilled = Localized(
        en: "bash was killed by signal {signal}", fr: "bash a été tué par le signal {signal}",
        pt: "o bash foi morto pelo sinal {signal}")
    let bashStopped = Localized(
        en: "the command did not stop, so docrun ended its shell",
        fr: "la commande ne s'arrêtait pas, docrun a donc arrêté son shell",
        pt: "o comando não parava, então o docrun encerrou o seu shell")
    let sessionInterfered = Localized(
        en:
            "✗ this command interfered with docrun's shell (an answer that was not docrun's: '{seen}'); a new shell "
            + "starts with the variables and folder saved after the last step that passed",
        fr: "✗ cette commande a perturbé le shell de docrun (une réponse qui n'était pas celle de docrun : "
            + "'{seen}') ; un nouveau shell démarre avec les variables et le dossier enregistrés après la dernière "
            + "étape réussie",
        pt: "✗ este comando interferiu no shell do docrun (uma resposta que não era do docrun: '{seen}'); um novo "
            + "shell começa com as variáveis e a pasta salvas após o último passo que passou")
    let tampered = Localized(
        en: "✗ this command changed what docrun's shell relies on ({what}); docrun undid it and counts the step "
            + "as failed",
        fr: "✗ cette commande a modifié ce dont dépend le shell de docrun ({what}) ; docrun l'a annulé et compte "
            + "l'étape comme échouée",
        pt: "✗ este comando alterou aquilo de que o shell do docrun depende ({what}); o docrun desfez isso e conta "
            + "o passo como falho")
    let timedOut = Localized(
        en: "✗ stopped: the step ran longer than {limit} (--timeout)",
        fr: "✗ arrêtée : l'étape a duré plus de {limit} (--timeout)",
        pt: "✗ interrompido: o passo durou mais de {limit} (--timeout)")
    let stoppedBySignal = Localized(
        en: "docrun: stopped by {signal}: the running step's processes were ended and the state is saved",
        fr: "docrun : arrêté par {signal} : les processus de l'étape en cours ont été arrêtés et l'état est "
            + "enregistré",
        pt: "docrun: interrompido por {signal}: os processos do passo em execução foram encerrados e o estado foi "
            + "salvo")
    /// One variable, which holds a credential or is set by a command that uses one (`credentialReruns` for several).
    let credentialRerun = Localized(
        en: "Later steps use {names}, which step {setter} sets; docrun did not keep it (it may hold a credential), so "
            + "step {setter} runs again first.",
        fr: "Des étapes suivantes utilisent {names}, que l'étape {setter} définit ; docrun ne l'a pas gardée (elle "
            + "peut contenir un identifiant secret), l'étape {setter} est donc exécutée de nouveau d'abord.",
        pt: "Passos seguintes usam {names}, que o passo {setter} define; o docrun não a guardou (pode conter uma "
            + "credencial), então o passo {setter} é executado de novo primeiro.")
    let credentialReruns = Localized(
        en: "Later steps use {names}, which step {setter} sets; docrun did not keep them (they may hold a "
            + "credential), so step {setter} runs again first.",
        fr: "Des étapes suivantes utilisent {names}, que l'étape {setter} définit ; docrun ne les a pas gardées (elles "
            + "peuvent contenir un identifiant secret), l'étape {setter} est donc exécutée de nouveau d'abord.",
        pt: "Passos seguintes usam {names}, que o passo {setter} define; o docrun não as guardou (podem conter uma "
            + "credencial), então o passo {setter} é executado de novo primeiro.")
    /// A secret an earlier step's output gave (the state keeps none): that step runs again to give it once more.
    let secretOutputRerun = Localized(
        en: "The output of step {setter} gave {names}, which later steps use; docrun keeps no secret, so step "
            + "{setter} runs again first.",
        fr: "La sortie de l'étape {setter} a donné {names}, que des étapes suivantes utilisent ; docrun ne garde aucun "
            + "secret, l'étape {setter} est donc exécutée de nouveau d'abord.",
        pt: "A saída do passo {setter} deu {names}, que passos seguintes usam; o docrun não guarda segredos, então o "
            + "passo {setter} é executado de novo primeiro.")
    let credentialQuestion = Localized(
        en: "Run step {steps} again? [Y/n] ", fr: "Exécuter de nouveau l'étape {steps} ? [O/n] ",
        pt: "Executar o passo {steps} de novo? [S/n] ")
    let credentialNoTerminal = Localized(
        en:
            "docrun: {path}: those steps must run again and there is no terminal to ask; nothing was run (add --yes "
            + "to let them run, or run without --resume)",
        fr: "docrun : {path} : ces étapes doivent être exécutées de nouveau et aucun terminal ne permet de le "
            + "demander ; rien n'a été exécuté (ajoutez --yes pour l'accepter, ou lancez sans --resume)",
        pt:
            "docrun: {path}: esses passos precisam ser executados de novo e não há terminal para perguntar; nada foi "
            + "executado (acrescente --yes para permitir, ou execute sem --resume)")
    let secretTooShort = Localized(
        en: "{name} is a secret: its value must be at least 4 characters long (docrun cannot hide a shorter one)",
        fr: "{name} est un secret : sa valeur doit compter au moins 4 caractères (docrun ne peut pas masquer une "
            + "valeur plus courte)",
        pt: "{name} é um segredo: o valor deve ter pelo menos 4 caracteres (o docrun não consegue ocultar um valor "
            + "mais curto)")
}
