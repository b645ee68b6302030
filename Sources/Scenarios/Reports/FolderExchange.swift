import Foundation

/// Swapping two folders in one step, so a report folder is replaced without a moment at which its
/// path is empty (docs/rules.md#commit-survives-a-kill).
///
/// On Linux this is `renameat2(…, RENAME_EXCHANGE)`: both names exist before and after, and a
/// process killed at any instant leaves one report or the other at each. glibc declares the
/// function only under `_GNU_SOURCE`, which Swift's Glibc module does not set, so it is looked up
/// by name. Where it is missing, or the file system does not support the exchange (`EINVAL`),
/// `exchange` says so and the caller falls back to two renames, whose gap `AbandonedWrites`
/// repairs on the next command.
enum FolderExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `RENAME_EXCHANGE` from `<stdio.h>`.
    private static let renameExchangeFlag: UInt32 = 1 << 1

    /// The outcome of an exchange.
    enum Outcome: Equatable {
        /// The two paths were swapped.
        case exchanged
        /// This system or file system cannot swap in one step; nothing changed.
        case unsupported
        /// The file system refused (the errno); nothing changed.
        case failed(Int32)
    }

    /// Swaps what `first` and `second` name.
    static func exchange(_ first: String, _ second: String) -> Outcome {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return .unsupported }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        guard renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchangeFlag) == 0 else {
            let code = errno
            return code == EINVAL || code == ENOSYS || code == ENOTSUP ? .unsupported : .failed(code)
        }
        return .exchanged
    }
}
