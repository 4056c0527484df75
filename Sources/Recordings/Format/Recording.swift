import SimulationKit
import Vocabulary

/// A device recording, read and checked: what one app saw on one device, event by event, with the
/// facts of the device it ran on. `import` turns its actions into a scenario, `conform` replays them
/// in the simulator and compares what each side delivered, `calibrate` fits profile figures to it.
/// docs/recordings.md is the format.
public struct Recording: Hashable, Sendable {
    /// The path it was read from, as messages show it.
    public var file: String
    /// The first line: version, device, tolerance, starting grant.
    public var header: RecordingHeader
    /// Every event after the header, in the order recorded (times never decrease).
    public var events: [RecordedEvent]
    /// The file's lines as read (without line ends), so a fault found later — an event the
    /// scenario language refuses — is shown with its line and a caret.
    public var lines: [String]

    /// A recording from its parts.
    public init(file: String, header: RecordingHeader, events: [RecordedEvent], lines: [String] = []) {
        self.file = file
        self.header = header
        self.events = events
        self.lines = lines
    }

    /// Line `number` (1-based) as read, or empty.
    public func line(_ number: Int) -> String {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    /// The callbacks the device delivered, in order.
    public var callbacks: [(event: RecordedEvent, callback: ObservedCallback)] {
        events.compactMap { event in
            if case .callback(let callback) = event.kind { return (event, callback) }
            return nil
        }
    }

    /// The Motion & Fitness statuses the app read, in order (format version 2).
    public var motionReads: [(event: RecordedEvent, status: MotionStatus)] {
        events.compactMap { event in
            if case .motion(let status) = event.kind { return (event, status) }
            return nil
        }
    }

    /// The recording's name without folders or the `.jsonl` extension, for titles and reports.
    public var name: String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".jsonl") ? String(base.dropLast(6)) : base
    }
}
