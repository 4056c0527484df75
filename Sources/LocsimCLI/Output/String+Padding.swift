extension String {
    /// The string followed by spaces up to `width` characters, for aligned help and timeline columns
    /// (Foundation's `padding(toLength:)` is not in every toolchain's core library).
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
