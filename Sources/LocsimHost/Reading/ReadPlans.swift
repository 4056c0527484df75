import Foundation

/// Every class's plan, made at the class's first read and checked against `Mirror` on that object.
final class ReadPlans: @unchecked Sendable {
    static let shared = ReadPlans()

    /// A plan per class; nil for a class read through `Mirror` (no plan, or one that read differently).
    private var plans: [ObjectIdentifier: ReadPlan?] = [:]
    private let lock = NSLock()

    /// The plan for `object`'s class, or nil when it must be read through `Mirror`.
    func plan(for object: AnyObject) -> ReadPlan? {
        let type: AnyClass = type(of: object)
        let id = ObjectIdentifier(type)
        lock.lock()
        let known = plans[id]
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
