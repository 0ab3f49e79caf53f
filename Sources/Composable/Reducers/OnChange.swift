extension Reducer {
  /// Runs `perform` after this reducer whenever this reducer changed the value `toValue` reads
  /// from state, and merges the effect it returns.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldValue, state in
  ///     state.results = []
  ///     return .send(.search(state.query))
  ///   }
  /// ```
  ///
  /// Spelled as TCA 1.25's streamlined `onChange`. The change is detected by comparing the value
  /// before and after this reducer ran for one action, so only changes made by this reducer count
  /// (not a parent's). `perform` receives the value from before the action and the new state,
  /// which it may change further.
  @inlinable
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ perform: @escaping (_ oldValue: V, _ state: inout State) -> Effect<Action>
  ) -> some Reducer<State, Action> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// Runs `reducer` after this one whenever the value `toValue` reads from state changed.
  ///
  /// ```swift
  /// .onChange(of: \.query) { oldValue, newValue in
  ///   Reduce { state, action in .send(.search(newValue)) }
  /// }
  /// ```
  ///
  /// Deprecated as in TCA 1.25 (a trait deprecation: a warning only with the
  /// `ComposableArchitecture2Deprecations` trait on): return the effect directly with
  /// `onChange(of:) { oldValue, state in … }`.
  #if ComposableArchitecture2Deprecations
    @available(
      *, deprecated, message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
    )
  #else
    @available(
      macOS, deprecated: 9999,
      message: "Use 'onChange' that directly returns an 'EffectOf<Feature>' instead"
    )
  #endif
  @inlinable
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> where R.State == State, R.Action == Action {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Like the reducer-builder `onChange(of:_:)`, with your own test of "unchanged".
  ///
  /// Deprecated since TCA 1.7, always (a hard deprecation): make the value `Equatable`.
  @available(*, deprecated, message: "Use 'onChange(of:)' with an equatable value, instead.")
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
