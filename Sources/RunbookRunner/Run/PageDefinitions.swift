import ShellSyntax

/// The functions and aliases a page's commands define (`kc() { …; }`, `function kc { …; }`, `alias k='kubectl'`),
/// each with the commands that define it: the run asks what a call of one does, preflight only their names.
struct PageDefinitions: Sendable {
    /// The commands that define each function, in page order.
    let functions: [String: [ShellScript]]
    /// The commands that define each alias, in page order.
    let aliases: [String: [ShellScript]]

    init(_ scripts: [ShellScript]) {
        var functions: [String: [ShellScript]] = [:]
        var aliases: [String: [ShellScript]] = [:]
        for script in scripts {
            for name in script.functionNames { functions[name, default: []].append(script) }
            for name in script.aliases.map(\.name) where aliases[name]?.last != script {
                aliases[name, default: []].append(script)
            }
        }
        self.functions = functions
        self.aliases = aliases
    }

    /// The functions `command` defines, each with the range of its body, in order.
    ///
    /// A body is `{ …; }` or `( … )`, from its opening word to its closing one; one of another kind (`f() if …; fi`)
    /// is not found.
    static func functionBodies(in command: ShellScript) -> [(name: String, body: Range<Int>)] {
        // Nested words come before the word that holds them: in the text's order, a body's words follow its name.
        let tokens = command.tokens.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var bodies: [(name: String, body: Range<Int>)] = []
        for (index, token) in tokens.enumerated() where token.kind == .word(.functionName) {
            // `function kc` may open its body on the next line.
            var open = index + 1
            while open < tokens.count, tokens[open].kind == .control, command.text(tokens[open].range) == "\n" {
                open += 1
            }
            guard open < tokens.count else { break }
            let opener = command.text(tokens[open].range)
            let closer: String
            switch (tokens[open].kind, opener) {
            case (.word(.reserved), "{"): closer = "}"
            case (.control, "("): closer = ")"
            default: continue
            }
            var depth = 0
            var end = command.bytes.count
            for inner in tokens[open...] where inner.kind == tokens[open].kind {
                let text = command.text(inner.range)
                if text == opener {
                    depth += 1
                } else if text == closer {
                    depth -= 1
                    if depth == 0 {
                        end = inner.range.upperBound
                        break
                    }
                }
            }
            bodies.append((command.text(token.range), tokens[open].range.lowerBound..<end))
        }
        return bodies
    }
}
