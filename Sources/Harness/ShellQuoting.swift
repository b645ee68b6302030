/// Quoting for commands the tool prints for people to paste into a POSIX shell.
package enum ShellQuoting {
    /// `word` unchanged when it is made only of safe characters, else in single quotes.
    package static func quote(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || "-_./=#:,+@%".unicodeScalars.contains($0)
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
