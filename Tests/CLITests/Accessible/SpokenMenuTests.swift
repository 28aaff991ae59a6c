import Testing

@testable import QuizCLI

/// Menus in accessible mode: a single key, a number or a name typed with
/// Enter, or the arrows, each move said.
@Suite struct SpokenMenuTests {
    private let items = [MenuItem("Play", hotKey: "p"), MenuItem("Results…", hotKey: "r"), MenuItem("Settings"), MenuItem("Statistics")]

    @Test func theIntroductionListsEveryItemAndHowToPick() {
        let menu = SpokenMenu(items: items)
        #expect(
            menu.introduction(title: "Main menu", cancel: .quit) == [
                "Main menu", "1. Play (p)", "2. Results… (r)", "3. Settings", "4. Statistics",
                "Press a number from 1 to 4 or the letter in brackets, or type a name and press Enter. Enter alone picks Play. q quits.",
            ])
    }

    @Test func aNumberOrALetterPicksAtOnce() {
        var menu = SpokenMenu(items: items)
        #expect(menu.press(.character("3")) == .choose(2))
        #expect(menu.press(.character("R")) == .choose(1))
        #expect(menu.press(.character("к")) == .choose(1), "by the key's place on a Russian layout")
        #expect(menu.press(.character("q")) == .cancel)
        #expect(menu.press(.escape) == .cancel)
    }

    @Test func aNameTypedAndEnterPicksIt() {
        var menu = SpokenMenu(items: items)
        #expect(menu.press(.character("S")) == .echo("S"))
        #expect(menu.press(.character("t")) == .echo("t"))
        #expect(menu.press(.character("a")) == .echo("a"))
        #expect(menu.press(.enter) == .choose(3))
        for character in "se" { _ = menu.press(.character(character)) }
        #expect(menu.press(.enter) == .choose(2))
    }

    @Test func somethingThatMatchesNothingOrSeveralIsSaid() {
        var menu = SpokenMenu(items: items)
        for character in "s" { _ = menu.press(.character(character)) }
        #expect(
            menu.press(.enter) == .say("Nothing here is called “s”. Type a number from 1 to 4 or the start of a name."),
            "Settings and Statistics both start with s")
        _ = menu.press(.character("x"))
        #expect(menu.press(.backspace) == .erased)
        #expect(menu.press(.enter) == .choose(0), "nothing typed: Enter picks the current item")
    }

    @Test func theArrowsSayWhereTheyMoved() {
        var menu = SpokenMenu(items: items, language: .ru)
        #expect(menu.press(.down) == .say("2 из 4: Results."))
        #expect(menu.press(.up) == .say("1 из 4: Play."))
        #expect(menu.press(.up) == .say("4 из 4: Statistics."))
        #expect(menu.press(.enter) == .choose(3))
    }
}
