import QuizPlatform

/// Add questions on the run loop (the seed's "+" screen): the questions
/// written so far, checked against each other and those saved, the form or
/// list shown, and what happened to the last save.
struct AddQuestionsState: Equatable, Sendable {
    enum Panel: Equatable, Sendable {
        /// A question being typed; `replacing` is the draft it edits.
        case form(QuestionFormState, replacing: Int?)
        /// Every draft with its problems, over Add · Edit · Delete · Save · Cancel.
        case summary(first: Int, discarding: Bool)
        /// Which draft to edit or delete.
        case pick(editing: Bool, selected: Int)
        /// What saving did, scrolled from line `first`, until a key.
        case saved([String], first: Int)
    }

    /// The questions already saved: a draft may not repeat one.
    let existing: [PackEntry]
    private(set) var drafts: [PackEntry] = []
    var panel = Panel.form(QuestionFormState(), replacing: nil)
    /// The summary's highlighted entry: Save all at first.
    var action = 3
    var hint: String?
    var message: LocalizedText?
    /// The drafts being saved (an effect), or to save (a command's own loop).
    var saving: [PackEntry]?
    /// The player gave up: nothing is saved.
    var cancelled = false

    init(existing: [PackEntry]) {
        self.existing = existing
    }

    /// The drafts checked as the builder checks them.
    var builder: QuestionBuilder {
        var builder = QuestionBuilder(existing: existing)
        for draft in drafts { builder.add(draft) }
        return builder
    }

    mutating func add(_ draft: PackEntry) {
        var builder = builder
        builder.add(draft)
        drafts = builder.drafts
    }

    mutating func replace(at index: Int, with draft: PackEntry) {
        var builder = builder
        builder.replace(at: index, with: draft)
        drafts = builder.drafts
    }

    mutating func remove(at index: Int) { drafts.remove(at: index) }
}
