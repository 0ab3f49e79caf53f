// 参考解答: phase10/point-card — ポイントカードのテスト
import Composable
import Testing

@testable import Phase10PointCard

@MainActor
struct PointCardFeatureTests {
  @Test func purchaseEarnsPoints() async {
    let store = TestStore(initialState: PointCardFeature.State()) {
      PointCardFeature()
    }
    await store.send(.purchased(yen: 1_250)) {
      $0.$points.withLock { $0 = 12 }
    }
  }

  @Test func pointsAddToWhatIsAlreadyThere() async {
    // 0 ポイントから始めると、「足す」と「置き換える」の区別がつきません。
    @Shared(.inMemory("points")) var points = 0
    $points.withLock { $0 = 30 }
    let store = TestStore(initialState: PointCardFeature.State()) {
      PointCardFeature()
    }
    await store.send(.purchased(yen: 199)) {
      $0.$points.withLock { $0 = 31 }
    }
    // 100 円未満はポイントにならず、State も変わりません。
    await store.send(.purchased(yen: 99))
  }

  @Test func otherScreensSeeThePoints() async {
    let store = TestStore(initialState: PointCardFeature.State()) {
      PointCardFeature()
    }
    await store.send(.purchased(yen: 500)) {
      $0.$points.withLock { $0 = 5 }
    }
    @SharedReader(.inMemory("points")) var points = 0
    #expect(points == 5)
  }

  @Test func redeemingSpendsTheSharedPointsAndCloses() async {
    @Shared(.inMemory("points")) var points = 0
    $points.withLock { $0 = 10 }
    let store = TestStore(initialState: PointCardFeature.State()) {
      PointCardFeature()
    }
    await store.send(.rewardsButtonTapped) {
      $0.rewards = RewardsFeature.State(points: $0.$points)
    }
    // ちょうど足りる特典も使えます。
    await store.send(\.rewards.rewardTapped, 10) {
      $0.$points.withLock { $0 = 0 }
    }
    await store.receive(\.rewards.dismiss) {
      $0.rewards = nil
    }
    #expect(points == 0)
  }

  @Test func notEnoughPointsShowsWhyAndStaysOpen() async {
    @Shared(.inMemory("points")) var points = 0
    $points.withLock { $0 = 4 }
    let store = TestStore(initialState: PointCardFeature.State()) {
      PointCardFeature()
    }
    await store.send(.rewardsButtonTapped) {
      $0.rewards = RewardsFeature.State(points: $0.$points)
    }
    await store.send(\.rewards.rewardTapped, 5) {
      $0.rewards?.errorMessage = "ポイントが足りません"
    }
    await store.send(\.rewards.rewardTapped, 3) {
      $0.$points.withLock { $0 = 1 }
      $0.rewards?.errorMessage = nil
    }
    await store.receive(\.rewards.dismiss) {
      $0.rewards = nil
    }
  }
}
