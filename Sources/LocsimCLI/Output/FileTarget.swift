#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output path names once symlinks are followed, so a writer can decide how to write it:
/// a regular or missing file is replaced by rename, a device or FIFO is written through (renaming
/// over `/dev/null` would replace the device with a file), a directory is refused, a symlink is
/// kept while the file it points to is replaced, and a symlink that never ends at a file (a loop,
/// or more links than the system follows) is refused rather than replaced by a file.
///
/// ```swift
/// FileTarget.resolve("/dev/null").kind     // .special
/// FileTarget.resolve("golden.trace").path  // the file the link points to, when it is a link
/// ```
struct FileTarget: Equatable {
    /// What is at the path.
    enum Kind: Equatable {
        /// Nothing yet: the file will be created.
        case absent
        /// A regular file, with its permission bits.
        case regular(mode: UInt32)
        /// A directory.
        case directory
        /// A character or block device, a FIFO or a socket.
        case special
        /// A chain of symlinks that ends nowhere: a loop, or longer than the system follows (40).
        case endlessLink
    }

    /// The path to write or replace: the final target of a symlink, or the path as given.
    var path: String
    /// What is there.
    var kind: Kind
    /// The file's identity when it exists, so two spellings of one file compare equal.
    var identity: FileIdentity?

    /// Follows `path` through any symlinks, even one that points to a file not yet created.
    static func resolve(_ path: String) -> FileTarget {
        var status = stat()
        if stat(path, &status) == 0 {
            let identity = FileIdentity(status)
            switch status.st_mode & mode_t(0o170000) {
            case mode_t(0o100000):
                let resolved = SystemCall.canonicalPath(path) ?? path
                return FileTarget(
                    path: resolved, kind: .regular(mode: UInt32(status.st_mode & mode_t(0o7777))), identity: identity)
            case mode_t(0o040000):
                return FileTarget(path: path, kind: .directory, identity: identity)
            default:
                return FileTarget(path: path, kind: .special, identity: identity)
            }
        }
        guard errno != ELOOP, let target = danglingLinkTarget(path) else {
            return FileTarget(path: path, kind: .endlessLink, identity: nil)
        }
        return FileTarget(path: target, kind: .absent, identity: nil)
    }

    /// The path a chain of symlinks ends at when its last link points to nothing (the path itself
    /// when it is not a link); nil when the chain is still going after as many links as the system
    /// follows.
    private static func danglingLinkTarget(_ path: String) -> String? {
        var current = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & mode_t(0o170000) == mode_t(0o120000),
                let destination = SystemCall.linkDestination(current)
            else { return current }
            current =
                destination.hasPrefix("/") ? destination : PathParts(current).directory + "/" + destination
        }
        return nil
    }

    /// The most symlinks a path is followed through: Linux's limit (`ELOOP` past it).
    static let maximumLinks = 40
}

/// A file's device and inode: equal for every spelling of one file (`./a`, `d/../a`, a symlink,
/// a hard link).
struct FileIdentity: Hashable {
    /// The device.
    var device: UInt64
    /// The inode on it.
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}

/// A path split at its last slash, without Foundation's path normalisation (which would change
/// which file a path with `..` after a symlink names).
struct PathParts {
    /// The directory part (`.` when there is none).
    var directory: String
    /// The last component.
    var name: String

    init(_ path: String) {
        guard let slash = path.lastIndex(of: "/") else {
            directory = "."
            name = path
            return
        }
        directory = slash == path.startIndex ? "/" : String(path[..<slash])
        name = String(path[path.index(after: slash)...])
    }
}
