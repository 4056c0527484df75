import Foundation
import LocsimCoreLocation

/// A screen that holds a `CLServiceSession` while open and watches its diagnostics and the live
/// updates, as iOS 18 code does; `diagnostics` and `updates` name what each element said.
@MainActor
final class SessionProbe: NSObject {
    var diagnostics = ""
    var updates = ""
    /// How many live updates said the device is stationary.
    var stationaryUpdates = 0
    private var session: CLServiceSession?
    private var watchers: [Task<Void, Never>] = []

    func open() {
        let session = CLServiceSession(authorization: .whenInUse)
        self.session = session
        watchers.append(
            Task {
                do {
                    for try await diagnostic in session.diagnostics {
                        diagnostics += (diagnostics.isEmpty ? "" : ",") + Self.name(diagnostic)
                    }
                } catch {}
            })
        watchers.append(
            Task {
                do {
                    for try await update in CLLocationUpdate.liveUpdates() {
                        updates += (updates.isEmpty ? "" : ",") + Self.name(update)
                        if update.location != nil { break }
                    }
                } catch {}
            })
    }

    /// A session that also requires full accuracy (SES-5).
    func openPrecise() {
        let session = CLServiceSession(authorization: .whenInUse, fullAccuracyPurposeKey: "RunRoute")
        self.session = session
        watchers.append(
            Task {
                do {
                    for try await diagnostic in session.diagnostics {
                        let name = diagnostic.fullAccuracyDenied ? "fullAccuracyDenied" : Self.name(diagnostic)
                        diagnostics += (diagnostics.isEmpty ? "" : ",") + name
                    }
                } catch {}
            })
    }

    /// Live updates followed for as long as the screen is open, counting stationary ones (SES-4).
    func follow() {
        watchers.append(
            Task {
                do {
                    for try await update in CLLocationUpdate.liveUpdates() where update.isStationary {
                        stationaryUpdates += 1
                    }
                } catch {}
            })
    }

    func close() {
        session?.invalidate()
        session = nil
        for watcher in watchers { watcher.cancel() }
        watchers = []
    }

    static func name(_ diagnostic: CLServiceSession.Diagnostic) -> String {
        diagnostic.authorizationRequestInProgress ? "progress" : diagnostic.authorizationDenied ? "denied" : "clear"
    }

    static func name(_ update: CLLocationUpdate) -> String {
        if update.location != nil { return "location" }
        return update.authorizationRequestInProgress ? "progress" : update.authorizationDenied ? "denied" : "none"
    }
}
