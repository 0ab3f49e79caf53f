import Dependencies

extension TestStore {
  /// Runs `operation` with `exhaustivity` set, then restores the previous setting, and returns
  /// what `operation` returns.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try operation()
  }

  /// Runs the asynchronous `operation` (sends and receives) with `exhaustivity` set, then
  /// restores the previous setting, and returns what `operation` returns.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> sending R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await operation()
  }

  /// Runs `operation` with the store's dependencies changed by `updateValuesForOperation`, then
  /// restores them: `store.withDependencies { $0.uuid = .constant(id) } operation: { … }`.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let saved = dependencies
    defer { dependencies = saved }
    try updateValuesForOperation(&dependencies)
    return try operation()
  }

  /// Runs the asynchronous `operation` with the store's dependencies changed by
  /// `updateValuesForOperation`, then restores them.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let saved = dependencies
    defer { dependencies = saved }
    try updateValuesForOperation(&dependencies)
    return try await operation()
  }
}
