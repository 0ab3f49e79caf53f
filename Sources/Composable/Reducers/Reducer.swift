/// A feature's logic: how an action changes state, and which effects it starts.
///
/// Written as in TCA 1.x, with the `@Reducer` macro (which adds this conformance and makes `Action`
/// `@CasePathable`):
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// `struct Counter: Reducer` with a hand-written `@CasePathable enum Action` is what the macro
/// writes, and still works.
///
/// Implement either `body` (composition, the usual choice) or `reduce(into:action:)`; each has a
/// default implementation in terms of the other, as in TCA.
public protocol Reducer<State, Action> {
  /// The state the reducer changes.
  associatedtype State
  /// The actions the reducer handles.
  associatedtype Action
  /// The type of `body`; `Never` when the reducer implements `reduce(into:action:)` instead.
  associatedtype Body

  /// Changes `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's logic, composed from other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body; reading it is a programming
  /// error.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist: call 'reduce(into:action:)' instead.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs `body`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of `R`'s state and actions: `some ReducerOf<Self>` in a reducer's `body`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
