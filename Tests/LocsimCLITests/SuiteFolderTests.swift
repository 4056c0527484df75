import Foundation
import LocsimCLI
import Testing

/// `locsim test FOLDER` finds every scenario at any depth, through links to folders too, each once.
@Suite("Suite folders: links to folders followed, each folder read once")
struct SuiteFolderTests {
    @Test("a linked folder is searched, a link back up does not loop, a folder reached twice counts once")
    func linkedFolders() throws {
        let root = NSTemporaryDirectory() + "locsim-suite-folder-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["suite/own", "shared/deep"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["suite/own/a.scenario", "shared/deep/b.scenario", "shared/c.scenario", "shared/notes.txt"] {
            #expect(manager.createFile(atPath: root + "/" + file, contents: Data("0s launch\n".utf8)))
        }
        try manager.createSymbolicLink(atPath: root + "/suite/linked", withDestinationPath: "../shared")
        try manager.createSymbolicLink(atPath: root + "/suite/again", withDestinationPath: "../shared")
        try manager.createSymbolicLink(atPath: root + "/shared/up", withDestinationPath: "../suite")
        let found = ScenarioSuite.discover([root + "/suite"])
        #expect(found.missing.isEmpty)
        // `again` comes first by name and takes the shared folder; `linked` leads to it once more.
        #expect(
            found.files.map { String($0.dropFirst(root.count + 1)) } == [
                "suite/again/c.scenario", "suite/again/deep/b.scenario", "suite/own/a.scenario",
            ])
        let throughLink = ScenarioSuite.discover([root + "/suite/linked"]).files
        #expect(throughLink.count == 3, "the link given itself is searched, and its link up: \(throughLink)")
    }
}
