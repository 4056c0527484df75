import Foundation

/// Every class's plan, made at the class's first read and checked against `Mirror` on that object.
final class ReadPlans: @unchecked Sendable {
    static let shared = ReadPlans()

    /// A plan per class; nil for a class read through `Mirror` (no plan, or one that read differently).
    private var plans: [ObjectIdentifier: ReadPlan?] = [:]
    /// The class last asked for and its plan: an app's object is read after every event, and
    /// comparing one identifier is cheaper than hashing it.
    private var last: (id: ObjectIdentifier, plan: ReadPlan?)?
    private let lock = NSLock()

    /// The plan for `object`'s class, or nil when it must be read through `Mirror`.
    func plan(for object: AnyObject) -> ReadPlan? {
        let type: AnyClass = type(of: object)
        let id = ObjectIdentifier(type)
        lock.lock()
        if let last, last.id == id {
            lock.unlock()
            return last.plan
        }
        let known = plans[id]
        if let known { last = (id, known) }
        lock.unlock()
        if let known { return known }
        var plan = object is CustomReflectable ? nil : ReadPlan(object)
        if let made = plan, made.entries(of: object) != ReflectedState.mirroredEntries(of: object) { plan = nil }
        lock.lock()
        plans[id] = .some(plan)
        lock.unlock()
        return plan
    }
}
