/// The bare Allow Once timeline of seed 000 with the recorder model and scripted calls: the run the
/// Replay and CLI tests both play (AUTH-3 expiry, with a callback window).
public let allowOnceBare = """
    scenario "Allow Once expires (bare)"
    model recorder
    seed 7
    plist NSLocationWhenInUseUsageDescription "Shows where you are on the run map."

    0s      launch
            call createManager
    1s      call requestWhenInUseAuthorization
    8.7s    alert "Allow Once"
    10s     background
    27.9s   expect status == authorizedWhenInUse
    28.1s   expect status == notDetermined
            expect callback authorization status=0 between 27s and 29s
    +2s     foreground
    end 40s
    """
