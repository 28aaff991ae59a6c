import FoundationEssentials

/// One side of a card as the template rendered it, and what the renderer
/// noticed on the way that the HTML alone no longer says.
struct RenderedSide: Sendable, Hashable {
    var html = ""
    /// The first `{{type:…}}` met (a `{{FrontSide}}` brings the question's).
    var typed: TypedAnswer?
    /// Each deletion a `{{cloze:}}` showed as asked for, in order: the
    /// content on the answer side, "[...]" or the hint on the question side
    /// (Anki marks both `<span class="cloze">`).
    var clozeAnswers: [String] = []
}
