import MarkdownTree

/// Tabs (`{: tab-title="CLI"}` `{: tab-group="create"}`): the page shows one tab of a set at a time.
///
/// kramdown applies an attribute list to the block before it, and the docs site makes that block a tab: a command
/// block, a table, or a heading and its section. A command block that is a tab is read into a part of its step (a
/// sub-step, unnumbered, titled by the tab), one part for each tab of the set; outside numbered lists the set is an
/// unnumbered step of its own. A heading that is one gives its tab to the top-level steps of its section and the
/// sections under it. A title that names systems scopes the part or steps to them; the planner runs one tab of the
/// others. A table that is a tab holds no command: nothing changes for it.
///
/// The interface switcher (`{: cli}`…, `Tab.interfaceGroup`) shows the whole page in one interface: its tabs, headings
/// or blocks, at any level, are one set.
extension StepAssembler {
    /// The tab that block `index` is, if it is a command, output or file block marked as one.
    func tabOfCommand(_ block: FlatBlock, index: Int) -> (title: String, group: String)? {
        guard case .codeBlock = block.node.kind, binder.role(of: index) != nil else { return nil }
        return binder.tab(of: index)
    }

    /// Whether block `index` ends the tab set open where it is: any block with content that is no tab (a paragraph
    /// of attribute lists only, such as `{: pre}` on its own line, has none).
    func closesTabs(_ block: FlatBlock, index: Int) -> Bool {
        if case .paragraph = block.node.kind { return binder.paragraphs[index] != nil }
        return tabOfCommand(block, index: index) == nil
    }

    /// The part of `host` that the tab `found`, a block at `line`, is read into: the open one while the same tab goes
    /// on, else a new sub-step titled by it, in the set open in `host` when its group goes on, else in a new set.
    mutating func tabPart(_ found: (title: String, group: String), of host: Int, line: Int) -> Int {
        let title = keywords.resolve(found.title)
        let open = openTabs[host].flatMap { $0.tab.group == found.group ? $0 : nil }
        if let open, open.tab.title == title { return open.draft }
        let set = found.group == Tab.interfaceGroup ? pageInterfaceSet() : open?.tab.set ?? newSet()
        let tab = Tab(title: title, group: found.group, set: set, kind: .tab)
        let platforms = StepDraft.platforms(of: title)
        let part = addSubstep(
            of: host, line: line, text: title, platforms: platforms.isEmpty ? drafts[host].platforms : platforms,
            tab: tab)
        openTabs[host] = (tab, part)
        return part
    }

    /// The tab a heading is (its section just opened): in the set of `sameLevel`, the section before it at its level
    /// with no shallower heading between, when that one is a tab of the same group; else in a new set.
    mutating func headingTab(_ found: (title: String, group: String), after sameLevel: Int?) -> Tab {
        let previous = sameLevel.flatMap { headingTabs[$0] }
        let continued = previous.flatMap { $0.group == found.group ? $0.set : nil }
        let set = found.group == Tab.interfaceGroup ? pageInterfaceSet() : continued ?? newSet()
        return Tab(title: keywords.resolve(found.title), group: found.group, set: set, kind: .tab)
    }

    /// A new set of tabs or alternative bullets.
    mutating func newSet() -> Int {
        tabSets += 1
        return tabSets
    }

    private mutating func pageInterfaceSet() -> Int {
        if interfaceSet == nil { interfaceSet = newSet() }
        return interfaceSet!
    }

    /// The tab of the section being read: its heading's, else that of the nearest section around it that is one.
    func sectionTab() -> Tab? {
        var index = sections.indices.last
        while let current = index {
            if let tab = headingTabs[current] { return tab }
            index = sections[current].parent
        }
        return nil
    }

    /// The systems the section being read scopes its steps to: those its tab's title names, else its heading's or an
    /// enclosing heading's.
    func sectionPlatforms() -> [Platform] {
        let tabbed = sectionTab().map { StepDraft.platforms(of: $0.title) } ?? []
        return tabbed.isEmpty ? headingPlatforms.last ?? [] : tabbed
    }
}
