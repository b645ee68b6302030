import Foundation

/// Reading a text file a user named (a baseline, a sweep shard, a manifest) with messages a person
/// can act on: the file, and what is wrong with it.
///
/// Works on regular files and on pipes (`/dev/stdin`, a FIFO), refuses folders by name, and
/// requires UTF-8: the first byte that is not valid UTF-8 is named by its offset. Windows line
/// endings (CRLF) are read as newlines, so a file that went through a Git checkout with
/// `autocrlf` reads the same.
enum TextFile {
    /// The text of `path`, with `\r\n` read as `\n`.
    static func read(_ path: String) throws(RecordError) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw RecordError("\(path): is a folder, expected a file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? String(cString: strerror(EACCES)) : String(cString: strerror(ENOENT))
            throw RecordError("\(path): cannot read the file (\(reason))")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw RecordError("\(path): cannot read the file (\(FileSystemMessage.reason(error)))")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw RecordError("\(path): expected UTF-8 text; the byte at offset \(invalidUTF8Offset(data)) is not")
        }
        return text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    }

    /// The offset of the first byte that does not decode as UTF-8.
    static func invalidUTF8Offset(_ data: Data) -> Int {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}
