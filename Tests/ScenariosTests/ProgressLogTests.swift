import Foundation
import Measurements
import Testing

/// `ProgressLog`: a log line at most every interval, none before the first interval, with a fake
/// clock so nothing waits.
@Suite("Progress for a log")
struct ProgressLogTests {
    /// A clock the test moves by hand, and the lines written.
    final class Fake: @unchecked Sendable {
        var now = 100.0
        var lines: [String] = []
    }

    @Test("no line before 10 s; then at most one line every 10 s, saying done of total and the whole seconds elapsed")
    func atMostEveryInterval() {
        let fake = Fake()
        let log = ProgressLog(interval: 10, clock: { fake.now }) { fake.lines.append($0) }
        for (second, done) in [(0.0, 1), (5, 2), (9.999, 3)] {
            fake.now = 100 + second
            log.report(done, of: 40, "partitions")
        }
        #expect(fake.lines.isEmpty)
        fake.now = 110
        log.report(4, of: 40, "partitions", what: "caregivers")
        fake.now = 119.5
        log.report(5, of: 40, "partitions", what: "caregivers")
        fake.now = 131.7
        log.report(12, of: 40, "partitions")
        fake.now = 135
        log.report(13, of: 40, "partitions")
        #expect(fake.lines == ["appsim: caregivers: 4 of 40 partitions, 10 s elapsed\n",
                               "appsim: 12 of 40 partitions, 31 s elapsed\n"])
    }
}
