import Time

/// Reacts to the events a `Simulation` delivers; the handler owns all agent state.
///
/// Dispatch is a `switch` in `handle` on a value-type event: no closures in the queue.
public protocol EventHandler {
    associatedtype Event: BitwiseCopyable
    /// Handles `event`, due now (`simulation.now`); may schedule, cancel or move others.
    mutating func handle(_ event: Event, handle: EventHandle, in simulation: inout Simulation<Event>)
}

/// A virtual clock and its event queue: the discrete-event kernel.
///
/// `run(until:)` delivers every event with time in `[now, until)` in `(time, sequence)` order,
/// then sets `now` to `until`; it can be called again to resume. As in SimPy, scheduling in the
/// past (a negative delay) is a programming error, never clamped.
///
/// Noncopyable, as its `EventQueue` is: one run owns one simulation and lends it to its handler.
public struct Simulation<Event: BitwiseCopyable>: ~Copyable {
    /// The current virtual time.
    public var now: Instant { _now }
    /// The pending events.
    public var queue: EventQueue<Event> {
        _read { yield _queue }
    }
    /// How many events have been delivered so far.
    public var delivered: Int { _delivered }

    @usableFromInline var _now: Instant
    @usableFromInline var _queue = EventQueue<Event>()
    @usableFromInline var _delivered = 0

    /// A simulation whose clock starts at `start`.
    public init(start: Instant) {
        _now = start
    }

    /// Schedules `event` at `time`.
    ///
    /// - Precondition: `time >= now`.
    @inlinable
    @discardableResult
    public mutating func schedule(_ event: Event, at time: Instant) -> EventHandle {
        precondition(time >= now, "cannot schedule an event in the past")
        return _queue.schedule(event, at: time)
    }

    /// Schedules `event` `milliseconds` from now.
    ///
    /// - Precondition: `milliseconds >= 0`.
    @inlinable
    @discardableResult
    public mutating func schedule(_ event: Event, afterMilliseconds milliseconds: Int64) -> EventHandle {
        precondition(milliseconds >= 0, "a delay must not be negative")
        return _queue.schedule(event, at: now.advanced(byMilliseconds: milliseconds))
    }

    /// Cancels a pending event; `false` when it already fired or was cancelled.
    @inlinable
    @discardableResult
    public mutating func cancel(_ handle: EventHandle) -> Bool {
        _queue.cancel(handle)
    }

    /// Moves a pending event to `time` (behind events already due then); returns its new
    /// handle, or `nil` when it already fired or was cancelled.
    ///
    /// - Precondition: `time >= now`.
    @inlinable
    @discardableResult
    public mutating func reschedule(_ handle: EventHandle, to time: Instant) -> EventHandle? {
        precondition(time >= now, "cannot move an event into the past")
        return _queue.reschedule(handle, to: time)
    }

    /// Delivers every event due in `[now, until)` to `handler`, then advances `now` to `until`.
    ///
    /// - Precondition: `until > now`.
    /// - Returns: how many events were delivered.
    @inlinable
    @discardableResult
    public mutating func run<Handler: EventHandler>(until: Instant, handler: inout Handler) -> Int
    where Handler.Event == Event {
        precondition(until > now, "run(until:) must move the clock forward")
        var count = 0
        while let next = _queue.nextTime(), next < until {
            let (time, handle, event) = _queue.pop().unsafelyUnwrapped
            _now = time
            count += 1
            handler.handle(event, handle: handle, in: &self)
        }
        _now = until
        _delivered += count
        return count
    }

    /// Runs `days` whole days from `start`, a day (`run(until:)`) at a time, stopping early when
    /// `isCancelled()` says so before a day begins.
    ///
    /// Call it where `Handler` is a concrete type: being `@inlinable`, the loop, the queue and the
    /// handler call are then specialised for it, with no metadata lookup or witness call per event.
    @inlinable
    public mutating func runDays<Handler: EventHandler>(from start: Instant, days: Int, handler: inout Handler,
                                                        isCancelled: () -> Bool) where Handler.Event == Event {
        for day in 1...days {
            if isCancelled() { break }
            run(until: start.advanced(byMilliseconds: Int64(day) * Milliseconds.day), handler: &handler)
        }
    }
}
