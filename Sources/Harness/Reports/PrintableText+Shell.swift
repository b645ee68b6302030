/// Text from users in a shell word of a command people paste (`Re-run with`, `reproduce:`, the
/// `--update` command, suggested `--out` and `--baseline` folders): one line, the same argument
/// back (docs/rules.md#text-from-users).
///
/// - A word of letters, digits and `-_./=:,+@%` (not starting with `#`, which would start a
///   comment) is written as it is.
/// - A word that is otherwise printable goes in single quotes, each `'` as `'\''` (POSIX).
/// - A word with an unprintable character (a newline, a tab, ESC, a bidirectional override) goes
///   in ANSI-C quotes `$'…'`, which bash, zsh, ksh and POSIX.1-2024 sh read: `\n`, `\t`, `\r`,
///   `\\` and `\'` as such, every other byte of an unprintable character as `\xHH`. The command
///   stays on one line, shows what is there, and gives the shell the exact bytes. A hex digit
///   right after a `\xHH` starts a new `$'…'` (the two quoted parts make one word), since
///   POSIX leaves a third hex digit unspecified.
extension PrintableText {
    /// `word` as one word of a shell command line.
    package static func shellWord(_ word: String) -> String {
        let safe = !word.isEmpty && !word.hasPrefix("#") && word.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || "-_./=#:,+@%".unicodeScalars.contains($0)
        }
        if safe { return word }
        guard word.unicodeScalars.allSatisfy(isPrintable) else { return ansiCQuoted(word) }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// `word` in `$'…'`: printable characters as they are, the rest as escapes.
    static func ansiCQuoted(_ word: String) -> String {
        var out = "$'"
        var afterHex = false
        for scalar in word.unicodeScalars {
            let wasHex = afterHex
            afterHex = false
            switch scalar {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where isPrintable(scalar):
                if wasHex && scalar.properties.isASCIIHexDigit { out += "'$'" }
                out.unicodeScalars.append(scalar)
            default:
                for byte in String(scalar).utf8 {
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "\\x" + (hex.count == 1 ? "0" : "") + hex
                }
                afterHex = true
            }
        }
        return out + "'"
    }
}
