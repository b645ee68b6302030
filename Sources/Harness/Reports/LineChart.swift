import Foundation
import Sim

/// A small SVG line chart with a title, a y axis from zero, dated x labels and a legend.
///
/// The x labels are evenly spaced by default; with `xScale: .logarithmic(values)` each sits at
/// the logarithm of its value, so sizes a decade apart are equally far apart (a capacity curve
/// over 500 … 500,000 songs). `guides` are dashed horizontal lines at a value (a latency budget),
/// named in the legend after the series; the y axis reaches the highest guide too. Without them
/// nothing of theirs is drawn or laid out, so a chart without guides keeps its bytes. A value not
/// measured breaks its series' line (a lone measured value between gaps is a dot): a gap, never a
/// 0 (docs/rules.md#not-measured).
///
/// Deterministic: coordinates are printed with `ReportNumber`, series in the order given.
/// Nothing is drawn outside the view box or over another label, by `ChartText`'s estimate of text
/// width: legend entries are laid out by `ChartLegend` in rows above the plot (each row after the
/// first lowers the plot's top); x labels are rotated −45° and end at their point, so the last one
/// ends inside the plot's width, and the margins below and left of the plot grow, when a label
/// needs it, to hold the longest label and the first one.
package struct LineChart: Sendable {
    package struct Series: Sendable {
        package var name: String
        package var color: String
        /// One value per x label; `nil` where nothing was measured (a share of a date with nothing
        /// to share), drawn as a gap in the line, never as 0 (docs/rules.md#not-measured).
        package var values: [Double?]

        package init(name: String, color: String, values: [Double?]) {
            self.name = name
            self.color = color
            self.values = values
        }
    }

    /// Where the x labels sit.
    package enum XScale: Sendable {
        /// Evenly spaced, in order.
        case evenlySpaced
        /// At the logarithm of each label's value (ascending, all above 0; one per label).
        case logarithmic([Double])
    }

    /// A dashed horizontal line at `value`, named in the legend.
    package struct Guide: Sendable {
        package var name: String
        package var color: String
        package var value: Double

        package init(name: String, color: String, value: Double) {
            self.name = name
            self.color = color
            self.value = value
        }
    }

    package var title: String
    package var yLabel: String
    package var xLabels: [String]
    package var series: [Series]
    /// Decimals on the y tick labels.
    package var yDecimals = 0
    package var xScale = XScale.evenlySpaced
    package var guides: [Guide] = []

    package init(title: String, yLabel: String, xLabels: [String], series: [Series], yDecimals: Int = 0,
                 xScale: XScale = .evenlySpaced, guides: [Guide] = []) {
        if case .logarithmic(let values) = xScale {
            precondition(values.count == xLabels.count && values.allSatisfy { $0 > 0 } && values == values.sorted(),
                         "a logarithmic x axis needs one ascending positive value per label")
        }
        self.title = title
        self.yLabel = yLabel
        self.xLabels = xLabels
        self.series = series
        self.yDecimals = yDecimals
        self.xScale = xScale
        self.guides = guides
    }

    package static let width = 720.0
    package static let height = 360.0
    /// The plot's margins; left, top and bottom are the least, widened when labels need it.
    package static let left = 70.0
    package static let right = 20.0
    package static let top = 40.0
    package static let bottom = 70.0
    /// The font size of every text but the title, in pixels.
    package static let fontSize = 11.0
    /// From the x axis down to an x label's point.
    package static let labelGap = 14.0
    /// cos 45°: how far a −45° label reaches across and down per pixel of its length.
    package static let diagonal = 0.5.squareRoot()
    /// The least room kept between any text and the view box's edge.
    package static let edge = 2.0

    /// The smallest "nice" number (1, 2 or 5 × 10ⁿ) at least `value`.
    package static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        while magnitude > value { magnitude /= 10 }
        for step in [1.0, 2.0, 5.0, 10.0] where step * magnitude >= value { return step * magnitude }
        return 10 * magnitude
    }

    /// The chart as an SVG document.
    package var svg: String {
        let shown = xLabels.enumerated().filter { $0.offset % labelStep == 0 }
        let longest = shown.map { ChartText.width($0.element, fontSize: Self.fontSize) }.max() ?? 0
        let bottom = max(Self.bottom, (Self.labelGap + Self.diagonal * (longest + ChartText.descent * Self.fontSize) + Self.edge).rounded(.up))
        let first = shown.first.map { ChartText.width($0.element, fontSize: Self.fontSize) } ?? 0
        let left = max(Self.left, (Self.diagonal * (first + ChartText.ascent * Self.fontSize) + Self.edge).rounded(.up))
        let legend = ChartLegend(names: series.map(\.name) + guides.map(\.name), left: left + 10, right: Self.width - Self.right,
                                 fontSize: Self.fontSize)
        let top = Self.top + ChartLegend.rowHeight * Double(max(legend.rows - 1, 0))
        let plotWidth = Self.width - left - Self.right
        let plotHeight = Self.height - top - bottom
        let maximum = Self.niceCeiling((series.flatMap { $0.values.compactMap { $0 } } + guides.map(\.value)).max() ?? 0)
        let count = max(xLabels.count, 1)
        let offsets: [Double]
        switch xScale {
        case .evenlySpaced:
            offsets = (0..<count).map { count == 1 ? plotWidth / 2 : plotWidth * Double($0) / Double(count - 1) }
        case .logarithmic(let values):
            let logs = values.map(DeterministicMath.log)
            let (low, high) = (logs[0], logs[logs.count - 1])
            offsets = logs.map { plotWidth * (high > low ? ($0 - low) / (high - low) : 0.5) }
        }
        func x(_ index: Int) -> String {
            ReportNumber.fixed(left + offsets[index], decimals: 1)
        }
        func y(_ value: Double) -> String {
            ReportNumber.fixed(top + plotHeight * (1 - value / maximum), decimals: 1)
        }
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Self.width))" height="\(Int(Self.height))" \
        viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(Int(Self.width / 2))" y="22" text-anchor="middle" font-size="14">\(Self.escape(title))</text>

        """
        for tick in 0...4 {
            let value = maximum * Double(tick) / 4
            out += "<line x1=\"\(Int(left))\" x2=\"\(Int(Self.width - Self.right))\" y1=\"\(y(value))\" y2=\"\(y(value))\" stroke=\"#e5e5e5\"/>\n"
            out += "<text x=\"\(Int(left - 6))\" y=\"\(y(value))\" text-anchor=\"end\" dominant-baseline=\"middle\">\(ReportNumber.fixed(value, decimals: yDecimals))</text>\n"
        }
        out += "<text transform=\"translate(16 \(Int(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(Self.escape(yLabel))</text>\n"
        for (index, label) in shown {
            out += "<text transform=\"translate(\(x(index)) \(Int(Self.height - bottom + Self.labelGap))) rotate(-45)\" text-anchor=\"end\">\(Self.escape(label))</text>\n"
        }
        out += "<line x1=\"\(Int(left))\" x2=\"\(Int(left))\" y1=\"\(Int(top))\" y2=\"\(Int(top + plotHeight))\" stroke=\"#333\"/>\n"
        out += "<line x1=\"\(Int(left))\" x2=\"\(Int(Self.width - Self.right))\" y1=\"\(Int(top + plotHeight))\" y2=\"\(Int(top + plotHeight))\" stroke=\"#333\"/>\n"
        for (line, entry) in zip(series, legend.entries) {
            for segment in Self.segments(line.values) {
                guard segment.count > 1 || !line.values.contains(nil) else {
                    out += "<circle cx=\"\(x(segment[0].index))\" cy=\"\(y(segment[0].value))\" r=\"2\" fill=\"\(line.color)\"/>\n"
                    continue
                }
                let points = segment.map { "\(x($0.index)),\(y($0.value))" }.joined(separator: " ")
                out += "<polyline fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2\" points=\"\(points)\"/>\n"
            }
            out += Self.legendEntry(entry, name: line.name, color: line.color)
        }
        for (guide, entry) in zip(guides, legend.entries.dropFirst(series.count)) {
            out += "<line x1=\"\(Int(left))\" x2=\"\(Int(Self.width - Self.right))\" y1=\"\(y(guide.value))\" y2=\"\(y(guide.value))\" "
            out += "stroke=\"\(guide.color)\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>\n"
            out += Self.legendEntry(entry, name: guide.name, color: guide.color)
        }
        return out + "</svg>\n"
    }

    /// The runs of consecutive measured values of a series, each value with its x index: a line
    /// is drawn through each run (a lone value between gaps as a dot), and a value not measured
    /// breaks it.
    static func segments(_ values: [Double?]) -> [[(index: Int, value: Double)]] {
        var segments: [[(index: Int, value: Double)]] = []
        var current: [(index: Int, value: Double)] = []
        for (index, value) in values.enumerated() {
            guard let value else {
                if !current.isEmpty { segments.append(current) }
                current = []
                continue
            }
            current.append((index, value))
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// A legend entry's swatch and name.
    static func legendEntry(_ entry: ChartLegend.Entry, name: String, color: String) -> String {
        let rowY = Self.top + ChartLegend.rowHeight * Double(entry.row)
        var out = "<rect x=\"\(ReportNumber.fixed(entry.x, decimals: 1))\" y=\"\(Int(rowY) - 12)\" width=\"\(Int(ChartLegend.swatch))\" "
        out += "height=\"\(Int(ChartLegend.swatch))\" fill=\"\(color)\"/>"
        out += "<text x=\"\(ReportNumber.fixed(entry.x + ChartLegend.swatch + ChartLegend.swatchGap, decimals: 1))\" y=\"\(Int(rowY) - 3)\">"
        return out + "\(Self.escape(name))</text>\n"
    }

    /// Every how many x labels one is printed: at most 10 are.
    package var labelStep: Int { max(1, (xLabels.count + 9) / 10) }

    /// `text` as SVG character data (`PrintableText.xmlText`).
    package static func escape(_ text: String) -> String {
        PrintableText.xmlText(text)
    }
}
