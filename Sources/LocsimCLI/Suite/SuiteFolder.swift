import Foundation

/// The scenario files of a suite's folder, at any depth, through links to folders too: a team may
/// link a shared folder of scenarios into its suite. Each folder is read once, however many links
/// lead to it, so a link back up the tree does not loop.
enum SuiteFolder {
    /// Every `*.scenario` file under `folder`, each folder's entries in name order.
    static func scenarios(under folder: String) -> [String] {
        var found: [String] = []
        var visited = Set<FileIdentity>()
        var pending = [folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder]
        while let next = pending.popLast() {
            // A folder's device and inode, links followed: read once however many links lead to it.
            guard let identity = FileTarget.resolve(next).identity, visited.insert(identity).inserted else { continue }
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
}
