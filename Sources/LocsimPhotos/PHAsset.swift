import LocationSystem
import Vocabulary

/// A photo of the library, as a fetch returns it: only its identifier is simulated.
open class PHAsset: NSObject, @unchecked Sendable {
    /// The identifier to keep and fetch the photo by later.
    open private(set) var localIdentifier: String

    init(number: Int) {
        localIdentifier = PhotoRequest.identifier(number)
    }

    /// The photos with these identifiers that the app may see now: under limited access only the
    /// selected ones (PHO-4), so a kept identifier of a photo taken out of the selection in Settings
    /// finds nothing (PHO-5). Under limited access the first fetch of a life cycle shows PHO-7's alert.
    open class func fetchAssets(
        withLocalIdentifiers identifiers: [String], options: PHFetchOptions?
    ) -> PHFetchResult<PHAsset> {
        let numbers = identifiers.compactMap(PhotoRequest.number)
        let found = PhotoRequest.fetch(numbers, api: "fetchAssets(withLocalIdentifiers:options:)")
        return PHFetchResult(found.map(PHAsset.init(number:)))
    }

    /// Every photo the app may see, as ``fetchAssets(withLocalIdentifiers:options:)``.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(PhotoRequest.fetch(nil, api: "fetchAssets(with:)").map(PHAsset.init(number:)))
    }
}

/// Options of a fetch: accepted, not simulated (a fetch returns photos in library order).
open class PHFetchOptions: NSObject, @unchecked Sendable {}

/// What a fetch returned, in order.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let objects: [ObjectType]

    init(_ objects: [ObjectType]) {
        self.objects = objects
    }

    /// How many objects the fetch found.
    open var count: Int { objects.count }
    /// The first object, if any.
    open var firstObject: ObjectType? { objects.first }
    /// The last object, if any.
    open var lastObject: ObjectType? { objects.last }

    /// The object at `index`.
    open func object(at index: Int) -> ObjectType { objects[index] }

    /// The object at `index`.
    open subscript(index: Int) -> ObjectType { objects[index] }

    /// Calls `block` with each object and its index, until it sets its last argument to true.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }
}
