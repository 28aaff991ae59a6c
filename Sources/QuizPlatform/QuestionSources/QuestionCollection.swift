/// A set of questions a source holds itself (a built-in pack, a generated
/// bank): what `sources` reports of it, in text and in `--json`.
public struct QuestionCollection: Sendable, Hashable {
    /// A stable name for scripts, e.g. "generated-bank".
    public var key: String
    public var title: LocalizedText
    public var count: Int
    /// Questions per category, by the category's filter name.
    public var categories: [String: Int]
    /// Where its facts come from and under what licence, one line each.
    public var attributions: [LocalizedText]

    public init(key: String, title: LocalizedText, count: Int, categories: [String: Int], attributions: [LocalizedText] = []) {
        self.key = key
        self.title = title
        self.count = count
        self.categories = categories
        self.attributions = attributions
    }
}
