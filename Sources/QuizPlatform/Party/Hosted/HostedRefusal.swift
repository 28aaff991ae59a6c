/// Why a phone's request changes nothing; the server words it for the phone.
public enum HostedRefusal: Error, Sendable, Hashable {
    /// A name empty once control characters are taken out.
    case emptyName
    /// Taken by another player, in any case.
    case nameTaken
    case roomFull
    /// Joining waits for the question being asked to end.
    case questionOpen
    case gameOver
    /// No player has this token: another phone's, forged, or from another game.
    case unknownPlayer
    /// No question is open.
    case notAsking
    /// The answer names another question than the one open (an old page).
    case wrongQuestion
    case alreadyAnswered
    /// The time was up.
    case tooLate
    case noSuchOption
}
