/// One thing that happens to a gardener: a small plain value (docs/rules.md#value-events).
package struct GardenerEvent: Sendable, BitwiseCopyable {
    package enum Kind: UInt8, Sendable, BitwiseCopyable {
        /// Local midnight: the gardener plans the new day.
        case dayStart
        /// The gardener waters the garden.
        case watering
    }

    package var agent: Int32
    package var kind: Kind
}
