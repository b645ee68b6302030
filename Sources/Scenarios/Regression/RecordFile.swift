/// Reading the files AppSim records for later (baselines, sweep shards): versioned JSON5 objects
/// and plain text, with errors that name the file.
enum RecordFile {
    /// The text of `path` (see `TextFile`).
    static func text(_ path: String) throws(RecordError) -> String {
        try TextFile.read(path)
    }

    /// Parses `path` as a JSON5 object whose `format` must be `format`, and reads the rest with
    /// `body` (which must `finish()` the object).
    static func read<T>(_ path: String, format: Int, _ body: (inout ObjectReader) throws(ScenarioError) -> T) throws(RecordError) -> T {
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
            guard found == format else {
                throw ScenarioError(file: path, path: "format", message: "expected format \(format), got \(found)")
            }
            return try body(&object)
        } catch {
            throw RecordError(error.description)
        }
    }
}
