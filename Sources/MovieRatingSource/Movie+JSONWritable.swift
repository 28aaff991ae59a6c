import FoundationEssentials
import QuizPlatform

// A movie list writes itself as its `Encodable` conformance encodes it
// (movies.json, up to a hundred thousand movies), members in declaration
// order (see `JSONWriter`).

extension Movie: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("rank", rank)
            json.member("imdbID", imdbID)
            json.member("title", title)
            json.member("year", year)
            json.member("rating", rating)
            json.member("votes", votes)
            json.member("directors", directors)
            json.member("genres", genres)
            // JSONEncoder writes a URL as its absolute string.
            json.member("posterURL", ifPresent: posterURL?.absoluteString)
        }
    }
}

extension MovieListRefresh.Kind: JSONWritable {}

extension MovieListRefresh: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("date", date)
            json.member("kind", kind)
            json.member("origin", origin)
        }
    }
}
