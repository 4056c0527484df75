import AppModels
import LocationSystem
import ScenarioLanguage
import SimulationKit
import Vocabulary

/// Turns a parsed ``Scenario`` into a ``PreparedRun``: resolves the profile and its overrides, the
/// Info.plist, the device, the starting authorization, the faults and the model, and reports every
/// problem at its line.
public enum RunSetup {
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
        let seed = options.seed ?? scenario.seed
        var draft = draft(for: scenario, source: source, seed: seed, profile: options.profile)
        for statement in scenario.header { draft.apply(statement) }
        for override in options.overrides { draft.apply(override) }
        let model = model(for: scenario, registry: registry, options: options, draft: &draft)
        guard draft.errors.isEmpty, let descriptor = model.descriptor else {
            return .failure(RunSetupErrors(draft.errors))
        }
        let configuration = SimulationConfiguration(
            seed: seed, profile: draft.profile, plist: draft.plist, device: draft.device, start: draft.start,
            faults: draft.faults, appName: draft.plist.appName)
        let modelText = ([model.name] + model.options.entries.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
        let header = TraceHeader(
            file: fileName(of: scenario), title: scenario.title ?? "", model: modelText, seed: seed,
            profile: draft.profile.name, plist: plistSummary(scenario), overrides: draft.overrides)
        var prepared = PreparedRun(
            scenario: scenario, source: source, configuration: configuration, model: descriptor,
            modelOptions: model.options, header: header, choices: draft.choices, maximumEvents: options.maximumEvents,
            expectationTexts: expectationTexts ?? Self.expectationTexts(of: scenario))
        prepared.warnings = plistWarnings(scenario, source: source)
        return .success(prepared)
    }

    /// ``prepare(_:source:registry:options:expectationTexts:)`` through `cache`: a scenario whose
    /// header was prepared before (under the same `headerKey`) takes that setup with its own timeline.
    public static func prepare(
        _ scenario: Scenario, source: String, registry: ModelRegistry, options: RunOptions = RunOptions(),
        expectationTexts: [String?], cache: SetupCache, headerKey: [Int]
    ) -> Result<PreparedRun, RunSetupErrors> {
        if let known = cache.setup(for: headerKey) {
            if case .success(let setup) = known {
                assert(setup.scenario.header == scenario.header, "one header key named two headers")
            }
            return known.map { setup in
                var prepared = setup
                prepared.scenario = scenario
                return prepared
            }
        }
        let prepared = prepare(
            scenario, source: source, registry: registry, options: options, expectationTexts: expectationTexts)
        cache.keep(prepared, for: headerKey)
        return prepared
    }

    /// The draft a header starts from: `profile` (`--profile`, which replaces the file's) or the named
    /// profile (or the default, with the error noted), the seed's random streams, and the Info.plist.
    /// A scenario that lists any purpose string describes the whole Info.plist; one that lists none
    /// runs in the seeds' test host, which has them all.
    static func draft(for scenario: Scenario, source: String, seed: UInt64, profile: Profile? = nil) -> SetupDraft {
        let describesPlist = scenario.header.contains {
            switch $0.header {
            case .plist, .plistTemporary: return true
            default: return false
            }
        }
        var draft = SetupDraft(
            profile: .ios27Simulator, random: RandomStreams(seed: seed),
            plist: describesPlist ? InfoPlist() : InfoPlist.testHost, source: source)
        if let profile {
            draft.profile = profile
            return draft
        }
        switch ProfileFile.resolve(scenario.profile, relativeTo: scenario.pathOnDisk) {
        case .success(let profile): draft.profile = profile
        case .failure(let errors):
            let statement = scenario.header.first { if case .profile = $0.header { true } else { false } }
            for error in errors.errors {
                // A fault inside a profile file is at its own line; one about the name is at the `profile` line.
                draft.errors.append(
                    error.location != nil
                        ? error
                        : RunSetupError(
                            location: statement?.location,
                            lineText: statement.map { draft.lineText($0.location) } ?? "",
                            message: error.message))
            }
        }
        return draft
    }

    /// The model the run drives: `--model`, else the file's `model` line (with its options), else
    /// the recorder; nil descriptor (with the error noted) when unknown or its options are refused.
    static func model(
        for scenario: Scenario, registry: ModelRegistry, options: RunOptions, draft: inout SetupDraft
    ) -> (name: String, options: ModelOptions, descriptor: ModelDescriptor?) {
        let fileModel = scenario.model
        let modelName = modelName(of: scenario, options: options)
        let modelLocation = scenario.header.first { if case .model = $0.header { true } else { false } }?.location
        var modelOptions = ModelOptions()
        if modelName == fileModel?.name, let fileModel {
            modelOptions = ModelOptions(fileModel.options.map { (key: $0.key, value: $0.value) })
        }
        guard let descriptor = registry.descriptor(named: modelName) else {
            let suggestion = EditDistance.nearest(to: modelName, among: registry.names)
            draft.errors.append(
                RunSetupError(
                    location: nil,
                    message: "unknown model \"\(modelName)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                        + " (models: \(registry.names.joined(separator: ", ")))"))
            return (modelName, modelOptions, nil)
        }
        do {
            _ = try descriptor.instantiate(modelOptions)
        } catch {
            draft.errors.append(
                RunSetupError(
                    location: options.model == nil ? modelLocation : nil,
                    lineText: modelLocation.map(draft.lineText) ?? "", message: "model \(modelName): \(error)"))
        }
        return (modelName, modelOptions, descriptor)
    }

    /// The model a run of `scenario` uses: the command line's, else the file's, else the recorder.
    public static func modelName(of scenario: Scenario, options: RunOptions) -> String {
        options.model ?? scenario.model?.name ?? "recorder"
    }

    /// The file's name without its folders, for the trace header: the timeline is then the same bytes
    /// whether it was run from the repository root or beside the file, so it can serve as a golden.
    /// Found by its bytes: splitting the path walks it character by character, and exploration
    /// prepares the scenario once per combination of its values.
    static func fileName(of scenario: Scenario) -> String {
        let slash = scenario.file.utf8.lastIndex(of: UInt8(ascii: "/"))
        return String(slash.map { scenario.file[scenario.file.utf8.index(after: $0)...] } ?? scenario.file[...])
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
            RunSetupWarning.unknownPlistKey(key, at: location, lineText: SourceLines.line(location.line, of: source))
        }
        if unknown.count > maximumPlistWarnings {
            let (_, location) = unknown[maximumPlistWarnings]
            warnings.append(
                RunSetupWarning(
                    location: location, lineText: SourceLines.line(location.line, of: source),
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

    /// The typed value `Profile.set` receives for a `set` line. A range the parameter holds as itself
    /// (a measured span) goes as the range; a single-valued parameter given a range takes its low end
    /// when the range has a step (a what-if choice, explored by `locsim explore`) or a value drawn
    /// from the seed when it has none.
    static func setting(
        parameter: String, value: ParameterValue, profile: Profile, random: inout RandomStreams,
        choices: inout [String], line: Int
    ) -> ParameterSetting {
        switch value {
        case .single(let quantity):
            return .single(quantity)
        case .range(let low, let high, let step):
            let range = ParameterSetting.range(low: low, high: high)
            var trial = profile
            if step == nil, (try? trial.set(parameter, to: range)) != nil {
                return range
            }
            if step != nil {
                choices.append("line \(line): set \(parameter) took the low end \(low.scenarioText)")
                return .single(low)
            }
            let lowKey = low.orderKey
            let drawn = random.next(in: lowKey...max(lowKey, high.orderKey), stream: "set.\(parameter)")
            let quantity = low.with(orderKey: drawn)
            choices.append("line \(line): set \(parameter) drew \(quantity.scenarioText) from \(range.scenarioText)")
            return .single(quantity)
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
