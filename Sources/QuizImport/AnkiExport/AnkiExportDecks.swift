/// The package's decks: Anki's Default (which every collection has), one
/// for each deck a card is in, and the parents a "::" name implies, each
/// with an id made from its name.
struct AnkiExportDecks {
    /// Names in the order first met, parents before their children.
    private(set) var names: [String] = []
    private var ids: [String: Int64] = [:]

    init(names cardDecks: [String]) {
        var allocator = AnkiIDAllocator()
        for name in cardDecks where ids[name] == nil {
            let parts = name.split(separator: "::", omittingEmptySubsequences: false)
            for end in 1...parts.count {
                let path = parts[..<end].joined(separator: "::")
                guard ids[path] == nil else { continue }
                ids[path] = allocator.id(for: "deck\u{1F}" + path)
                names.append(path)
            }
        }
    }

    /// The id of a deck a card is in (1, Default, for a name never given).
    func id(of name: String) -> Int64 { ids[name] ?? 1 }

    /// `col.decks`: every deck as schema 11 keeps it, all with the options of id 1.
    func json(modified: Int64) -> AnkiJSON {
        let decks = [(Int64(1), "Default")] + names.map { (id(of: $0), $0) }
        return .object(
            decks.map { id, name in
                let today = AnkiJSON.array([.int(0), .int(0)])
                return (
                    String(id),
                    .object([
                        ("id", .int(id)), ("mod", .int(modified)), ("name", .string(name)), ("usn", .int(-1)), ("lrnToday", today),
                        ("revToday", today), ("newToday", today), ("timeToday", today), ("collapsed", .bool(false)),
                        ("browserCollapsed", .bool(false)), ("desc", .string("")), ("dyn", .int(0)), ("conf", .int(1)),
                        ("extendNew", .int(0)), ("extendRev", .int(0)),
                    ])
                )
            })
    }
}
