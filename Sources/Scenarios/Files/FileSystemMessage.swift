import Foundation
import Harness

/// Words for what the file system said, for messages a person reads: the POSIX reason
/// ("Permission denied", "File name too long"), never a Foundation error domain and code.
package enum FileSystemMessage {
    /// The reason behind a Foundation file error (its underlying POSIX error when there is one).
    package static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return String(cString: strerror(ENOENT))
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return String(cString: strerror(EACCES))
        case NSFileWriteOutOfSpaceError: return String(cString: strerror(ENOSPC))
        case NSFileWriteVolumeReadOnlyError: return String(cString: strerror(EROFS))
        case NSFileReadInapplicableStringEncodingError: return "the file is not UTF-8 text"
        case NSFileReadTooLargeError: return "the file is too large"
        default: return "the file system refused (error \(nsError.code))"
        }
    }

    /// The current `errno`, in words.
    package static func errno() -> String {
        String(cString: strerror(Foundation.errno))
    }

    /// "a symbolic link", "a FIFO", … for a `stat` mode.
    package static func describe(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFREG: "a regular file"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
