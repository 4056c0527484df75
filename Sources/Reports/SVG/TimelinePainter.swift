/// Draws a ``RunDigest`` lane by lane from the top down, keeping a running `y`; what
/// ``SVGTimeline`` composes. Lane drawing lives in `TimelinePainter+Lanes.swift`, the legend and
/// notes in `TimelinePainter+Legend.swift` and `TimelinePainter+Notes.swift`.
struct TimelinePainter {
    let digest: RunDigest
    let options: SVGTimeline.Options
    let axis: TimeAxis
    var svg: SVGDocument
    var y = 0
    /// Labels that did not fit above, listed under the picture.
    var notes: [LabelNote] = []
    /// The notes as numbered by ``drawNotes()``, each number drawn at its mark and in the list.
    var references: [LabelNote.Reference] = []
    /// Lines that must be read in full (failed expectations, errors).
    var failures: [String] = []
    /// Labels of the lane being drawn, written after its markers (``flushLabels(_:)``).
    var pendingLabels: [PendingLabel] = []
    /// Every label drawn beside its mark, as placed, with the top of its leader and its baseline:
    /// the geometry a test checks leaders against.
    var drawnLabels: [(top: Int, baseline: Int, placement: LabelRows.Placement)] = []

    /// A label placed in the lane being drawn, waiting to be written.
    struct PendingLabel {
        var index: Int
        /// The label in full, and where its reference number goes should it be noted.
        var note: LabelNote
        var top: Int
        var baseline: Int
        var className: String
    }

    /// Left edge of the lane names.
    static let gutterX = 12
    /// Left edge of the plot.
    static let plotX = 210
    /// Space kept right of the plot.
    static let rightMargin = 24
    /// Height of a label row.
    static let rowHeight = 14

    var plotRight: Int { options.width - Self.rightMargin }

    init(digest: RunDigest, options: SVGTimeline.Options) {
        self.digest = digest
        self.options = options
        axis = digest.axis
        svg = SVGDocument(prefix: options.prefix)
    }

    /// The finished document: root element, styles, patterns, then what was drawn.
    func finish(title: String) -> String {
        let height = y + 12
        var out = options.standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(options.width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(options.width) \(height)\" role=\"img\">\n"
        out += "<title>\(XMLText.escaped(title))</title>\n"
        out += style() + definitions()
        out += "<rect x=\"0\" y=\"0\" width=\"\(options.width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        out += svg.markup
        out += "</svg>\n"
        return out
    }

    /// The class rules; every colour is paired with a shape, pattern or label elsewhere.
    func style() -> String {
        let p = options.prefix
        let sans = "font-family:sans-serif"
        let mono = "font-family:monospace"
        let rules = [
            "title{\(sans);font-size:17px;font-weight:bold;fill:#111}",
            "meta{\(mono);font-size:12px;fill:#333}",
            "lane{\(sans);font-size:12px;fill:#222}",
            "lanehead{\(sans);font-size:12px;font-weight:bold;fill:#222}",
            "label{\(mono);font-size:11px;fill:#111}",
            "halo{paint-order:stroke;stroke:#ffffff;stroke-width:3px;stroke-linejoin:round}",
            "faint{\(mono);font-size:11px;fill:#666}",
            "fail{\(mono);font-size:11px;fill:#a40000;font-weight:bold}",
            "note-ref{\(sans);font-size:10px;font-weight:bold;fill:#6a3d9a}",
            "tick{\(mono);font-size:11px;fill:#444}",
            "grid{stroke:#e4e4e4;stroke-width:1}",
            "axis{stroke:#777;stroke-width:1}",
            "sep{stroke:#d8d8d8;stroke-width:1}",
            "leader{stroke:#aaa;stroke-width:1}",
            "edge{stroke:#333;stroke-width:1}",
            "fg{fill:#b9e4bb;stroke:#4d8a50;stroke-width:1}",
            "bg{stroke:#4f76a3;stroke-width:1}",
            "susp{stroke:#777;stroke-width:1}",
            "off{fill:#ffffff;stroke:#999;stroke-width:1;stroke-dasharray:4 3}",
            "crash{stroke:#a40000;stroke-width:1}",
            "alert{fill:#ffd9a8;stroke:#b85f00;stroke-width:2}",
            "open{fill:#ffd9a8;stroke:#b85f00;stroke-width:2;stroke-dasharray:5 3}",
            "status{fill:none;stroke:#1f4e9c;stroke-width:2.5}",
            "level{stroke:#eef0f4;stroke-width:1}",
            "full{fill:#d8ecd8;stroke:#4d8a50;stroke-width:1}",
            "reduced{stroke:#b85f00;stroke-width:1}",
            "cbfg{fill:#1f4e9c;stroke:#1f4e9c;stroke-width:1.5}",
            "cbbg{fill:#ffffff;stroke:#1f4e9c;stroke-width:2}",
            "failfg{fill:#c62828;stroke:#c62828;stroke-width:1.5}",
            "failbg{fill:#ffffff;stroke:#c62828;stroke-width:2}",
            "otherfg{fill:#6a3d9a;stroke:#6a3d9a;stroke-width:1.5}",
            "otherbg{fill:#ffffff;stroke:#6a3d9a;stroke-width:2}",
            "step{fill:#555}",
            "precise{fill:#2e7d32}",
            "approx{fill:#e07b00}",
            "pass{fill:#2e7d32}",
            "bad{fill:#c62828}",
            "mark{fill:none;stroke:#ffffff;stroke-width:2}",
            "v0{fill:#e6eef8;stroke:#8fa6c4;stroke-width:1}",
            "v1{fill:#f6eddc;stroke:#b9a27a;stroke-width:1}",
            "none{fill:#ffffff;stroke:#bbb;stroke-width:1;stroke-dasharray:2 2}",
            "busy{stroke:#888;stroke-width:1}",
            "gap{fill:#ffffff;fill-opacity:0.88}",
            "zig{fill:none;stroke:#555;stroke-width:1.5}",
        ]
        return "<style>\n" + rules.map { ".\(p)-\($0)\n" }.joined() + "</style>\n"
    }

    /// Fill patterns: the second channel, besides colour, for every band.
    func definitions() -> String {
        let p = options.prefix
        func hatch(_ name: String, background: String, ink: String, angle: Int, size: Int = 6) -> String {
            "<pattern id=\"\(p)-\(name)\" width=\"\(size)\" height=\"\(size)\" patternUnits=\"userSpaceOnUse\""
                + " patternTransform=\"rotate(\(angle))\"><rect width=\"\(size)\" height=\"\(size)\""
                + " fill=\"\(background)\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"\(size)\" stroke=\"\(ink)\""
                + " stroke-width=\"2\"/></pattern>\n"
        }
        var out = "<defs>\n"
        out += hatch("hatch-bg", background: "#d3e2f5", ink: "#7d9cc4", angle: 45)
        out += hatch("hatch-reduced", background: "#fde7c8", ink: "#e0a050", angle: -45)
        out += hatch("hatch-busy", background: "#eeeeee", ink: "#b0b0b0", angle: 45, size: 4)
        out += "<pattern id=\"\(p)-dots\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\">"
        out += "<rect width=\"6\" height=\"6\" fill=\"#e6e6e6\"/><circle cx=\"3\" cy=\"3\" r=\"1.2\" fill=\"#888\"/>"
        out += "</pattern>\n"
        out += "<pattern id=\"\(p)-cross\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
        out += "<rect width=\"8\" height=\"8\" fill=\"#f6c9c9\"/><path d=\"M0 0L8 8M8 0L0 8\" stroke=\"#a40000\""
        out += " stroke-width=\"1.2\"/></pattern>\n"
        out += "</defs>\n"
        return out
    }
}
