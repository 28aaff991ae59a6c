import Testing

@testable import QuizCLI

/// An option group lists its options by hand (see `OptionGroup`); reflection,
/// too slow for every start-up, checks here that the list misses none.
@Suite struct OptionGroupTests {
    @Test func playListsEveryOptionItDeclaresInDeclarationOrder() {
        let reflected = Mirror(reflecting: PlayCommand.Options()).children.compactMap { $0.value as? any DeclaredOption }
        #expect(reflected.count > 10)
        #expect(PlayCommand.Options.declared.map(\.spec.name) == reflected.map(\.spec.name))
    }
}
