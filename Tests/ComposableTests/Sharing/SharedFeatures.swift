import Composable
import Foundation

/// A settings value several features share.
struct SharedSettings: Codable, Equatable, Sendable {
  var volume = 5
  var name = "Dojo"
}

/// A counter whose count is shared in memory under "count", with a child editing the same count
/// through `$count` and an effect writing it.
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var log: [String] = []
    var child: SharedCounterChild.State?
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case openChildButtonTapped
    case delayedIncrementButtonTapped
    case delayedIncrementFinished
    case child(SharedCounterChild.Action)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .openChildButtonTapped:
        state.child = SharedCounterChild.State(count: state.$count)
        return .none
      case .delayedIncrementButtonTapped:
        return .run { [count = state.$count] send in
          try await clock.sleep(for: .seconds(1))
          count.withLock { $0 += 10 }
          await send(.delayedIncrementFinished)
        }
      case .delayedIncrementFinished:
        state.log.append("done")
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { SharedCounterChild() }
  }
}

/// A child holding its parent's shared count.
@Reducer
struct SharedCounterChild {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
  }

  enum Action: Equatable {
    case doubleButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doubleButtonTapped:
        state.$count.withLock { $0 *= 2 }
        return .none
      }
    }
  }
}

/// A feature that only reads a shared value.
@Reducer
struct SharedReaderFeature {
  @ObservableState
  struct State: Equatable {
    @SharedReader(.inMemory("count")) var count = 0
    var seen: [Int] = []
  }

  enum Action: Equatable {
    case look
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.seen.append(state.count)
      return .none
    }
  }
}
