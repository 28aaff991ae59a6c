import QuizPlatform

extension Game {
    /// The one production coordinator (the design card's singleton): the
    /// game of the process's own environment, built once, on first use,
    /// from its variables. Commands reach it through `AppEnvironment.game`;
    /// tests never touch it: they build their own `Game`.
    public static var shared: Game { AppEnvironment.process.game }
}

extension AppEnvironment {
    /// The process's environment, built once from its variables (`live()`).
    static let process = AppEnvironment.live()
}
