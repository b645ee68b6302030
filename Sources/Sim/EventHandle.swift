/// Names one scheduled event so it can be cancelled or moved while it is pending.
///
/// A handle is the queue entry holding the event (`slot`) plus the entry's state when it was
/// scheduled (`generation`, odd while pending). Firing or cancelling makes the state even; an
/// entry is reused only after it is unlinked, with the next odd state, so a stale handle never
/// matches and can never cancel someone else's event.
public struct EventHandle: Hashable, Sendable {
    @usableFromInline let slot: Int32
    @usableFromInline let generation: UInt32

    @inlinable
    init(slot: Int32, generation: UInt32) {
        self.slot = slot
        self.generation = generation
    }
}
