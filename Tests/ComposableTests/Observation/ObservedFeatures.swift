import Composable

/// Features with `@ObservableState` state, shared by the observation suites.
struct ObservedChild: Reducer {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var name = ""
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case rename(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
    case let .rename(name):
      state.name = name
    }
    return .none
  }
}

/// A value `@Presents` can hold that is not itself observable state, as TCA's `AlertState` is not.
struct Notice: Equatable {
  var title: String
}

/// An enum state of child features, as `@Reducer enum Destination` generates.
@ObservableState
enum ObservedDestination: Equatable {
  case child(ObservedChild.State)
  case labelled(state: ObservedChild.State)
  case empty
}

struct ObservedParent: Reducer {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var other = 0
    var child = ObservedChild.State()
    var optionalChild: ObservedChild.State?
    @ObservationStateIgnored var ignored = 0
    @Presents var notice: Notice?
    let createdBy = "tests"
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case incrementOther
    case setCount(Int)
    case touchIgnored
    case child(ObservedChild.Action)
    case replaceChild(ObservedChild.State)
    case optionalChild(ObservedChild.Action)
    case presentOptionalChild
    case dismissOptionalChild
    case showNotice(String)
    case reset
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedChild() }
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .incrementOther:
        state.other += 1
      case let .setCount(count):
        state.count = count
      case .touchIgnored:
        state.ignored += 1
      case .child, .optionalChild:
        break
      case let .replaceChild(child):
        state.child = child
      case .presentOptionalChild:
        state.optionalChild = ObservedChild.State()
      case .dismissOptionalChild:
        state.optionalChild = nil
      case let .showNotice(title):
        state.notice = Notice(title: title)
      case .reset:
        state = State()
      }
      return .none
    }
    .ifLet(\.optionalChild, action: \.optionalChild) { ObservedChild() }
  }
}

/// A parent whose destination is an `@ObservableState` enum, mutated the way case reducers do:
/// extract the payload, change it, put it back.
struct ObservedRouter: Reducer {
  @ObservableState
  struct State: Equatable {
    var destination: ObservedDestination?
    var title = ""
  }

  enum Action: Equatable {
    case showChild
    case showEmpty
    case incrementChild
    case rename(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .showChild:
      state.destination = .child(ObservedChild.State())
    case .showEmpty:
      state.destination = .empty
    case .incrementChild:
      if case var .child(child) = state.destination {
        child.count += 1
        state.destination = .child(child)
      }
    case let .rename(title):
      state.title = title
    }
    return .none
  }
}

/// Counts how many times a `withObservationTracking` read was told about a change (0 or 1: the
/// tracking ends after its first change, as Observation's does).
func changes(of read: () -> Void) -> LockIsolated<Int> {
  let count = LockIsolated(0)
  withObservationTracking(read) {
    count.withValue { $0 += 1 }
  }
  return count
}
