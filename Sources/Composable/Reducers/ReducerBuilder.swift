/// The result builder of `body`, `CombineReducers`, `Scope`, `forEach` and `ifLet`: lists
/// reducers that run in order, with `if`, `if`/`else`, `switch` and `for` support.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Any reducer of this state and action.
  @inlinable
  public static func buildExpression<R: Reducer>(_ expression: R) -> R
  where R.State == State, R.Action == Action {
    expression
  }

  /// An empty body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// The first reducer of a block.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// The next reducer of a block, run after the ones before it.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> _SequenceReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    _SequenceReducer(accumulated, next)
  }

  /// The `if` branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(first reducer: R0)
    -> _ConditionalReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    .first(reducer)
  }

  /// The `else` branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer, R1: Reducer>(second reducer: R1)
    -> _ConditionalReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    .second(reducer)
  }

  /// An `if` without `else`.
  @inlinable
  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> _OptionalReducer<R>
  where R.State == State, R.Action == Action {
    _OptionalReducer(wrapped: wrapped)
  }

  /// A `for` loop.
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _ArrayReducer<R>
  where R.State == State, R.Action == Action {
    _ArrayReducer(reducers: reducers)
  }

  /// `if #available`.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(wrapped)
  }
}

/// Two reducers run one after the other (built by `ReducerBuilder`).
public struct _SequenceReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @usableFromInline
  init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  /// Runs the first reducer, then the second; merges their effects.
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let first = r0.reduce(into: &state, action: action)
    let second = r1.reduce(into: &state, action: action)
    return first.merge(with: second)
  }
}

/// One of two reducers (built by `ReducerBuilder` from `if`/`else` and `switch`).
public enum _ConditionalReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  case first(R0)
  case second(R1)

  /// Runs the chosen reducer.
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    switch self {
    case let .first(reducer): return reducer.reduce(into: &state, action: action)
    case let .second(reducer): return reducer.reduce(into: &state, action: action)
    }
  }
}

/// A reducer that may be absent (built by `ReducerBuilder` from `if` without `else`).
public struct _OptionalReducer<Wrapped: Reducer>: Reducer {
  @usableFromInline let wrapped: Wrapped?

  @usableFromInline
  init(wrapped: Wrapped?) {
    self.wrapped = wrapped
  }

  /// Runs the reducer if present.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action)
    -> Effect<Wrapped.Action>
  {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// Reducers built by a `for` loop, run in order.
public struct _ArrayReducer<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @usableFromInline
  init(reducers: [Element]) {
    self.reducers = reducers
  }

  /// Runs every reducer in order; merges their effects.
  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action)
    -> Effect<Element.Action>
  {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}
