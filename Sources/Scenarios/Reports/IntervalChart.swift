import Harness

/// An SVG chart of means with confidence-interval bars, one point per category (e.g. sweep arm).
/// A category with no interval (nothing measured) has no point, and `n/a` stands above its label:
/// never a 0 (docs/rules.md#not-measured).
///
/// A category's label is centred under its point, moved in just enough to stay inside the view box
/// when, by `ChartText`'s estimate, it would cross an edge: the last label is never clipped.
package struct IntervalChart: Sendable {
    package var title: String
    package var xLabel: String
    package var yLabel: String
    package var categories: [String]
    /// One per category; `nil` where nothing was measured.
    package var intervals: [Statistics.Interval?]

    package init(title: String, xLabel: String, yLabel: String, categories: [String], intervals: [Statistics.Interval?]) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.categories = categories
        self.intervals = intervals
    }

    /// The chart as an SVG document (y from zero to a round ceiling above the highest bar).
    package var svg: String {
        let (width, height, left, right, top, bottom) = (640.0, 340.0, 80.0, 20.0, 40.0, 60.0)
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let highest = intervals.compactMap { $0.map { $0.upper ?? $0.mean } }.max() ?? 0
        let maximum = LineChart.niceCeiling(highest)
        func x(_ index: Int) -> Double { left + plotWidth * (Double(index) + 0.5) / Double(max(categories.count, 1)) }
        func y(_ value: Double) -> Double { top + plotHeight * (1 - max(0, value) / maximum) }
        func f(_ value: Double) -> String { ReportNumber.fixed(value, decimals: 1) }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        out += "viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        out += "<text x=\"\(Int(width / 2))\" y=\"22\" text-anchor=\"middle\" font-size=\"14\">\(LineChart.escape(title))</text>\n"
        for tick in 0...4 {
            let value = maximum * Double(tick) / 4
            out += "<line x1=\"\(Int(left))\" x2=\"\(Int(width - right))\" y1=\"\(f(y(value)))\" y2=\"\(f(y(value)))\" stroke=\"#e5e5e5\"/>\n"
            out += "<text x=\"\(Int(left - 6))\" y=\"\(f(y(value)))\" text-anchor=\"end\" dominant-baseline=\"middle\">"
            out += "\(ReportNumber.fixed(value, decimals: maximum < 10 ? 2 : 0))</text>\n"
        }
        out += "<text transform=\"translate(16 \(Int(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(LineChart.escape(yLabel))</text>\n"
        out += "<text x=\"\(Int(left + plotWidth / 2))\" y=\"\(Int(height - 12))\" text-anchor=\"middle\">\(LineChart.escape(xLabel))</text>\n"
        for (index, interval) in intervals.enumerated() {
            let cx = f(x(index))
            let half = ChartText.width(categories[index], fontSize: LineChart.fontSize) / 2
            let labelX = min(max(x(index), LineChart.edge + half), width - LineChart.edge - half)
            let label = "<text x=\"\(f(labelX))\" y=\"\(Int(height - bottom + 16))\" text-anchor=\"middle\">\(LineChart.escape(categories[index]))</text>\n"
            guard let interval else {
                out += "<text x=\"\(cx)\" y=\"\(Int(top + plotHeight - 6))\" text-anchor=\"middle\" fill=\"#7f7f7f\">\(ReportNumber.notMeasured)</text>\n"
                out += label
                continue
            }
            if let lower = interval.lower, let upper = interval.upper {
                out += "<line x1=\"\(cx)\" x2=\"\(cx)\" y1=\"\(f(y(lower)))\" y2=\"\(f(y(upper)))\" stroke=\"#1f77b4\" stroke-width=\"2\"/>\n"
                for end in [lower, upper] {
                    out += "<line x1=\"\(f(x(index) - 6))\" x2=\"\(f(x(index) + 6))\" y1=\"\(f(y(end)))\" y2=\"\(f(y(end)))\" stroke=\"#1f77b4\" stroke-width=\"2\"/>\n"
                }
            }
            out += "<circle cx=\"\(cx)\" cy=\"\(f(y(interval.mean)))\" r=\"4\" fill=\"#d62728\"/>\n"
            out += label
        }
        out += "<line x1=\"\(Int(left))\" x2=\"\(Int(left))\" y1=\"\(Int(top))\" y2=\"\(Int(top + plotHeight))\" stroke=\"#333\"/>\n"
        out += "<line x1=\"\(Int(left))\" x2=\"\(Int(width - right))\" y1=\"\(Int(top + plotHeight))\" y2=\"\(Int(top + plotHeight))\" stroke=\"#333\"/>\n"
        return out + "</svg>\n"
    }
}
