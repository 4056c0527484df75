// MapKit re-exports Core Location on Apple platforms, so files that `import MapKit` use
// CLLocationManager without importing Core Location. On Linux this module stands in for MapKit
// (`-module-alias MapKit=CorpusMapKitShim`) and does the same; it declares nothing of MapKit's own.
@_exported import CoreLocation
