/// A reducer over an enum of features, one child reducer per case: what `@Reducer enum
/// Destination { case add(AddFeature) … }` writes, as in TCA.
///
/// Do not conform to it yourself: `@Reducer` on an enum generates `State`, `Action`, the static
/// `body` that runs each case's reducer, and this conformance.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // Restated so the compiler infers them from the generated `State`, `Action` and static `body`
  // rather than from `Reducer`'s defaults (which would make `Body` `Never`).
  associatedtype State = State
  associatedtype Action = Action
  associatedtype Body = Body
  /// One case per case of the enum, holding the case's store (a feature case) or its value (an
  /// alert, a dialog, plain data): what `store.case` returns to switch over.
  associatedtype CaseScope: _CaseScopeProtocol

  /// The reducer that runs each case's feature on its case of `State`; an enum has no instance
  /// to hold one, so it is static.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The case `store`'s state is in, with a store scoped to it: what `store.case` calls.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

/// What `@Reducer` on an enum generates as its `CaseScope`; not for conforming by hand.
public protocol _CaseScopeProtocol {}

extension CaseReducer {
  /// The static `body`: an enum reducer has no stored properties, so every value behaves alike.
  public var body: Body {
    Self.body
  }
}

/// The state of a `CaseReducer`: lets `ifLet(\.$destination, action: \.destination)` and
/// `forEach(\.path, action: \.path)` find the reducer without a trailing closure.
public protocol CaseReducerState {
  /// The enum reducer whose `State` this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
