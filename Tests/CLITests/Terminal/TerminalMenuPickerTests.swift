import Testing

@testable import QuizCLI

@Suite struct TerminalMenuPickerTests {
    private let menu = MenuPicker(
        title: "quizctl",
        items: [MenuItem("Play", hotKey: "p"), MenuItem("Results"), MenuItem("Quit", hotKey: "x")],
        style: .plain
    )

    @Test func linesNumberTheItemsAndMarkTheSelection() {
        #expect(
            menu.lines(selected: 1, size: TerminalSize(columns: 40, rows: 10)) == [
                "quizctl", "  1. Play (p)", "› 2. Results", "  3. Quit (x)", "↑↓ move · Enter pick · Esc/q back",
            ])
    }

    @Test func theSelectionIsInReverseVideoWhenColoursAreOn() {
        let styled = MenuPicker(title: "T", items: [MenuItem("A", hotKey: "a")], style: Style(enabled: true))
        let row = styled.lines(selected: 0, size: TerminalSize(columns: 40, rows: 10))[1]
        #expect(row == "› \u{1B}[7m1. A\u{1B}[27m\u{1B}[2m (a)\u{1B}[22m")
    }

    @Test(arguments: [
        (Key.up, 0, MenuAction.move(to: 2)), (.up, 2, .move(to: 1)),
        (.down, 2, .move(to: 0)), (.down, 0, .move(to: 1)), (.tab, 1, .move(to: 2)),
        (.home, 2, .move(to: 0)), (.end, 0, .move(to: 2)),
        (.enter, 1, .choose(1)),
        (.character("3"), 0, .choose(2)), (.character("1"), 2, .choose(0)),
        (.character("4"), 0, .ignore), (.character("0"), 0, .ignore),
        (.character("p"), 2, .choose(0)), (.character("P"), 2, .choose(0)), (.character("x"), 0, .choose(2)),
        (.character("q"), 0, .cancel), (.character("Q"), 0, .cancel), (.escape, 1, .cancel), (.controlD, 1, .cancel),
        (.character("z"), 1, .ignore), (.left, 1, .ignore), (.backspace, 1, .ignore),
    ])
    func keyMeaning(_ key: Key, _ selected: Int, _ expected: MenuAction) {
        #expect(menu.action(for: key, selected: selected) == expected)
    }

    @Test func hotKeyQWinsOverCancel() {
        let quitMenu = MenuPicker(title: "T", items: [MenuItem("Play"), MenuItem("Quit", hotKey: "q")], style: .plain)
        #expect(quitMenu.action(for: .character("q"), selected: 0) == .choose(1))
    }

    @Test func emptyMenuCancels() {
        let empty = MenuPicker(title: "T", items: [], style: .plain)
        #expect(empty.action(for: .enter, selected: 0) == .cancel)
    }
}
