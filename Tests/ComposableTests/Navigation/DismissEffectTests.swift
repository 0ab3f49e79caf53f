@_spi(Internals) import Composable
import Testing

@MainActor
@Suite struct DismissEffectTests {
  /// A sheet that can present a sheet of its own: `dismiss` must close the level that asks.
  struct Sheet: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var ticks = 0
      @PresentationState var child: Sheet.State?
    }

    @CasePathable
    indirect enum Action: Equatable {
      case openChild
      case closeTapped
      case closeFromChildTask
      case startTimer
      case tick
      case child(PresentationAction<Sheet.Action>)
    }

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .openChild:
          state.child = Sheet.State(id: state.id + 1)
          return .none
        case .closeTapped:
          return .run { _ in await self.dismiss() }
        case .closeFromChildTask:
          return .run { _ in
            await Task { await self.dismiss() }.value
          }
        case .startTimer:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          state.ticks += 1
          return .none
        case .child:
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Sheet() }
    }
  }

  struct Host: Reducer {
    struct State: Equatable {
      @PresentationState var sheet: Sheet.State?
    }

    @CasePathable
    enum Action: Equatable {
      case open(id: Int)
      case sheet(PresentationAction<Sheet.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .open(id):
          state.sheet = Sheet.State(id: id)
          return .none
        case .sheet:
          return .none
        }
      }
      .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    }
  }

  @Test func nestedDismissClosesOnlyTheLevelThatAsks() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.open(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.openChild))) { $0.sheet?.child = Sheet.State(id: 2) }
    await store.send(.sheet(.presented(.child(.presented(.closeTapped)))))
    await store.receive(\.sheet.child.dismiss) { $0.sheet?.child = nil }
    await store.send(.sheet(.presented(.closeTapped)))
    await store.receive(\.sheet.dismiss) { $0.sheet = nil }
  }

  @Test func dismissWorksInALiveStore() async {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.open(id: 1))
    await store.send(.sheet(.presented(.closeTapped))).finish()
    #expect(store.currentState.sheet == nil)
  }

  @Test func finishWaitsForNothingWhileAChildStaysPresented() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.open(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.finish()
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func dismissFromATaskInsideTheEffectStillReachesTheParent() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.open(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.closeFromChildTask)))
    await store.receive(\.sheet.dismiss) { $0.sheet = nil }
  }

  @Test func presentingTheSameCaseAgainKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Nav.Items.State()) {
      Nav.Items()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addButtonTapped) { $0.destination = .add(Nav.AddItem.State()) }
    await store.send(.destination(.presented(.add(.startTimer))))
    await store.send(.addButtonTapped)  // the same case, equal value: the same presentation
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.add.tick) { $0.$destination[case: \.add]?.ticks = 1 }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func presentingAnotherIDCancelsTheOldOnesEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.open(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.sheet.tick) { $0.sheet?.ticks = 1 }
    // Same type, another `id`: another presentation, so the first sheet's timer stops.
    await store.send(.open(id: 2)) { $0.sheet = Sheet.State(id: 2) }
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(5))
  }
}
