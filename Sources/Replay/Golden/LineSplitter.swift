/// Splits text into lines as it arrives in pieces, exactly where `String.split(separator: "\n",
/// omittingEmptySubsequences: false)` splits the whole: at every line feed that is not the second
/// half of a CR LF (one `Character` in Swift), with the text after the last line feed as a last line
/// (empty when the text ends with one). Invalid UTF-8 decodes as `String(decoding:as:)` decodes it.
///
/// A line longer than ``maximumLineBytes`` is cut there, and the cut is said in the line itself,
/// so a file without line feeds is never held whole.
///
/// ```swift
/// var splitter = LineSplitter()
/// splitter.feed("a\nb") { print($0) }   // a
/// splitter.finish { print($0) }          // b
/// ```
public struct LineSplitter: Sendable {
    /// The longest line kept whole.
    public static let maximumLineBytes = 1 << 20
    private var pending: [UInt8] = []
    private var cutBytes = 0
    private var lastWasCarriageReturn = false

    /// A splitter at the start of a text.
    public init() {}

    /// Splits `text`, handing each line it completes to `line`.
    public mutating func feed(_ text: String, _ line: (String) -> Void) {
        var text = text
        text.withUTF8 { feed($0, line) }
    }

    /// Splits `bytes`, handing each line they complete to `line`.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ line: (String) -> Void) {
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let afterCarriageReturn = lastWasCarriageReturn
            lastWasCarriageReturn = byte == 13
            guard byte == 10, !afterCarriageReturn else { continue }
            append(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            line(take())
            start = index + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// Hands the last line (the text after the last line feed, perhaps empty) to `line`.
    public mutating func finish(_ line: (String) -> Void) {
        line(take())
        lastWasCarriageReturn = false
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = max(0, Self.maximumLineBytes - pending.count)
        pending.append(contentsOf: bytes.prefix(room))
        cutBytes += bytes.count - min(room, bytes.count)
    }

    private mutating func take() -> String {
        var text = String(decoding: pending, as: UTF8.self)
        if cutBytes > 0 { text += " … (line cut at \(Self.maximumLineBytes) bytes, \(cutBytes) more)" }
        pending.removeAll(keepingCapacity: pending.count <= 1 << 12)
        cutBytes = 0
        return text
    }
}
