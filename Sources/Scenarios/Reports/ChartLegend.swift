/// Where a chart's legend entries go: left to right in rows, none overlapping another.
///
/// An entry is a `swatch`-pixel colour square, `swatchGap` pixels, then its name (width estimated
/// by `ChartText`); entries are `spacing` pixels apart. An entry that would reach past `right`
/// starts a new row `rowHeight` pixels lower; a name wider than a whole row gets a row of its own.
/// The layout depends only on the names, so it is the same on every machine.
struct ChartLegend {
    /// One entry: where its swatch starts, its row (0 is the first) and its width, swatch included.
    struct Entry {
        var x: Double
        var row: Int
        var width: Double
    }

    static let swatch = 10.0
    static let swatchGap = 4.0
    static let spacing = 16.0
    static let rowHeight = 16.0

    /// One entry per name, in order.
    var entries: [Entry]

    /// Lays out `names` between `left` and `right` at `fontSize`.
    init(names: [String], left: Double, right: Double, fontSize: Double) {
        entries = []
        var x = left
        var row = 0
        for name in names {
            let width = Self.swatch + Self.swatchGap + ChartText.width(name, fontSize: fontSize)
            if x > left && x + width > right {
                x = left
                row += 1
            }
            entries.append(Entry(x: x, row: row, width: width))
            x += width + Self.spacing
        }
    }

    /// How many rows the legend takes (0 without entries).
    var rows: Int { entries.last.map { $0.row + 1 } ?? 0 }
}
