/// Where a rule's figure comes from, so a reader of `locsim rules` knows how far to trust it.
///
/// The catalog marks every rule M (measured on the iOS 27.0 simulator), D (Apple's documentation as
/// quoted in a seed) or A (an assumption the seeds do not settle); some rules carry two marks.
public enum Provenance: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// Measured on the iOS 27.0 simulator, in the seed named.
    case measured = "M"
    /// Apple's documentation, as quoted in the seed named.
    case documented = "D"
    /// Reported by a seed but not measured there.
    case reported = "R"
    /// An assumption the seeds do not settle: always a named profile parameter or a fault switch.
    case assumed = "A"

    /// Catalog order: M, D, R, A.
    public static func < (lhs: Provenance, rhs: Provenance) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
