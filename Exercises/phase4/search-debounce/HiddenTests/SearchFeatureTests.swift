import Composable
import Testing

@testable import Phase4SearchDebounce

/// Hidden tests for phase4/search-debounce: debounce on the clock, cancellation of stale and
/// cleared searches, and the error state. Time is virtual (`TestClock`); nothing sleeps for real.
@MainActor
@Suite("検索機能（デバウンス）", .serialized)
struct SearchFeatureTests {
  @Test("300 ms 以内に続けて入力すると、間隔のあとに最後のクエリで 1 回だけ検索する")
  func typingWithinIntervalSearchesOnceForLatestQuery() async {
    let clock = TestClock()
    let queries = LockIsolated<[String]>([])
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        queries.withValue { $0.append(query) }
        return ["\(query)-結果"]
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.queryChanged("s")) { $0.query = "s" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("swi")) { $0.query = "swi" }
    await clock.advance(by: .milliseconds(299))
    #expect(queries.value == [], "最後の入力から 300 ms 経つまでは検索しないはずです")

    await clock.advance(by: .milliseconds(1))
    // Checked right after the clock moves, before `receive` would wait in real time: a wait
    // measured with `Task.sleep` has not ended yet, whatever the store's timeout.
    #expect(queries.value == ["swi"], "TestClock で 300 ms 進めたら、すぐに検索するはずです（待つのは依存関係の時計で）")
    await store.receive(.searchResponse(["swi-結果"])) { $0.results = ["swi-結果"] }
    #expect(queries.value == ["swi"], "最後のクエリだけを 1 回検索するはずです")
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(queries.value == ["swi"], "最後のクエリだけを 1 回検索するはずです")
    #expect(store.state == SearchFeature.State(query: "swi", results: ["swi-結果"]))
  }

  @Test("古いクエリの応答は、新しいクエリの結果を上書きしない")
  func staleResponseNeverOverwritesNewerResults() async {
    let clock = TestClock()
    let queries = LockIsolated<[String]>([])
    // Searches cancelled while they waited: read at the end instead of racing a search that
    // escaped cancellation (its late result lands whenever the scheduler gets to it).
    let cancelled = LockIsolated<[String]>([])
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      // "a" の検索は遅く（1 秒）、"ab" の検索は速い（100 ms）。
      $0.searchClient.search = { query in
        queries.withValue { $0.append(query) }
        do {
          try await clock.sleep(for: query == "a" ? .seconds(1) : .milliseconds(100))
        } catch {
          cancelled.withValue { $0.append(query) }
          throw error
        }
        return ["\(query)-結果"]
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(300))
    #expect(queries.value == ["a"])

    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(300))
    #expect(queries.value == ["a", "ab"])

    await clock.advance(by: .milliseconds(100))
    await store.receive(.searchResponse(["ab-結果"])) { $0.results = ["ab-結果"] }

    // "a" の応答が届くはずだった時刻を過ぎても、何も届かない。
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(store.state.results == ["ab-結果"], "古いクエリ \"a\" の結果で上書きしてはいけません")
    #expect(cancelled.value == ["a"], "新しい入力があったら、実行中の \"a\" の検索はキャンセルされるはずです")
  }

  @Test("クエリを空にすると、実行中の検索をキャンセルして結果を消す")
  func clearingCancelsInFlightSearchAndClearsResults() async {
    let clock = TestClock()
    let queries = LockIsolated<[String]>([])
    let cancelled = LockIsolated<[String]>([])
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        queries.withValue { $0.append(query) }
        do {
          try await clock.sleep(for: .seconds(1))
        } catch {
          cancelled.withValue { $0.append(query) }
          throw error
        }
        return ["\(query)-結果"]
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.queryChanged("swift")) { $0.query = "swift" }
    await clock.advance(by: .milliseconds(1300))
    await store.receive(.searchResponse(["swift-結果"])) { $0.results = ["swift-結果"] }

    await store.send(.queryChanged("swiftui")) { $0.query = "swiftui" }
    await clock.advance(by: .milliseconds(300))
    #expect(queries.value == ["swift", "swiftui"])

    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.results = []
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(queries.value == ["swift", "swiftui"])
    #expect(store.state.results == [], "クリアした後に検索結果が届いてはいけません")
    #expect(cancelled.value == ["swiftui"], "クエリを空にしたら、実行中の検索はキャンセルされるはずです")
  }

  @Test("待っている間にクエリを空にすると、検索しない")
  func clearingDuringDebounceNeverSearches() async {
    let clock = TestClock()
    let queries = LockIsolated<[String]>([])
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        queries.withValue { $0.append(query) }
        return ["\(query)-結果"]
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.queryChanged("s")) { $0.query = "s" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("")) { $0.query = "" }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(queries.value == [], "クリアした入力を検索してはいけません")
    #expect(store.state.results == [])
  }

  @Test("検索に失敗するとエラー状態になり、次の成功やクリアでエラーが消える")
  func failingSearchSetsErrorState() async {
    struct SearchError: Error {}
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchFeature.State(query: "ok", results: ["ok-結果"])
    ) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        if query == "error" { throw SearchError() }
        return ["\(query)-結果"]
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.queryChanged("error")) { $0.query = "error" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchFailed) {
      $0.results = []
      $0.errorMessage = "検索に失敗しました"
    }

    await store.send(.queryChanged("swift")) { $0.query = "swift" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(["swift-結果"])) {
      $0.results = ["swift-結果"]
      $0.errorMessage = nil
    }

    await store.send(.queryChanged("error")) { $0.query = "error" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchFailed) {
      $0.results = []
      $0.errorMessage = "検索に失敗しました"
    }
    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.errorMessage = nil
    }
    await store.finish()
  }

  @Test("新しい検索結果は前の結果を置き換え、届くまでは前の結果が残る")
  func newResultsReplaceOldOnesWhenTheyArrive() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchFeature.State(query: "sw", results: ["sw-前回の結果", "sw-その2"])
    ) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        try await clock.sleep(for: .milliseconds(200))
        return ["\(query)-結果A", "\(query)-結果B"]
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.queryChanged("swi")) { $0.query = "swi" }
    await clock.advance(by: .milliseconds(400))
    #expect(store.state.results == ["sw-前回の結果", "sw-その2"], "新しい結果が届くまでは前の結果を残します")
    await clock.advance(by: .milliseconds(100))
    await store.receive(.searchResponse(["swi-結果A", "swi-結果B"])) {
      $0.results = ["swi-結果A", "swi-結果B"]
    }

    await store.send(.queryChanged("swift")) { $0.query = "swift" }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.searchResponse(["swift-結果A", "swift-結果B"])) {
      $0.results = ["swift-結果A", "swift-結果B"]
    }
    await store.finish()
    #expect(
      store.state.results == ["swift-結果A", "swift-結果B"],
      "前の結果に足さず、新しい結果で置き換えます"
    )
  }
}
