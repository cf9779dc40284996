/// docrun's version: the one place it is written. `docrun --version` prints it; a release changes it here.
public enum DocrunVersion {
    /// The version, as `docrun --version` prints it.
    public static let current = "0.9.0"
}
