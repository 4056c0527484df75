/// A kind of media, as `AVCaptureDevice` is asked about it: `.video` is the camera, `.audio` the
/// microphone. Apple's raw values (four-character codes).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The four-character code.
    public let rawValue: String

    /// The media type with this code.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The media type with this code.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The camera's media.
    public static let video = AVMediaType(rawValue: "vide")
    /// The microphone's media.
    public static let audio = AVMediaType(rawValue: "soun")
    /// Text: no permission protects it (asking about it is a mistake iOS answers with an exception).
    public static let text = AVMediaType(rawValue: "text")
    /// Closed captions: no permission protects them.
    public static let closedCaption = AVMediaType(rawValue: "clcp")
    /// Subtitles: no permission protects them.
    public static let subtitle = AVMediaType(rawValue: "sbtl")
    /// Timecodes: no permission protects them.
    public static let timecode = AVMediaType(rawValue: "tmcd")
    /// Metadata: no permission protects it.
    public static let metadata = AVMediaType(rawValue: "meta")
    /// Muxed media: no permission protects it.
    public static let muxed = AVMediaType(rawValue: "muxx")
    /// Depth data: no permission protects it.
    public static let depthData = AVMediaType(rawValue: "dpth")
}
