import QuizPlatform

/// How well the friend and the audience know the answer to a question of a
/// given difficulty; unknown difficulty plays as medium.
///
/// | difficulty | friend right | audience's biggest share is right | right option's lead |
/// |------------|--------------|-----------------------------------|---------------------|
/// | easy       | 80 %         | 90 %                              | 35–75 % of the headroom |
/// | medium     | 65 %         | 75 %                              | 15–45 % |
/// | hard       | 50 %         | 55 %                              | 4–25 %  |
///
/// The friend's rates are for a full four-option question; after 50:50 the
/// friend's guesses land more often, as they would.
struct LifelineOdds {
    var friendRightRate: Double
    var audienceLeadRate: Double
    /// How far the leading option stands above an even split, as a share of
    /// the votes left above it (an even split of 4 options leaves 75 points).
    var audienceMargin: ClosedRange<Double>

    init(_ difficulty: Difficulty?) {
        switch difficulty ?? .medium {
        case .easy: self.init(friendRightRate: 0.80, audienceLeadRate: 0.90, audienceMargin: 0.35...0.75)
        case .medium: self.init(friendRightRate: 0.65, audienceLeadRate: 0.75, audienceMargin: 0.15...0.45)
        case .hard: self.init(friendRightRate: 0.50, audienceLeadRate: 0.55, audienceMargin: 0.04...0.25)
        }
    }

    private init(friendRightRate: Double, audienceLeadRate: Double, audienceMargin: ClosedRange<Double>) {
        self.friendRightRate = friendRightRate
        self.audienceLeadRate = audienceLeadRate
        self.audienceMargin = audienceMargin
    }

    /// How often the friend actually knows: the rest of the time they guess
    /// among four options and are right one time in four, which makes up
    /// `friendRightRate` in all.
    var friendKnowsRate: Double { (friendRightRate - 0.25) / 0.75 }

    /// How often a guessing friend admits to being unsure.
    static let friendUnsureRate = 0.7
}
