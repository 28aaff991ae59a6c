import Foundation
import QuizPlatform

// A movie list writes itself as its `Encodable` conformance encodes it
// (movies.json, up to a hundred thousand movies), keys in sorted order
// (see `JSONWriter`).

extension Movie: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("directors", directors)
            json.member("genres", genres)
            json.member("imdbID", imdbID)
            // JSONEncoder writes a URL as its absolute string.
            json.member("posterURL", ifPresent: posterURL?.absoluteString)
            json.member("rank", rank)
            json.member("rating", rating)
            json.member("title", title)
            json.member("votes", votes)
            json.member("year", year)
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
