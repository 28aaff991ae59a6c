import QuizPlatform

/// Short-answer questions (Moodle XML's shortanswer, GIFT's answers all
/// marked `=`) made playable as multiple choice.
enum ShortAnswers {
    /// Short answers become multiple choice: three right answers of the
    /// file's other short-answer questions are the wrong options. With too
    /// few others, they are skipped and counted.
    static func offer(_ shortAnswers: [(line: Int, entry: PackEntry)], into pack: inout ParsedPack) {
        let answers = shortAnswers.map(\.entry.correct)
        for (position, item) in shortAnswers.enumerated() {
            var wrong: [String] = []
            // The answers after this one first, wrapping round: each question gets different neighbours.
            for offset in 1..<max(answers.count, 1) where wrong.count < 3 {
                let candidate = answers[(position + offset) % answers.count]
                if candidate.lowercased() != item.entry.correct.lowercased(), !wrong.contains(candidate) { wrong.append(candidate) }
            }
            guard wrong.count == 3 else {
                pack.skip(.shortAnswerWithoutOptions)
                continue
            }
            var entry = item.entry
            entry.incorrect = wrong
            pack.add(entry, at: item.line)
        }
    }
}
