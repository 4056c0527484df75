import Foundation
import LocsimCLI
import TestSupport
import Testing

@Suite("locsim render")
struct RenderCommandTests {
    func render(_ arguments: [String]) -> (ExitCode, String, String) {
        let out = StringSink()
        let err = StringSink()
        let status = LocsimCommandLine().run(["render"] + arguments, output: out, errors: err)
        return (status, out.text, err.text)
    }

    @Test("writes the SVG and the Mermaid diagram whole, says what it wrote, exits 0 when every expectation held")
    func writes() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let file = scratch.write("a.scenario", allowOnceBare)
        let svg = scratch.directory + "/a.svg"
        let mermaid = scratch.directory + "/a.mmd"
        let (status, out, err) = render([file, "--svg", svg, "--mermaid", mermaid])
        #expect(status == .success)
        #expect(err == "")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        let diagramBytes = try #require(FileManager.default.attributesOfItem(atPath: mermaid)[.size] as? Int)
        #expect(
            out
                == "wrote \(svg) (\(RenderCommand.sizeText(picture.utf8.count)))\n"
                + "wrote \(mermaid) (\(RenderCommand.sizeText(diagramBytes)))\n")
        #expect(picture.hasPrefix("<?xml"))
        #expect(picture.hasSuffix("</svg>\n"))
        let diagram = try String(contentsOfFile: mermaid, encoding: .utf8)
        #expect(diagram.hasPrefix("stateDiagram-v2\n    [*] --> NotDetermined\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.directory).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(leftovers == [])
    }

    @Test("a size is said in bytes below 1 KB, else in KB or MB to one decimal")
    func sizeText() {
        #expect(RenderCommand.sizeText(812) == "812 B")
        #expect(RenderCommand.sizeText(1_023) == "1023 B")
        #expect(RenderCommand.sizeText(1_024) == "1.0 KB")
        #expect(RenderCommand.sizeText(12_595) == "12.3 KB")
        #expect(RenderCommand.sizeText(3 * 1_048_576 + 104_858) == "3.1 MB")
    }

    @Test("exit 1 on a failed expectation (the picture is still written), 64 without an output, 65 on a bad file")
    func exitCodes() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let failing = scratch.write(
            "f.scenario", allowOnceBare.replacingOccurrences(of: "== notDetermined", with: "== denied"))
        let svg = scratch.directory + "/f.svg"
        let (status, _, err) = render([failing, "--svg", svg, "--seed", "3"])
        #expect(status == .failure)
        #expect(err.contains("expectation failed"))
        #expect(FileManager.default.fileExists(atPath: svg))

        #expect(render([failing]).0 == .usage)
        #expect(render([failing, "--svg", svg, "--seed", "x"]).0 == .usage)
        #expect(render(["--svg", svg]).0 == .usage)
        let bad = scratch.write("b.scenario", "scenario \"x\"\n0s launhc\n")
        #expect(render([bad, "--svg", svg]).0 == .dataError)
    }
}
