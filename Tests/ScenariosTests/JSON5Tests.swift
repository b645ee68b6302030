import Harness
import Scenarios
import Testing

@Suite("JSON5")
struct JSON5Tests {
    @Test("comments, unquoted and single-quoted keys, trailing commas, hex, signs, leading dots, Infinity")
    func syntax() throws {
        let node = try JSON5Parser.parse("""
        // a comment
        { a: 1, 'b': -0x1F, "c": [.5, 5., +1e3, Infinity,], /* block */ d: 'it\\'s', e: null, f: true, }
        """)
        guard case .object(let members) = node.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b", "c", "d", "e", "f"])
        #expect(members[1].value.kind == .number("-0x1F"))
        #expect(JSON5Number("-0x1F")?.double == -31)
        #expect(members[3].value.kind == .string("it's"))
        guard case .array(let numbers) = members[2].value.kind else { Issue.record("not an array"); return }
        #expect(numbers.compactMap { if case .number(let t) = $0.kind { JSON5Number(t)?.double } else { nil } } == [0.5, 5, 1000, .infinity])
    }

    @Test("a dot before the exponent reads as .0: 1.e5 and -2.E-1; a literal with two dots is no number")
    func dotBeforeExponent() {
        #expect(JSON5Number("1.e5")?.double == 100_000)
        #expect(JSON5Number("-2.E-1")?.double == -0.2)
        #expect(JSON5Number("1.5e2")?.double == 150)
        #expect(JSON5Number("1.2.e5") == nil)
        #expect(JSON5Number("1.e") == nil)
    }

    @Test("positions are 1-based line and column of each value")
    func positions() throws {
        let node = try JSON5Parser.parse("{\n  a:\n    [1,\n     2]}")
        guard case .object(let members) = node.kind, case .array(let elements) = members[0].value.kind else {
            Issue.record("shape"); return
        }
        #expect((members[0].line, members[0].column) == (2, 3))
        #expect((elements[1].line, elements[1].column) == (4, 6))
    }

    @Test("syntax errors carry their position", arguments: [
        ("{a: 1,, }", "1:7: expected a key or }, found ','"),
        ("[1 2]", "1:4: expected , or ] after an element, found '2'"),
        ("{a: 01}", "1:5: malformed number \"01\""),
        ("{a: 1} x", "1:8: unexpected text after the value"),
        ("/* open", "1:1: unterminated /* comment"),
        ("{a: nope}", "1:5: unexpected word \"nope\""),
    ])
    func errors(_ text: String, _ expected: String) {
        #expect(throws: JSON5SyntaxError.self) { try JSON5Parser.parse(text) }
        do { _ = try JSON5Parser.parse(text) } catch { #expect(error.description == expected) }
    }
}
