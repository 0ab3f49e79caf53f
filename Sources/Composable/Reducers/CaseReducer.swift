/// A reducer over an enum of features, one child reducer per case: what `@Reducer enum
/// Destination { case add(AddFeature) … }` writes, as in TCA.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self {}

/// The state of a `CaseReducer`: lets `ifLet(\.$destination, action: \.destination)` and
/// `forEach(\.path, action: \.path)` find the reducer without a trailing closure.
public protocol CaseReducerState {
  /// The enum reducer whose `State` this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
