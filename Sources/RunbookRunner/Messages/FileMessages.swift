import Foundation
import RunbookKit

/// What `docrun run` says about its own files: a transcript or a state it will not write, a state it will not use.
extension RunMessages {
    static let fileTexts = RunFileTexts()
    /// The text named `path`.
    public static subscript<T>(dynamicMember path: KeyPath<RunFileTexts, T>) -> T { fileTexts[keyPath: path] }

    /// Why docrun will not write one of its files there, in `language`.
    static func describe(_ refusal: FileRefusal, _ language: Language) -> String {
        switch refusal {
        case .exists(.file), .exists(.other): fileTexts.existsFile(language)
        case .exists(.symlink): fileTexts.existsSymlink(language)
        case .exists(.device): fileTexts.existsDevice(language)
        case .exists(.fifo): fileTexts.existsFIFO(language)
        case .exists(.folder): fileTexts.existsFolder(language)
        case .folderNotPlain: fileTexts.folderNotPlain(language)
        case .noFolder: fileTexts.noFolder(language)
        case .system(let code): String(cString: strerror(code))
        }
    }

    /// What to say about a state that is not used, and why: with `--resume`, the run stops; otherwise it starts over.
    public static func unusableState(
        path: String, problem: StateProblem, resuming: Bool, language: Language
    ) -> String {
        let reason =
            switch problem {
            case .unreadable: fileTexts.stateUnreadable(language)
            case .edited: fileTexts.stateEdited(language)
            case .version(let version): fileTexts.stateVersion(language, ["version": String(version)])
            case .variable(let name): fileTexts.stateVariable(language, ["name": name])
            case .value: fileTexts.stateValue(language)
            case .notRegularFile: fileTexts.stateNotFile(language)
            }
        return (resuming ? fileTexts.stateRefused : fileTexts.stateIgnored)(
            language, ["path": SystemPath.visible(path), "reason": reason])
    }
}

/// The texts of this file, which `RunMessages` serves by name.
public struct RunFileTexts: Sendable {
    let transcriptRefused = Localized(
        en: "docrun: {path}: cannot write the transcript there: {reason}; nothing was run",
        fr: "docrun : {path} : impossible d'y écrire le journal : {reason} ; rien n'a été exécuté",
        pt: "docrun: {path}: não é possível gravar a transcrição ali: {reason}; nada foi executado")
    let stateRefused = Localized(
        en:
            "docrun: {path}: the saved state cannot be used: {reason}; nothing was run (remove the file to start over)",
        fr: "docrun : {path} : l'état enregistré est inutilisable : {reason} ; rien n'a été exécuté (supprimez le "
            + "fichier pour recommencer)",
        pt:
            "docrun: {path}: o estado salvo não pode ser usado: {reason}; nada foi executado (remova o arquivo para "
            + "recomeçar)")
    let stateIgnored = Localized(
        en: "docrun: warning: {path}: the saved state cannot be used: {reason}; it is ignored and will be replaced",
        fr:
            "docrun : avertissement : {path} : l'état enregistré est inutilisable : {reason} ; il est ignoré et sera "
            + "remplacé",
        pt: "docrun: aviso: {path}: o estado salvo não pode ser usado: {reason}; ele é ignorado e será substituído")
    let existsFile = Localized(
        en: "a file is already there (docrun writes only new files)",
        fr: "un fichier s'y trouve déjà (docrun n'écrit que de nouveaux fichiers)",
        pt: "já existe um arquivo ali (o docrun grava apenas arquivos novos)")
    let existsSymlink = Localized(
        en: "it is a symbolic link, which docrun does not follow",
        fr: "c'est un lien symbolique, que docrun ne suit pas", pt: "é um link simbólico, que o docrun não segue")
    let existsDevice = Localized(en: "it is a device", fr: "c'est un périphérique", pt: "é um dispositivo")
    let existsFIFO = Localized(en: "it is a FIFO", fr: "c'est une FIFO", pt: "é um FIFO")
    let existsFolder = Localized(en: "it is a folder", fr: "c'est un dossier", pt: "é uma pasta")
    let folderNotPlain = Localized(
        en: "docrun's folder is not a plain folder (a symbolic link?)",
        fr: "le dossier de docrun n'est pas un simple dossier (un lien symbolique ?)",
        pt: "a pasta do docrun não é uma pasta simples (um link simbólico?)")
    let noFolder = Localized(
        en: "its folder does not exist (docrun does not create it)",
        fr: "son dossier n'existe pas (docrun ne le crée pas)",
        pt: "a pasta dele não existe (o docrun não a cria)")
    let stateUnreadable = Localized(
        en: "it is not a state docrun wrote (not JSON, or not its shape)",
        fr: "ce n'est pas un état écrit par docrun (pas du JSON, ou pas sa forme)",
        pt: "não é um estado gravado pelo docrun (não é JSON, ou não tem a sua forma)")
    let stateEdited = Localized(
        en: "it was changed since docrun wrote it", fr: "il a été modifié depuis que docrun l'a écrit",
        pt: "ele foi alterado desde que o docrun o gravou")
    let stateVersion = Localized(
        en: "it was written by another version of docrun (format {version})",
        fr: "il a été écrit par une autre version de docrun (format {version})",
        pt: "ele foi gravado por outra versão do docrun (formato {version})")
    let stateVariable = Localized(
        en: "'{name}' is not a variable this page's commands set",
        fr: "'{name}' n'est pas une variable que les "
            + "commandes de cette page définissent",
        pt: "'{name}' não é uma variável que os comandos desta página definem")
    let stateValue = Localized(
        en: "a value holds a line break or a NUL byte", fr: "une valeur contient un saut de ligne ou un octet NUL",
        pt: "um valor contém uma quebra de linha ou um byte NUL")
    let stateNotFile = Localized(
        en: "it is not a regular file", fr: "ce n'est pas un fichier ordinaire", pt: "não é um arquivo comum")
}
