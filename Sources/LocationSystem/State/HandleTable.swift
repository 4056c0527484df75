/// A value that carries the handle it is stored under.
public protocol HandleState: Hashable, Sendable {
    /// The handle's type (``ManagerID``, ``SessionID``, ``LiveUpdatesID``).
    associatedtype ID: Comparable & Hashable & Sendable
    /// The handle.
    var id: ID { get }
}

/// The app's handles of one kind and their state, in an array sorted by handle.
///
/// An app holds a handful of managers or sessions, so a scan of a short array finds one faster than
/// hashing into a dictionary, and the array is already in the order every broadcast needs (creation
/// order, which is handle order). Sorted and free of duplicates, the array is canonical: two tables
/// are equal exactly when they hold the same handles with the same states, as dictionaries would be.
public struct HandleTable<Element: HandleState>: Hashable, Sendable {
    /// The states, by ascending handle.
    public private(set) var values: [Element] = []

    /// An empty table.
    public init() {}

    /// How many handles are held.
    public var count: Int { values.count }

    /// Whether no handle is held.
    public var isEmpty: Bool { values.isEmpty }

    /// The handles, ascending.
    public var keys: [Element.ID] { values.map(\.id) }

    /// The state of `id`; setting nil removes it, setting a state inserts or replaces it.
    public subscript(id: Element.ID) -> Element? {
        get {
            guard let index = index(of: id) else { return nil }
            return values[index]
        }
        set {
            switch (index(of: id), newValue) {
            case (let index?, let value?): values[index] = value
            case (let index?, nil): values.remove(at: index)
            case (nil, let value?): values.insert(value, at: values.firstIndex { $0.id > id } ?? values.count)
            case (nil, nil): break
            }
        }
    }

    /// Removes `id` and returns its state, or nil when it was not held.
    @discardableResult
    public mutating func removeValue(forKey id: Element.ID) -> Element? {
        guard let index = index(of: id) else { return nil }
        return values.remove(at: index)
    }

    /// Forgets every handle.
    public mutating func removeAll() {
        values.removeAll()
    }

    /// Changes the state at `index` in ``values`` in place (its handle must stay the same).
    mutating func update(at index: Int, _ change: (inout Element) -> Void) {
        change(&values[index])
    }

    private func index(of id: Element.ID) -> Int? {
        values.firstIndex { $0.id == id }
    }
}

extension LocationManagerState: HandleState {}
extension ServiceSessionState: HandleState {}
extension LiveUpdatesState: HandleState {}
