/// Quoting for commands the tool prints for people to paste into a shell: `PrintableText.shellWord`
/// (docs/rules.md, "Text from users"), under the name its first callers used.
package enum ShellQuoting {
    /// `word` as one word of a shell command line (`PrintableText.shellWord`).
    package static func quote(_ word: String) -> String {
        PrintableText.shellWord(word)
    }
}
