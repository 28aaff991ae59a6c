/// What a key means after a game, asked "Play again?": Enter, `p` or Space
/// plays again, `q` or Escape goes back (by the key's place, so a Russian
/// layout answers too); nil for any other key.
enum PlayAgainKey {
    static func meaning(_ key: Key) -> Bool? {
        switch key.onQWERTY {
        case .enter, .character("p"), .character("P"), .character(" "): true
        case .character("q"), .character("Q"), .escape: false
        default: nil
        }
    }
}
