import Exploration
import Foundation
import Reports

/// libFuzzer's entry point for `locsim merge`'s reader: any bytes must be refused with a problem or
/// read into a report, never a trap or a hang. The input is split after its first newline into one
/// or two shard files (a shard file is one JSON line), which are read and merged. Properties: a file
/// that reads writes back to a file that reads to the same report, and a merge that succeeds is
/// the whole exploration and prints without trapping.
///
/// Built with `swift build -c release --sanitize=fuzzer`, which links libFuzzer's own `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func shardMergeFuzzer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let cut = bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.endIndex
    let parts = [bytes[..<cut], bytes[cut...]].filter { !$0.isEmpty }
    var files: [(name: String, report: ExplorationReport)] = []
    for (position, part) in parts.enumerated() {
        let name = "fuzz-\(position).json"
        let report: ExplorationReport
        do {
            report = try ShardFile.decode(Data(part), file: name)
        } catch {
            guard !error.message.isEmpty else { fatalError("a problem without a message") }
            return 0
        }
        roundTrip(report, name: name)
        files.append((name, report))
    }
    guard !files.isEmpty, let merged = try? ExplorationReport.merge(files) else { return 0 }
    guard merged.shard == Shard(index: 0, count: 1) else { fatalError("a merge that is not the whole") }
    guard merged.units.count <= merged.header.units else { fatalError("more units than the exploration has") }
    _ = ExplorationText.report(merged, counterexampleDirectory: "found")
    _ = ExplorationText.jsonLines(merged)
    return 0
}

/// A report that was read must write back to bytes that read to the same report.
func roundTrip(_ report: ExplorationReport, name: String) {
    guard let encoded = try? ShardFile.encode(report) else { fatalError("a report that reads does not write") }
    guard let again = try? ShardFile.decode(encoded, file: name) else { fatalError("a written report does not read") }
    guard again == report else { fatalError("a written report reads differently") }
}
