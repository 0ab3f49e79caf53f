import Composable
import Testing

@testable import Phase4Retry

/// Hidden tests for phase4/retry: attempts counted at the client, backoff measured on a
/// `TestClock`, the failure state after the last attempt, and cancellation.
@MainActor
@Suite("リトライ", .serialized)
struct RetryFeatureTests {
  struct FetchError: Error {}

  /// A client whose first `failures` calls throw; later calls return "名言<n>" (n = call number).
  static func client(failingFirst failures: Int, calls: LockIsolated<Int>) -> QuoteClient {
    QuoteClient(fetch: {
      let call = calls.withValue { count -> Int in
        count += 1
        return count
      }
      if call <= failures { throw FetchError() }
      return "名言\(call)"
    })
  }

  @Test("k 回目で成功すると、1・2・4 秒の待機を挟んでちょうど k 回呼び、成功状態になる", arguments: 1...4)
  func succeedsOnKthAttemptWithExactlyKCalls(k: Int) async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: RetryFeature.State()) {
      RetryFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.quoteClient = Self.client(failingFirst: k - 1, calls: calls)
    }
    store.timeout = .milliseconds(300)

    await store.send(.fetchButtonTapped) { $0.status = .loading }
    // Waits before attempt k: 1 + 2 + … + 2^(k-2) = 2^(k-1) - 1 seconds.
    let waitBeforeLastAttempt = Duration.seconds((1 << (k - 1)) - 1)
    if k > 1 {
      await clock.advance(by: waitBeforeLastAttempt - .milliseconds(1))
      #expect(calls.value == k - 1, "\(k) 回目はまだ待機中のはずです")
      await clock.advance(by: .milliseconds(1))
    }
    await store.receive(.fetchSucceeded("名言\(k)")) { $0.status = .loaded("名言\(k)") }
    #expect(calls.value == k)

    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == k, "成功した後は呼ばないはずです")
    #expect(store.state.status == .loaded("名言\(k)"))
  }

  @Test("すべて失敗すると 1 秒・2 秒・4 秒の間隔でちょうど 4 回試し、失敗状態になる")
  func exhaustionEndsInFailureAfterMaxCalls() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: RetryFeature.State()) {
      RetryFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.quoteClient = Self.client(failingFirst: .max, calls: calls)
    }
    store.timeout = .milliseconds(300)

    await store.send(.fetchButtonTapped) { $0.status = .loading }
    await clock.advance(by: .milliseconds(999))
    #expect(calls.value == 1, "1 回目の失敗の後は 1 秒待つはずです")
    await clock.advance(by: .milliseconds(1))
    #expect(calls.value == 2)
    await clock.advance(by: .milliseconds(1999))
    #expect(calls.value == 2, "2 回目の失敗の後は 2 秒待つはずです")
    await clock.advance(by: .milliseconds(1))
    #expect(calls.value == 3)
    await clock.advance(by: .milliseconds(3999))
    #expect(calls.value == 3, "3 回目の失敗の後は 4 秒待つはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.fetchFailed) { $0.status = .failed }
    #expect(calls.value == 4)

    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == 4, "上限の 4 回を超えて呼んではいけません")
    #expect(store.state.status == .failed)
  }

  @Test("待機中にキャンセルすると、それ以降は再試行せず、もう一度取得できる")
  func cancelDuringBackoffStopsFurtherAttempts() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: RetryFeature.State()) {
      RetryFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.quoteClient = Self.client(failingFirst: 2, calls: calls)
    }
    store.timeout = .milliseconds(300)

    await store.send(.fetchButtonTapped) { $0.status = .loading }
    await clock.advance(by: .milliseconds(1500))
    #expect(calls.value == 2)

    await store.send(.cancelButtonTapped) { $0.status = .idle }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == 2, "キャンセルした後は呼ばないはずです")
    #expect(store.state.status == .idle)

    await store.send(.fetchButtonTapped) { $0.status = .loading }
    await store.receive(.fetchSucceeded("名言3")) { $0.status = .loaded("名言3") }
    await store.finish()
    #expect(calls.value == 3)
  }

  @Test("通信中にキャンセルすると、応答は届かず、再試行もしない")
  func cancelDuringRequestStopsEverything() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    // Calls cancelled while they waited: a loop that escaped into an unstructured Task is never
    // cancelled, whatever the scheduler does with its late steps.
    let cancelled = LockIsolated(0)
    let store = TestStore(initialState: RetryFeature.State()) {
      RetryFeature()
    } withDependencies: {
      $0.continuousClock = clock
      // Every call takes 10 seconds and then fails.
      $0.quoteClient.fetch = {
        calls.withValue { $0 += 1 }
        do {
          try await clock.sleep(for: .seconds(10))
        } catch {
          cancelled.withValue { $0 += 1 }
          throw error
        }
        throw FetchError()
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.fetchButtonTapped) { $0.status = .loading }
    await clock.advance(by: .seconds(5))
    #expect(calls.value == 1)

    await store.send(.cancelButtonTapped) { $0.status = .idle }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == 1, "キャンセルした後は呼ばないはずです")
    #expect(store.state.status == .idle)
    #expect(cancelled.value == 1, "キャンセルすると、通信中の取得もキャンセルされるはずです")
  }

  @Test("待機中にもう一度取得をタップすると、前の試行を止めて 1 回目からやり直す（回数も待ち時間も最初から）")
  func tappingFetchAgainRestartsFromTheFirstAttempt() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: RetryFeature.State()) {
      RetryFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.quoteClient = Self.client(failingFirst: .max, calls: calls)
    }
    store.timeout = .milliseconds(300)

    await store.send(.fetchButtonTapped) { $0.status = .loading }
    await clock.advance(by: .milliseconds(1500))
    #expect(calls.value == 2)

    // Second tap: status stays `.loading`, the first run stops, a new run calls at once.
    await store.send(.fetchButtonTapped)
    await clock.advance(by: .zero)
    #expect(calls.value == 3, "もう一度タップしたら、すぐに 1 回目を呼ぶはずです")
    await clock.advance(by: .milliseconds(999))
    #expect(calls.value == 3, "やり直しの 1 回目の失敗の後は 1 秒待つはずです（前の試行の続きではありません）")
    await clock.advance(by: .milliseconds(1))
    #expect(calls.value == 4)
    await clock.advance(by: .milliseconds(1999))
    #expect(calls.value == 4, "やり直しの 2 回目の失敗の後は 2 秒待つはずです")
    await clock.advance(by: .milliseconds(1))
    #expect(calls.value == 5)
    await clock.advance(by: .milliseconds(3999))
    #expect(calls.value == 5, "やり直しの 3 回目の失敗の後は 4 秒待つはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.fetchFailed) { $0.status = .failed }

    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == 6, "やり直した後に呼ぶのは、ちょうど 4 回のはずです（前の試行は止まっている）")
  }

  @Test("失敗状態や成功状態からもう一度取得すると、回数を数え直して同じように試す")
  func everyRunStartsCountingAgain() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: RetryFeature.State(status: .loaded("前の名言"))) {
      RetryFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.quoteClient = Self.client(failingFirst: 7, calls: calls)
    }
    store.timeout = .milliseconds(300)

    // Run 1 (from `.loaded`): calls 1–4 all fail.
    await store.send(.fetchButtonTapped) { $0.status = .loading }
    await clock.advance(by: .seconds(7))
    await store.receive(.fetchFailed) { $0.status = .failed }
    #expect(calls.value == 4)

    // Run 2 (from `.failed`): calls 5–7 fail, call 8 succeeds after 1 + 2 + 4 seconds.
    await store.send(.fetchButtonTapped) { $0.status = .loading }
    await clock.advance(by: .zero)
    #expect(calls.value == 5)
    await clock.advance(by: .milliseconds(6999))
    #expect(calls.value == 7, "2 回目の取得でも、1・2・4 秒の待ちで 4 回まで試すはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.fetchSucceeded("名言8")) { $0.status = .loaded("名言8") }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == 8)
  }

  @Test("通信中にキャンセルすると、あとで成功するはずだった応答も届かない")
  func cancelDuringASuccessfulRequestDropsItsResponse() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: RetryFeature.State()) {
      RetryFeature()
    } withDependencies: {
      $0.continuousClock = clock
      // Every call takes 2 seconds and then succeeds.
      $0.quoteClient.fetch = {
        let call = calls.withValue { count -> Int in
          count += 1
          return count
        }
        try await clock.sleep(for: .seconds(2))
        return "名言\(call)"
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.fetchButtonTapped) { $0.status = .loading }
    await clock.advance(by: .seconds(1))
    await store.send(.cancelButtonTapped) { $0.status = .idle }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == 1)
    #expect(store.state.status == .idle, "キャンセルした取得の応答が届いてはいけません")
  }
}
