import Foundation

/// The `NotificationCenter.default` observers an app object registered with a block and still holds
/// the tokens of, removed when its process ends.
///
/// On iOS a process's observers die with it. locsim runs every launch of every timeline in one
/// process, and `NotificationCenter.default` outlives them all: an observer the app never removes
/// (a view model that adds one in `init` and has no `deinit` to remove it, as most do) would stay
/// registered after its object is gone, run at every later post of every later timeline, and make
/// each post slower than the last. So when a launch's object is let go, the tokens found in its
/// stored properties — directly, in an optional, or in a collection — are removed, as the process's
/// death would. A token the app did not keep (`_ = center.addObserver(…)`) cannot be found: its
/// block stays registered, as it would for the life of an iOS process.
enum ObserverTokens {
    /// The class of the tokens `addObserver(forName:object:queue:using:)` returns, learned from a
    /// center of its own (the class is private to Foundation).
    static let tokenType: AnyClass = {
        let center = NotificationCenter()
        let token = center.addObserver(forName: Notification.Name("locsim.probe"), object: nil, queue: nil) { _ in }
        center.removeObserver(token)
        return type(of: token as AnyObject)
    }()

    static let tokenClass = ObjectIdentifier(tokenType)

    /// How deep a token is looked for below a stored property: the property, an optional's value,
    /// a collection's elements (`[any NSObjectProtocol]`), a dictionary entry's value.
    static let depth = 3

    /// Removes from `center` every observer whose token `object` holds in a stored property.
    /// - Returns: how many it removed.
    @discardableResult
    static func remove(heldBy object: AnyObject, from center: NotificationCenter = .default) -> Int {
        var tokens: [AnyObject] = []
        if let places = TokenFields.shared.candidates(of: object) {
            guard places.contains(where: { !$0.isEmpty }) else { return 0 }
            tokens = held(by: object, at: places)
        } else {
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children { collect(child.value, depth: depth, into: &tokens) }
                mirror = current.superclassMirror
            }
        }
        for token in tokens { center.removeObserver(token) }
        return tokens.count
    }

    /// The tokens `object` holds at the candidate `places`: loaded from the field where the class's
    /// read plan (``ReadPlan``) saw it hold a reference strongly, else through `Mirror`, making only
    /// the candidate children (each of `Mirror`'s children costs a lookup of its type, and a launch's
    /// object is let go in every timeline).
    private static func held(by object: AnyObject, at places: [[Int]]) -> [AnyObject] {
        var tokens: [AnyObject] = []
        var left = places
        if let plan = ReadPlans.shared.plan(for: object) {
            withExtendedLifetime(object) {
                let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
                for field in plan.fields
                where left.indices.contains(field.level) && left[field.level].contains(field.index) {
                    guard case .reference(_, _, direct: true) = field.reader else { continue }
                    left[field.level].removeAll { $0 == field.index }
                    guard let pointer = (base + field.offset).load(as: UnsafeRawPointer?.self) else { continue }
                    let value = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
                    if ObjectIdentifier(type(of: value)) == tokenClass { tokens.append(value) }
                }
            }
        }
        guard left.contains(where: { !$0.isEmpty }) else { return tokens }
        for (level, mirror) in ReadPlan.mirrors(of: object, levels: left.count).enumerated() where !left[level].isEmpty
        {
            let children = mirror.children
            for index in left[level] {
                collect(
                    children[children.index(children.startIndex, offsetBy: index)].value, depth: depth, into: &tokens)
            }
        }
        return tokens
    }

    /// Adds the tokens in `value` to `tokens`, looking `depth` levels into optionals, collections
    /// and tuples, never into another object's properties (an object graph can be anything).
    private static func collect(_ value: Any, depth: Int, into tokens: inout [AnyObject]) {
        // The common shapes without a `Mirror`: an object, and an optional (a level, as below).
        if type(of: value) is AnyClass {
            let object = value as AnyObject
            if ObjectIdentifier(type(of: object)) == tokenClass { tokens.append(object) }
            return
        }
        if let optional = value as? any AbsentOptional {
            guard depth > 0, let wrapped = optional.wrappedValue else { return }
            return collect(wrapped, depth: depth - 1, into: &tokens)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class:
            let object = value as AnyObject
            if ObjectIdentifier(type(of: object)) == tokenClass { tokens.append(object) }
        case .optional, .collection, .set, .dictionary, .tuple:
            guard depth > 0 else { return }
            for child in mirror.children { collect(child.value, depth: depth - 1, into: &tokens) }
        default:
            break
        }
    }
}
