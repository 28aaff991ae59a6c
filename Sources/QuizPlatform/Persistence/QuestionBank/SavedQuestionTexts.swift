import FoundationEssentials

/// The saved questions' duplicate keys, as `QuestionBuilder` and
/// `PackImporter` need them: looked up for the new questions only.
public struct SavedQuestionTexts: Sendable {
    let snapshot: QuestionBankSnapshot
    /// The duplicate table's file, when the check runs under the bank's
    /// lock and may bring the table up to date.
    var hashTableURL: URL?

    /// A few keys are looked up in the duplicate table; many (a pack) in
    /// one pass over the index's hashes.
    static let tableLookupLimit = 64

    /// The keys (`QuestionBuilder.normalized`) among `keys` that a saved question has.
    public func savedKeys(among keys: some Collection<String>) -> Set<String> {
        if keys.count <= Self.tableLookupLimit, let hashTableURL,
            let table = QuestionBankHashTable.upToDate(hashTableURL, for: snapshot.index)
        {
            return snapshot.savedKeys(among: keys, table: table)
        }
        return snapshot.savedKeys(among: keys)
    }
}
