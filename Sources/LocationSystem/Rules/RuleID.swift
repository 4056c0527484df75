import SimulationKit

/// The catalog ID of a system rule (`AUTH-3`, `SET-NEVER`, `ACC-6`), carried by every record the rule
/// produces so a trace line can always be traced back to the measurement behind it.
///
/// The raw value is the ID as BEHAVIORS.md writes it; ``info`` holds what `locsim rules` prints.
///
/// ```swift
/// RuleID(rawValue: "AUTH-3")?.info.figure  // "grant 8.7 s, background ≈10 s, revert 28.3 s …"
/// ```
public enum RuleID: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case auth1 = "AUTH-1"
    case auth2 = "AUTH-2"
    case auth3 = "AUTH-3"
    case auth4 = "AUTH-4"
    case auth5 = "AUTH-5"
    case auth6 = "AUTH-6"
    case auth7 = "AUTH-7"
    case auth8 = "AUTH-8"
    case auth9 = "AUTH-9"
    case auth10 = "AUTH-10"
    case auth11 = "AUTH-11"
    case auth12 = "AUTH-12"
    case auth13 = "AUTH-13"
    case setPreciseOff = "SET-PRECISE-OFF"
    case setNever = "SET-NEVER"
    case setAsk = "SET-ASK"
    case setWhileUsing = "SET-WHILE-USING"
    case setAlways = "SET-ALWAYS"
    case setServicesOff = "SET-SERVICES-OFF"
    case set1 = "SET-1"
    case set2 = "SET-2"
    case set3 = "SET-3"
    case set4 = "SET-4"
    case set5 = "SET-5"
    case acc1 = "ACC-1"
    case acc2 = "ACC-2"
    case acc3 = "ACC-3"
    case acc4 = "ACC-4"
    case acc5 = "ACC-5"
    case acc6 = "ACC-6"
    case acc7 = "ACC-7"
    case acc8 = "ACC-8"
    case acc9 = "ACC-9"
    case plist1 = "PLIST-1"
    case plist2 = "PLIST-2"
    case plist3 = "PLIST-3"
    case plist4 = "PLIST-4"
    case ses1 = "SES-1"
    case ses2 = "SES-2"
    case ses3 = "SES-3"
    case ses4 = "SES-4"
    case ses5 = "SES-5"
    case mot1 = "MOT-1"
    case mot2 = "MOT-2"
    case mot3 = "MOT-3"
    case cam1 = "CAM-1"
    case cam2 = "CAM-2"
    case cam3 = "CAM-3"
    case cam4 = "CAM-4"
    case mic1 = "MIC-1"
    case mic2 = "MIC-2"
    case mic3 = "MIC-3"
    case pho1 = "PHO-1"
    case pho2 = "PHO-2"
    case pho3 = "PHO-3"
    case pho4 = "PHO-4"
    case pho5 = "PHO-5"
    case pho6 = "PHO-6"
    case pho7 = "PHO-7"
    case pho8 = "PHO-8"
    case pho9 = "PHO-9"
    case life1 = "LIFE-1"
    case life2 = "LIFE-2"
    case life3 = "LIFE-3"
    case life4 = "LIFE-4"
    case upd1 = "UPD-1"
    case upd2 = "UPD-2"
    case mon1 = "MON-1"
    case mon2 = "MON-2"
    case mon3 = "MON-3"
    case mon4 = "MON-4"
    case notif1 = "NOTIF-1"
    case notif2 = "NOTIF-2"
    case notif3 = "NOTIF-3"
    case notif4 = "NOTIF-4"
    case notif5 = "NOTIF-5"
    case notif6 = "NOTIF-6"
    case notif7 = "NOTIF-7"
    case notif8 = "NOTIF-8"

    /// The ID as the catalog and traces print it (`AUTH-3`).
    public var description: String { rawValue }

    /// The IDs as strings, for "did you mean" suggestions.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The rule's position in ``allCases`` (catalog order), read from the case's own tag: a run
    /// counts the rules of every record, and a lookup table would be shared by every thread.
    public var ordinal: Int { caseTag(of: self) }
}
