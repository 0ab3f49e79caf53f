import Composable
import Foundation

/// Statistics the counter writes and the profile reads.
public struct Stats: Codable, Equatable, Sendable {
  public var count = 0
  public var maxCount = 0
  public var numberOfCounts = 0

  public init() {}

  mutating func increment() {
    count += 1
    numberOfCounts += 1
    maxCount = max(maxCount, count)
  }

  mutating func decrement() {
    count -= 1
    numberOfCounts += 1
  }
}

extension URL {
  /// Where the favourites live. TCA apps write `.documentsDirectory.appending(component:)`;
  /// swift-corelibs-foundation has no `URL.documentsDirectory`, so this asks FileManager.
  static var favoritesFile: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("favorites.json")
  }
}

extension SharedKey where Self == FileStorageKey<[String]>.Default {
  /// The favourite numbers, persisted as JSON; empty until the first is added.
  static var favorites: Self {
    Self[.fileStorage(.favoritesFile), default: []]
  }
}

/// Two tabs sharing state: the counter writes in-memory stats, the profile reads them and resets
/// them through its own `$stats`, and favourites persist in a file.
@Reducer
public struct SharedStateFeature {
  @ObservableState
  public struct State: Equatable {
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
    @Shared(.favorites) var favorites
    public init() {}
  }

  public enum Action {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
    case favoriteButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { CounterTab() }
    Scope(state: \.profile, action: \.profile) { ProfileTab() }
    Reduce { state, action in
      switch action {
      case .favoriteButtonTapped:
        let number = "\(state.counter.stats.count)"
        state.$favorites.withLock { favorites in
          if !favorites.contains(number) { favorites.append(number) }
        }
        return .none
      case .counter, .profile:
        return .none
      }
    }
  }
}

/// Counts, writing the shared stats.
@Reducer
public struct CounterTab {
  @ObservableState
  public struct State: Equatable {
    @Shared(.inMemory("stats")) var stats = Stats()
    @Presents var detail: StatsDetail.State?
  }

  public enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case detailButtonTapped
    case detail(PresentationAction<StatsDetail.Action>)
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.$stats.withLock { $0.decrement() }
        return .none
      case .incrementButtonTapped:
        state.$stats.withLock { $0.increment() }
        return .none
      case .detailButtonTapped:
        // The child gets the same shared stats, not a copy.
        state.detail = StatsDetail.State(stats: state.$stats)
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) { StatsDetail() }
  }
}

/// A sheet holding its parent's shared stats through `$stats`.
@Reducer
public struct StatsDetail {
  @ObservableState
  public struct State: Equatable {
    @Shared var stats: Stats
  }

  public enum Action {
    case resetButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetButtonTapped:
        state.$stats.withLock { $0 = Stats() }
        return .none
      }
    }
  }
}

/// Shows the stats the counter writes, read-only.
@Reducer
public struct ProfileTab {
  @ObservableState
  public struct State: Equatable {
    @SharedReader(.inMemory("stats")) var stats = Stats()
    var summary = ""
  }

  public enum Action {
    case summarizeButtonTapped
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .summarizeButtonTapped:
        state.summary = "\(state.stats.numberOfCounts) counts, max \(state.stats.maxCount)"
        return .none
      }
    }
  }
}
