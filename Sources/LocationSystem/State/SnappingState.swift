import SimulationKit
import Vocabulary

/// ACC-2/ACC-3's snapping grid for one run: a seeded grid origin, the centre drawn for each cell the
/// device has been in, and the approximate location currently in force until the next recompute.
public struct SnappingState: Hashable, Sendable {
    /// The grid's origin latitude offset in micro-degrees (seeded).
    public var originLatitude_e6: Int64
    /// The grid's origin longitude offset in micro-degrees (seeded).
    public var originLongitude_e6: Int64
    /// The centre of each cell visited, so the same place gives the same centre within a run.
    public var centres: [GridCell: Coordinate] = [:]
    /// The approximate location in force, and when it was computed.
    public var current: (cell: GridCell, centre: Coordinate, computedAt: SimInstant)? {
        get { currentCell.map { ($0, currentCentre!, currentComputedAt!) } }
        set {
            currentCell = newValue?.cell
            currentCentre = newValue?.centre
            currentComputedAt = newValue?.computedAt
        }
    }
    private var currentCell: GridCell?
    private var currentCentre: Coordinate?
    private var currentComputedAt: SimInstant?

    /// A grid with this origin.
    public init(originLatitude_e6: Int64, originLongitude_e6: Int64) {
        self.originLatitude_e6 = originLatitude_e6
        self.originLongitude_e6 = originLongitude_e6
    }
}

/// One snapping region: a row and column of the seeded grid.
public struct GridCell: Hashable, Sendable, CustomStringConvertible {
    /// The row, counted north from the grid origin.
    public var row: Int64
    /// The column, counted east from the grid origin.
    public var column: Int64

    /// `row,column`.
    public var description: String { "\(row),\(column)" }
}
