import MarkdownTree

/// The names of `{: codeblock}` files: each takes the name its own step gives it, before the block or just after it
/// ("Save the file as `pvc.yaml`"); a block whose step names no file may borrow a name, when the page is read, from the
/// step's earlier prose, its earlier siblings or its parent, one that docrun can tell fits what it holds and that no
/// other file block of the page has.
extension StepAssembler {
    /// Names file `index` of step `draft`, just read, from the step's prose before it since the last file that prose
    /// named (latest first); else the prose after it may name it, and, that failing, it may borrow a name.
    mutating func nameFile(_ index: Int, in draft: Int) {
        let prose = drafts[draft].prose
        let own = prose[drafts[draft].namedThrough...].reversed()
        let file = drafts[draft].files[index]
        if let (name, adds) = FileNameFinder.name(
            in: Array(own), content: file.text, info: file.info, names: { fileNames(in: $0) })
        {
            give(name, to: index, in: draft)
            // "Add the following to your `config.json` file": a snippet to merge, shown, never written over the file.
            if adds { drafts[draft].files[index].kind = .snippet }
            drafts[draft].namedThrough = prose.count
        } else if !prose.contains(where: { FileNameFinder.namesOtherPath($0.text) }) {
            // A step that names a path docrun reads as no file name ("Copy this into `/etc/hosts`") means that one:
            // its block takes no name (it is shown, not written).
            drafts[draft].awaitingName = index
            borrowers.append((draft, index, prose.count))
        }
    }

    /// Names the file step `draft` awaits a name for from `text`, a paragraph of the step after that file that says to
    /// save it ("Save the file as `x`": one that only mentions a file, "It uses `Node.js`", names it not).
    mutating func nameFromProseAfter(_ prose: ProseText, in draft: Int) {
        let text = prose.text
        // A paragraph that ends with a colon leads into what follows ("Then save `b.yaml`:").
        guard let index = drafts[draft].awaitingName,
            text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) != ":"
        else { return }
        let file = drafts[draft].files[index]
        if FileNameFinder.saysToSave(text),
            let name = FileNameFinder.name(
                in: [prose], content: file.text, info: file.info, names: { fileNames(in: $0) })?.name
        {
            give(name, to: index, in: draft)
            drafts[draft].namedThrough = drafts[draft].prose.count
        } else if FileNameFinder.namesOtherPath(text) {
            borrowers.removeAll { $0.draft == draft && $0.file == index }
        } else {
            return
        }
        drafts[draft].awaitingName = nil
    }

    /// The names `text` gives (`FileNameFinder.names(in:)`), read once for the page.
    ///
    /// A step's prose is searched for each of its file blocks and, borrowed, for the later steps' blocks. The names are
    /// kept by the text, or by the paragraph for one whose code spans count, which alone they depend on: they cannot go
    /// stale.
    private mutating func fileNames(in prose: ProseText) -> [FileNameFinder.Name] {
        guard FileNameFinder.mayName(prose.text) else { return [] }
        // A paragraph whose code spans may bound a name with a space is read with them, kept by its entry.
        if !binder.spacedCodeSpans.isEmpty, let paragraph = prose.paragraph,
            let spans = binder.spacedCodeSpans[paragraph], let content = binder.paragraphs[paragraph]
        {
            if let names = spannedFileNamesRead[paragraph] { return names }
            let spans = FileNameFinder.resolved(spans, of: content.lines.text, as: prose.text, keywords: keywords)
            let names = FileNameFinder.names(in: prose.text, codeSpans: spans)
            spannedFileNamesRead[paragraph] = names
            return names
        }
        if let names = fileNamesRead[prose.text] { return names }
        let names = FileNameFinder.names(in: prose.text)
        fileNamesRead[prose.text] = names
        return names
    }

    /// Gives file `index` of step `draft` the name `name`; each placeholder of the name is a use of the file, placed
    /// where the page writes it last before the block (else first after it, else at the block).
    private mutating func give(_ name: String, to index: Int, in draft: Int) {
        drafts[draft].files[index].name = name
        guard name.contains("<") else { return }
        let line = drafts[draft].files[index].blockLine
        // Near the block: a name is written in the step's prose or a nearby step's, and the search stays linear.
        let lines =
            Array((max(1, line - 100)..<line).reversed()) + Array(line..<max(line, min(line + 100, source.lines.count)))
        let source = source
        drafts[draft].files[index].placeholders += PlaceholderScanner.occurrences(in: name).map { occurrence in
            let needle = "<" + occurrence.name + ">"
            let location = lines.lazy.compactMap { number in
                LineColumns(source.line(number)).column(of: needle).map { SourceLocation(line: number, column: $0) }
            }.first
            return PlaceholderUse(
                name: occurrence.name, location: location ?? SourceLocation(line: line, column: 1), flag: nil,
                saysSecret: false)
        }
    }

    /// Gives the files their own steps name none of a name borrowed from the step's prose before them, the nearest
    /// three earlier sibling steps, then the parent step, that no other file block of the page has.
    mutating func nameBorrowedFiles() {
        guard !borrowers.isEmpty else { return }
        var taken = Set(drafts.lazy.flatMap(\.files).compactMap(\.name))
        for (draft, index, prose) in borrowers where drafts[draft].files[index].name == nil {
            var texts = Array(drafts[draft].prose[..<prose].reversed())
            let (parent, section) = (drafts[draft].parent, drafts[draft].sectionIndex)
            // Lazily: only the nearest three are used, and a page can have thousands of drafts.
            let siblings = drafts[..<draft].reversed().lazy.filter { $0.parent == parent && $0.sectionIndex == section }
            for sibling in siblings.prefix(3) {
                texts += ([sibling.text] + sibling.details).map { ProseText(text: $0, paragraph: nil) }
            }
            if let parent { texts.append(ProseText(text: drafts[parent].text, paragraph: nil)) }
            // A borrowed name must fit what docrun can tell the block holds (a Dockerfile is no `program.js`, a
            // command in a ```` ```bash ```` block no `main.py`): else the block is shown, not written.
            let file = drafts[draft].files[index]
            if let name = FileNameFinder.name(
                in: texts, content: file.text, info: file.info, taken: taken, fitting: true,
                names: { fileNames(in: $0) })?
                .name
            {
                give(name, to: index, in: draft)
                taken.insert(name)
            }
        }
    }
}
