import FoundationEssentials
import QuizPlatform

/// The host's screen: the room as the server last reported it, where
/// phones join, and whether the host is being asked to end the game.
struct HostState: Equatable {
    var room: HostedRoom
    /// What phones open, and the other addresses this machine has.
    var joinURL: String
    var otherAddresses: [String] = []
    var language: Language
    var style: Style
    var clock: WallClock
    /// "End the game?" is on screen.
    var askingToEnd = false
    /// A move sent and not yet reported back: keys wait for it.
    var moving = false
    var done = false

    static func == (left: HostState, right: HostState) -> Bool {
        left.room == right.room && left.joinURL == right.joinURL && left.otherAddresses == right.otherAddresses
            && left.language == right.language && left.askingToEnd == right.askingToEnd && left.moving == right.moving
            && left.done == right.done
    }
}
