/// A value others can watch (the Observer pattern): the progress line and the
/// timer's countdown subscribe to one instead of being told by the session.
@MainActor
public final class Observable<Value> {
    public var value: Value {
        didSet { for observer in observers.values { observer(value) } }
    }

    private var observers: [Int: (Value) -> Void] = [:]
    private var nextToken = 0

    public init(_ value: Value) { self.value = value }

    /// Calls `observer` now and on every change; returns a token for `stopObserving`.
    @discardableResult
    public func observe(_ observer: @escaping (Value) -> Void) -> Int {
        nextToken += 1
        observers[nextToken] = observer
        observer(value)
        return nextToken
    }

    public func stopObserving(_ token: Int) { observers[token] = nil }
}
