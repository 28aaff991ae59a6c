import FoundationEssentials
import QuizPlatform

/// One entry of a plain JSON pack, read and checked by the `QuestionBuilder`
/// rules as `PackImporter` checks it: the draft to save, the problems that refuse it, or word that the entry is JSON
/// this reader is not sure of (the whole-file reader then takes the pack,
/// and names what is wrong).
enum CheckedPackEntry: Sendable {
    case accepted(PackEntry)
    case refused([LineProblem])
    case notPlain

    init(_ bytes: UnsafeRawBufferPointer, line: Int, builder: QuestionBuilder) {
        let entry: PackEntry
        if let plain = PackEntryReader.entry(bytes) {
            entry = plain
        } else {
            guard let value = JSONValueParser.parse(bytes: bytes) else {
                self = .notPlain
                return
            }
            do throws(EntryProblem) {
                entry = try JSONPackParser.packEntry(value)
            } catch {
                self = .refused([LineProblem(line: line, reason: error.reason)])
                return
            }
        }
        switch PackImporter.check(entry, by: builder) {
        case .refused(let reasons): self = .refused(reasons.map { LineProblem(line: line, reason: $0) })
        case .accepted(let draft): self = .accepted(draft)
        }
    }
}
