/// The rules about a page's structure: placeholders, anchors, attribute lists, fences, HTML, keyrefs, lists.
let structureRules: [any PageRule.Type] = []
