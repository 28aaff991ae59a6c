extension PlayPlan {
    /// The values of the options a player left unset (`PlayPlan.defaults`).
    public struct Defaults: Sendable, Equatable {
        public var source: String
        public var count: Int
        /// Seconds a question; 0 for no limit.
        public var timer: Double
        public var difficulty: DifficultySetting
    }
}
