import Foundation
import Scenarios
#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory, for benchmarks (Linux: `/proc/self/status`; elsewhere `nil`).
///
/// `resetPeak()` restarts the peak (`VmHWM`) at the current resident size, so the memory one
/// case of a benchmark needs is `peakBytes()` after it minus `currentBytes()` before it.
package enum ResidentMemory {
    /// Resident bytes now (`VmRSS`).
    package static func currentBytes() -> Int? { field("VmRSS:") }

    /// The highest resident bytes since the process started or since `resetPeak()` (`VmHWM`).
    package static func peakBytes() -> Int? { field("VmHWM:") }

    /// Restarts the peak at the current resident size (writes 5 to `/proc/self/clear_refs`);
    /// false where that is not possible.
    @discardableResult
    package static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// Hands the heap's free memory back to the system (glibc's `malloc_trim`, looked up at run
    /// time since Swift's Glibc module leaves out `malloc.h`; elsewhere nothing), so the resident
    /// size before a case holds what is live, not what an earlier case freed and the allocator kept.
    package static func releaseFreed() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        if let trim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        #endif
    }

    static func field(_ name: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd(), let text = String(data: data, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let kilobytes = line.dropFirst(name.count).split { $0 == " " || $0 == "\t" }.first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1_024 }
        }
        return nil
    }
}
