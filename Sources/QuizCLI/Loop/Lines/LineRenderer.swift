/// How a program on the loop is told where output is appended, never
/// redrawn (a script's output, accessible mode): what changed since the
/// state last told, as lines, in place of a frame.
@MainActor
protocol LineRenderer {
    associatedtype State

    /// Writes what is new in `state` since the state told before, `event`
    /// having led to it (nil: the first state).
    mutating func tell(_ state: State, after event: Event?)
    /// Seconds the driver may wait for input before `state` needs an event:
    /// the update's own wish (`tick`, from `tickDelay`), or sooner when
    /// something is to be said then (a time limit's warning); nil: no limit.
    func wait(_ state: State, tick: Double?) -> Double?
}
