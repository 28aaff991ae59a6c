// swift-tools-version: 6.2
import PackageDescription

/// Every target is Swift 6 language mode with strict concurrency, and a warning
/// fails the build: "zero warnings" is enforced by the compiler, not by review.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The arrows point one way: quizctl → QuizCLI → the sources and modes →
/// QuizPlatform; QuizCLI → QuizImport (what comes from outside) →
/// QuizPlatform and Sqlite, which QuizStore shares. Only the two network
/// sources see HTTPClient, and requests go through the system's curl. Every
/// module imports FoundationEssentials, never Foundation: full Foundation
/// would link ICU (44 MB) into the static binary.
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
        .library(name: "Sqlite", targets: ["Sqlite"]),
        .library(name: "QuizImport", targets: ["QuizImport"]),
        .library(name: "FactBank", targets: ["FactBank"]),
        .library(name: "QRCode", targets: ["QRCode"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "PartyHost", targets: ["PartyHost"]),
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
        .target(name: "QuizPlatform", swiftSettings: strict),
        /// The data folder's files outside quizctl.db (caches, downloads, the files an import reads): private,
        /// replaced atomically, refused when not regular. The game (QuizPlatform) does no file I/O.
        .target(name: "DataFiles", dependencies: ["QuizPlatform", "CFileCopy"], swiftSettings: strict),
        .target(name: "HTTPClient", dependencies: ["Subprocess"], swiftSettings: strict),
        /// SQLite (libsqlite3.a in the static release): quizctl.db.
        .systemLibrary(name: "CSQLite"),
        /// A thin wrapper of SQLite's C interface: open, prepare, bind, step, transact.
        .target(name: "Sqlite", dependencies: ["CSQLite"], swiftSettings: strict),
        /// The player's data in one SQLite database: the caretakers of every memento.
        .target(name: "QuizStore", dependencies: ["QuizPlatform", "DataFiles", "Sqlite"], swiftSettings: strict),
        /// Everything that comes from outside: question packs (JSON, CSV,
        /// Aiken) read, checked and exported, the deck formats (Anki, Quizlet),
        /// and plugins run as question sources. The files are read here.
        .target(name: "QuizImport", dependencies: ["QuizPlatform", "DataFiles", "Sqlite", "CZlib", "Subprocess"], swiftSettings: strict),
        .target(
            name: "MovieRatingSource", dependencies: ["QuizPlatform", "DataFiles", "HTTPClient", "Subprocess", "CZlib"],
            swiftSettings: strict),
        /// The generated bank: questions made from fact tables (countries, elements, the IMDb list) in both languages.
        .target(name: "FactBank", dependencies: ["QuizPlatform", "MovieRatingSource"], swiftSettings: strict),
        .target(name: "TriviaSource", dependencies: ["QuizPlatform", "DataFiles", "HTTPClient", "FactBank"], swiftSettings: strict),
        .target(name: "MillionaireMode", dependencies: ["QuizPlatform"], swiftSettings: strict),
        /// QR codes of a join address (byte mode, versions 1 to 10) and their drawing in text: the phone party.
        .target(name: "QRCode", swiftSettings: strict),
        /// HTTP/1.1 on sockets with poll, every input bounded, and Server-Sent Events: the phone party's server.
        .target(name: "HTTPServer", dependencies: ["Subprocess"], swiftSettings: strict),
        /// The phones' side of a hosted game: the embedded page, joining, each phone's event stream, answers.
        .target(name: "PartyHost", dependencies: ["QuizPlatform", "HTTPServer"], swiftSettings: strict),
        .target(
            name: "QuizCLI",
            dependencies: [
                "QuizPlatform", "DataFiles", "QuizStore", "QuizImport", "HTTPClient", "MovieRatingSource", "TriviaSource",
                "FactBank", "MillionaireMode", "Subprocess", "CMainQueue", "PartyHost", "QRCode",
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "quizctl",
            dependencies: ["QuizCLI"],
            swiftSettings: strict,
            // The release links the C library in too: nothing is loaded or
            // relocated at start. Measured interleaved (2 cores, 100k games),
            // `quizctl --version` takes 0.99 ms static against 3.2 ms with
            // glibc shared (1.4 × and 4.6 × a C hello world), peak memory
            // 5.8 MB against 9.1 MB. No other flag: see README, "Install", the binary alone.
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(
            name: "PlatformTests",
            dependencies: ["QuizPlatform", "MillionaireMode", "QuizCLI", "QuizImport", "QuizStore", "Sqlite", "Subprocess"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SourcesTests",
            dependencies: [
                "QuizPlatform", "HTTPClient", "MovieRatingSource", "TriviaSource", "QuizCLI", "QuizStore", "quizctl", "Subprocess",
                "FactBank", "MillionaireMode",
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode"], swiftSettings: strict),
        .testTarget(name: "PhonePartyTests", dependencies: ["HTTPServer", "PartyHost", "QuizPlatform"], swiftSettings: strict),
        .testTarget(name: "FactBankTests", dependencies: ["FactBank", "QuizPlatform", "MovieRatingSource"], swiftSettings: strict),
        .testTarget(name: "QuizStoreTests", dependencies: ["QuizStore", "QuizPlatform", "Sqlite"], swiftSettings: strict),
        .testTarget(
            name: "QuizImportTests",
            dependencies: ["QuizImport", "QuizPlatform", "QuizStore", "QuizCLI", "Sqlite", "Subprocess"],
            swiftSettings: strict
        ),
        // Depends on the executable so that `swift test` builds the binary
        // the end-to-end tests run.
        .testTarget(
            name: "CLITests",
            dependencies: ["QuizPlatform", "QuizStore", "QuizImport", "MillionaireMode", "TriviaSource", "QuizCLI", "quizctl"],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
