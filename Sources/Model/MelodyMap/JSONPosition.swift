/// Line and column in a JSON document, for catalog errors a person can find in an editor.
///
/// `JSONDecoder` says *that* a catalog file is malformed, not *where*; this scanner reads the
/// document strictly (RFC 8259) to name the first syntax error's line and column, and finds
/// where the value at a coding path (`[12, "title"]`) starts. Lines and columns are 1-based;
/// columns count bytes, as the scenario parser's do.
struct JSONPosition: Equatable {
    var line: Int
    var column: Int

    /// One step of a coding path: an array index or an object key.
    enum Step: Equatable {
        case index(Int)
        case key(String)
    }

    /// The first syntax error in `bytes` with its position, or `nil` for well-formed JSON.
    static func syntaxError(in bytes: [UInt8]) -> (position: JSONPosition, message: String)? {
        var scanner = Scanner(bytes: bytes, target: nil)
        return scanner.document()
    }

    /// The first number in `bytes` that is not a whole number from `Int.min` to `Int.max` (every
    /// number in a catalog is one), with its position and text; `JSONDecoder` refuses such a
    /// number without saying where.
    static func firstNonInteger(in bytes: [UInt8]) -> (position: JSONPosition, text: String)? {
        var scanner = Scanner(bytes: bytes, target: nil)
        scanner.findNonInteger = true
        _ = scanner.document()
        return scanner.nonInteger
    }

    /// Where the value at `path` starts; where the path leaves the document, its deepest value
    /// that exists (so a missing field points at its record).
    static func of(_ path: [Step], in bytes: [UInt8]) -> JSONPosition {
        var scanner = Scanner(bytes: bytes, target: path)
        _ = scanner.document()
        return scanner.found ?? JSONPosition(line: 1, column: 1)
    }

    private struct Scanner {
        let bytes: [UInt8]
        let target: [Step]?
        var index = 0
        var line = 1
        var lineStart = 0
        var found: JSONPosition?
        var findNonInteger = false
        var nonInteger: (position: JSONPosition, text: String)?

        init(bytes: [UInt8], target: [Step]?) {
            self.bytes = bytes
            self.target = target
        }

        var position: JSONPosition { JSONPosition(line: line, column: index - lineStart + 1) }

        struct Failure: Error {
            var position: JSONPosition
            var message: String
        }

        mutating func document() -> (position: JSONPosition, message: String)? {
            do throws(Failure) {
                skipSpace()
                try value(depth: 0, matched: target.map { $0[...] })
                skipSpace()
                guard index == bytes.count else { throw fail("unexpected text after the value") }
                return nil
            } catch {
                return (error.position, error.message)
            }
        }

        func fail(_ message: String) -> Failure {
            guard index < bytes.count else { return Failure(position: position, message: message + ", found the end of the file") }
            let byte = bytes[index]
            let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
            return Failure(position: position, message: message + ", found \(shown)")
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                default: return
                }
            }
        }

        /// Reads one value; `matched` is what is left of the target path when this value lies on it.
        mutating func value(depth: Int, matched: ArraySlice<Step>?) throws(Failure) {
            guard depth < 512 else { throw fail("nesting deeper than 512 levels") }
            if matched != nil { found = position }
            guard index < bytes.count else { throw fail("expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                skipSpace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return }
                while true {
                    skipSpace()
                    guard index < bytes.count && bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count && bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after a key") }
                    index += 1
                    skipSpace()
                    let next = matched.flatMap { $0.first == .key(key) ? $0.dropFirst() : nil }
                    try value(depth: depth + 1, matched: next)
                    skipSpace()
                    guard index < bytes.count else { throw fail("expected ',' or '}'") }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return }
                    guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected ',' or '}'") }
                    index += 1
                }
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return }
                var element = 0
                while true {
                    skipSpace()
                    let next = matched.flatMap { $0.first == .index(element) ? $0.dropFirst() : nil }
                    try value(depth: depth + 1, matched: next)
                    element += 1
                    skipSpace()
                    guard index < bytes.count else { throw fail("expected ',' or ']'") }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return }
                    guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected ',' or ']'") }
                    index += 1
                }
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw fail("expected a value")
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            for byte in word.utf8 {
                guard index < bytes.count && bytes[index] == byte else { throw fail("expected \(word)") }
                index += 1
            }
        }

        mutating func number() throws(Failure) {
            let start = position
            let first = index
            defer {
                if findNonInteger && nonInteger == nil {
                    let text = String(decoding: bytes[first..<index], as: UTF8.self)
                    if Int(text) == nil { nonInteger = (start, text) }
                }
            }
            func digits() -> Int {
                let start = index
                while index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - start
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
            let whole = digits()
            guard whole > 0 else { throw fail("expected a digit") }
            if leadingZero && whole > 1 { throw Failure(position: position, message: "a number must not start with 0") }
            if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw fail("expected a digit after '.'") }
            }
            if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
                guard digits() > 0 else { throw fail("expected a digit in the exponent") }
            }
        }

        /// A string starting at the opening quote; returns its value (escapes decoded).
        mutating func string() throws(Failure) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var start = index
            func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars) }
            while true {
                guard index < bytes.count else { throw fail("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(index)
                    index += 1
                    return String(scalars)
                }
                guard byte >= 0x20 else { throw fail("control character inside a string (escape it)") }
                guard byte == UInt8(ascii: "\\") else { index += 1; continue }
                flush(index)
                index += 1
                guard index < bytes.count else { throw fail("unterminated string") }
                switch bytes[index] {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code: UInt32 = 0
                    for _ in 0..<4 {
                        index += 1
                        guard index < bytes.count, let digit = Self.hex(bytes[index]) else { throw fail("expected 4 hex digits after \\u") }
                        code = code << 4 | digit
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: throw fail("unknown escape")
                }
                index += 1
                start = index
            }
        }

        static func hex(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A")) + 10
            default: nil
            }
        }
    }
}
