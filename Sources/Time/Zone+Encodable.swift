extension Zone: Encodable {
    /// A zone encodes as its identifier: the table is derived from it, so two zones with the same
    /// identifier are the same zone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
