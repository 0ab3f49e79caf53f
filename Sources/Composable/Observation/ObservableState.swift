/// A value type whose changes can be observed, field by field, through a `Store`.
///
/// Do not conform by hand: apply `@ObservableState` to the feature's `State`, which adds the
/// identity and the registrar this protocol needs:
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
/// }
/// ```
///
/// The identity (`_$id`) is what lets a store tell "the same value, mutated" from "another value":
/// a mutation keeps it, replacing the value (`state.child = Child.State()`) changes it.
public protocol ObservableState: Observable {
  /// The identity of this value; copies share it, a freshly created value has a new one.
  var _$id: ObservableStateID { get }
  /// Gives this value a new identity before an in-place mutation, so that an older copy of it
  /// assigned back later counts as a change.
  mutating func _$willModify()
}
