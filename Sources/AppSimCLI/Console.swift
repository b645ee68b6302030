import Foundation
import Harness
import Scenarios

/// Writing to standard output and standard error.
///
/// Everything printed goes through `PrintableText.lines`: newlines, tabs and carriage returns
/// (progress) pass, every other control character is shown escaped, so no text from a file or
/// a flag can move the cursor, recolour or retitle the user's terminal.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(PrintableText.lines(text).utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(PrintableText.lines(text).utf8))
    }

    /// Whether standard error is a terminal (progress is shown only then).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
