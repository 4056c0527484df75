import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scenario files of a suite's folder, at any depth, through links to folders too: a team may
/// link a shared folder of scenarios into its suite. Each folder is read once, however many links
/// lead to it, so a link back up the tree does not loop.
enum SuiteFolder {
    /// Every `*.scenario` file under `folder`, each folder's entries in name order.
    static func scenarios(under folder: String) -> [String] {
        var found: [String] = []
        var visited = Set<[UInt64]>()
        var pending = [folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder]
        while let next = pending.popLast() {
            guard let identity = identity(of: next), visited.insert(identity).inserted else { continue }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: next)) ?? []).sorted()
            // Folders pushed in reverse so they are read in name order.
            var folders: [String] = []
            for name in names {
                let path = next == "/" ? "/" + name : next + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    folders.append(path)
                } else if name.hasSuffix(".scenario") {
                    found.append(path)
                }
            }
            pending.append(contentsOf: folders.reversed())
        }
        return found
    }

    /// The device and inode of the folder `path` names, links followed; nil when it cannot be read.
    private static func identity(of path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(truncatingIfNeeded: status.st_dev), UInt64(truncatingIfNeeded: status.st_ino)]
    }
}
