import Composable
import Testing

@testable import Features

@MainActor
struct InboxFeatureTests {
  @Test func refreshReceivesTheAnimatedResponse() async {
    let clock = TestClock()
    let store = TestStore(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.refreshButtonTapped) {
      $0.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.messagesResponse) {
      $0.isLoading = false
      $0.messages = ["Welcome", "Your order shipped"]
    }
  }

  @Test func clearAsksFirstAndTheAlertGoesAwayAfterItsAction() async {
    let store = TestStore(initialState: InboxFeature.State(messages: ["Welcome"])) {
      InboxFeature()
    }
    await store.send(.clearButtonTapped) {
      $0.alert = .confirmClear
    }
    await store.send(.alert(.confirmClear)) {
      $0.alert = nil
      $0.messages = []
    }
  }

  @Test func theClearButtonIsAnimated() {
    let clear = AlertState<InboxFeature.Action.Alert>.confirmClear.buttons[0]
    #expect(clear.action == .send(.confirmClear, animation: .easeInOut))
    var tapped: InboxFeature.Action.Alert?
    clear.withAction { tapped = $0 }
    #expect(tapped == .confirmClear)
  }

  @Test func aViewSendsWithAnimation() async {
    let store = Store(initialState: InboxFeature.State()) {
      InboxFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    // What `Button("Refresh") { store.send(.refreshButtonTapped, animation: .default) }` does.
    await store.send(.refreshButtonTapped, animation: .default).finish()
    #expect(store.messages == ["Welcome", "Your order shipped"])
    withAnimation {
      _ = store.send(.clearButtonTapped)
    }
    #expect(store.alert == .confirmClear)
  }
}
