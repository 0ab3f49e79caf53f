import Composable

/// A row of a list: a toggle and a long-living "ticking" effect per row.
struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var isOn = false
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case toggle
    case startTicking
    case tick
  }

  enum CancelID { case ticking }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggle:
      state.isOn.toggle()
      return .none
    case .startTicking:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.ticking)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A list of rows with add/remove.
struct RowList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }

  @CasePathable
  enum Action: Equatable {
    case addRow(Int)
    case removeRow(Int)
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addRow(id):
        state.rows.append(Row.State(id: id))
        return .none
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// A parent with an optional child, a scoped child and an onChange hook.
struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var detail: Row.State?
    var counterChanges = 0
  }

  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case detail(Row.Action)
    case showDetail
    case dismissDetail
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { Counter() }
      .onChange(of: \.counter.count) { _, _ in
        Reduce { state, _ in
          state.counterChanges += 1
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .showDetail:
        state.detail = Row.State(id: 1)
        return .none
      case .dismissDetail:
        state.detail = nil
        return .none
      case .counter, .detail:
        return .none
      }
    }
    .ifLet(\.detail, action: \.detail) { Row() }
  }
}
