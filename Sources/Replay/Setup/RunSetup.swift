import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit

/// Turns a parsed ``Scenario`` into a ``PreparedRun``: resolves the profile and its overrides, the
/// Info.plist, the device, the starting authorization, the faults and the model, and reports every
/// problem at its line.
public enum RunSetup {
    /// Line `number` (1-based) of `source` without its line break, or empty.
    static func line(_ number: Int, of source: String) -> String {
        guard number >= 1 else { return "" }
        var current = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return line.hasSuffix("\r") ? String(line.dropLast()) : String(line) }
            current += 1
        }
        return ""
    }

    /// Prepares `scenario` (parsed from `source`) with the models of `registry`. `expectationTexts`,
    /// when given, are the timeline's expectations as written (one per entry, nil for a step): a
    /// caller that prepares many variations of one timeline spells them once instead of each time.
    public static func prepare(
        _ scenario: Scenario, source: String, registry: ModelRegistry, options: RunOptions = RunOptions(),
        expectationTexts: [String?]? = nil
    ) -> Result<PreparedRun, RunSetupErrors> {
        precondition(
            expectationTexts.map { $0.count == scenario.timeline.count } ?? true,
            "expectationTexts has one entry per timeline entry")
        func lineText(_ location: SourceLocation) -> String { line(location.line, of: source) }
        var errors: [RunSetupError] = []
        var seed = scenario.seed
        if let override = options.seed { seed = override }

        var profile: Profile
        do {
            profile = try Profile.named(scenario.profile)
        } catch {
            let statement = scenario.header.first { if case .profile = $0.header { true } else { false } }
            errors.append(
                RunSetupError(
                    location: statement?.location, lineText: statement.map { lineText($0.location) } ?? "",
                    message: "\(error)"))
            profile = .ios27Simulator
        }
        var overrides: [TraceHeader.Override] = []
        var random = RandomStreams(seed: seed)
        // A scenario that lists any purpose string describes the whole Info.plist; one that lists
        // none runs in the seeds' test host, which has them all.
        let describesPlist = scenario.header.contains {
            switch $0.header {
            case .plist, .plistTemporary: return true
            default: return false
            }
        }
        var plist = describesPlist ? InfoPlist() : InfoPlist.testHost
        var device = DeviceState()
        var start: StartingAuthorization?
        var faults: Set<Fault> = []
        var choices: [String] = []
        for statement in scenario.header {
            let location = statement.location
            switch statement.header {
            case .set(let parameter, let value):
                let text = setText(
                    parameter: parameter, value: value, profile: profile, random: &random, choices: &choices,
                    line: location.line)
                do {
                    try profile.set(parameter, to: text)
                    overrides.append(.init(name: parameter, value: text))
                } catch {
                    errors.append(RunSetupError(location: location, lineText: lineText(location), message: "\(error)"))
                }
            case .plist(let key, let value):
                switch value {
                case .string(let text): plist.entries[key] = text
                case .bool(let flag):
                    if key == InfoPlist.defaultAccuracyReducedKey {
                        plist.defaultAccuracyReduced = flag
                    } else {
                        plist.entries[key] = flag ? "YES" : "NO"
                    }
                }
            case .plistTemporary(let purposeKey, let value):
                plist.temporaryPurposes[purposeKey] = value
            case .device(let setting, let enabled):
                switch setting {
                case .locationServices: device.locationServicesEnabled = enabled
                case .restricted: device.restricted = enabled
                case .motionHardware: device.motionHardware = enabled
                case .barometer: device.barometer = enabled
                }
            case .position(let coordinate):
                device.position = LocationSystem.Coordinate(coordinate)
            case .start(let status, let accuracy):
                start = StartingAuthorization(
                    status: LocationSystem.AuthorizationStatus(rawValue: status.rawValue) ?? .notDetermined,
                    accuracy: accuracy == .reduced ? .reduced : .full)
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
        for override in options.overrides {
            do {
                try profile.set(override.name, to: override.value)
                overrides.append(override)
            } catch {
                errors.append(
                    RunSetupError(location: nil, message: "--set \(override.name)=\(override.value): \(error)"))
            }
        }

        let fileModel = scenario.model
        let modelName = options.model ?? fileModel?.name ?? "recorder"
        let modelLocation = scenario.header.first { if case .model = $0.header { true } else { false } }?.location
        var modelOptions = ModelOptions()
        if modelName == fileModel?.name, let fileModel {
            modelOptions = ModelOptions(fileModel.options.map { (key: $0.key, value: $0.value) })
        }
        let descriptor = registry.descriptor(named: modelName)
        if let descriptor {
            do {
                _ = try descriptor.instantiate(modelOptions)
            } catch {
                errors.append(
                    RunSetupError(
                        location: options.model == nil ? modelLocation : nil,
                        lineText: modelLocation.map(lineText) ?? "", message: "model \(modelName): \(error)"))
            }
        } else {
            let suggestion = EditDistance.nearest(to: modelName, among: registry.names)
            errors.append(
                RunSetupError(
                    location: nil,
                    message: "unknown model \"\(modelName)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                        + " (models: \(registry.names.joined(separator: ", ")))"))
        }
        if !errors.isEmpty { return .failure(RunSetupErrors(errors)) }

        let configuration = SimulationConfiguration(
            seed: seed, profile: profile, plist: plist, device: device, start: start, faults: faults,
            appName: plist.appName)
        let modelText = ([modelName] + modelOptions.entries.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        // The header names the file without its folders: the timeline is then the same bytes whether
        // it was run from the repository root or beside the file, so it can serve as a golden.
        // Found by its bytes: splitting the path walks it character by character, and exploration
        // prepares the scenario once per combination of its values.
        let slash = scenario.file.utf8.lastIndex(of: UInt8(ascii: "/"))
        let fileName = String(slash.map { scenario.file[scenario.file.utf8.index(after: $0)...] } ?? scenario.file[...])
        let header = TraceHeader(
            file: fileName, title: scenario.title ?? "", model: modelText, seed: seed, profile: profile.name,
            plist: plistSummary(scenario), overrides: overrides)
        var prepared = PreparedRun(
            scenario: scenario, source: source, configuration: configuration, model: descriptor!,
            modelOptions: modelOptions, header: header, choices: choices, maximumEvents: options.maximumEvents,
            expectationTexts: expectationTexts ?? Self.expectationTexts(of: scenario))
        prepared.warnings = plistWarnings(scenario, source: source)
        return .success(prepared)
    }

    /// The header's account of the Info.plist: a scenario with no `plist` line runs in the seeds'
    /// test host, which has every purpose string; one with any describes the whole plist, and the
    /// header counts its keys (the `plist temporary` entries make up one key, the dictionary).
    static func plistSummary(_ scenario: Scenario) -> String {
        var keys: [String] = []
        for statement in scenario.header {
            switch statement.header {
            case .plist(let key, _): keys.append(key)
            case .plistTemporary: keys.append(InfoPlist.temporaryDictionaryKey)
            default: continue
            }
        }
        let count = Set(keys).count
        return count == 0 ? "test host (every purpose string)" : "\(count) key\(count == 1 ? "" : "s")"
    }

    /// A warning for each `plist` line whose key the system does not know, the first
    /// ``maximumPlistWarnings`` of them, then one that counts the rest.
    static func plistWarnings(_ scenario: Scenario, source: String) -> [RunSetupWarning] {
        let unknown = scenario.header.compactMap { statement -> (String, SourceLocation)? in
            guard case .plist(let key, _) = statement.header, !InfoPlist.knownKeys.contains(key) else { return nil }
            return (key, statement.location)
        }
        // At most 21 lines are looked up, so finding each from the top stays linear in the file.
        var warnings = unknown.prefix(maximumPlistWarnings).compactMap { key, location in
            RunSetupWarning.unknownPlistKey(key, at: location, lineText: line(location.line, of: source))
        }
        if unknown.count > maximumPlistWarnings {
            let (_, location) = unknown[maximumPlistWarnings]
            warnings.append(
                RunSetupWarning(
                    location: location, lineText: line(location.line, of: source),
                    message: "\(unknown.count - maximumPlistWarnings) more unknown Info.plist keys from here on "
                        + "(the first \(maximumPlistWarnings) are listed above)"))
        }
        return warnings
    }

    /// The most unknown Info.plist keys warned about one by one.
    static let maximumPlistWarnings = 20

    /// Each timeline entry's expectation as written, nil for a step: public so that a caller that
    /// prepares many variations of one timeline (exploration's static combinations) spells them once
    /// and passes them to ``prepare(_:source:registry:options:expectationTexts:)``.
    public static func expectationTexts(of scenario: Scenario) -> [String?] {
        scenario.timeline.map { $0.expectation?.scenarioText }
    }

    /// The text `Profile.set` receives for a `set` line. A range parameter takes the range itself;
    /// a single-valued one given a range takes its low end when the range has a step (a what-if
    /// choice, explored by `locsim explore`) or a value drawn from the seed when it has none.
    static func setText(
        parameter: String, value: ParameterValue, profile: Profile, random: inout RandomStreams,
        choices: inout [String], line: Int
    ) -> String {
        switch value {
        case .single(let quantity):
            return quantity.scenarioText
        case .range(let low, let high, let step):
            var trial = profile
            let rangeText = "\(low.scenarioText)..\(high.scenarioText)"
            if step == nil, (try? trial.set(parameter, to: rangeText)) != nil {
                return rangeText
            }
            if step != nil {
                choices.append("line \(line): set \(parameter) took the low end \(low.scenarioText)")
                return low.scenarioText
            }
            let lowKey = orderKey(low)
            let drawn = random.next(in: lowKey...max(lowKey, orderKey(high)), stream: "set.\(parameter)")
            let text = quantity(like: low, orderKey: drawn).scenarioText
            choices.append("line \(line): set \(parameter) drew \(text) from \(rangeText)")
            return text
        }
    }
}

extension RunSetup {
    /// An integer that orders quantities of one kind: microseconds, or billionths of a metre or unit.
    /// Public so exploration steps through a `set` range with the same arithmetic the runner uses.
    public static func orderKey(_ quantity: Quantity) -> Int64 {
        switch quantity {
        case .duration(let duration): return duration.microseconds
        case .distance(let meters): return meters.nanoUnits
        case .number(let value): return value.nanoUnits
        case .flag(let value): return value ? 1 : 0
        }
    }

    /// The quantity of `quantity`'s kind whose ``orderKey(_:)`` is `key` (the inverse, for the same reason).
    public static func quantity(like quantity: Quantity, orderKey key: Int64) -> Quantity {
        switch quantity {
        case .duration: return .duration(SimDuration(microseconds: key))
        case .distance: return .distance(meters: ExactDecimal(significand: key, fractionDigits: 9))
        case .number: return .number(ExactDecimal(significand: key, fractionDigits: 9))
        case .flag: return .flag(key != 0)
        }
    }
}

/// Every setup problem of one scenario.
public struct RunSetupErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in file order.
    public var errors: [RunSetupError]

    /// Wraps the problems.
    public init(_ errors: [RunSetupError]) {
        self.errors = errors
    }

    /// Each problem rendered, one after another.
    public var description: String { errors.map(\.description).joined() }
}
