import Foundation
import TestSupport
import Testing

/// `docrun list` and `docrun check` on shapes writers use that the seed pages do not: what a user reads of the page.
@Suite struct WriterShapesTests {
    static func list(_ page: String) throws -> ProcessResult {
        try DocrunProcess.run(["list", "-"], stdin: page)
    }

    /// `{: pre}` after a blank line, directly above its fence, makes the fence a command, as kramdown renders it; the
    /// check reports nothing, as it reports nothing for that list.
    @Test func attributeListAboveTheFence() throws {
        let page = "# Build\n\n1. Build the image:\n\n   {: pre}\n   ```\n   tool build\n   ```\n"
        let listed = try Self.list(page)
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("step 1  @3 Build the image:\n    $ tool build  @7\n"), "\(listed.stdout)")
        let checked = try DocrunProcess.run(["check", "-"], stdin: page)
        #expect(checked.status == 0)
        #expect(checked.stdout == "0 errors, 0 warnings in 1 page\n")
    }

    /// A terminal copy whose command goes on after a line that ends with `|` or `&&`, or opens a loop, without `\\` or
    /// continuation prompts, is one command, as bash reads it; what it printed is its output.
    @Test func terminalCommandsThatGoOnWithoutABackslash() throws {
        let page = """
            # Count

            1. Count the files:

               ```
               $ ls /srv |
                 wc -l
               3
               $ for d in a b; do
                   echo "$d"
                 done
               a
               b
               ```
               {: pre}

            """
        let listed = try Self.list(page)
        #expect(listed.status == 0)
        #expect(
            listed.stdout.contains(
                "    $ ls /srv |  @6\n        wc -l\n    example output, 1 line, of command 1  @8\n"
                    + "    $ for d in a b; do  @9\n"), "\(listed.stdout)")
        #expect(listed.stdout.contains("example output, 2 lines, of command 2  @12\n"), "\(listed.stdout)")
    }

    /// What a placeholder is described as, in the shapes of tables, definitions, bullets and sentences.
    @Test func descriptionsAreTheWritersWords() throws {
        let page = """
            # Create

            1. Create the bucket and set `<pods>` to the number of pods and run:

               ```
               tool create <bucket> --pods <pods> --expires <date> --zone <zone>
               ```
               {: pre}

               | Value | Required? | Default | What it is |
               |---|---|---|---|
               | `<bucket>` | Yes | | The bucket's name. |

               `<date>`
               :   The expiry date.
               :   Use the format `YYYY-MM-DD`.

               - `<zone>`\u{A0}: la zone\u{A0};

            """
        let listed = try Self.list(page)
        #expect(listed.status == 0)
        for line in [
            "  <bucket>  required\n      The bucket's name.\n", "  <pods>  required\n      the number of pods\n",
            "  <date>  required\n      The expiry date. Use the format YYYY-MM-DD.\n",
            "  <zone>  required\n      la zone\n",
        ] {
            #expect(listed.stdout.contains(line), "\(line) in \(listed.stdout)")
        }
    }
}
