import LocationSystem
import ScenarioLanguage
import SimulationKit
import Vocabulary

/// What a scenario's header and the command line's overrides build up before a run can be
/// configured, with every problem found on the way; ``RunSetup`` fills it line by line.
struct SetupDraft {
    /// The profile with the overrides applied so far.
    var profile: Profile
    /// The overrides applied, as written, for the trace header.
    var overrides: [TraceHeader.Override] = []
    /// The streams a `set` range without a step draws its value from.
    var random: RandomStreams
    /// The app's Info.plist.
    var plist: InfoPlist
    /// The device switches and position.
    var device = DeviceState()
    /// The authorization the run starts with, if the header gives one.
    var start: StartingAuthorization?
    /// The faults switched on.
    var faults: Set<Fault> = []
    /// What the runner chose for `set` ranges, for the trace.
    var choices: [String] = []
    /// Every problem, in the order found.
    var errors: [RunSetupError] = []
    /// The scenario's text, to quote a problem's line.
    let source: String

    /// The line at `location`, to quote with a problem.
    func lineText(_ location: SourceLocation) -> String { SourceLines.line(location.line, of: source) }

    /// Applies one header statement; the title, model, seed, profile and catches lines are read elsewhere.
    mutating func apply(_ statement: HeaderStatement) {
        let location = statement.location
        switch statement.header {
        case .set(let parameter, let value):
            let setting = RunSetup.setting(
                parameter: parameter, value: value, profile: profile, random: &random, choices: &choices,
                line: location.line)
            do {
                try profile.set(parameter, to: setting)
                overrides.append(.init(name: parameter, value: setting.scenarioText))
            } catch {
                errors.append(RunSetupError(location: location, lineText: lineText(location), message: "\(error)"))
            }
        case .plist(let key, let value): applyPlist(key, value)
        case .plistTemporary(let purposeKey, let value): plist.temporaryPurposes[purposeKey] = value
        case .device(let setting, let enabled): applyDevice(setting, enabled)
        case .position(let coordinate): device.position = coordinate.microdegreePrecision
        case .start(let status, let accuracy):
            start = StartingAuthorization(status: status, accuracy: accuracy ?? .full)
        case .fault(let name, _):
            if let fault = Fault(rawValue: name) {
                faults.insert(fault)
            } else {
                errors.append(
                    RunSetupError(
                        location: location, lineText: lineText(location),
                        message: "unknown fault \"\(name)\"; faults: \(Fault.names.joined(separator: ", "))"))
            }
        case .title, .model, .seed, .profile, .catches:
            break
        }
    }

    /// Applies a `--set NAME=VALUE` override, after the file's `set` lines; its value is command-line
    /// text, so the profile parses it.
    mutating func apply(_ override: TraceHeader.Override) {
        do {
            try profile.set(override.name, to: override.value)
            overrides.append(override)
        } catch {
            errors.append(RunSetupError(location: nil, message: "--set \(override.name)=\(override.value): \(error)"))
        }
    }

    private mutating func applyPlist(_ key: String, _ value: PlistValue) {
        switch value {
        case .string(let text): plist.entries[key] = text
        case .bool(let flag):
            if key == InfoPlist.defaultAccuracyReducedKey {
                plist.defaultAccuracyReduced = flag
            } else {
                plist.entries[key] = flag ? "YES" : "NO"
            }
        }
    }

    private mutating func applyDevice(_ setting: DeviceSetting, _ enabled: Bool) {
        switch setting {
        case .locationServices: device.locationServicesEnabled = enabled
        case .restricted: device.restricted = enabled
        case .cameraRestricted: device.cameraRestricted = enabled
        case .photosRestricted: device.photosRestricted = enabled
        case .unknownPhotoStatus: device.unknownPhotoStatus = enabled
        case .motionHardware: device.motionHardware = enabled
        case .barometer: device.barometer = enabled
        case .magnetometer: device.magnetometer = enabled
        case .beaconRanging: device.beaconRanging = enabled
        }
    }
}
