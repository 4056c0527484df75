/// The error domain of Core Motion's errors.
public let CMErrorDomain: String = "CMErrorDomain"

/// A Core Motion error code: a C enum, which Swift imports as a struct with a `UInt32` raw value and
/// one global constant per code (`CMErrorMotionActivityNotAuthorized`). Handlers receive an `NSError`
/// in ``CMErrorDomain`` whose `code` is the raw value, so code compares
/// `error.code == Int(CMErrorMotionActivityNotAuthorized.rawValue)`.
public struct CMError: RawRepresentable, Hashable, Sendable {
    /// The numeric code (100–113).
    public var rawValue: UInt32

    /// Wraps a code.
    public init(_ rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Wraps a code.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }
}

/// No error (100).
public var CMErrorNULL: CMError { CMError(100) }
/// The device must move before it can sample motion data (101).
public var CMErrorDeviceRequiresMovement: CMError { CMError(101) }
/// True north is not available (102).
public var CMErrorTrueNorthNotAvailable: CMError { CMError(102) }
/// An unknown error (103).
public var CMErrorUnknown: CMError { CMError(103) }
/// This device has no motion activity hardware (104).
public var CMErrorMotionActivityNotAvailable: CMError { CMError(104) }
/// The user has not authorized motion activity (105).
public var CMErrorMotionActivityNotAuthorized: CMError { CMError(105) }
/// The app lacks the motion activity entitlement (106).
public var CMErrorMotionActivityNotEntitled: CMError { CMError(106) }
/// A parameter was invalid (107).
public var CMErrorInvalidParameter: CMError { CMError(107) }
/// The action was invalid (108).
public var CMErrorInvalidAction: CMError { CMError(108) }
/// The data is not available (109).
public var CMErrorNotAvailable: CMError { CMError(109) }
/// The app lacks the entitlement (110).
public var CMErrorNotEntitled: CMError { CMError(110) }
/// The user has not authorized the app (111).
public var CMErrorNotAuthorized: CMError { CMError(111) }
/// No data was returned (112).
public var CMErrorNilData: CMError { CMError(112) }
/// The data was of the wrong size (113).
public var CMErrorSize: CMError { CMError(113) }

extension CMError {
    /// The `NSError` a Core Motion handler receives for a code the simulation delivers
    /// (`ErrorCodes.motionNotAuthorized` is 105): domain ``CMErrorDomain``, that code.
    static func handlerError(code: Int) -> NSError {
        precondition(
            (100...113).contains(code), "the simulation delivered CMError code \(code), which Core Motion does not have"
        )
        return NSError(domain: CMErrorDomain, code: code)
    }
}
