/// The live caretakers: each closure of `QuizStoreClient.live` is one of
/// these methods (in the extensions by table), run on one shared connection.
struct LiveStore: Sendable {
    let database: SharedDatabase

    /// Games, questions and the like handed to a caller's closure are read
    /// this many at a time, the connection let go between pages.
    static let pageSize = 256
}
