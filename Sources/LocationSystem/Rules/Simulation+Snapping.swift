import SimulationKit
import Vocabulary

/// ACC-2 and ACC-3: approximate locations are snapped, not noised.
extension Simulation {
    /// ACC-3 (M+D 004): the centre an approximate fix reports for `position`.
    ///
    /// The world is cut into square cells of `snappingCell` (≈5 km) on a grid whose origin is seeded,
    /// so another run gives other centres. The first time the device is in a cell, the cell's centre
    /// is drawn `approximateOffset` (1.7–2.1 km, ACC-2) from that position, on a bearing from the
    /// cell's own seeded stream (A: the seeds measured only the distances); later visits reuse it, so
    /// the same place gives the same centre to the last digit. The approximate location in force is
    /// recomputed only every `snappingRecompute` (≈15 min, "about four times an hour").
    ///
    /// ACC-2 also says the true position lies inside the reported radius (5,411.8 m). So a centre —
    /// the one in force, or a cell's remembered one — is used only while the device is within that
    /// radius of it; a device that has left it gets a fresh centre for where it is now, at once
    /// (A: the seeds did not measure what happens after a long move between recomputes).
    ///
    /// - Returns: the centre, and whether it was one already in use for this place (ACC-3's "same
    ///   place, same centre") rather than a freshly drawn one (ACC-2).
    mutating func snappedCentre(for position: Coordinate) -> (centre: Coordinate, reused: Bool) {
        let radius = profile.approximateAccuracy
        if let current = state.snapping.current, now - current.computedAt < profile.snappingRecompute,
            Geodesy.distance(current.centre, position) <= radius
        {
            return (current.centre, true)
        }
        let cell = gridCell(of: position)
        let centre: Coordinate
        var reused = false
        if let known = state.snapping.centres[cell], Geodesy.distance(known, position) <= radius {
            centre = known
            reused = true
        } else {
            // A cell's first centre comes from the cell's own stream; a replacement (the device left the
            // radius of the cell's centre) from a stream named after where the device is now.
            let stream =
                state.snapping.centres[cell] == nil
                ? "snapping \(cell.row) \(cell.column)"
                : "snapping \(cell.row) \(cell.column) at \(position.latitude_e6) \(position.longitude_e6)"
            var generator = RandomStreams.initialGenerator(seed: seed, stream: stream)
            let distance = Distance(
                millimetres: generator.next(
                    in: profile.approximateOffset.lower.millimetres...profile.approximateOffset.upper.millimetres))
            let bearing = generator.next(in: 0...35_999)
            centre = Geodesy.offset(position, distance: distance, bearing_cdeg: bearing)
            state.snapping.centres[cell] = centre
        }
        state.snapping.current = (cell, centre, now)
        return (centre, reused)
    }

    /// ACC-3: the seeded grid cell that holds `position`.
    func gridCell(of position: Coordinate) -> GridCell {
        let cellLatitude = max(1, Int64((Double(profile.snappingCell.millimetres) / Geodesy.millimetresPerMicrodegree)))
        let row = Self.floorDivide(position.latitude_e6 - state.snapping.originLatitude_e6, cellLatitude)
        let rowLatitude = state.snapping.originLatitude_e6 + row * cellLatitude + cellLatitude / 2
        let cellLongitude = max(1, Int64((Double(cellLatitude) / Geodesy.cosLatitude(rowLatitude)).rounded()))
        let column = Self.floorDivide(position.longitude_e6 - state.snapping.originLongitude_e6, cellLongitude)
        return GridCell(row: row, column: column)
    }

    /// Division rounding toward negative infinity, so cells do not double up around zero.
    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }
}
