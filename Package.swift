// swift-tools-version: 6.2
import PackageDescription

/// Every target is Swift 6 language mode with strict concurrency, and a warning
/// fails the build: "zero warnings" is enforced by the compiler, not by review.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    // Each function in a section of its own, so the release link can drop
    // the unused ones and gather the hot ones (see below).
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
    // A generic type such as `[ModeKind: Tally]` is otherwise instantiated
    // from its mangled name, and the runtime then proves `ModeKind: Hashable`
    // by scanning every conformance record of the static binary (about
    // 260,000 instructions and dozens of first-touched pages per new pair):
    // a third of `quizctl stats`. Direct metadata accessors pass the
    // witness tables the compiler already knows.
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

/// The arrows point one way: quizctl → QuizCLI → the sources and modes →
/// QuizPlatform. Only the two network sources see HTTPClient, and nothing
/// links FoundationNetworking: requests go through the system's curl.
let package = Package(
    name: "quizctl",
    products: [
        .executable(name: "quizctl", targets: ["quizctl"]),
        .library(name: "QuizCLI", targets: ["QuizCLI"]),
        .library(name: "QuizPlatform", targets: ["QuizPlatform"]),
        .library(name: "HTTPClient", targets: ["HTTPClient"]),
        .library(name: "MovieRatingSource", targets: ["MovieRatingSource"]),
        .library(name: "TriviaSource", targets: ["TriviaSource"]),
        .library(name: "MillionaireMode", targets: ["MillionaireMode"]),
        .library(name: "QuizStore", targets: ["QuizStore"]),
    ],
    targets: [
        /// glibc's spawn and pidfd calls that the Glibc module hides (header only).
        .systemLibrary(name: "CSpawn"),
        /// zlib (libz.a in the static release): IMDb's gzip datasets are inflated in-process.
        .systemLibrary(name: "CZlib"),
        .target(name: "Subprocess", dependencies: ["CSpawn"], swiftSettings: strict),
        /// glibc's copy_file_range, which the Glibc module hides (header only).
        .systemLibrary(name: "CFileCopy"),
        /// libdispatch's main-queue hooks for a run loop (header only).
        .systemLibrary(name: "CMainQueue"),
        .target(name: "QuizPlatform", dependencies: ["Subprocess", "CFileCopy"], swiftSettings: strict),
        .target(name: "HTTPClient", dependencies: ["Subprocess"], swiftSettings: strict),
        /// SQLite (libsqlite3.a in the static release): quizctl.db.
        .systemLibrary(name: "CSQLite"),
        /// The player's data in one SQLite database: the caretakers of every memento.
        .target(name: "QuizStore", dependencies: ["QuizPlatform", "CSQLite"], swiftSettings: strict),
        .target(name: "MovieRatingSource", dependencies: ["QuizPlatform", "HTTPClient", "CZlib"], swiftSettings: strict),
        .target(name: "TriviaSource", dependencies: ["QuizPlatform", "HTTPClient"], swiftSettings: strict),
        .target(name: "MillionaireMode", dependencies: ["QuizPlatform"], swiftSettings: strict),
        .target(
            name: "QuizCLI",
            dependencies: [
                "QuizPlatform", "QuizStore", "HTTPClient", "MovieRatingSource", "TriviaSource", "MillionaireMode", "Subprocess",
                "CMainQueue",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "quizctl",
            dependencies: ["QuizCLI"],
            swiftSettings: strict,
            // The release links the C library in too: nothing is mapped or
            // relocated at start, so `quizctl --version` starts in about a
            // millisecond (1.4 × a C hello world, against 5 × with only the
            // Swift libraries static). It is linked by the toolchain's lld,
            // which places the functions everyday commands run side by side,
            // the libraries' with ours (Scripts/hot-functions.sh says why; a
            // name the list has and the binary lacks is skipped, not an
            // error). See README, "The binary alone".
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-use-ld=lld",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Scripts/hot-functions.txt",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        .testTarget(
            name: "PlatformTests",
            dependencies: ["QuizPlatform", "MillionaireMode", "QuizCLI", "Subprocess"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SourcesTests",
            dependencies: [
                "QuizPlatform", "HTTPClient", "MovieRatingSource", "TriviaSource", "QuizCLI", "quizctl", "Subprocess",
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "QuizStoreTests", dependencies: ["QuizStore", "QuizPlatform"], swiftSettings: strict),
        // Depends on the executable so that `swift test` builds the binary
        // the end-to-end tests run.
        .testTarget(
            name: "CLITests",
            dependencies: ["QuizPlatform", "QuizStore", "MillionaireMode", "TriviaSource", "QuizCLI", "quizctl"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
