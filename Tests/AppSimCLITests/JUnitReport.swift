import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A JUnit XML file as a CI server reads it: `<testsuites>` holding `<testsuite>`s of
/// `<testcase>`s, a failing case carrying `<failure>` elements; `nil` when the text is not
/// well-formed XML or its root is not `<testsuites>`.
struct JUnitReport {
    struct Case: Equatable {
        var classname: String
        var name: String
        /// The `message` of each `<failure>` of the case.
        var failures: [String]
    }

    struct Suite {
        var name: String
        /// The `tests` and `failures` counts the suite claims.
        var tests: Int?
        var failures: Int?
        var cases: [Case]
    }

    var name: String
    var tests: Int?
    var failures: Int?
    var suites: [Suite]

    /// Every case of every suite, in order.
    var cases: [Case] { suites.flatMap(\.cases) }
}

extension JUnitReport {
    /// The report `text` holds, or `nil`.
    init?(_ text: String) {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse(), reader.problem == nil, let report = reader.report else { return nil }
        self = report
    }

    /// Builds the report element by element; any element out of place is a problem.
    private final class Reader: NSObject, XMLParserDelegate {
        var report: JUnitReport?
        var problem: String?
        private var path: [String] = []

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let (name, tests, failures) = (attributes["name"] ?? "", attributes["tests"].flatMap(Int.init), attributes["failures"].flatMap(Int.init))
            let suite = (report?.suites.count ?? 0) - 1
            switch (path, element) {
            case ([], "testsuites"):
                report = JUnitReport(name: name, tests: tests, failures: failures, suites: [])
            case (["testsuites"], "testsuite"):
                report?.suites.append(Suite(name: name, tests: tests, failures: failures, cases: []))
            case (["testsuites", "testsuite"], "testcase"):
                report?.suites[suite].cases.append(Case(classname: attributes["classname"] ?? "", name: name, failures: []))
            case (["testsuites", "testsuite", "testcase"], "failure"):
                let last = (report?.suites[suite].cases.count ?? 0) - 1
                report?.suites[suite].cases[last].failures.append(attributes["message"] ?? "")
            default:
                problem = problem ?? "<\(element)> inside \(path.map { "<\($0)>" }.joined())"
            }
            path.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            path.removeLast()
        }
    }
}
