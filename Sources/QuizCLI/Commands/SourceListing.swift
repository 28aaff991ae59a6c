/// One element of `sources --json`.
struct SourceListing: Encodable {
    let name: String
    let summary: String
    let modes: [String]
    let reachable: Bool
    let details: [String]
    /// The questions the source holds itself: its built-in pack, its generated bank.
    let collections: [Collection]

    struct Collection: Encodable {
        let key: String
        let title: String
        let questions: Int
        let categories: [String: Int]
        let attributions: [String]
    }
}
