/// Runs `body`, isolated to the main actor, where the caller has already checked that this is the
/// main actor's context (``MainQueue/isMainActorContext``): `MainActor.assumeIsolated` would ask the
/// runtime again for every event and every read of every timeline, at a cost near that of a short
/// event's own work. A `@MainActor` synchronous function has the layout of a plain one, so the
/// closure is called as one.
@inline(__always)
func onCheckedMainActor<Value: Sendable>(_ body: @MainActor () -> Value) -> Value {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Value).self)()
    }
}
