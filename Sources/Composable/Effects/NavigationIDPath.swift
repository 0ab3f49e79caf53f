import Dependencies

/// Where a reducer sits in the feature tree (element ids of `forEach`, `ifLet` identities).
///
/// Cancellation ids and effect queues are keyed by this path as well as by their id, so the same
/// `CancelID.request` used by two rows of a list does not cancel the other row's request.
struct NavigationIDPath: Hashable, Sendable {
  var path: [AnyHashableSendable] = []

  func appending(_ component: some Hashable & Sendable) -> Self {
    Self(path: path + [AnyHashableSendable(component)])
  }
}

private enum NavigationIDPathKey: DependencyKey {
  static let liveValue = NavigationIDPath()
  static let testValue = NavigationIDPath()
  static let previewValue = NavigationIDPath()
}

extension DependencyValues {
  /// The navigation path of the reducer currently running; effects capture it when created.
  var navigationIDPath: NavigationIDPath {
    get { self[NavigationIDPathKey.self] }
    set { self[NavigationIDPathKey.self] = newValue }
  }
}

/// A cancellation id together with the navigation path it was created at.
struct CancelKey: Hashable, Sendable {
  let id: AnyHashableSendable
  let path: NavigationIDPath

  init(id: some Hashable & Sendable, path: NavigationIDPath) {
    self.id = AnyHashableSendable(id)
    self.path = path
  }

  /// A key for `id` at the navigation path of the reducer currently running.
  static func current(_ id: some Hashable & Sendable) -> Self {
    @Dependency(\.navigationIDPath) var path
    return Self(id: id, path: path)
  }
}
