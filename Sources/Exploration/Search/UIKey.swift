import AppModels
import SimulationKit

/// A UI as a dictionary key that hashes its shape — how many entries, each key's and text's length,
/// each number and flag — and not its text: banners run to dozens of characters and a search looks
/// up every UI a timeline shows, so hashing the characters would dominate. Equality compares the
/// UI whole, so two UIs of one shape are still told apart.
struct UIKey: FoldHashable {
    let ui: [StateEntry]

    init(_ ui: [StateEntry]) {
        self.ui = ui
    }

    func fold(into fold: inout HashFold) {
        fold.add(ui.count)
        for entry in ui {
            var shape = entry.key.utf8.count
            switch entry.value {
            case .text(let text): shape = shape &* 31 &+ text.utf8.count
            case .number(let number): shape = shape &* 31 &+ Int(truncatingIfNeeded: number) &+ 1
            case .flag(let flag): shape = shape &* 31 &+ (flag ? 2 : 3)
            case .none: shape = shape &* 31 &+ 5
            }
            fold.add(shape)
        }
    }
}
