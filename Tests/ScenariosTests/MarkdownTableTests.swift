import Harness
import Testing

/// `MarkdownTable`: GitHub's pipe tables, as the reports print them.
@Suite("Markdown table")
struct MarkdownTableTests {
    @Test("the header, the alignment line (text left, numbers right) and one `| a | b |` line per row")
    func text() {
        var table = MarkdownTable([("KPI", .left), ("value", .right), ("meaning", .left)])
        table.append(["views", "1,234", "views charged"])
        table.append(["arpdau", "0.0123", ""])
        #expect(table.text == """
            | KPI | value | meaning |
            |---|---:|---|
            | views | 1,234 | views charged |
            | arpdau | 0.0123 |  |

            """)
    }

    @Test("with no rows, the header and the alignment line; a lone line joins a table built elsewhere")
    func headerAndLine() {
        #expect(MarkdownTable([("views", .right), ("caregiver-days", .right)]).text == "| views | caregiver-days |\n|---:|---:|\n")
        #expect(MarkdownTable.line(["catalog", "1,500 songs"]) == "| catalog | 1,500 songs |\n")
    }

    @Test("a cell escaped with PrintableText.markdownCell stays one cell")
    func escapedCell() {
        var table = MarkdownTable([("arm", .left)])
        table.append([PrintableText.markdownCell("A|B")])
        #expect(table.text == "| arm |\n|---|\n| A\\|B |\n")
    }
}
