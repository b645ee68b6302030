import Foundation

/// The JSON coders a partition reuses for every relaunch (one partition runs on one thread).
package final class PersistenceCoders {
    package let encoder = JSONEncoder()
    package let decoder = JSONDecoder()
}
