/// A country's part of the world, as countryinfo groups them: wrong options
/// about a country come from its own region, so they are near enough to tempt.
public enum Region: String, Sendable, CaseIterable {
    case africa, americas, asia, europe, oceania
}
