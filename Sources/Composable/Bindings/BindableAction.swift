import CasePaths

/// An action enum with a `binding` case that carries a ``BindingAction``: the actions of a
/// feature whose fields are edited through bindings.
///
/// ```swift
/// @CasePathable
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveButtonTapped
/// }
/// ```
///
/// Spelled as TCA 1.x's `BindableAction`. The `binding` case satisfies ``binding(_:)``; add
/// ``BindingReducer`` to the feature's `body` so binding actions change state.
public protocol BindableAction<State> {
  /// The state whose fields binding actions write.
  associatedtype State

  /// Embeds a binding action in this action type: the enum's `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if it is the `binding` case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action carries, if it is the `binding` case.
  ///
  /// Read by reflection: an enum value's mirror has one child, labelled with its case name.
  /// (A case-path closure over the generic `Self` would capture a non-`Sendable` metatype.)
  public var binding: BindingAction<State>? {
    guard let payload = Mirror(reflecting: self).children.first, payload.label == "binding"
    else { return nil }
    return payload.value as? BindingAction<State>
  }

  /// A binding action that sets `keyPath` to `value`: `.set(\.name, "Blob")` is
  /// `.binding(.set(\.name, "Blob"))`.
  ///
  /// Not public in TCA 1.25.5 for `@ObservableState` state (only for the deprecated
  /// `@BindingState`), hence the warning: spell it `.binding(.set(\.name, "Blob"))`.
  @available(
    *, deprecated,
    message: "Not in TCA 1.25.5 for '@ObservableState' state; use '.binding(.set(\\.field, value))'"
  )
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self where State: ObservableState {
    binding(.set(keyPath, value))
  }
}
