import Foundation

/// What one `appsim` command did, whole: its arguments, standard output, standard error and exit
/// status, as one text for a golden file.
///
///     $ appsim validate tiny.json5
///     --- stdout
///     tiny.json5: valid (tiny: 300 caregivers, 3 days, seed 5; a run would need about <memory> and <time>)
///     --- stderr
///     --- exit status 0
///
/// A stream that does not end with a newline is followed by the line `\ No newline at end of stream`.
public struct Transcript: Equatable, Sendable {
    /// The arguments after `appsim`.
    public var arguments: [String]
    public var stdout: String
    public var stderr: String
    public var status: Int32

    public init(arguments: [String], stdout: String, stderr: String, status: Int32) {
        self.arguments = arguments
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    /// The transcript as text, with what changes between runs and machines normalised (see
    /// `normalised(_:folder:)`); `folder` is the working folder the command ran in.
    public func text(folder: URL) -> String {
        let command = (["$ appsim"] + arguments.map(Self.quoted)).joined(separator: " ")
        let text = "\(command)\n--- stdout\n\(Self.stream(stdout))--- stderr\n\(Self.stream(stderr))--- exit status \(status)\n"
        return Self.normalised(text, folder: folder)
    }

    /// The one place where output that is not the same on every run and machine is made so. Each
    /// rule names what it replaces with a `<placeholder>` or `$NAME`:
    ///
    /// - the working folder's absolute path (as given and with symbolic links resolved, e.g.
    ///   macOS's `/private/var/…`): `$FOLDER`; tests run each command in a new temporary folder,
    ///   so temporary paths are this one;
    /// - the resource estimate printed with a run's header and by `validate` ("about 34 MB and
    ///   1 s"): `about <memory> and <time>`, since its time is a wall time scaled to this
    ///   machine's cores and its memory depends on the worker count, which defaults to them.
    ///
    /// Nothing else in a transcript varies: reports are deterministic, the commands tested print
    /// no wall-clock timing and no version, and tests pass `--workers` where it is printed.
    public static func normalised(_ text: String, folder: URL) -> String {
        var text = text
        for path in Set([folder.path, folder.resolvingSymlinksInPath().path]).sorted(by: { $0.count > $1.count }) {
            text = text.replacingOccurrences(of: path, with: "$FOLDER")
        }
        return text.replacingOccurrences(of: #"about [0-9][0-9.,]* [MG]B and [0-9][0-9,]* (s|min|h|days)\b"#,
                                         with: "about <memory> and <time>", options: .regularExpression)
    }

    /// A stream's text, ending with a newline either way.
    private static func stream(_ text: String) -> String {
        text.isEmpty || text.hasSuffix("\n") ? text : text + "\n\\ No newline at end of stream\n"
    }

    /// An argument as a POSIX shell reads it back: quoted only when it needs to be.
    private static func quoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "-_./=,:#+@%".unicodeScalars.contains($0)
        }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
