extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case this store of an enum of features (`@Reducer enum Destination`) is in, with a
  /// store scoped to it, to switch over:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .add(addStore): addStore.send(.saveButtonTapped)
  /// case let .alert(alert): print(alert.title)
  /// }
  /// ```
  ///
  /// A feature case holds its store (the same store while the case lasts); other cases hold
  /// their values. `store.case.add` reads one case: its store, or `nil`.
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
