// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer targets for quizctl's parsers of hostile input. A package of its
/// own so the root Package.swift keeps exactly its targets; each fuzz target
/// is one `LLVMFuzzerTestOneInput`, built with `-sanitize=fuzzer,address` by
/// run.sh (see README.md).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]
let platform: Target.Dependency = .product(name: "QuizPlatform", package: "quizctl")
let importers: Target.Dependency = .product(name: "QuizImport", package: "quizctl")

/// A fuzz target: one executable whose `main` is libFuzzer's.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport", platform] + dependencies, swiftSettings: strict)
}

let package = Package(
    name: "quizctl-fuzz",
    dependencies: [.package(name: "quizctl", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", platform, importers], swiftSettings: strict),
        fuzzTarget("FuzzPackJSON", [importers]),
        fuzzTarget("FuzzPackCSV", [importers]),
        fuzzTarget("FuzzPackAiken", [importers]),
        fuzzTarget("FuzzIMDbTSV", [.product(name: "MovieRatingSource", package: "quizctl")]),
        fuzzTarget("FuzzEntities"),
    ],
    swiftLanguageModes: [.v6]
)
