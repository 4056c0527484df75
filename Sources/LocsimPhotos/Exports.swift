/// `import Photos` and `import PhotosUI` bring Foundation with them on Apple platforms, so a file that
/// imports only them may use `NSObject`; the facade does the same.
@_exported import Foundation
