/// A title as Pick For Me's scan reads it (`TitleCatalog.fetchOrder`): what the engine gates,
/// levels and scores on, computed once per catalog, with no string, so reading one per title
/// fetched copies 32 bytes and retains nothing.
struct FetchCandidate: Sendable {
    /// `Title.goodScore`.
    let goodScore: Double
    let runtimeMinutes: Int
    /// The title's index in `TitleCatalog.titles`.
    let index: Int32
    let id: Int32
    let tags: TagSet
    let platforms: PlatformSet
    let contentGates: ContentGates

    init(_ title: Title, index: Int) {
        goodScore = title.goodScore
        runtimeMinutes = title.runtimeMinutes
        self.index = Int32(index)
        id = title.id
        tags = title.tags
        platforms = title.platforms
        contentGates = title.contentGates
    }
}
