/// Where a child store was scoped to: its state key path and its action case key path.
///
/// Key paths compare by what they point at, so the same `scope(\.child, action: \.child)` written
/// twice, or `\.[id: 3]` built twice, gives the same id: the key of a store's cached children.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
  /// The element's id, for the store of one element of a collection (so the cache can forget
  /// the stores of removed elements).
  var elementID: AnyHashable? = nil
}
