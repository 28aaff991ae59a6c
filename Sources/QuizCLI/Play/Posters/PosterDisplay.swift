import FoundationEssentials
import MovieRatingSource
import QuizPlatform

/// Posters as a round on a terminal draws them: the protocol the terminal
/// takes, and the images downloaded before the round began.
@MainActor
struct PosterDisplay {
    let imageProtocol: ImageProtocol
    let store: PosterStore

    /// The image of `poster` to draw; nil when it has none, it was not
    /// fetched, or the protocol cannot take it as it is.
    func image(for poster: Poster) -> PosterImage? {
        guard let url = poster.imageURL, let image = store.cachedImage(for: url),
            InlineImage.accepts(image.format, in: imageProtocol)
        else { return nil }
        return image
    }

    /// The display for a round of `questions`, with their posters fetched,
    /// when the policy allows images here; nil otherwise (the framed card).
    /// A linear terminal (accessible mode, `TERM=dumb`) never gets images.
    static func prepare(for questions: [Question], environment: AppEnvironment, json: Bool) async -> PosterDisplay? {
        let urls = questions.compactMap { $0.poster?.imageURL }
        guard !urls.isEmpty, let settings = try? environment.stores.settings.load() else { return nil }
        let terminal = environment.terminal
        guard
            let imageProtocol = PosterPolicy.imageProtocol(
                setting: settings.posters, accessible: environment.isLinear, json: json, outputIsTerminal: terminal.isTerminal(.output),
                environment: environment.variables, detected: terminal.imageProtocol)
        else { return nil }
        let store = PosterStore(dataFolder: environment.stores.directory.url, http: environment.http)
        await store.prefetch(urls)
        return PosterDisplay(imageProtocol: imageProtocol, store: store)
    }
}
