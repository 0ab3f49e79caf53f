import Foundation

/// Holds the reference behind a `Shared` or `SharedReader`: a box, so that retargeting one copy
/// (`$count = Shared(value: 0)`) retargets every copy of that property wrapper.
final class SharedReferenceBox<Reference: AnyObject>: @unchecked Sendable {
  private let lock = NSLock()
  private var _reference: Reference

  init(_ reference: Reference) {
    _reference = reference
  }

  var reference: Reference {
    get { lock.withLock { _reference } }
    set { lock.withLock { _reference = newValue } }
  }
}
