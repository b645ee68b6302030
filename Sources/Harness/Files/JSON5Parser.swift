import Foundation

/// A recursive-descent JSON5 parser over UTF-8 bytes.
package struct JSON5Parser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Parses `text` as one JSON5 value (with optional surrounding whitespace and comments).
    package static func parse(_ text: String) throws(JSON5SyntaxError) -> JSON5Node {
        var parser = JSON5Parser(bytes: Array(text.utf8))
        try parser.skipTrivia()
        let value = try parser.parseValue(depth: 0)
        try parser.skipTrivia()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> JSON5SyntaxError {
        JSON5SyntaxError(line: line, column: column, message: message)
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipTrivia() throws(JSON5SyntaxError) {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let c = peek(), c != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = error("unterminated /* comment")
                advance()
                advance()
                while !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    guard peek() != nil else { throw start }
                    advance()
                }
                advance()
                advance()
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSON5SyntaxError) -> JSON5Node {
        guard depth < 64 else { throw error("nesting deeper than 64 levels") }
        let (startLine, startColumn) = (line, column)
        guard let byte = peek() else { throw error("expected a value, found the end of the file") }
        let kind: JSON5Node.Kind
        switch byte {
        case UInt8(ascii: "{"): kind = try parseObject(depth: depth)
        case UInt8(ascii: "["): kind = try parseArray(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): kind = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            kind = .number(try parseNumber())
        default:
            let word = parseIdentifier()
            switch word {
            case "true": kind = .bool(true)
            case "false": kind = .bool(false)
            case "null": kind = .null
            case "Infinity", "NaN": kind = .number(word)
            case "": throw error("unexpected character \(Self.show(byte))")
            default: throw JSON5SyntaxError(line: startLine, column: startColumn, message: "unexpected word \"\(word)\"")
            }
        }
        return JSON5Node(kind: kind, line: startLine, column: startColumn)
    }

    private mutating func parseObject(depth: Int) throws(JSON5SyntaxError) -> JSON5Node.Kind {
        advance()
        var members: [JSON5Node.Member] = []
        while true {
            try skipTrivia()
            if peek() == UInt8(ascii: "}") { advance(); return .object(members) }
            let (keyLine, keyColumn) = (line, column)
            let key: String
            if peek() == UInt8(ascii: "\"") || peek() == UInt8(ascii: "'") {
                key = try parseString()
            } else {
                key = parseIdentifier()
                guard !key.isEmpty else {
                    throw error(peek().map { "expected a key or }, found \(Self.show($0))" } ?? "unterminated object")
                }
            }
            if members.contains(where: { $0.key == key }) {
                throw JSON5SyntaxError(line: keyLine, column: keyColumn, message: "duplicate key \"\(key)\"")
            }
            try skipTrivia()
            guard peek() == UInt8(ascii: ":") else { throw error("expected : after key \"\(key)\"") }
            advance()
            try skipTrivia()
            let value = try parseValue(depth: depth + 1)
            members.append(JSON5Node.Member(key: key, value: value, line: keyLine, column: keyColumn))
            try skipTrivia()
            if peek() == UInt8(ascii: ",") { advance(); continue }
            if peek() == UInt8(ascii: "}") { advance(); return .object(members) }
            throw error(peek().map { "expected , or } after a member, found \(Self.show($0))" } ?? "unterminated object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSON5SyntaxError) -> JSON5Node.Kind {
        advance()
        var elements: [JSON5Node] = []
        while true {
            try skipTrivia()
            if peek() == UInt8(ascii: "]") { advance(); return .array(elements) }
            elements.append(try parseValue(depth: depth + 1))
            try skipTrivia()
            if peek() == UInt8(ascii: ",") { advance(); continue }
            if peek() == UInt8(ascii: "]") { advance(); return .array(elements) }
            throw error(peek().map { "expected , or ] after an element, found \(Self.show($0))" } ?? "unterminated array")
        }
    }

    private mutating func parseString() throws(JSON5SyntaxError) -> String {
        let quote = bytes[index]
        let start = error("unterminated string")
        advance()
        var out: [UInt8] = []
        while true {
            guard let byte = peek() else { throw start }
            if byte == quote { advance(); break }
            if byte == UInt8(ascii: "\n") { throw error("newline inside a string (escape it with \\)") }
            if byte != UInt8(ascii: "\\") {
                out.append(byte)
                advance()
                continue
            }
            advance()
            guard let escaped = peek() else { throw start }
            advance()
            switch escaped {
            case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "0"): out.append(0)
            case UInt8(ascii: "\n"): break
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek().flatMap(Self.hexValue) else { throw error("expected 4 hex digits after \\u") }
                    value = value * 16 + UInt32(digit)
                    advance()
                }
                // A high surrogate then `\u` and a low surrogate are one character beyond U+FFFF, as
                // JSON writes it (docs/rules.md#text-from-users: `PrintableText.jsonString`).
                if (0xD800...0xDBFF).contains(value), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
                    var low: UInt32 = 0
                    var digits = 0
                    while digits < 4, let digit = peek(2 + digits).flatMap(Self.hexValue) {
                        low = low * 16 + UInt32(digit)
                        digits += 1
                    }
                    if digits == 4, (0xDC00...0xDFFF).contains(low) {
                        for _ in 0..<6 { advance() }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                }
                guard let scalar = Unicode.Scalar(value) else { throw error("\\u escape is not a Unicode scalar") }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: out.append(escaped)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func parseNumber() throws(JSON5SyntaxError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { advance() }
        let word = parseIdentifier()
        if word == "Infinity" || word == "NaN" { return String(decoding: bytes[start..<index], as: UTF8.self) }
        if !word.isEmpty && !word.first!.isNumber {
            throw error("unexpected word \"\(word)\" in a number")
        }
        while let byte = peek(), Self.isNumberByte(byte) { advance() }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard JSON5Number(text) != nil else {
            throw JSON5SyntaxError(line: line, column: start - lineStart + 1, message: "malformed number \"\(text)\"")
        }
        return text
    }

    private mutating func parseIdentifier() -> String {
        let start = index
        while let byte = peek(), Self.isIdentifierByte(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
    }

    private static func isNumberByte(_ b: UInt8) -> Bool {
        isIdentifierByte(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
    }

    private static func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(b - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(b - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    private static func show(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }
}
