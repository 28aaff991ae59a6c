import QuizPlatform

extension Console {
    /// Before a question's right answer in a list: a tick, or words where
    /// marks are said in words (accessible mode).
    var rightAnswerMark: String { style.glyphs.inWords ? text(Strings.spokenRightAnswerMark) : style.glyphs.right }
    /// Before a source that can be reached now: a filled dot, or words.
    var reachableMark: String { style.glyphs.inWords ? text(Strings.spokenReachable) : style.glyphs.reachable }
    /// Before a source that cannot: an empty dot, or words.
    var unreachableMark: String { style.glyphs.inWords ? text(Strings.spokenUnreachable) : style.glyphs.unreachable }
    /// Before a question's wrong answers in a list: a cross, or words.
    var wrongAnswerMark: String { style.glyphs.inWords ? text(Strings.spokenWrongAnswerMark) : style.glyphs.wrong }
}
