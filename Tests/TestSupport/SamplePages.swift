/// Pages that test suites of more than one module run.
public enum SamplePages {
    /// One step whose program is not installed (`nosuchprogram-docrun`), with a value to ask.
    public static let missingProgram = """
        # Missing program
        {: #missing}

        1.  Log in.

            ```
            nosuchprogram-docrun login --user <user_name>
            ```
            {: pre}
        """
}
