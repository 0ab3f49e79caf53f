import Observation

/// The observation bookkeeping `@ObservableState` adds to a state struct as
/// `_$observationRegistrar`: the value's identity and the Observation registrar its tracked
/// properties report reads and writes to.
///
/// It takes no part in what the state means: every two registrars are equal, hash to nothing,
/// encode to nothing and decode to a fresh one, so a state's synthesized `Equatable`, `Hashable`
/// and `Codable` conformances keep comparing and storing its fields only.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state value that holds this registrar.
  public private(set) var id = ObservableStateID()
  /// Swift's registrar. It is a reference in disguise, so every copy of a state value reports to
  /// the same observers: that is what lets a store observe the state it keeps mutating in place.
  @usableFromInline
  let registrar = ObservationRegistrar()

  /// A registrar for a newly created state value (a new identity).
  public init() {}

  /// Gives the holding state a new identity (see `ObservableState._$willModify()`).
  public mutating func _$willModify() {
    id._$willModify()
  }

  /// Records that the current `withObservationTracking` read `keyPath` of `subject`.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Stores `newValue` in `value`, telling observers of `keyPath` only when it matters.
  ///
  /// Observers are not told when the new value has the same identity as the old one (the same
  /// observable child, mutated: its own fields told their observers already), nor when
  /// `shouldNotifyObservers` says the two are equal (assigning `count = count`).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    if isIdentityEqual(value, newValue) || !shouldNotifyObservers(value, newValue) {
      value = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) {
        value = newValue
      }
    }
  }

  // MARK: In-place mutation (`_modify`)
  //
  // `state.items.append(x)` and `state.child.count += 1` mutate a tracked property in place. TCA
  // keeps a copy of the old value across the mutation to compare identities afterwards, which
  // makes every in-place change of an array or string copy it whole. Here `willModify` records
  // only what the comparison needs (an identity, or the elements' identities), so the storage
  // stays uniquely referenced and is mutated in place.

  /// Before an in-place mutation of a member: announces it to observers now when the member has
  /// no identity (any change of an `Int`, a `String`, an array of values is a change), otherwise
  /// records its identity for `didModify`.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$Modification {
    if !_isPOD(Member.self) {
      if let observable = member as? any ObservableState {
        return _$Modification(before: .identity(observable._$id))
      }
      if let identities = _$elementIdentities(of: member) {
        return _$Modification(before: .identities(identities))
      }
    }
    registrar.willSet(subject, keyPath: keyPath)
    return _$Modification(before: .announced)
  }

  /// Before an in-place mutation of an observable-state member: gives it a new identity (so an
  /// older copy assigned back later counts as a change) and records it.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$Modification {
    member._$willModify()
    return _$Modification(before: .identity(member._$id))
  }

  /// Before an in-place mutation of a collection of observable states: records the elements'
  /// identities (a mutated element tells its own observers).
  @inlinable
  public func willModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _$Modification where Member.Element: ObservableState {
    _$Modification(before: .identities(member.map(\._$id)))
  }

  /// After an in-place mutation: completes the announcement, or, when the member's identity
  /// changed (the mutation replaced it, or added, removed or reordered elements), tells the
  /// observers of `keyPath`.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ modification: _$Modification
  ) {
    let changed: Bool
    switch modification.before {
    case .announced:
      registrar.didSet(subject, keyPath: keyPath)
      return
    case let .identity(id):
      changed = (member as? any ObservableState)?._$id != id
    case let .identities(ids):
      changed = _$elementIdentities(of: member) != ids
    }
    guard changed else { return }
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}

/// What `ObservationStateRegistrar.willModify` recorded before an in-place mutation.
public struct _$Modification {
  @usableFromInline
  enum Before {
    /// Observers were told already (`willSet`); `didModify` completes with `didSet`.
    case announced
    /// The member's identity.
    case identity(ObservableStateID)
    /// The identities of the member's elements.
    case identities([ObservableStateID])
  }

  @usableFromInline
  let before: Before

  @usableFromInline
  init(before: Before) {
    self.before = before
  }
}

/// The identities of `value`'s elements when it is a collection of observable states.
@usableFromInline
func _$elementIdentities<Value>(of value: Value) -> [ObservableStateID]? {
  guard let collection = value as? any Collection else { return nil }
  return _$elementIdentities(ofCollection: collection)
}

private func _$elementIdentities<C: Collection>(ofCollection collection: C)
  -> [ObservableStateID]?
{
  guard let elementType = C.Element.self as? any ObservableState.Type else { return nil }
  func identities<Element: ObservableState>(_: Element.Type) -> [ObservableStateID] {
    collection.map { ($0 as! Element)._$id }
  }
  return identities(elementType)
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Always `true`: the registrar is bookkeeping, not part of the state's value.
  public static func == (_: Self, _: Self) -> Bool { true }
  /// Adds nothing to the hash, for the same reason.
  public func hash(into hasher: inout Hasher) {}
  /// A fresh registrar: a decoded state is a new value with a new identity.
  public init(from decoder: any Decoder) throws { self.init() }
  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}
