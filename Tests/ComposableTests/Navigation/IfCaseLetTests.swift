import Composable
import Testing

@MainActor
@Suite struct IfCaseLetTests {
  /// An app whose state is an enum: logged out, or logged in with a ticking session.
  struct App: Reducer {
    @CasePathable
    enum State: Equatable {
      case loggedOut
      case loggedIn(Session.State)
    }

    @CasePathable
    enum Action: Equatable {
      case logInTapped(String)
      case logOutTapped
      case loggedIn(Session.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .logInTapped(user):
          state = .loggedIn(Session.State(user: user))
          return .none
        case .logOutTapped:
          state = .loggedOut
          return .none
        case .loggedIn(.rename):
          // Runs after the case reducer: sees the renamed user.
          if case let .loggedIn(session) = state, session.user == "renamed" {
            state = .loggedIn(Session.State(user: "renamed", seenByParent: true))
          }
          return .none
        case .loggedIn:
          return .none
        }
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { Session() }
    }
  }

  struct Session: Reducer {
    struct State: Equatable {
      var user: String
      var ticks = 0
      var seenByParent = false
    }

    @CasePathable
    enum Action: Equatable {
      case rename
      case startTimer
      case tick
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .rename:
        state.user = "renamed"
        return .none
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
      }
    }
  }

  @Test func caseReducerRunsBeforeParent() async {
    let store = TestStore(initialState: App.State.loggedOut) { App() }
    await store.send(.logInTapped("blob")) { $0 = .loggedIn(Session.State(user: "blob")) }
    await store.send(.loggedIn(.rename)) {
      $0 = .loggedIn(Session.State(user: "renamed", seenByParent: true))
    }
  }

  @Test func leavingTheCaseCancelsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: App.State.loggedOut) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.logInTapped("blob")) { $0 = .loggedIn(Session.State(user: "blob")) }
    await store.send(.loggedIn(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(\.loggedIn.tick) { $0 = .loggedIn(Session.State(user: "blob", ticks: 1)) }
    await store.send(.logOutTapped) { $0 = .loggedOut }
    #expect(store.inFlightEffectCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func caseActionInAnotherCaseIsReportedNotFatal() async {
    let store = TestStore(initialState: App.State.loggedOut) { App() }
    await withKnownIssue {
      await store.send(.loggedIn(.rename))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a different case")
    }
  }
}
