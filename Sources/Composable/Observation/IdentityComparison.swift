/// "Is this the same value, perhaps mutated?" for the setters `@ObservableState` generates.
///
/// A setter tells the observers of a property only when its new value is not identity-equal to
/// the old one. These overloads are chosen by the compiler from the property's type; anything that
/// has no identity (an `Int`, a `String`, a plain struct) is never identity-equal, so whether it
/// notifies is left to value equality (`shouldNotifyObservers`).

/// Two observable states are identity-equal when they have the same `_$id`.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Two presentation states are identity-equal when both present nothing, or present values with
/// the same identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// Two collections of observable states (arrays, identified arrays, stacks) are identity-equal
/// when their elements are, pairwise: a mutated element tells its own observers, while an element
/// replaced by a new value (even under the same id) is a change of the collection.
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Strings have no identity (and must not take the collection path below, which is slow).
@inlinable
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
  false
}

/// Any other value: identity-equal only when it turns out, at run time, to be observable state
/// (or a collection of it) with the same identity. Used for generic and optional properties.
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  // Plain data (Int, Bool, simple structs) can hold no observable state.
  guard !_isPOD(T.self) else { return false }
  if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
    return lhs._$id == rhs._$id
  }
  if let lhs = lhs as? any Collection {
    return _$isCollectionIdentityEqual(lhs, rhs)
  }
  return false
}

@usableFromInline
func _$isCollectionIdentityEqual<C: Collection>(_ lhs: C, _ rhs: Any) -> Bool {
  guard C.Element.self is any ObservableState.Type, let rhs = rhs as? C else { return false }
  return lhs.count == rhs.count
    && zip(lhs, rhs).allSatisfy { left, right in
      guard
        let left = left as? any ObservableState, let right = right as? any ObservableState
      else { return false }
      return left._$id == right._$id
    }
}

/// Before an in-place mutation: nothing to do for values that are not observable state.
@inlinable
public func _$willModify<T>(_: inout T) {}

/// Before an in-place mutation of observable state: a new identity (see
/// `ObservableState._$willModify()`). `@ObservableState enum` uses it on case payloads.
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}
