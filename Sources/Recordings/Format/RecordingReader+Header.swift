import SimulationKit
import Vocabulary

extension RecordingReader {
    /// Line 1: `{"locsim_recording":1,"device":{…},"tolerance_us":N,…}`.
    static func readHeader(_ line: Line, file: String, isLast: Bool) -> Result<RecordingHeader, RecordingError> {
        do throws(RecordingError) {
            var record = try object(line, file: file, isLast: isLast)
            guard let versionMember = record.members.first(where: { $0.key == "locsim_recording" }) else {
                throw record.error(
                    "line 1 is not a recording header: expected {\"locsim_recording\":1,\"device\":{…},\"tolerance_us\":…}"
                )
            }
            guard case .number(let text) = versionMember.value, let version = Int(text),
                RecordingHeader.supportedVersions.contains(version)
            else {
                throw record.error(
                    at: versionMember.offset,
                    "unknown recording version \(versionMember.value.shortText); "
                        + "this locsim reads versions \(Self.versionsText)"
                        + " (a newer locsim may read it)")
            }
            _ = try record.member("locsim_recording", required: true, what: "the format version")
            let (device, motion, barometer) = try readDevice(&record, version: version)
            let tolerance =
                try record.int(
                    "tolerance_us", in: 0...SimDuration.longestRun.microseconds,
                    what: "how far a time may be off, in microseconds from 0 to \(SimDuration.longestRun.microseconds)")
                ?? 0
            let title = try record.line("title", what: "a title on one line, without control characters")
            let allFixes =
                version >= 2
                ? try record.bool("all_fixes", required: false, what: "whether every fix is recorded") ?? false : false
            let (status, full) = try readStart(&record)
            try record.finish()
            return .success(
                RecordingHeader(
                    version: version, device: device, tolerance: .microseconds(tolerance), title: title,
                    startStatus: status, startFullAccuracy: full, motionHardware: motion, barometer: barometer,
                    allFixes: allFixes))
        } catch {
            return .failure(error)
        }
    }

    /// The `device` object; from version 2 it may also say `motion_hardware` and `barometer`.
    private static func readDevice(
        _ record: inout RecordLine, version: Int
    ) throws(RecordingError) -> (RecordedDevice, motion: Bool?, barometer: Bool?) {
        guard let member = try record.member("device", required: true, what: "the device's facts"),
            case .object(let members) = member.value
        else { throw record.error("field \"device\" should be an object {\"os\":…,\"os_version\":…,…}") }
        var device = RecordLine(
            file: record.file, number: record.number, text: record.text, bytes: record.bytes, members: members)
        let facts = RecordedDevice(
            os: try device.string("os", what: "the OS name, such as \"iOS\"") ?? "",
            osVersion: try device.string("os_version", what: "the OS version, such as \"27.0\"") ?? "",
            build: try device.string("build", required: false, what: "the OS build") ?? "",
            model: try device.string("model", what: "the model, such as \"iPhone 17\"") ?? "",
            simulator: try device.bool("simulator", what: "true for the simulator") ?? false)
        var motion: Bool?
        var barometer: Bool?
        if version >= 2 {
            motion = try device.bool("motion_hardware", required: false, what: "whether activity is available")
            barometer = try device.bool("barometer", required: false, what: "whether a barometer exists")
        }
        try device.finish()
        return (facts, motion, barometer)
    }

    /// `1 and 2`: the versions read, as messages say them.
    static var versionsText: String {
        let versions = RecordingHeader.supportedVersions.map(String.init)
        return versions.dropLast().joined(separator: ", ") + (versions.count > 1 ? " and " : "") + (versions.last ?? "")
    }

    private static func readStart(_ record: inout RecordLine) throws(RecordingError) -> (AuthorizationStatus?, Bool) {
        guard let member = try record.member("start", required: false, what: "the starting grant") else {
            return (nil, true)
        }
        guard case .object(let members) = member.value else {
            throw record.error(
                at: member.offset, "field \"start\" should be an object {\"status\":4,\"fullAccuracy\":true}")
        }
        var start = RecordLine(
            file: record.file, number: record.number, text: record.text, bytes: record.bytes, members: members)
        let raw = try start.int("status", in: 0...4, what: "a status from 0 to 4") ?? 0
        let full = try start.bool("fullAccuracy", required: false, what: "true or false") ?? true
        try start.finish()
        return (AuthorizationStatus(rawValue: Int(raw)), full)
    }
}
