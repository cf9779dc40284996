import Testing

@testable import RunbookKit

@Suite struct HTMLTextTests {
    @Test func namedReferences() {
        #expect(HTMLText.decodeEntities("&lt;name&gt; &amp; &quot;x&quot; &apos;y&apos;") == "<name> & \"x\" 'y'")
        #expect(HTMLText.decodeEntities("a&nbsp;b") == "a\u{A0}b")
        #expect(
            HTMLText.decodeEntities("&eacute;&egrave;&agrave;&ccedil;&atilde;&otilde;&ecirc;&ocirc;")
                == "éèàçãõêô")
        #expect(
            HTMLText.decodeEntities("&aacute;&iacute;&oacute;&uacute;&uuml;&Eacute;&Agrave;&Ccedil;")
                == "áíóúüÉÀÇ")
        #expect(
            HTMLText.decodeEntities("&mdash;&ndash;&hellip;&rsquo;&lsquo;&ldquo;&rdquo;&copy;&reg;&trade;")
                == "—–…’‘“”©®™")
        #expect(HTMLText.decodeEntities("&laquo; &raquo; &oelig; &ast;&lowbar;&grave;") == "« » œ *_`")
    }

    @Test func numericReferences() {
        #expect(HTMLText.decodeEntities("caf&#233; caf&#xE9; caf&#Xe9;") == "café café café")
        #expect(HTMLText.decodeEntities("&#60;x&#62;") == "<x>")
        #expect(HTMLText.decodeEntities("&#128512;") == "😀")
        // Browsers read 128–159 as Windows-1252: Word's curly quote.
        #expect(HTMLText.decodeEntities("it&#146;s") == "it’s")
    }

    @Test func referencesThatAreNotCharactersStayAsWritten() {
        let kept = [
            "&unknown;", "&lt", "AT&T", "a & b", "&;", "&#;", "&#x;", "&#0;", "&#xD800;", "&#99999999999999;",
            "&#129;", "&verylongname;", "&", "&#", "&#x",
        ]
        for text in kept {
            #expect(HTMLText.decodeEntities(text) == text)
        }
    }

    @Test func decodingIsOnePass() {
        #expect(HTMLText.decodeEntities("&amp;lt;") == "&lt;")
    }

    @Test func textWithoutAmpersandIsReturnedAsIs() {
        let text = "kubectl get pods -n <namespace> é"
        #expect(HTMLText.decodeEntities(text) == text)
    }

    @Test func plainTextOfAPreBlockIsACommand() {
        let html =
            "<pre><code>kubectl --namespace &lt;kubernetes_namespace&gt; get pods\n"
            + "docker login -u token -p &lt;token_value&gt;</code></pre>"
        #expect(
            HTMLText.plainText(fromHTML: html)
                == "kubectl --namespace <kubernetes_namespace> get pods\ndocker login -u token -p <token_value>")
    }

    @Test func plainTextWritesVarsAsPlaceholders() {
        let html = "<code>login -u <var class=\"keyword varname\">user_name</var> -p <VARNAME>pass</VARNAME></code>"
        #expect(HTMLText.plainText(fromHTML: html) == "login -u <user_name> -p <pass>")
    }

    @Test func varsWrittenWithTheirBracketsAreOnePlaceholder() {
        let html = "a <var>&lt;region&gt;</var> b <var>&lt;x</var> c <var><</var> d <var>n&gt;</var>"
        #expect(HTMLText.plainText(fromHTML: html) == "a <region> b <<x> c <<> d <n>>")
    }

    @Test func plainTextTurnsBreaksIntoNewlines() {
        #expect(HTMLText.plainText(fromHTML: "a<br>b<br/>c<BR />d</br>e") == "a\nb\nc\nd\ne")
    }

    @Test func plainTextKeepsSourceLineBreaksAndSpaces() {
        #expect(HTMLText.plainText(fromHTML: "  a\r\n\tb  \n\nc") == "  a\r\n\tb  \n\nc")
    }

    @Test func plainTextDropsTagsAndCommentsButKeepsRawPlaceholders() {
        let html = "<code>cat <file_name> | grep <b>x</b><!-- note --> &amp;&amp; echo a < b</code>"
        #expect(HTMLText.plainText(fromHTML: html) == "cat <file_name> | grep x && echo a < b")
    }

    @Test func plainTextMakesNoBreakSpacesPlainSpaces() {
        #expect(HTMLText.plainText(fromHTML: "ls&nbsp;-l") == "ls -l")
    }

    @Test func plainTextOfTruncatedMarkupKeepsTheText() {
        #expect(HTMLText.plainText(fromHTML: "echo <b") == "echo <b")
        #expect(HTMLText.plainText(fromHTML: "echo <!-- x") == "echo <!-- x")
        #expect(HTMLText.plainText(fromHTML: "echo <span title=\"x") == "echo <span title=\"x")
    }
}
