import Foundation

/// Reads a file a user handed to AppSim (a scenario, a catalog's JSON) whole, as UTF-8 bytes.
///
/// Decided here: every input is read through this one function, so every failure reads the same
/// way and none surfaces as a raw Foundation error (no `NSCocoaErrorDomain` codes). A missing or
/// unreadable path gives the system's reason (`No such file or directory`, `Permission denied`);
/// a folder says it is a folder; FIFOs, `/dev/stdin` and other streams are read to their end; a
/// byte sequence that is not UTF-8 is refused with the offset (and line and column) of its first
/// invalid byte. A leading UTF-8 byte-order mark is dropped.
public enum InputFile {
    /// The bytes of `path`, validated as UTF-8, without a leading byte-order mark.
    ///
    /// - Throws: `InputFileError` naming `path` and what was wrong.
    /// - Complexity: O(size of the file).
    public static func utf8(_ path: String) throws(InputFileError) -> [UInt8] {
        var bytes = try read(path)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let offset = firstInvalidUTF8Byte(bytes) {
            let before = bytes[..<offset]
            let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            throw InputFileError(file: path, line: line, column: column,
                                 message: "expected UTF-8 text, but the byte at offset \(offset) (0x\(hex.count == 1 ? "0" + hex : hex)) is not valid UTF-8; save the file as UTF-8")
        }
        return bytes
    }

    /// The text of `path` (UTF-8, see `utf8(_:)`).
    public static func text(_ path: String) throws(InputFileError) -> String {
        String(decoding: try utf8(path), as: UTF8.self)
    }

    /// The raw bytes of `path`, read with `open`/`read` until the end (so streams work too).
    static func read(_ path: String) throws(InputFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            throw InputFileError(file: path, message: "cannot read the file (it is a folder; name a file inside it)")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, errno)
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    static func failure(_ path: String, _ code: Int32) -> InputFileError {
        code == EISDIR
            ? InputFileError(file: path, message: "cannot read the file (it is a folder; name a file inside it)")
            : InputFileError(file: path, message: "cannot read the file (\(String(cString: strerror(code))))")
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629:
    /// no overlong forms, no surrogates, nothing above U+10FFFF, no sequence cut short), or `nil`.
    /// A Latin-1 `é` (0xE9) is reported at its own offset, whatever follows it.
    public static func firstInvalidUTF8Byte(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 { i += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return i
            }
            for k in 1..<length {
                guard i + k < bytes.count else { return i }
                let byte = bytes[i + k]
                if k == 1 ? !(low...high).contains(byte) : !(0x80...0xBF).contains(byte) { return i }
            }
            i += length
        }
        return nil
    }
}

/// Why an input file could not be read: the file, where (for text that is not UTF-8) and why.
public struct InputFileError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based line and column of the first invalid byte, for text that is not UTF-8.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "\(file)" + (line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? "") + ": \(message)"
    }
}
