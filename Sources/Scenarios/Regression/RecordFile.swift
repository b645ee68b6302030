import Foundation
import Harness
import Model

/// Reading the files AppSim records for later (baselines, sweep shards): versioned JSON5 objects
/// and plain text, with errors that name the file.
enum RecordFile {
    /// The text of `path` (`InputFile`: UTF-8, streams read to their end, a folder named as such),
    /// with Windows line endings read as newlines, so a file that went through a Git checkout
    /// with `autocrlf` reads the same.
    static func text(_ path: String) throws(RecordError) -> String {
        let text: String
        do {
            text = try InputFile.text(path)
        } catch {
            throw RecordError(error.description)
        }
        return text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    }

    /// The bytes of `path`, or `nil` when there is no such file (an optional file of a record).
    static func bytesIfPresent(_ path: String) throws(RecordError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { throw RecordError("\(path): cannot be read") }
        return [UInt8](data)
    }

    /// Parses `path` as a JSON5 object whose `format` must be `format`, and reads the rest with
    /// `body` (which must `finish()` the object).
    static func read<T>(_ path: String, format: Int, _ body: (inout ObjectReader) throws(ScenarioError) -> T) throws(RecordError) -> T {
        try read(path, formats: format...format) { object, _ throws(ScenarioError) in try body(&object) }
    }

    /// Parses `path` as a JSON5 object whose `format` is one of `formats`, and reads the rest with
    /// `body`, given the format found (which must `finish()` the object).
    static func read<T>(_ path: String, formats: ClosedRange<Int>,
                        _ body: (inout ObjectReader, Int) throws(ScenarioError) -> T) throws(RecordError) -> T {
        let content = try text(path)
        let node: JSON5Node
        do {
            node = try JSON5Parser.parse(content)
        } catch {
            throw RecordError("\(path):\(error.line):\(error.column): \(error.message)")
        }
        do throws(ScenarioError) {
            var object = try ObjectReader(node, path: "", file: path)
            let found = try object.integer("format", in: 0...Int.max)
            guard formats.contains(found) else {
                let expected = formats.count == 1 ? "\(formats.lowerBound)" : "\(formats.lowerBound) to \(formats.upperBound)"
                throw ScenarioError(file: path, path: "format", message: "expected format \(expected), got \(found)")
            }
            return try body(&object, found)
        } catch {
            throw RecordError(error.description)
        }
    }
}
