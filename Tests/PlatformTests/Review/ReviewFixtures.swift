import Foundation

/// The committed FSRS-6 fixtures (Tests/Fixtures/Review, made once by
/// generate.py with the reference implementation; see the README there).
enum ReviewFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Review").standardizedFileURL

    struct Vectors: Decodable {
        var parameters: [Double]
        var sequences: [Sequence]
    }

    struct Sequence: Decodable {
        var name: String
        var steps: [Step]
    }

    struct Step: Decodable {
        var at: Date
        var rating: Int
        var expected: Expected
    }

    struct Expected: Decodable {
        var state: String
        var step: Int?
        var due: Date
        var stability: Double
        var difficulty: Double
    }

    static func vectors() throws -> Vectors {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Vectors.self, from: Data(contentsOf: folder.appending(path: "vectors.json")))
    }
}
