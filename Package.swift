// swift-tools-version: 6.2
import PackageDescription

/// Every target is Swift 6 language mode with strict concurrency, and a warning
/// fails the build: "zero warnings" is enforced by the compiler, not by review.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "quizctl",
    products: [
        .executable(name: "quizctl", targets: ["quizctl"]),
        .library(name: "QuizPlatform", targets: ["QuizPlatform"]),
        .library(name: "MovieRatingSource", targets: ["MovieRatingSource"]),
        .library(name: "TriviaSource", targets: ["TriviaSource"]),
        .library(name: "MillionaireMode", targets: ["MillionaireMode"]),
    ],
    targets: [
        .target(name: "QuizPlatform", swiftSettings: strict),
        .target(name: "MovieRatingSource", dependencies: ["QuizPlatform"], swiftSettings: strict),
        .target(name: "TriviaSource", dependencies: ["QuizPlatform"], swiftSettings: strict),
        .target(name: "MillionaireMode", dependencies: ["QuizPlatform"], swiftSettings: strict),
        .executableTarget(
            name: "quizctl",
            dependencies: ["QuizPlatform", "MovieRatingSource", "TriviaSource", "MillionaireMode"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PlatformTests",
            dependencies: ["QuizPlatform", "MillionaireMode", "quizctl"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SourcesTests",
            dependencies: ["QuizPlatform", "MovieRatingSource", "TriviaSource", "quizctl"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
