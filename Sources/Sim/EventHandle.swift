/// Names one scheduled event so it can be cancelled or moved while it is pending.
///
/// A handle is a slot in the queue plus the slot's generation: once the event has fired or been
/// cancelled, the slot may be reused and the old handle no longer matches, so a stale handle can
/// never cancel someone else's event.
public struct EventHandle: Hashable, Sendable {
    @usableFromInline let slot: Int32
    @usableFromInline let generation: UInt32

    @inlinable
    init(slot: Int32, generation: UInt32) {
        self.slot = slot
        self.generation = generation
    }
}
