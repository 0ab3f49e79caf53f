import Dependencies

extension DependencyValues {
  /// Whether the task's current dependencies are `values` itself: the same storage, bit for bit,
  /// so making `values` current would change nothing a reducer or an effect can read.
  ///
  /// Equal bits imply the same dependencies (every field is a reference to the same storage);
  /// different bits may still be equal values, and then the caller just pushes them, as it would
  /// without this check.
  static func currentIsIdentical(to values: DependencyValues) -> Bool {
    withUnsafeBytes(of: DependencyValues._current) { current in
      withUnsafeBytes(of: values) { values in
        // Word by word: a generic byte-wise `elementsEqual` cost as much as the rest of a send.
        var offset = 0
        while offset + MemoryLayout<UInt>.size <= current.count {
          guard current.load(fromByteOffset: offset, as: UInt.self)
            == values.load(fromByteOffset: offset, as: UInt.self)
          else { return false }
          offset += MemoryLayout<UInt>.size
        }
        while offset < current.count {
          guard current[offset] == values[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// Runs `operation` with `values` as the task's dependencies; pushes them only when they are
  /// not current already (see `currentIsIdentical(to:)`).
  static func withCurrent<R>(
    _ values: DependencyValues, _ operation: () async throws -> R
  ) async rethrows -> R {
    if currentIsIdentical(to: values) { return try await operation() }
    return try await $_current.withValue(values) { try await operation() }
  }
}
