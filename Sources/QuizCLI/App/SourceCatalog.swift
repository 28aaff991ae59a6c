import FactBank
import FoundationEssentials
@preconcurrency import Glibc
import HTTPClient
import MovieRatingSource
import QuizImport
import QuizPlatform
import QuizStore
import TriviaSource

/// The built-in sources, wired with the real environment: the composition
/// root of question sources.
enum SourceCatalog {
    /// Plugins first, so that a built-in source of the same name replaces
    /// the plugin rather than the other way round; a `pack:PATH` being played
    /// joins as a source of its own. Finding plugins means listing every
    /// `PATH` folder, so a game on a built-in source skips it.
    @MainActor
    static func registry(in app: AppEnvironment, playing sourceName: String? = nil) -> SourceRegistry {
        let stores = app.stores
        let environment = app.variables
        let movies = movies(stores: stores, http: app.http, environment: environment, clock: app.clock, notifier: app.notifier)
        let trivia = trivia(stores: stores, http: app.http, notifier: app.notifier, environment: environment)
        let yours = CustomQuestionSource(store: stores.questions)
        let settings = stores.settings
        let history = stores.history
        var builtIn = SourceRegistry([
            movies, trivia, yours, MixSource(yours: yours, builtIn: [trivia, movies]),
            DueCardsSource(material: stores.reviewMaterial, settings: { try settings.load() }, clock: app.clock),
            ReviewSource(games: { try history.all() }),
        ])
        if let pack = sourceName.flatMap(PackSource.init(sourceName:)) { builtIn.register(pack) }
        // A deck being played joins by the name given; `sources` lists them all.
        if let sourceName {
            if let deck = DeckSource(store: stores.decks, sourceName: sourceName) { builtIn.register(deck) }
        } else {
            for deck in (try? stores.decks.summaries()) ?? [] { builtIn.register(DeckSource(store: stores.decks, deckName: deck.name)) }
        }
        // One imported pack (`custom:NAME`), and its mix, should Millionaire need to fill the ladder.
        let packName = sourceName.map { name in
            name.hasPrefix(MixSource.packPrefix) ? CustomQuestionSource.packPrefix + name.dropFirst(MixSource.packPrefix.count) : name
        }
        if let pack = packName.flatMap({ CustomQuestionSource(store: stores.questions, sourceName: $0) }) {
            builtIn.register(pack)
            builtIn.register(MixSource(yours: pack, builtIn: [trivia, movies]))
        }
        if let sourceName, (try? builtIn.source(named: sourceName)) != nil { return builtIn }
        return SourceRegistry(plugins(stores: stores, environment: environment) + builtIn.sources)
    }

    /// `quizctl-source-NAME` programs in `$QUIZCTL_HOME/plugins` and on `PATH`.
    static func plugins(stores: DataStores, environment: [String: String]) -> [any QuestionSource] {
        PluginDiscovery(dataFolder: stores.directory.url, path: environment["PATH"]).plugins().map { PluginSource(plugin: $0) }
    }

    /// IMDb ratings: live with `IMDB_API_KEY`, else the list imported from
    /// IMDb's datasets, else the built-in Top 250 snapshot; with
    /// `OMDB_API_KEY`, a yes/no round's films get OMDb's ratings of today.
    static func movies(
        stores: DataStores, http: HTTPClient, environment: [String: String], clock: WallClock, notifier: Notifier
    ) -> MovieSource {
        let base = environment["QUIZCTL_IMDB_URL"].flatMap { URL(string: $0) } ?? IMDbAPIClient.defaultBaseURL
        return MovieSource(
            apiKey: environment["IMDB_API_KEY"], baseURL: base, dataFolder: stores.directory.url,
            importedList: stores.importedMovies, clock: clock, http: http,
            omdb: omdb(storage: stores.omdbCacheStorage, http: http, environment: environment, clock: clock),
            onNotice: notifier.notify
        )
    }

    /// OMDb at `QUIZCTL_OMDB_URL` (default https://www.omdbapi.com/) when
    /// `OMDB_API_KEY` is set and not empty.
    static func omdb(storage: OMDbCacheStorage, http: HTTPClient, environment: [String: String], clock: WallClock) -> OMDbRatings? {
        guard let key = environment["OMDB_API_KEY"], !key.isEmpty else { return nil }
        let base = environment["QUIZCTL_OMDB_URL"].flatMap { URL(string: $0) } ?? OMDbClient.defaultBaseURL
        return OMDbRatings(client: OMDbClient(apiKey: key, baseURL: base, http: http), cache: OMDbCache(storage: storage, clock: clock))
    }

    /// Open Trivia DB at `QUIZCTL_OPENTDB_URL`, with our offline pack behind it.
    static func trivia(stores: DataStores, http: HTTPClient, notifier: Notifier, environment: [String: String]) -> TriviaSource {
        let base = environment["QUIZCTL_OPENTDB_URL"].flatMap { URL(string: $0) } ?? OpenTriviaClient.defaultBaseURL
        return TriviaSource(
            client: OpenTriviaClient(baseURL: base, http: http),
            offlinePack: OfflineTriviaPack.entries,
            bank: FactBank.questions,
            // Unreadable history costs only the preference, never the game.
            askedQuestionIDs: { (try? stores.history.askedQuestionIDs(prefix: $0, among: $1)) ?? [] },
            tokenFolder: stores.directory.url,
            onRateLimitWait: { wait in notifier.notify(Strings.triviaWaiting(seconds: Int(wait.components.seconds))) }
        )
    }
}
