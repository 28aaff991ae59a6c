import FoundationEssentials

extension String {
    /// At most `limit` characters, with an ellipsis when cut: user text quoted
    /// in an error message must not flood the terminal.
    package func clipped(to limit: Int = 60) -> String {
        guard utf8.count > limit else { return self }
        let head = prefix(limit)
        return head.count < count ? head + "…" : self
    }
}
