/// Where a chart's legend entries go: left to right in rows, none overlapping another.
///
/// An entry is a `swatch`-pixel colour square, `swatchGap` pixels, then its name (width estimated
/// by `ChartText`); entries are `spacing` pixels apart. An entry that would reach past `right`
/// starts a new row `rowHeight` pixels lower; a name wider than a whole row gets a row of its own.
/// The layout depends only on the names, so it is the same on every machine.
package struct ChartLegend {
    /// One entry: where its swatch starts, its row (0 is the first) and its width, swatch included.
    package struct Entry {
        package var x: Double
        package var row: Int
        package var width: Double
    }

    package static let swatch = 10.0
    package static let swatchGap = 4.0
    package static let spacing = 16.0
    package static let rowHeight = 16.0

    /// One entry per name, in order.
    package var entries: [Entry]

    /// Lays out `names` between `left` and `right` at `fontSize`.
    package init(names: [String], left: Double, right: Double, fontSize: Double) {
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
    package var rows: Int { entries.last.map { $0.row + 1 } ?? 0 }
}
