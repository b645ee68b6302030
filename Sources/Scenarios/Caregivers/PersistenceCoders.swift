import Foundation

/// The JSON coders a partition reuses for every relaunch (one partition runs on one thread).
final class PersistenceCoders {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
}
