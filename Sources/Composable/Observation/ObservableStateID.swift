/// The identity of an observable state value (see `ObservableState`).
///
/// Two ids are equal when they come from the same value (or a copy of it), and, for an enum state,
/// from the same case. An id is backed by a small object, so two live ids never collide by chance.
public struct ObservableStateID: Hashable, Sendable {
  private var kind: Kind

  private init(kind: Kind) {
    self.kind = kind
  }

  /// A new identity, equal to no other.
  public init() {
    self.init(kind: .location(Location()))
  }

  /// The identity of `value` when it is observable state, otherwise a new identity.
  ///
  /// `@ObservableState enum` cases use it for their payload: a non-observable payload has no
  /// identity to compare, so each read is a new one and every assignment counts as a change.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of observable state `value` (the fast path of `_$id(for:)`).
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// This identity marked with an enum case's position, so that two cases holding the same
  /// payload are still different values.
  public func _$tag(_ tag: Int) -> Self {
    Self(kind: .tagged(tag, kind))
  }

  /// Moves this identity to a new location (keeping any case tags): see
  /// `ObservableState._$willModify()`.
  public mutating func _$willModify() {
    kind = kind.relocated()
  }

  /// An object whose only job is to be unique.
  private final class Location: Hashable, Sendable {
    static func == (lhs: Location, rhs: Location) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  private enum Kind: Hashable, Sendable {
    case location(Location)
    indirect case tagged(Int, Kind)

    func relocated() -> Kind {
      switch self {
      case .location:
        return .location(Location())
      case let .tagged(tag, inner):
        return .tagged(tag, inner.relocated())
      }
    }
  }
}
