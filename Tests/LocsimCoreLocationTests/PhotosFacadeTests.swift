import Foundation
import LocsimCLI
import LocsimHost
import LocsimPhotos
import XCTest

/// The photo library's API through the Photos facade (PHO-1 to PHO-8), run by a real attachment
/// screen, `PhotoAttachmentController`.
final class PhotosFacadeTests: XCTestCase {
    static let screen = HostedApp(name: "photo-attachment") { PhotoAttachmentController() }
        .control("Attach Photo") { $0.attachTapped() }
        .control("Browse Library") { $0.browseTapped() }
        .control("Browse (async)") { $0.browseAsyncTapped() }
        .control("Select More Photos") { $0.selectMoreTapped() }
        .control("Use Photo") { $0.useTapped() }

    func run(_ steps: String, header: String = "") throws -> LocsimRun {
        let scenario = """
            model photo-attachment
            plist NSPhotoLibraryUsageDescription "Shows your photos to attach one to a note."
            \(header)
            \(steps)
            """
        return try ScenarioFolder.with(scenario) { _, path in try Locsim.run(path, app: Self.screen) }
    }

    /// PHO-6: with library access denied the picker still shows, with no alert, and its results are attached
    func testPickerAttachesWithLibraryDenied() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Browse Library"
                    expect alert == photos
            2s      alert "Don’t Allow"
            2.1s    expect ui.screen == "libraryOff"
            3s      tap "Attach Photo"
                    expect alert == photo-picker
            4s      pick 2
            4.1s    expect ui.attachments == 2
                    expect photos == denied
            end 5s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// PHO-4, PHO-5: limited shows the selection; Select More adds to it; a kept identifier deselected in Settings finds nothing
    func testLimitedSelectAddRemove() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Browse Library"
            2s      alert "Limit Access…"
            3s      pick 2
            3.1s    expect ui.screen == "browser"
                    expect ui.access == "limited"
                    expect ui.shown == 2
            4s      tap "Select More Photos"
                    expect alert == limited-library-picker
            5s      pick 1
            5.1s    expect ui.added == 1
                    expect ui.shown == 3
            6s      tap "Use Photo"
                    expect ui.attached == "available"
            7s      settings photos deselect 1
            8s      foreground
            8.1s    expect ui.attached == "unavailable"
            end 9s
            """, header: "plist PHPhotoLibraryPreventAutomaticLimitedAccessAlert true")
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// PHO-7: without the Info.plist key, the relaunched app's first fetch under limited access shows the automatic alert
    func testAutomaticLimitedAlertOnFirstFetch() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Browse Library"
            2s      alert "Limit Access…"
            3s      pick 2
                    expect no alert
            5s      relaunch
            6s      tap "Browse Library"
                    expect alert == limited-library-alert
                    expect ui.shown == 2
            7s      alert "Keep Current Selection"
            8s      tap "Browse Library"
                    expect no alert
            end 9s
            """)
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// PHO-8 and the async request: restricted is answered without an alert and explained
    func testRestrictedAsyncRequest() throws {
        let run = try self.run(
            """
            0s      launch
            1s      tap "Browse (async)"
                    expect no alert
            1.1s    expect ui.screen == "libraryOff"
                    expect photos == restricted
            end 2s
            """, header: "device photos-restricted on")
        XCTAssertTrue(run.passed, "\(run.report)")
    }

    /// PhotoKit's raw values: PHAuthorizationStatus 0–4, PHAccessLevel 1–2
    func testRawValuesAreApples() {
        XCTAssertEqual(
            [PHAuthorizationStatus.notDetermined, .restricted, .denied, .authorized, .limited].map(\.rawValue),
            [0, 1, 2, 3, 4])
        XCTAssertEqual([PHAccessLevel.addOnly, .readWrite].map(\.rawValue), [1, 2])
    }
}
