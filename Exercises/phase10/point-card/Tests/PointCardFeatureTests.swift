// 練習問題: phase10/point-card — ポイントカードのテストを書く
// 問題文: Lessons/phase10-dependencies.md の「ポイントカードのテストを書く」。確かめ方: dojo check phase10/point-card
import Composable
import Testing

@testable import Phase10PointCard

@MainActor
struct PointCardFeatureTests {
  @Test func purchaseEarnsPoints() async {
    let store = TestStore(initialState: PointCardFeature.State()) {
      PointCardFeature()
    }
    // TODO: 買い物を送り（`await store.send(.purchased(yen: 1_250)) { … }`）、共有のポイントの変化を
    //       `$0.$points.withLock { $0 = … }` で書きます。
    _ = store
  }

  // TODO: 問題文の「確かめること」の残りを、1 つずつテストにします。
}
