import Composable
import Foundation
import Testing

@testable import Features

@MainActor
struct SharedStateFeatureTests {
  @Test func counterWritesStatsTheProfileReads() async {
    let store = TestStore(initialState: SharedStateFeature.State()) {
      SharedStateFeature()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock {
        $0.count = 2
        $0.maxCount = 2
        $0.numberOfCounts = 2
      }
    }
    await store.send(\.profile.summarizeButtonTapped) {
      $0.profile.summary = "2 counts, max 2"
    }
  }

  @Test func detailResetsTheSharedStats() async {
    let store = TestStore(initialState: SharedStateFeature.State()) {
      SharedStateFeature()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(\.counter.detailButtonTapped) {
      $0.counter.detail = StatsDetail.State(stats: $0.counter.$stats)
    }
    await store.send(\.counter.detail.resetButtonTapped) {
      $0.counter.$stats.withLock { $0 = Stats() }
    }
    #expect(store.state.profile.stats == Stats())
  }

  @Test func favoritesArePersisted() async {
    let store = TestStore(initialState: SharedStateFeature.State()) {
      SharedStateFeature()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.favoriteButtonTapped) {
      $0.$favorites.withLock { $0 = ["1"] }
    }
    // Under test, `.fileStorage` writes to an in-memory file system, never to the disk.
    @Shared(.favorites) var favorites
    #expect(favorites == ["1"])
  }

  @Test func unassertedSharedChangeFails() async {
    let store = TestStore(initialState: SharedStateFeature.State()) {
      SharedStateFeature()
    }
    await withKnownIssue {
      await store.send(\.counter.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }
}
