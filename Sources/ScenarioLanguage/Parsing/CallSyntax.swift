import Vocabulary

/// The grammar of one API of `call`, in one place: its name, how its arguments are read and how they
/// are written back. Adding an API is its ``Call`` case, one entry in ``table`` and its line in
/// Replay's `ScenarioRun.call`.
struct CallSyntax: Sendable {
    /// Reads the arguments after the name; the parser then checks that nothing follows.
    typealias Read = @Sendable (inout CallArgumentReader) throws(LineError) -> Call
    /// The words after the name when this entry writes the call; nil for a call of another API.
    typealias Arguments = @Sendable (Call) -> [String]?

    /// The API's name after `call`.
    let api: String
    let read: Read
    let arguments: Arguments
    /// The places whose words are written as they are, unquoted: a `LAT,LON` position, which the
    /// reader takes as three tokens.
    var verbatim: Set<Int> = []

    /// The words after `call API`, each bare or quoted, positions as they are.
    func printed(_ call: Call) -> [String] {
        (arguments(call) ?? []).enumerated().map { index, word in
            verbatim.contains(index) ? word : ScenarioQuoting.word(word)
        }
    }

    /// An API that takes nothing.
    static func bare(_ api: String, _ call: Call) -> CallSyntax {
        CallSyntax(api: api, read: { _ throws(LineError) in call }, arguments: { $0 == call ? [] : nil })
    }

    /// An API whose one argument is an optional handle (`m1`, `b1`, `s1`, `u1`).
    static func handle(
        _ api: String, _ letter: String, _ what: String, make: @escaping @Sendable (Call.Handle?) -> Call,
        arguments: @escaping Arguments
    ) -> CallSyntax {
        CallSyntax(
            api: api, read: { reader throws(LineError) in make(try reader.handle(letter, what)) },
            arguments: arguments)
    }

    /// A handle left out is written as nothing.
    static func words(_ handle: Call.Handle?) -> [String] { handle.map { [$0.spelling] } ?? [] }

    /// Every API, in the order the language reference lists them.
    static let table: [CallSyntax] =
        [
            .bare("createManager", .createManager),
            .handle(
                "requestWhenInUseAuthorization", "m", "a manager", make: { .requestWhenInUseAuthorization(manager: $0) }
            ) {
                guard case .requestWhenInUseAuthorization(let manager) = $0 else { return nil }
                return words(manager)
            },
            .handle("requestAlwaysAuthorization", "m", "a manager", make: { .requestAlwaysAuthorization(manager: $0) })
            {
                guard case .requestAlwaysAuthorization(let manager) = $0 else { return nil }
                return words(manager)
            },
            CallSyntax(
                api: "requestTemporaryFullAccuracy",
                read: { reader throws(LineError) in
                    .requestTemporaryFullAccuracy(
                        purposeKey: try reader.word("a purpose key such as RunRoute"),
                        manager: try reader.handle("m", "a manager"))
                },
                arguments: { call in
                    guard case .requestTemporaryFullAccuracy(let key, let manager) = call else { return nil }
                    return [key] + words(manager)
                }),
            .handle("startUpdatingLocation", "m", "a manager", make: { .startUpdatingLocation(manager: $0) }) {
                guard case .startUpdatingLocation(let manager) = $0 else { return nil }
                return words(manager)
            },
            .handle("stopUpdatingLocation", "m", "a manager", make: { .stopUpdatingLocation(manager: $0) }) {
                guard case .stopUpdatingLocation(let manager) = $0 else { return nil }
                return words(manager)
            },
            .handle("requestLocation", "m", "a manager", make: { .requestLocation(manager: $0) }) {
                guard case .requestLocation(let manager) = $0 else { return nil }
                return words(manager)
            },
            .bare("openSettings", .openSettings),
            CallSyntax(
                api: "desiredAccuracy",
                read: { reader throws(LineError) in
                    .desiredAccuracy(try reader.oneOf(), manager: try reader.handle("m", "a manager"))
                },
                arguments: { call in
                    guard case .desiredAccuracy(let accuracy, let manager) = call else { return nil }
                    return [accuracy.rawValue] + words(manager)
                }),
            CallSyntax(
                api: "allowsBackgroundLocationUpdates",
                read: { reader throws(LineError) in
                    .allowsBackgroundLocationUpdates(try reader.flag(), manager: try reader.handle("m", "a manager"))
                },
                arguments: { call in
                    guard case .allowsBackgroundLocationUpdates(let allows, let manager) = call else { return nil }
                    return [String(allows)] + words(manager)
                }),
            .bare("startBackgroundActivitySession", .startBackgroundActivitySession),
            .handle(
                "stopBackgroundActivitySession", "b", "an activity session",
                make: { .stopBackgroundActivitySession(session: $0) }
            ) {
                guard case .stopBackgroundActivitySession(let session) = $0 else { return nil }
                return words(session)
            },
            CallSyntax(
                api: "startServiceSession",
                read: { reader throws(LineError) in
                    let requirement: SessionRequirement? = try reader.optionalOneOf()
                    let key = requirement == nil ? nil : try reader.optionalWord()
                    return .startServiceSession(requirement, fullAccuracyPurposeKey: key)
                },
                arguments: { call in
                    guard case .startServiceSession(let requirement, let key) = call else { return nil }
                    return (requirement.map { [$0.rawValue] } ?? []) + (key.map { [$0] } ?? [])
                }),
            .handle("endServiceSession", "s", "a service session", make: { .endServiceSession(session: $0) }) {
                guard case .endServiceSession(let session) = $0 else { return nil }
                return words(session)
            },
            .bare("startLiveUpdates", .startLiveUpdates),
            .handle("stopLiveUpdates", "u", "a live-updates sequence", make: { .stopLiveUpdates(updates: $0) }) {
                guard case .stopLiveUpdates(let updates) = $0 else { return nil }
                return words(updates)
            },
            CallSyntax(
                api: "queryMotion", read: { reader throws(LineError) in .queryMotion(try reader.oneOf()) },
                arguments: { call in
                    guard case .queryMotion(let motionClass) = call else { return nil }
                    return [motionClass.rawValue]
                }),
            CallSyntax(
                api: "requestAccess", read: { reader throws(LineError) in .requestAccess(try reader.oneOf()) },
                arguments: { call in
                    guard case .requestAccess(let mediaType) = call else { return nil }
                    return [mediaType.rawValue]
                }),
            .bare("requestRecordPermission", .requestRecordPermission),
            CallSyntax(
                api: "requestAuthorization",
                read: { reader throws(LineError) in
                    let level: PhotoLevelWord = try reader.oneOf()
                    return .requestAuthorization(level.level)
                },
                arguments: { call in
                    guard case .requestAuthorization(let level) = call else { return nil }
                    return [level.name]
                }),
            .bare("presentLimitedLibraryPicker", .presentLimitedLibraryPicker),
            .bare("presentPicker", .presentPicker),
            .bare("fetchAssets", .fetchAssets),
        ] + notifications + monitoring

    /// The notifications APIs (NOTIF-1 to NOTIF-7), named apart from Photos' `requestAuthorization`.
    static let notifications: [CallSyntax] = [
        CallSyntax(
            api: "requestNotificationAuthorization",
            read: { reader throws(LineError) in .requestNotificationAuthorization(try reader.notificationOptions()) },
            arguments: { call in
                guard case .requestNotificationAuthorization(let options) = call else { return nil }
                return options.words
            }),
        .bare("getNotificationSettings", .getNotificationSettings),
        .bare("registerForRemoteNotifications", .registerForRemoteNotifications),
    ]

    /// The region and significant-change APIs (MON-1 to MON-4).
    static let monitoring: [CallSyntax] = [
        CallSyntax(
            api: "startMonitoring",
            read: { reader throws(LineError) in
                .startMonitoring(
                    identifier: try reader.word("a region identifier such as home"),
                    center: try reader.coordinate(), radiusMeters: try reader.distance("the region's radius"),
                    manager: try reader.handle("m", "a manager"))
            },
            arguments: { call in
                guard case .startMonitoring(let identifier, let center, let radius, let manager) = call else {
                    return nil
                }
                return [identifier, center.description, "\(radius)m"] + words(manager)
            }, verbatim: [1]),
        CallSyntax(
            api: "stopMonitoring",
            read: { reader throws(LineError) in
                .stopMonitoring(
                    identifier: try reader.word("a region identifier such as home"),
                    manager: try reader.handle("m", "a manager"))
            },
            arguments: { call in
                guard case .stopMonitoring(let identifier, let manager) = call else { return nil }
                return [identifier] + words(manager)
            }),
        CallSyntax(
            api: "requestState",
            read: { reader throws(LineError) in
                .requestState(
                    identifier: try reader.word("a region identifier such as home"),
                    manager: try reader.handle("m", "a manager"))
            },
            arguments: { call in
                guard case .requestState(let identifier, let manager) = call else { return nil }
                return [identifier] + words(manager)
            }),
        .handle(
            "startMonitoringSignificantLocationChanges", "m", "a manager",
            make: { .startMonitoringSignificantLocationChanges(manager: $0) }
        ) {
            guard case .startMonitoringSignificantLocationChanges(let manager) = $0 else { return nil }
            return words(manager)
        },
        .handle(
            "stopMonitoringSignificantLocationChanges", "m", "a manager",
            make: { .stopMonitoringSignificantLocationChanges(manager: $0) }
        ) {
            guard case .stopMonitoringSignificantLocationChanges(let manager) = $0 else { return nil }
            return words(manager)
        },
    ]

    /// The API names in table order, for "did you mean".
    static let names = table.map(\.api)

    /// The entries by name, for the parser's dispatch.
    static let byName = [String: CallSyntax](uniqueKeysWithValues: table.map { ($0.api, $0) })

    /// The entry that writes a call.
    static func entry(for call: Call) -> CallSyntax? {
        table.first { $0.arguments(call) != nil }
    }
}

extension FileParser {
    /// `call API [ARGS]`: the API, then its arguments as its ``CallSyntax`` entry reads them.
    func call(_ cursor: inout TokenCursor) throws(LineError) -> Step {
        let api = try cursor.name(.call, known: CallSyntax.names, expected: "an API name such as startUpdatingLocation")
        guard let syntax = CallSyntax.byName[api.text] else {
            throw LineError(.unexpectedToken(api.text, expected: "an API name such as startUpdatingLocation"), at: api)
        }
        var reader = CallArgumentReader(cursor: cursor, parser: self)
        let call = try syntax.read(&reader)
        cursor = reader.cursor
        if let extra = cursor.peek() {
            throw LineError(.trailingGarbage(extra.spelling, statement: "call \(api.text)"), at: extra)
        }
        return .call(call)
    }
}

/// The words of `PHAccessLevel` as `call requestAuthorization` reads them.
private enum PhotoLevelWord: String, CaseIterable {
    case readWrite, addOnly

    var level: PhotoAccessLevel { self == .readWrite ? .readWrite : .addOnly }
}
