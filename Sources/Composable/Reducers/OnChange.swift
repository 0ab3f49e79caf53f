extension Reducer {
  /// Runs `reducer` after this one whenever the value `toValue` reads from state changed.
  ///
  /// ```swift
  /// .onChange(of: \.query) { oldValue, newValue in
  ///   Reduce { state, action in .send(.search(newValue)) }
  /// }
  /// ```
  ///
  /// The change is detected by comparing the value before and after this reducer ran for one
  /// action; `reducer` then runs on the new state with that same action.
  @inlinable
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> where R.State == State, R.Action == Action {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Like `onChange(of:_:)`, with your own test of "unchanged".
  @inlinable
  public func onChange<V, R: Reducer>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> where R.State == State, R.Action == Action {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer `onChange(of:)` returns.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Body.State == Base.State, Body.Action == Base.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base reducer, then `reducer` if the value changed.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffects = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffects }
    return .merge(
      baseEffects, reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }
}
