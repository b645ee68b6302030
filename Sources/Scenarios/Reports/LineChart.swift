import Foundation

/// A small SVG line chart with a title, a y axis from zero, dated x labels and a legend.
///
/// Deterministic: coordinates are printed with `ReportNumber`, series in the order given.
public struct LineChart: Sendable {
    public struct Series: Sendable {
        public var name: String
        public var color: String
        public var values: [Double]

        public init(name: String, color: String, values: [Double]) {
            self.name = name
            self.color = color
            self.values = values
        }
    }

    public var title: String
    public var yLabel: String
    public var xLabels: [String]
    public var series: [Series]
    /// Decimals on the y tick labels.
    public var yDecimals = 0

    public init(title: String, yLabel: String, xLabels: [String], series: [Series], yDecimals: Int = 0) {
        self.title = title
        self.yLabel = yLabel
        self.xLabels = xLabels
        self.series = series
        self.yDecimals = yDecimals
    }

    static let width = 720.0
    static let height = 360.0
    static let left = 70.0
    static let right = 20.0
    static let top = 40.0
    static let bottom = 70.0

    /// The smallest "nice" number (1, 2 or 5 × 10ⁿ) at least `value`.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude * 10 <= value { magnitude *= 10 }
        while magnitude > value { magnitude /= 10 }
        for step in [1.0, 2.0, 5.0, 10.0] where step * magnitude >= value { return step * magnitude }
        return 10 * magnitude
    }

    /// The chart as an SVG document.
    public var svg: String {
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        let maximum = Self.niceCeiling(series.flatMap(\.values).max() ?? 0)
        let count = max(xLabels.count, 1)
        func x(_ index: Int) -> String {
            ReportNumber.fixed(Self.left + (count == 1 ? plotWidth / 2 : plotWidth * Double(index) / Double(count - 1)), decimals: 1)
        }
        func y(_ value: Double) -> String {
            ReportNumber.fixed(Self.top + plotHeight * (1 - value / maximum), decimals: 1)
        }
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Self.width))" height="\(Int(Self.height))" \
        viewBox="0 0 \(Int(Self.width)) \(Int(Self.height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(Int(Self.width / 2))" y="22" text-anchor="middle" font-size="14">\(Self.escape(title))</text>

        """
        for tick in 0...4 {
            let value = maximum * Double(tick) / 4
            out += "<line x1=\"\(Int(Self.left))\" x2=\"\(Int(Self.width - Self.right))\" y1=\"\(y(value))\" y2=\"\(y(value))\" stroke=\"#e5e5e5\"/>\n"
            out += "<text x=\"\(Int(Self.left - 6))\" y=\"\(y(value))\" text-anchor=\"end\" dominant-baseline=\"middle\">\(ReportNumber.fixed(value, decimals: yDecimals))</text>\n"
        }
        out += "<text transform=\"translate(16 \(Int(Self.top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(Self.escape(yLabel))</text>\n"
        let labelStep = max(1, (xLabels.count + 9) / 10)
        for (index, label) in xLabels.enumerated() where index % labelStep == 0 {
            out += "<text transform=\"translate(\(x(index)) \(Int(Self.height - Self.bottom + 14))) rotate(45)\">\(Self.escape(label))</text>\n"
        }
        out += "<line x1=\"\(Int(Self.left))\" x2=\"\(Int(Self.left))\" y1=\"\(Int(Self.top))\" y2=\"\(Int(Self.top + plotHeight))\" stroke=\"#333\"/>\n"
        out += "<line x1=\"\(Int(Self.left))\" x2=\"\(Int(Self.width - Self.right))\" y1=\"\(Int(Self.top + plotHeight))\" y2=\"\(Int(Self.top + plotHeight))\" stroke=\"#333\"/>\n"
        for (number, line) in series.enumerated() {
            let points = line.values.enumerated().map { "\(x($0.offset)),\(y($0.element))" }.joined(separator: " ")
            out += "<polyline fill=\"none\" stroke=\"\(line.color)\" stroke-width=\"2\" points=\"\(points)\"/>\n"
            let legendX = Int(Self.left) + 10 + number * 150
            out += "<rect x=\"\(legendX)\" y=\"\(Int(Self.top) - 12)\" width=\"10\" height=\"10\" fill=\"\(line.color)\"/>"
            out += "<text x=\"\(legendX + 14)\" y=\"\(Int(Self.top) - 3)\">\(Self.escape(line.name))</text>\n"
        }
        return out + "</svg>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
