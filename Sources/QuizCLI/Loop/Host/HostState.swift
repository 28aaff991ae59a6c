import FoundationEssentials
import PartyHost
import QuizPlatform

/// The host's screen: the room as the server last reported it, where
/// phones join, and whether the host is being asked to end the game.
struct HostState: Equatable {
    var room: HostedRoom
    /// The addresses phones can reach this machine at (one when `--bind`
    /// named it), the one shown first, and the port the server took.
    var addresses: [String]
    var addressIndex = 0
    var port: UInt16
    var language: Language
    var style: Style
    var clock: WallClock
    /// "End the game?" is on screen.
    var askingToEnd = false
    /// A move sent and not yet reported back: keys wait for it.
    var moving = false
    var done = false

    init(room: HostedRoom, addresses: [String], port: UInt16, language: Language, style: Style, clock: WallClock) {
        self.room = room
        self.addresses = addresses.isEmpty ? ["127.0.0.1"] : addresses
        self.port = port
        self.language = language
        self.style = style
        self.clock = clock
    }

    /// What phones open: the address shown, with the room's code.
    var joinURL: String { LANAddress.joinURL(address: addresses[addressIndex], port: port, code: room.code) }

    /// The next of several addresses, shown with its QR code: the first is
    /// a guess, and phones may be on another of the machine's networks.
    mutating func showNextAddress() {
        addressIndex = (addressIndex + 1) % addresses.count
    }

    static func == (left: HostState, right: HostState) -> Bool {
        left.room == right.room && left.addresses == right.addresses && left.addressIndex == right.addressIndex
            && left.port == right.port && left.language == right.language && left.askingToEnd == right.askingToEnd
            && left.moving == right.moving && left.done == right.done
    }
}
