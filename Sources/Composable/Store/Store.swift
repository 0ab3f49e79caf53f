import Dependencies
import IdentifiedCollections

/// Runs a feature: holds its state, reduces actions, runs effects.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.incrementButtonTapped)
/// store.count  // 1 (with `@ObservableState` state)
/// ```
///
/// Actions are processed one at a time in the order they arrive; actions sent by effects are
/// buffered and processed after the current one, never re-entrantly.
@dynamicMemberLookup
@MainActor
public final class Store<State, Action> {
  /// The core itself when this is a root store: `send` calls it directly, not through
  /// `sendAction` (a closure call and an isolation check fewer on every action).
  private let rootCore: StoreCore<State, Action>?
  private let toState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> EffectTracker?
  private let addObserver: @MainActor (@escaping @MainActor () -> Void) -> Int
  private let removeObserver: @MainActor (Int) -> Void
  /// Shared by a root store and every store scoped from it (see `Store+Observation.swift`).
  let observation: StoreObservation

  /// Creates a root store.
  ///
  /// - Parameters:
  ///   - initialState: The feature's first state.
  ///   - reducer: The feature's reducer, built with the dependencies below in effect.
  ///   - prepareDependencies: Overrides dependencies for this store, its reducer and effects.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (state, reducer, dependencies) = withDependencies(prepareDependencies ?? { _ in }) {
      @Dependency(\.self) var dependencies
      return (initialState(), reducer(), dependencies)
    }
    let core = StoreCore<State, Action>(
      initialState: state, dependencies: dependencies
    ) { state, action, _ in
      reducer.reduce(into: &state, action: action)
    }
    self.init(core: core)
  }

  init(core: StoreCore<State, Action>) {
    self.rootCore = core
    self.toState = { core.state }
    self.sendAction = { core.send($0) }
    self.addObserver = { core.addObserver($0) }
    self.removeObserver = { core.removeObserver($0) }
    self.retained = core
    self.observation = StoreObservation(observing: core)
  }

  private init(
    toState: @escaping @MainActor () -> State,
    send: @escaping @MainActor (Action) -> EffectTracker?,
    addObserver: @escaping @MainActor (@escaping @MainActor () -> Void) -> Int,
    removeObserver: @escaping @MainActor (Int) -> Void,
    retained: any EffectCounting,
    observation: StoreObservation
  ) {
    self.rootCore = nil
    self.toState = toState
    self.sendAction = send
    self.addObserver = addObserver
    self.removeObserver = removeObserver
    self.retained = retained
    self.observation = observation
  }

  /// Keeps the root core alive for as long as any store scoped from it.
  private let retained: any EffectCounting

  /// The stores scoped from this one with key paths, by where they were scoped to: scoping the
  /// same way twice returns the same store, as in TCA, so a store's identity (`Identifiable`)
  /// can stand for the child it shows.
  private var children: [ScopeID: AnyObject] = [:]

  /// The number of effects running in the root store (for tests of this library).
  var inFlightEffectCount: Int { retained.inFlightCount }

  /// The number of cancellable effects registered in the root store (for tests of this library).
  var cancellableCount: Int { retained.registry.count }

  /// Sends an action: reduces it (and any `.send` actions it causes) now, starts its effects.
  ///
  /// - Returns: A task for the started effects: `await store.send(.refresh).finish()`.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if let rootCore { return StoreTask(tracker: rootCore.send(action)) }
    return StoreTask(tracker: sendAction(action))
  }

  /// Sends an action and waits while `predicate` holds for the state.
  ///
  /// Not in TCA 1.25.5's `Store` (only its deprecated `ViewStore` has it): to wait for an
  /// action's work, e.g. pull-to-refresh, write `await store.send(.refresh).finish()`, which
  /// compiles on iOS too.
  ///
  /// Cancelling the waiting task cancels the action's effects.
  public func send(_ action: Action, while predicate: @escaping (State) -> Bool) async {
    let task = send(action)
    await withTaskCancellationHandler {
      await self.yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Waits while `predicate` holds for the state (returns at once if it does not).
  public func yield(while predicate: @escaping (State) -> Bool) async {
    guard predicate(toState()) else { return }
    let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let token = addObserver { continuation.yield() }
    defer { removeObserver(token) }
    for await _ in changes {
      if !predicate(toState()) { return }
    }
  }

  /// Reads the current state: `store.withState(\.count)`.
  ///
  /// Deprecated as in TCA 1.25: with `@ObservableState` state, read `store.count` instead.
  @available(
    *, deprecated,
    message:
      "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
  )
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(toState())
  }

  /// The current state, without observing it.
  ///
  /// Behind `@_spi(Internals)`, as in TCA 1.25.5, so a plain `import Composable` does not offer
  /// it: read `store.count` (with `@ObservableState` state) or `store.state`.
  @_spi(Internals)
  public var currentState: State { toState() }

  /// A store for a child feature (TCA 1.25.5's spelling): reads `state` from this store's state,
  /// and sends child actions embedded with `action`: `store.scope(state: \.child, action: \.child)`.
  ///
  /// Scoping the same way again returns the same store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state, action: action)
  }

  /// A store for a child feature, in the spelling TCA added after 1.25.5:
  /// `store.scope(\.child, action: \.child)`. Code meant for TCA 1.25.5 writes
  /// `store.scope(state: \.child, action: \.child)`.
  ///
  /// Scoping the same way again returns the same store.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    cachedChild(ScopeID(state: state, action: action)) {
      scope(toChildState: { $0[keyPath: state] }, fromChildAction: { action($0) })
    }
  }

  /// The child store cached under `id`, made by `makeChild` the first time.
  func cachedChild<ChildState, ChildAction>(
    _ id: ScopeID,
    _ makeChild: () -> Store<ChildState, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let child = children[id] as? Store<ChildState, ChildAction> { return child }
    let child = makeChild()
    children[id] = child
    return child
  }

  /// Forgets the child store cached under `id` (its optional state went away).
  func removeCachedChild(_ id: ScopeID) {
    children[id] = nil
  }

  /// Forgets the cached stores of collection elements no longer in `elements` (removed rows), so
  /// a long-lived list does not keep a store for every row it ever had.
  func removeCachedElements<ID: Hashable, Element>(notIn elements: IdentifiedArray<ID, Element>) {
    guard children.count > elements.count else { return }
    children = children.filter { key, _ in
      guard let elementID = key.elementID?.base as? ID else { return true }
      return elements[id: elementID] != nil
    }
  }

  /// The child store behind every `scope`: it shares this store's core, observers and observation.
  func scope<ChildState, ChildAction>(
    toChildState: @escaping @MainActor (State) -> ChildState,
    fromChildAction: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let toState = self.toState
    let send = self.sendAction
    return Store<ChildState, ChildAction>(
      toState: { toChildState(toState()) },
      send: { send(fromChildAction($0)) },
      addObserver: addObserver,
      removeObserver: removeObserver,
      retained: retained,
      observation: observation
    )
  }
}

extension Store {
  /// The state after every action this store processes, from the moment you start iterating.
  ///
  /// Each iteration gets its own stream; it ends when the store is deallocated. If the consumer
  /// is slower than the store, states are buffered in order.
  public var stateChanges: AsyncStream<State> {
    let (stream, continuation) = AsyncStream<State>.makeStream()
    let toState = self.toState
    let token = addObserver { continuation.yield(toState()) }
    let removeObserver = self.removeObserver
    continuation.onTermination = { _ in
      Task { @MainActor in removeObserver(token) }
    }
    return stream
  }
}

/// A store of reducer `R`: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
