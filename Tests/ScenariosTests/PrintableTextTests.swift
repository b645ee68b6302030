import Foundation
import Harness
import TestSupport
import Testing

/// Text from users, escaped for each place it goes (docs/rules.md#text-from-users): known
/// answers per destination, then seeded strings of the characters that break each format, read
/// back the way that format is read.
@Suite("Text from users, per destination")
struct PrintableTextTests {
    @Test("terminal, lines and TSV: every unprintable character shown as an escape; lines keep newline, tab and CR")
    func terminal() {
        #expect(PrintableText.terminal("plain — ünïcode") == "plain — ünïcode")
        #expect(PrintableText.terminal("red\u{1B}[31mtext\nline\ttab\u{7F}\u{9B}\u{202E}\u{2028}\u{A0}\u{E000}\u{0}")
                == "red\\u{001B}[31mtext\\nline\\ttab\\u{007F}\\u{009B}\\u{202E}\\u{2028}\\u{00A0}\\u{E000}\\u{0000}")
        #expect(PrintableText.lines("progress\r1/2\tdone\n\u{1B}]0;title\u{7}") == "progress\r1/2\tdone\n\\u{001B}]0;title\\u{0007}")
        #expect(PrintableText.tsvField("a\tb") == "a\\tb")
    }

    @Test("Markdown text and cells: Markdown and HTML characters backslash-escaped, _ only where it could mark emphasis, | in cells")
    func markdown() {
        #expect(PrintableText.markdownText("caregiver.free_uses baseQuota=3, adPropensity 0.2") == "caregiver.free_uses baseQuota=3, adPropensity 0.2")
        #expect(PrintableText.markdownText("arms/1-baseQuota_2__populations") == "arms/1-baseQuota_2__populations")
        #expect(PrintableText.markdownText("a__ __b _c") == "a\\_\\_ \\_\\_b \\_c")
        #expect(PrintableText.markdownText("_x_ *y* `z` [l](u) <b> &amp; ~s~ a\\b a|b")
                == "\\_x\\_ \\*y\\* \\`z\\` \\[l\\](u) \\<b\\> \\&amp; \\~s\\~ a\\\\b a|b")
        #expect(PrintableText.markdownCell("a|b\nc") == "a\\|b\\\\nc")
        #expect(PrintableText.markdownCell("line\u{1B}[31m|") == "line\\\\u{001B}\\[31m\\|")
    }

    @Test("Markdown code spans: a fence longer than any backtick run, padded where CommonMark would strip or join")
    func markdownCode() {
        #expect(PrintableText.markdownCode("t.json5") == "`t.json5`")
        #expect(PrintableText.markdownCode("a`b") == "``a`b``")
        #expect(PrintableText.markdownCode("`x") == "`` `x ``")
        #expect(PrintableText.markdownCode(" a ") == "`  a  `")
        #expect(PrintableText.markdownCode("") == "` `")
        #expect(PrintableText.markdownCode("a|b") == "`a|b`")
        #expect(PrintableText.markdownCode("a|b", inTable: true) == "`a\\|b`")
        #expect(PrintableText.markdownCode("a\\|b", inTable: true) == "`a\\\\\\|b`", "a | after one backslash: GitHub splits rows at \\\\|")
        #expect(PrintableText.markdownCode("a\nb\u{202E}") == "`a\\nb\\u{202E}`")
    }

    @Test("CSV fields: unprintable characters escaped so a record is one line, then RFC 4180 quotes for , and \"")
    func csv() {
        #expect(PrintableText.csvField("baseQuota=3") == "baseQuota=3")
        #expect(PrintableText.csvField("a,b") == "\"a,b\"")
        #expect(PrintableText.csvField("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(PrintableText.csvField("a\nb\u{1B}") == "a\\nb\\u{001B}")
        #expect(PrintableText.csvField("a,\r\n") == "\"a,\\r\\n\"")
    }

    @Test("shell words: safe words bare, printable ones in single quotes, words with unprintable characters in $'…'")
    func shell() {
        #expect(PrintableText.shellWord("scenarios/t.json5") == "scenarios/t.json5")
        #expect(PrintableText.shellWord("baseQuota=4") == "baseQuota=4")
        #expect(PrintableText.shellWord("a#x") == "a#x")
        #expect(PrintableText.shellWord("#x") == "'#x'")
        #expect(PrintableText.shellWord("") == "''")
        #expect(PrintableText.shellWord("a b|c<d&e") == "'a b|c<d&e'")
        #expect(PrintableText.shellWord("it's") == "'it'\\''s'")
        #expect(PrintableText.shellWord("a\nb") == "$'a\\nb'")
        #expect(PrintableText.shellWord("it's\t\\") == "$'it\\'s\\t\\\\'")
        #expect(PrintableText.shellWord("\u{1B}[31m") == "$'\\x1B[31m'")
        #expect(PrintableText.shellWord("\u{202E}x") == "$'\\xE2\\x80\\xAEx'")
        #expect(PrintableText.shellWord("\u{7}1f") == "$'\\x07'$'1f'")
    }

    @Test("JSON strings: quotes, backslashes and every unprintable character escaped, beyond U+FFFF as a surrogate pair")
    func json() throws {
        #expect(PrintableText.jsonString("plain é") == "\"plain é\"")
        #expect(PrintableText.jsonString("a\"b\\c\nd\u{1}\u{7F}\u{202E}\u{2028}\u{F0000}")
                == "\"a\\\"b\\\\c\\nd\\u0001\\u007f\\u202e\\u2028\\udb80\\udc00\"")
        let text = "x\u{F0000}y\u{E0001}"
        #expect(try JSON5Parser.parse(PrintableText.jsonString(text)).kind == .string(text), "AppSim reads back what it writes")
    }

    @Test("XML and HTML: markup characters as entities, \" in attributes, unprintable characters as visible escapes")
    func xml() {
        #expect(PrintableText.xmlText("a<b>&c\"d'") == "a&lt;b&gt;&amp;c\"d'")
        #expect(PrintableText.xmlAttribute("a<b>&c\"d'") == "a&lt;b&gt;&amp;c&quot;d'")
        #expect(PrintableText.xmlAttribute("\u{1B}\n\u{0}") == "\\u{001B}\\n\\u{0000}")
    }

    /// Characters that break one format or another, and a few that break none.
    static let hostile: [Unicode.Scalar] = ["\u{0}", "\u{1B}", "\u{7}", "\r", "\n", "\t", "\u{7F}", "\u{9B}", "\u{2028}", "\u{202E}",
                                             "\u{200B}", "\u{A0}", "\u{F0000}", "|", ",", "\"", "'", "<", ">", "&", "`", "\\", "$", "#",
                                             "*", "_", "[", "!", "a", "1", " ", "é", "€"]

    /// `count` seeded strings of 0 to 12 hostile characters.
    static func strings(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<count).map { _ in
            var text = String.UnicodeScalarView()
            for _ in 0..<(next() % 13) { text.append(hostile[next() % hostile.count]) }
            return String(text)
        }
    }

    @Test("seeded strings: every shell word is one printable line that bash gives back as the same argument")
    func shellRoundTrip() throws {
        // bash cannot pass NUL in an argument, and no argument can hold one.
        let words = Self.strings(300, seed: 7).map { $0.replacingOccurrences(of: "\u{0}", with: "") }
        let quoted = words.map(PrintableText.shellWord)
        for word in quoted {
            #expect(word.unicodeScalars.allSatisfy(PrintableText.isPrintable), "\(word)")
        }
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", "printf '%s\\0' " + quoted.joined(separator: " ")]
        let pipe = Pipe()
        bash.standardOutput = pipe
        try bash.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        bash.waitUntilExit()
        let back = data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        #expect(back == words)
    }

    @Test("seeded strings: JSON parses back to the text, with no unprintable byte; CSV and Markdown stay one printable line")
    func seededFormats() throws {
        for text in Self.strings(500, seed: 11) {
            let json = PrintableText.jsonString(text)
            #expect(json.unicodeScalars.allSatisfy(PrintableText.isPrintable))
            let parsed = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
            #expect(parsed == [text])
            #expect(try JSON5Parser.parse(json).kind == .string(text))
            for written in [PrintableText.csvField(text), PrintableText.markdownCell(text), PrintableText.markdownCode(text, inTable: true),
                            PrintableText.xmlAttribute(text)] {
                #expect(written.unicodeScalars.allSatisfy(PrintableText.isPrintable), "\(written)")
            }
            #expect(unescapedPipes(PrintableText.markdownCell(text)) == 0)
            #expect(unescapedPipes(PrintableText.markdownCode(text, inTable: true)) == 0)
            let shown = PrintableText.terminal(text)
            #expect(Self.csvFields(PrintableText.csvField(text) + "," + PrintableText.csvField(text)) == [shown, shown])
        }
    }

    /// The fields of one RFC 4180 record.
    static func csvFields(_ line: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\"" where quoted && characters.first == "\"": field.append("\""); characters.removeFirst()
            case "\"": quoted.toggle()
            case "," where !quoted: fields.append(field); field = ""
            default: field.append(character)
            }
        }
        return fields + [field]
    }
}
