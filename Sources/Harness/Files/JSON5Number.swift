import Foundation

/// The value of a JSON5 number literal: exact integers where the text is whole, else a Double.
package struct JSON5Number: Equatable, Sendable {
    /// The exact integer value, for whole-number literals that fit in 64 bits (signed or not).
    package var integer: (negative: Bool, magnitude: UInt64)?
    /// The value as a Double.
    package var double: Double

    package static func == (lhs: JSON5Number, rhs: JSON5Number) -> Bool {
        lhs.integer?.negative == rhs.integer?.negative && lhs.integer?.magnitude == rhs.integer?.magnitude
            && (lhs.double == rhs.double || (lhs.double.isNaN && rhs.double.isNaN))
    }

    /// Reads a literal: decimal (`12`, `-1.5e3`, `.5`, `5.`), hexadecimal (`0x1F`), `Infinity`, `NaN`.
    package init?(_ text: String) {
        var body = Substring(text)
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        if body == "Infinity" { integer = nil; double = negative ? -.infinity : .infinity; return }
        if body == "NaN" { integer = nil; double = .nan; return }
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            guard let magnitude = UInt64(body.dropFirst(2), radix: 16) else { return nil }
            integer = (negative, magnitude)
            double = negative ? -Double(magnitude) : Double(magnitude)
            return
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" }),
              body.contains(where: \.isNumber) else { return nil }
        if body.count > 1 && body.first == "0" && body.dropFirst().first?.isNumber == true { return nil }
        if let magnitude = UInt64(body) {
            integer = (negative, magnitude)
            double = negative ? -Double(magnitude) : Double(magnitude)
            return
        }
        var normalised = String(body)
        if normalised.hasPrefix(".") { normalised = "0" + normalised }
        if normalised.hasSuffix(".") { normalised += "0" }
        // `1.e5` reads as `1.0e5`. Without Foundation's replacingOccurrences, which would be a
        // third of the time of validating a sweep's arms (docs/rules.md#a-sweeps-size); a literal
        // with two dots is no number either way.
        if let dot = normalised.firstIndex(of: "."), let next = normalised.index(dot, offsetBy: 1, limitedBy: normalised.endIndex),
           next < normalised.endIndex, normalised[next] == "e" || normalised[next] == "E" {
            normalised.insert("0", at: next)
        }
        guard let value = Double(normalised) else { return nil }
        integer = nil
        double = negative ? -value : value
    }
}
