import LocationSystem
import ScenarioLanguage

// The scenario's words for a call's arguments, as the system's values: exhaustive switches, so a
// case added on one side fails to compile rather than turning into another value.

extension Call.DesiredAccuracy {
    var system: DesiredAccuracy {
        switch self {
        case .best: return .best
        case .reduced: return .reduced
        }
    }
}

extension Call.SessionRequirement {
    var system: SessionRequirement {
        switch self {
        case .whenInUse: return .whenInUse
        case .always: return .always
        }
    }
}

extension Call.MotionClass {
    var system: MotionClass {
        switch self {
        case .pedometer: return .pedometer
        case .activity: return .activity
        case .altimeter: return .altimeter
        case .headphone: return .headphone
        }
    }
}
