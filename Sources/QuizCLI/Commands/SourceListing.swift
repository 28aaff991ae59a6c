/// One element of `sources --json`.
struct SourceListing: Encodable {
    let name: String
    let summary: String
    let modes: [String]
    let reachable: Bool
    let details: [String]
}
