import Foundation
import Testing
import Model
import TestSupport

@Suite("Input files")
struct InputFileTests {
    @Test("text that is not UTF-8 is refused with the offset, line and column of its first invalid byte")
    func notUTF8() throws {
        try withTemporaryFolder("appsim-input") { folder in
            let path = folder.appendingPathComponent("latin1.json5").path
            try Data([0x7B, 0x0A, 0x20, 0x6E, 0x3A, 0x20, 0x22, 0x43, 0x61, 0x66, 0xE9, 0x22, 0x0A, 0x7D]).write(to: URL(fileURLWithPath: path))
            #expect(throws: InputFileError(file: path, line: 2, column: 9,
                                           message: "expected UTF-8 text, but the byte at offset 10 (0xE9) is not valid UTF-8; save the file as UTF-8")) {
                try InputFile.text(path)
            }
        }
    }

    @Test("well-formed UTF-8 only: overlong forms, surrogates, code points above U+10FFFF and cut sequences are invalid from their first byte", arguments: [
        ([0x41, 0xC3, 0xA9], nil), ([0xF0, 0x9F, 0x8E, 0xB5], nil), ([0xC0, 0x80], 0), ([0xE0, 0x80, 0x80], 0),
        ([0xED, 0xA0, 0x80], 0), ([0xF4, 0x90, 0x80, 0x80], 0), ([0x41, 0xE2, 0x82], 1), ([0x80], 0), ([0xFF], 0),
    ] as [([UInt8], Int?)])
    func validation(_ bytes: [UInt8], _ offset: Int?) {
        #expect(InputFile.firstInvalidUTF8Byte(bytes) == offset)
    }

    @Test("a folder, a missing file and an unreadable one say so in words, never as a Foundation error code")
    func unreadable() throws {
        try withTemporaryFolder("appsim-input") { folder in
            #expect(throws: InputFileError(file: folder.path, message: "cannot read the file (it is a folder; name a file inside it)")) {
                try InputFile.text(folder.path)
            }
            let missing = folder.appendingPathComponent("nope.json5").path
            #expect(throws: InputFileError(file: missing, message: "cannot read the file (No such file or directory)")) {
                try InputFile.text(missing)
            }
        }
    }

    @Test("a FIFO is read to its end, and a leading byte-order mark is dropped")
    func fifo() throws {
        try withTemporaryFolder("appsim-input") { folder throws in
            let path = folder.appendingPathComponent("pipe").path
            #expect(mkfifo(path, 0o600) == 0)
            let writer = Thread {
                let handle = FileHandle(forWritingAtPath: path)
                handle?.write(Data([0xEF, 0xBB, 0xBF] + Array("{ name: \"piped\" }".utf8)))
                try? handle?.close()
            }
            writer.start()
            #expect(try InputFile.text(path) == "{ name: \"piped\" }")
        }
    }
}
