import Time
/// Writing prompts (docs/rules.md#prompts): 15 curated prompts for everyone, plus custom prompts
/// for Bloom users — create, edit, delete, toggle — rotated in order.
public struct Prompts: Equatable, Codable, Sendable {
    /// The curated prompts, read-only and always available.
    public static let curated = [
        "What are you ready to let go of today?", "What felt heavy this week?", "What would you tell yesterday's you?",
        "What are you holding that isn't yours?", "Name one worry, then set it down.", "What surprised you today?",
        "What do you need to forgive?", "What would lighter look like?", "What are you grateful for right now?",
        "What is taking up too much room?", "What did you learn about yourself lately?", "What can wait until tomorrow?",
        "What is one thing you can't control?", "What made you smile today?", "What are you carrying from long ago?",
    ]

    /// A user's own prompt.
    public struct Custom: Equatable, Codable, Sendable {
        public var id: Int
        public var text: String
        public var createdAt: Instant
        public var isActive: Bool
    }

    /// Custom prompt actions need Bloom: any create, edit, delete or toggle without it opens the
    /// paywall instead.
    public struct PaywallRequired: Error, Equatable {}

    public private(set) var custom: [Custom] = []
    private var nextID = 1

    public init() {}

    /// Adds an active custom prompt; returns its id.
    public mutating func create(_ text: String, at now: Instant, premium: Bool) throws(PaywallRequired) -> Int {
        guard premium else { throw PaywallRequired() }
        custom.append(Custom(id: nextID, text: text, createdAt: now, isActive: true))
        nextID += 1
        return nextID - 1
    }

    public mutating func edit(_ id: Int, text: String, premium: Bool) throws(PaywallRequired) {
        guard premium else { throw PaywallRequired() }
        if let index = custom.firstIndex(where: { $0.id == id }) { custom[index].text = text }
    }

    public mutating func delete(_ id: Int, premium: Bool) throws(PaywallRequired) {
        guard premium else { throw PaywallRequired() }
        custom.removeAll { $0.id == id }
    }

    /// Soft-disables or re-enables a custom prompt.
    public mutating func setActive(_ id: Int, _ active: Bool, premium: Bool) throws(PaywallRequired) {
        guard premium else { throw PaywallRequired() }
        if let index = custom.firstIndex(where: { $0.id == id }) { custom[index].isActive = active }
    }

    /// The rotation: the curated prompts, then — for Bloom users — the active custom prompts in
    /// the order they were created.
    public func rotation(premium: Bool) -> [String] {
        Self.curated + (premium ? custom.filter(\.isActive).map(\.text) : [])
    }

    /// The prompt offered for the `n`-th release (from 0): the rotation in order, round and round
    /// (decided here: by release count, so every prompt comes before any repeats).
    public func prompt(forRelease n: Int, premium: Bool) -> String {
        let rotation = rotation(premium: premium)
        return rotation[((n % rotation.count) + rotation.count) % rotation.count]
    }
}
