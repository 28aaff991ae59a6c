/// A shell function of one `case` statement, in the syntax bash and zsh
/// share: each row sets `REPLY` (or the array `reply`) for its pattern.
struct PosixCaseFunction {
    let name: String
    let comment: String
    /// What the function matches on: `"$1"` or `"$1,$2"`.
    let subject: String
    /// Each pattern (quoted as a literal, but a trailing `*` stays a wildcard) and the assignment it makes.
    let rows: [(pattern: String, body: String)]
    /// The assignment when nothing matches.
    let otherwise: String

    var text: String {
        var lines = ["# \(comment)", "\(name)() {", "    case \(subject) in"]
        for (pattern, body) in rows {
            let quoted =
                pattern.hasSuffix("*") ? ShellWords.posixQuoted(String(pattern.dropLast())) + "*" : ShellWords.posixQuoted(pattern)
            lines.append("    \(quoted)) \(body) ;;")
        }
        lines += ["    *) \(otherwise) ;;", "    esac", "}"]
        return lines.joined(separator: "\n")
    }
}
