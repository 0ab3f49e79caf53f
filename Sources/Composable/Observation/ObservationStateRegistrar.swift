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

  /// Before an in-place mutation (`state.child.count += 1`) of a member that is not observable
  /// state: nothing to prepare; returns the old value for `didModify`.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member
  }

  /// Before an in-place mutation of an observable-state member: gives it a new identity, so a
  /// stale copy assigned back later is seen as a change; returns the value for `didModify`.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// After an in-place mutation: when the member ended up with another identity (the mutation
  /// replaced it), tells the observers of `keyPath` as a setter would.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
  ) {
    guard !isIdentityEqual(oldValue, member) else { return }
    let newValue = member
    member = oldValue
    mutate(subject, keyPath: keyPath, &member, newValue, isIdentityEqual, shouldNotifyObservers)
  }
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
