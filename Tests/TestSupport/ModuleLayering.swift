import Foundation

/// The house rule of docs/architecture.md made checkable: each module imports only the modules
/// above it in the dependency order (and the toolchain's own libraries). SwiftPM already refuses an
/// import of a module a target does not depend on; this also catches a Package.swift edit that adds a
/// dependency pointing the wrong way.
public enum ModuleLayering {
    /// The modules from the bottom of the house to the top.
    public static let order = [
        "SimulationKit", "Vocabulary", "LocationSystem", "AppModels", "LocsimHost", "LocsimCoreLocation",
        "LocsimCoreMotion", "LocsimUIKit", "LocsimAVFoundation", "LocsimUserNotifications", "LocsimPhotos",
        "ScenarioLanguage",
        "Replay", "Exploration", "Reports",
        "Recordings",
        "LocsimCLI",
    ]

    /// What any module may import besides locsim's own lower layers.
    public static let toolchain: Set<String> = [
        "Foundation", "Dispatch", "Glibc", "Darwin", "Musl", "FoundationEssentials", "_Concurrency", "Swift",
    ]

    /// The layers `module` may import: those before it in ``order``, except that ScenarioLanguage
    /// (parsing) must not know the system or the models.
    public static func allowedImports(of module: String) -> Set<String> {
        guard let index = order.firstIndex(of: module) else { return [] }
        var allowed = Set(order[..<index])
        if module == "ScenarioLanguage" {
            allowed = ["SimulationKit", "Vocabulary"]
        }
        return allowed.union(toolchain)
    }

    /// Every `import` in `Sources/<module>` that breaks the layering, as `file:line: import X`:
    /// one not in `allowed` (by default the module's ``allowedImports(of:)``).
    public static func violations(
        module: String, allowed: Set<String>? = nil, testFile: String = #filePath
    ) -> [String] {
        let root = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources").appendingPathComponent(module)
        let allowed = allowed ?? allowedImports(of: module)
        var found: [String] = []
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            let text = (try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ")
                guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                    words[..<importIndex].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                let imported = String(words[importIndex + 1].split(separator: ".").first ?? "")
                if !allowed.contains(imported) {
                    found.append("Sources/\(module)/\(file):\(number + 1): import \(imported)")
                }
            }
        }
        return found
    }

    /// How many Swift files `Sources/<module>` holds, so a layering test cannot pass on an empty folder.
    public static func sourceFileCount(module: String, testFile: String = #filePath) -> Int {
        let root = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources").appendingPathComponent(module)
        return (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.count
    }
}
