import QuizPlatform

/// The IMDb Top 250 as it stood on `date`, compiled into the binary so that a
/// `quizctl` copied alone into ~/bin still plays offline (no `Bundle.module`,
/// which on Linux needs a resources folder beside the executable).
///
/// `movies` and `date` are generated into `Top250Snapshot.swift` by
/// `Scripts/generate-movie-snapshot.swift`; this file holds what is not data.
public enum MovieSnapshot {
    /// IMDb's terms for the snapshot: shown wherever the snapshot is used.
    public static var attribution: LocalizedText { Strings.imdbAttribution }
}
