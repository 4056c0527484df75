import LocationSystem

/// What `locsim calibrate` says it did: each timing figure, fitted with its evidence or kept for
/// lack of any, so no figure of the written profile looks measured when it is not.
public enum CalibrationReport {
    /// The report of fitting `evidence` from `count` recordings onto `base`, giving `profile`.
    public static func text(evidence: [ParameterEvidence], base: Profile, profile: Profile, recordings: Int) -> String {
        var text =
            "calibrated \(profile.name) from \(recordings) recording\(recordings == 1 ? "" : "s") "
            + "on \(base.name)\n"
        let rows = evidence.map { item -> (String, String, String) in
            let value = Profile.parameter(named: item.parameter)?.value(in: profile) ?? ""
            let note = item.range == nil ? "no evidence: kept from \(base.name)" : "fitted, \(item.summary)"
            return (item.parameter, value, note)
        }
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let valueWidth = rows.map(\.1.count).max() ?? 0
        for (name, value, note) in rows {
            text +=
                "  " + name + String(repeating: " ", count: nameWidth - name.count + 2) + value
                + String(repeating: " ", count: valueWidth - value.count + 2) + note + "\n"
        }
        text += "  not fitted (no recording shows them): \(Calibrator.neverFitted.joined(separator: ", "))\n"
        return text
    }

    /// The comment each fitted parameter gets in the profile file.
    public static func notes(_ evidence: [ParameterEvidence], base: Profile) -> [String: String] {
        var notes: [String: String] = [:]
        for item in evidence {
            notes[item.parameter] = item.range == nil ? "no evidence: kept from \(base.name)" : item.summary
        }
        return notes
    }
}
