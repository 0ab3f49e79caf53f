// A store is a reference: two stores are equal only when they are the same object, as in TCA.
// Child stores are cached (`scope` returns the same store for the same key paths), so a store's
// identity can stand for the child it shows: `ForEach(store.scope(\.rows, action: \.rows))`,
// `.sheet(item:)`.

extension Store: Equatable {
  /// Whether both are the same store.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

extension Store: Hashable {
  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// `id` is the store's `ObjectIdentifier`, not the state's `id`: read that as `store.state.id`.
extension Store: Identifiable {}
