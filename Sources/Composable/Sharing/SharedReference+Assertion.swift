/// What a `Shared` or `SharedReader` shows while a `TestStore` assertion runs: the test states the
/// expected value, which lives in the tracker's snapshot until the store compares it with the value
/// the feature produced. Both property wrappers read, compare and diff through these.
extension SharedReadableReference {
  /// The value a holder reads: the expected value under an assertion, else the current value.
  var valueForHolder: Value {
    if let tracker = SharedChangeTracker.asserting, let snapshot = snapshot(in: tracker) {
      return snapshot
    }
    return currentValue
  }

  /// A test failure's diff: what the test expected (the snapshot) against what the feature produced.
  var expectedAndActual: (Any, Any) {
    let current = currentValue
    let expected = SharedChangeTracker.asserting.flatMap { snapshot(in: $0) }
    return (expected ?? current, current)
  }
}

extension SharedReadableReference where Value: Equatable {
  /// `==` of two holders. Under an assertion, comparing a shared reference with itself compares the
  /// value the test expects with the value the feature produced, and marks the change asserted.
  static func holdersEqual(_ lhs: SharedReadableReference, _ rhs: SharedReadableReference) -> Bool {
    if let tracker = SharedChangeTracker.asserting, lhs.identity == rhs.identity {
      tracker.markAsserted(lhs.root)
      return lhs.valueForHolder == rhs.currentValue
    }
    return lhs.valueForHolder == rhs.valueForHolder
  }
}
