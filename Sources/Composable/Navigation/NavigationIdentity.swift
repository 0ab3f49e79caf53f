@_spi(Reflection) import CasePaths

/// Which presentation a piece of optional or enum state is: the place it lives (a key path or a
/// case), its enum case, and its `id` when it is `Identifiable`.
///
/// `ifLet(\.$destination, …)`, `ifCaseLet` and `forEach(\.path, …)` run a child's effects under
/// this identity, so they are cancelled when the child goes away *or is replaced by another
/// presentation* (a different case of a destination enum, or a value with a different `id`),
/// as TCA's navigation ids do. Changing a field of the presented state keeps the identity.
struct NavigationIdentity: Hashable, @unchecked Sendable {
  // `@unchecked`: key paths and metatypes are immutable; `id` holds only `Hashable & Sendable`
  // identifiers (`Identifiable.ID` of a state, a `StackElementID`).
  private let place: AnyHashable
  private let tag: UInt32?
  private let id: AnyHashable?

  /// The identity of `value` presented at `place` (a key path, or a case key path).
  init<Value>(of value: Value, at place: AnyHashable) {
    self.place = place
    if let metadata = EnumMetadata(Value.self) {
      self.tag = metadata.tag(of: value)
      self.id = identifiableID(of: value) ?? EnumMetadata.project(value).flatMap(identifiableID)
    } else {
      self.tag = nil
      self.id = identifiableID(of: value)
    }
  }

  /// The identity of the stack element `id` of the stack at `place`.
  init(element id: StackElementID, at place: AnyHashable) {
    self.place = place
    self.tag = nil
    self.id = id
  }
}

/// The `id` of `value` when it is `Identifiable`.
private func identifiableID(of value: Any) -> AnyHashable? {
  func open<T: Identifiable>(_ value: T) -> AnyHashable { AnyHashable(value.id) }
  guard let value = value as? any Identifiable else { return nil }
  return open(value)
}
