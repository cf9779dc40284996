import RunbookKit

/// What `docrun run --resume` says when the page or its folder changed since the state was saved.
extension RunMessages {
    static let resumeTexts = RunResumeTexts()
    /// The text named `path`.
    public static subscript<T>(dynamicMember path: KeyPath<RunResumeTexts, T>) -> T { resumeTexts[keyPath: path] }

    /// The counted lines of a change, in the order they are said.
    static let resumeCounts = [
        resumeTexts.stepsAdded, resumeTexts.stepsRemoved, resumeTexts.commandsChanged, resumeTexts.textsChanged,
        resumeTexts.stepsRenumbered,
    ]
}

/// The texts of this file, which `RunMessages` serves by name.
public struct RunResumeTexts: Sendable {
    /// For a state saved before docrun kept each step's digests: what changed cannot be told.
    let resumePageChanged = Localized(
        en: "{path} changed since the last run saved its state: the step to resume at may have moved.",
        fr: "{path} a changé depuis que la dernière exécution a enregistré son état : l'étape où reprendre a pu "
            + "bouger.",
        pt: "{path} mudou desde que a última execução salvou o estado: o passo onde retomar pode ter mudado.")
    let resumeStepsChanged = Localized(
        en: "{path} changed since the last run saved its state:",
        fr: "{path} a changé depuis que la dernière exécution a enregistré son état :",
        pt: "{path} mudou desde que a última execução salvou o estado:")
    let resumeStepsSame = Localized(
        en: "{path} changed since the last run saved its state, but none of its steps did.",
        fr: "{path} a changé depuis que la dernière exécution a enregistré son état, mais aucune de ses étapes.",
        pt: "{path} mudou desde que a última execução salvou o estado, mas nenhum dos seus passos mudou.")
    let stepsAdded = Plural(
        en: "{count} step added: {steps}", "{count} steps added: {steps}",
        fr: "{count} étape ajoutée : {steps}", "{count} étapes ajoutées : {steps}",
        pt: "{count} passo adicionado: {steps}", "{count} passos adicionados: {steps}")
    /// By the numbers the steps had; the other lines give the numbers now.
    let stepsRemoved = Plural(
        en: "{count} step removed (numbered {steps} before)", "{count} steps removed (numbered {steps} before)",
        fr: "{count} étape supprimée (numérotée {steps} avant)", "{count} étapes supprimées (numérotées {steps} avant)",
        pt: "{count} passo removido (numerado {steps} antes)", "{count} passos removidos (numerados {steps} antes)")
    let commandsChanged = Plural(
        en: "{count} step whose commands changed: {steps}", "{count} steps whose commands changed: {steps}",
        fr: "{count} étape dont les commandes ont changé : {steps}",
        "{count} étapes dont les commandes ont changé : {steps}",
        pt: "{count} passo cujos comandos mudaram: {steps}", "{count} passos cujos comandos mudaram: {steps}")
    let textsChanged = Plural(
        en: "{count} step whose text changed: {steps}", "{count} steps whose text changed: {steps}",
        fr: "{count} étape dont le texte a changé : {steps}", "{count} étapes dont le texte a changé : {steps}",
        pt: "{count} passo cujo texto mudou: {steps}", "{count} passos cujo texto mudou: {steps}")
    let stepsRenumbered = Plural(
        en: "{count} step renumbered: {steps}", "{count} steps renumbered: {steps}",
        fr: "{count} étape renumérotée : {steps}", "{count} étapes renumérotées : {steps}",
        pt: "{count} passo renumerado: {steps}", "{count} passos renumerados: {steps}")
    let resumeTargetSame = Localized(
        en: "Step {id}, where the run stopped, did not change.",
        fr: "L'étape {id}, où l'exécution s'est arrêtée, n'a pas changé.",
        pt: "O passo {id}, onde a execução parou, não mudou.")
    let resumeTargetChanged = Localized(
        en: "Step {id}, where the run stopped, changed.", fr: "L'étape {id}, où l'exécution s'est arrêtée, a changé.",
        pt: "O passo {id}, onde a execução parou, mudou.")
    let resumeTargetMoved = Localized(
        en: "Step {id}, where the run stopped, is now step {now}.",
        fr: "L'étape {id}, où l'exécution s'est arrêtée, est maintenant l'étape {now}.",
        pt: "O passo {id}, onde a execução parou, agora é o passo {now}.")
    let resumeTargetGone = Localized(
        en:
            "Step {id}, where the run stopped, is no longer on the page: the run would resume at the first step that "
            + "did not pass.",
        fr:
            "L'étape {id}, où l'exécution s'est arrêtée, n'est plus sur la page : la reprise se ferait à la première "
            + "étape qui n'a pas réussi.",
        pt: "O passo {id}, onde a execução parou, não está mais na página: a retomada seria no primeiro passo que "
            + "não passou.")
    let resumeFolderGone = Localized(
        en: "The folder the last run was in is gone: {path}.",
        fr: "Le dossier où se trouvait la dernière exécution n'existe plus : {path}.",
        pt: "A pasta em que a última execução estava não existe mais: {path}.")
    let resumeAnyway = Localized(
        en: "Resume anyway, in {path}? [y/N] ", fr: "Reprendre quand même, dans {path} ? [o/N] ",
        pt: "Retomar mesmo assim, em {path}? [s/N] ")
    let resumeRefused = Localized(
        en: "docrun: {path}: not resumed; run it without --resume to start over",
        fr: "docrun : {path} : pas de reprise ; lancez-la sans --resume pour recommencer",
        pt: "docrun: {path}: não retomado; execute sem --resume para recomeçar")
}
