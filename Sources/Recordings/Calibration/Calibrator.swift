import LocationSystem
import SimulationKit

/// `locsim calibrate`: fits the profile's timing figures to recordings. Each parameter with samples
/// is set from them — a range parameter to the samples' range, a single figure to the largest
/// sample (the time by which every recorded run had lapsed, as `ios27-simulator` states 11.3 s for
/// runs of 11.2–11.3 s) — and every other figure is kept from the base profile. A recording whose
/// tolerance is not finer than a figure is no evidence for it: a reply of 2–9 ms cannot be read
/// from times rounded to 0.1 s.
public struct Calibrator {
    /// The profile the unfitted figures come from.
    public var base: Profile

    /// A calibrator keeping `base`'s other figures.
    public init(base: Profile) {
        self.base = base
    }

    /// The timing parameters `calibrate` looks for evidence of, in the catalog's order.
    public static let fitted = [
        "initialCallbackDelay", "replyDelay", "allowOnceExpiry", "fullAccuracyExpiry", "failureToCallbackGap",
        "backgroundAccessLossDelay",
    ]

    /// The timing parameters no recording can show (what a fault or a snapping grid does), always kept.
    public static var neverFitted: [String] {
        Profile.parameters.filter { $0.kind == .duration && !fitted.contains($0.name) }.map(\.name)
    }

    /// The evidence in `recordings`, one entry per fitted parameter (empty ones included).
    public func evidence(_ recordings: [Recording]) -> [ParameterEvidence] {
        var found = Self.fitted.map(ParameterEvidence.init(parameter:))
        for recording in recordings {
            for (parameter, value) in SampleCollector.samples(of: recording) {
                guard let index = found.firstIndex(where: { $0.parameter == parameter }),
                    recording.header.tolerance < finest(parameter)
                else { continue }
                found[index].add(value, from: recording.file)
            }
        }
        return found
    }

    /// The base figure's smallest value: the resolution a sample needs to say anything about it.
    func finest(_ parameter: String) -> SimDuration {
        let text = Profile.parameter(named: parameter)?.value(in: base) ?? ""
        let low = text.firstRange(of: "..").map { String(text[..<$0.lowerBound]) } ?? text
        return (try? SimDuration(parsing: low)) ?? .microseconds(0)
    }

    /// The base profile with each parameter that has evidence set from it, named `name`.
    public func profile(from evidence: [ParameterEvidence], name: String) -> Profile {
        var profile = base
        profile.name = name
        for item in evidence {
            guard let range = item.range, let parameter = Profile.parameter(named: item.parameter) else { continue }
            let text =
                parameter.takesRange
                ? "\(range.lowerBound.scenarioText)..\(range.upperBound.scenarioText)" : range.upperBound.scenarioText
            try? profile.set(item.parameter, to: text)
        }
        return profile
    }
}
