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

  /// The reducer that runs each case's feature on its case of `State`; an enum has no instance
  /// to hold one, so it is static.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

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
