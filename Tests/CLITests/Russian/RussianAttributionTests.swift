import MovieRatingSource
import QuizPlatform
import Testing

/// Issue 28: the IMDb attribution line was English on a Russian screen.
@Suite struct RussianAttributionTests {
    @Test func theAttributionIsRussianWithItsAddress() {
        let russian = Strings.imdbAttribution(.ru)
        #expect(LatinWords.hasCyrillic(russian) && russian.contains("IMDb") && russian.contains("https://www.imdb.com"))
    }
}
