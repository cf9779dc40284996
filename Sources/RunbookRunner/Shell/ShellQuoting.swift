/// Quoting text as a single shell word.
public enum ShellQuoting {
    /// `text` as one bash word that is never expanded: `'…'`, each `'` written `'\''`.
    public static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
