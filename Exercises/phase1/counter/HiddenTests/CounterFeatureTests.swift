import Composable
import Testing

@testable import Phase1Counter

@MainActor
@Suite("カウンター")
struct CounterFeatureTests {
  @Test("インクリメントするたびに 1 ずつ増える")
  func increment() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.incrementButtonTapped) { $0.count = 3 }
  }

  @Test("デクリメントすると 1 減る（1 からは 0 になる）")
  func decrement() async {
    let store = TestStore(initialState: CounterFeature.State(count: 2)) { CounterFeature() }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
  }

  @Test("0 のときデクリメントしても 0 のまま")
  func decrementAtZeroStaysZero() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.decrementButtonTapped)
    await store.send(.decrementButtonTapped)
    await store.send(.incrementButtonTapped) { $0.count = 1 }
  }

  @Test("リセットすると 0 に戻る")
  func reset() async {
    let store = TestStore(initialState: CounterFeature.State(count: 7)) { CounterFeature() }
    await store.send(.resetButtonTapped) { $0.count = 0 }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
  }

  @Test("0 のときリセットしても何も変わらない")
  func resetAtZero() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.resetButtonTapped)
  }

  @Test("途中の値（41）から始めても 1 ずつ増減し、リセットで 0 に戻る")
  func startsFromAnyValue() async {
    let store = TestStore(initialState: CounterFeature.State(count: 41)) { CounterFeature() }
    await store.send(.incrementButtonTapped) { $0.count = 42 }
    await store.send(.decrementButtonTapped) { $0.count = 41 }
    await store.send(.decrementButtonTapped) { $0.count = 40 }
    await store.send(.resetButtonTapped) { $0.count = 0 }
  }
}
