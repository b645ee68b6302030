import CaregiverPersona
import Foundation
import Harness
@testable import Scenarios
import Testing
import WatcherPersona

/// Chart layout by `ChartText`'s width estimate: legend entries never overlap, and no text
/// reaches outside the view box — the last x label included.
@Suite("Chart layout")
struct ChartLayoutTests {
    /// The box a `<text>` element of an SVG is estimated to cover.
    struct TextBox {
        var text: String
        var rotated: Bool
        var minX, maxX, minY, maxY: Double

        func overlaps(_ other: TextBox) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }

    /// Every `<text>` of `svg` with its estimated box: width from `ChartText`, height from its
    /// ascent and descent, placed by its anchor, then rotated and translated as its transform says.
    static func textBoxes(_ svg: String) throws -> [TextBox] {
        let element = try Regex(#"<text([^>]*)>([^<]*)</text>"#)
        return try svg.matches(of: element).map { match in
            let attributes = String(match.output[1].substring ?? "")
            let text = String(match.output[2].substring ?? "").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
            func attribute(_ name: String) throws -> String? {
                try Regex(" \(name)=\"([^\"]*)\"").firstMatch(in: attributes).map { String($0.output[1].substring ?? "") }
            }
            let size = try attribute("font-size").flatMap(Double.init) ?? LineChart.fontSize
            let width = ChartText.width(text, fontSize: size)
            let xs: (Double, Double) = switch try attribute("text-anchor") {
            case "middle": (-width / 2, width / 2)
            case "end": (-width, 0)
            default: (0, width)
            }
            let ys = try attribute("dominant-baseline") == "middle"
                ? (-(ChartText.ascent + ChartText.descent) * size / 2, (ChartText.ascent + ChartText.descent) * size / 2)
                : (-ChartText.ascent * size, ChartText.descent * size)
            var origin = (try attribute("x").flatMap(Double.init) ?? 0, try attribute("y").flatMap(Double.init) ?? 0)
            var angle = 0.0
            if let transform = try attribute("transform") {
                let numbers = transform.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-") }).compactMap { Double($0) }
                origin = (numbers[0], numbers[1])
                angle = numbers.count > 2 ? numbers[2] * Double.pi / 180 : 0
            }
            let corners = [(xs.0, ys.0), (xs.1, ys.0), (xs.0, ys.1), (xs.1, ys.1)].map { x, y in
                (origin.0 + x * cos(angle) - y * sin(angle), origin.1 + x * sin(angle) + y * cos(angle))
            }
            return TextBox(text: text, rotated: angle != 0, minX: corners.map(\.0).min()!, maxX: corners.map(\.0).max()!,
                           minY: corners.map(\.1).min()!, maxY: corners.map(\.1).max()!)
        }
    }

    /// The view box's width and height.
    static func viewBox(_ svg: String) throws -> (width: Double, height: Double) {
        let match = try #require(try Regex(#"viewBox="0 0 (\d+) (\d+)""#).firstMatch(in: svg))
        return (Double(match.output[1].substring!)!, Double(match.output[2].substring!)!)
    }

    /// Every text inside the view box, and no two unrotated texts (title, ticks, legend) overlapping.
    static func expectLaidOut(_ svg: String) throws {
        let (width, height) = try viewBox(svg)
        let boxes = try textBoxes(svg)
        for box in boxes {
            #expect(box.minX >= 0 && box.maxX <= width && box.minY >= 0 && box.maxY <= height, "\"\(box.text)\": \(box)")
        }
        let flat = boxes.filter { !$0.rotated }
        for (index, box) in flat.enumerated() {
            for other in flat[..<index] {
                #expect(!box.overlaps(other), "\"\(box.text)\" overlaps \"\(other.text)\"")
            }
        }
    }

    static let dates = (6...31).map { "2025-03-\($0 < 10 ? "0" : "")\($0)" } + ["2025-04-01", "2025-04-02"]

    static func series(_ names: [String]) -> [LineChart.Series] {
        names.enumerated().map { number, name in
            LineChart.Series(name: name, color: "#1f77b4", values: dates.indices.map { Double(($0 + number) % 7 * 10) })
        }
    }

    static let longNames = ["Watch Now per pick", "full match per recommendation", "empty state per recommendation",
                            "recommendations served by the fourth fallback level", "feedback prompts answered on a relaunch",
                            "x"]

    @Test("legend entries with long names wrap into rows and never overlap; every row ends inside the plot's width")
    func legendEntriesDoNotOverlap() {
        let legend = ChartLegend(names: Self.longNames, left: LineChart.left + 10, right: LineChart.width - LineChart.right,
                                 fontSize: LineChart.fontSize)
        #expect(legend.rows > 1)
        for (index, entry) in legend.entries.enumerated() {
            #expect(entry.x + entry.width <= LineChart.width - LineChart.right)
            for other in legend.entries[..<index] where other.row == entry.row {
                #expect(other.x + other.width + ChartLegend.spacing <= entry.x, "entry \(index) overlaps an earlier one in row \(entry.row)")
            }
        }
        #expect(legend.entries.map(\.row) == legend.entries.map(\.row).sorted(), "rows fill in order")
    }

    @Test("the watchers' three legend entries, which overprinted, stand apart in one row")
    func watchersLegend() {
        let legend = ChartLegend(names: Array(Self.longNames[0..<3]), left: 80, right: 700, fontSize: 11)
        #expect(legend.rows == 1)
        #expect(zip(legend.entries, legend.entries.dropFirst()).allSatisfy { $0.x + $0.width + ChartLegend.spacing == $1.x })
    }

    @Test("a line chart with long series names keeps every text inside the view box, none over another")
    func lineChartWithLongNames() throws {
        let chart = LineChart(title: "Watchers per week: acceptance, full matches and empty states", yLabel: "%",
                              xLabels: Self.dates, series: Self.series(Self.longNames))
        try Self.expectLaidOut(chart.svg)
        #expect(chart.svg.contains("rotate(-45)\" text-anchor=\"end\">2025-04-02</text>"), "the last label ends at its point")
    }

    @Test("long x labels widen the margins below and left of the plot instead of leaving the view box")
    func longLabels() throws {
        let labels = ["the first week of the rollout", "the second week of the rollout", "the last week of the rollout"]
        let chart = LineChart(title: "Weeks", yLabel: "count", xLabels: labels,
                              series: [LineChart.Series(name: "views", color: "#1f77b4", values: [1, 2, 3])])
        try Self.expectLaidOut(chart.svg)
    }

    @Test("an interval chart's long last category is moved in to stay inside the view box, clear of the others")
    func intervalChartLastCategory() throws {
        let interval = Statistics.confidenceInterval([1, 2, 3])
        let chart = IntervalChart(title: "views: mean and 95% interval per arm", xLabel: "arm", yLabel: "views",
                                  categories: ["2", "3", "populations.caregivers.search.typoRate=0.15"],
                                  intervals: [interval, interval, interval])
        try Self.expectLaidOut(chart.svg)
        #expect(chart.svg.contains("<text x=\"350.0\" y=\"296\" text-anchor=\"middle\">3</text>"), "a label that fits stays centred under its point")
    }

    @Test("a value not measured is a gap in its line, never a 0: a line on each side of it, a lone value between gaps a dot")
    func lineGaps() throws {
        let chart = LineChart(title: "Searches per day", yLabel: "% of searches", xLabels: ["1", "2", "3", "4", "5", "6", "7"],
                              series: [LineChart.Series(name: "hit@1", color: "#2ca02c", values: [10, 20, nil, 30, 40, nil, 25]),
                                       LineChart.Series(name: "failed", color: "#d62728", values: [nil, 5, nil, nil, nil, nil, nil])])
        let svg = chart.svg
        try Self.expectLaidOut(svg)
        let lines = svg.matches(of: #/<polyline [^>]*points="([^"]*)"/#).map { $0.output.1.split(separator: " ").count }
        #expect(lines == [2, 2], "hit@1 drawn as 10, 20 | 30, 40 | 25 around the gaps: \(svg)")
        #expect(svg.components(separatedBy: "<circle ").count == 3, "the lone 25 and the lone 5 are dots")
    }

    @Test("an arm with nothing measured has no point in an interval chart: n/a stands above its label")
    func intervalChartNotMeasured() throws {
        let interval = Statistics.confidenceInterval([1, 2, 3])
        let chart = IntervalChart(title: "caregiver.trial_conversion_rate: mean and 95% interval per arm", xLabel: "freeTrialDays",
                                  yLabel: "caregiver.trial_conversion_rate", categories: ["3", "0", "7 (2/3)"], intervals: [interval, nil, interval])
        try Self.expectLaidOut(chart.svg)
        #expect(chart.svg.components(separatedBy: "<circle ").count == 3, "a point for each measured arm only")
        #expect(chart.svg.contains("<text x=\"350.0\" y=\"274\" text-anchor=\"middle\" fill=\"#7f7f7f\">n/a</text>"))
    }
}
