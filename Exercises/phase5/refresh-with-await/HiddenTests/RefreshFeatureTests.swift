import Composable
import Testing

@testable import Phase5RefreshWithAwait

/// Hidden tests for phase5/refresh-with-await: `finish()` waits for the response to be applied,
/// the loading flag, a second refresh replacing the first, and cancellation. Every fetch takes
/// one second on a `TestClock`, so a test decides exactly when responses arrive.
@MainActor
@Suite("Pull-to-Refresh（await で待つ）", .serialized)
struct RefreshFeatureTests {
  struct FetchError: Error {}

  /// A client whose n-th call waits one second on `clock`, then returns ["投稿<n>"], or throws
  /// when n is in `failing`.
  static func client(
    clock: TestClock<Duration>, calls: LockIsolated<Int>, failing: Set<Int> = []
  ) -> PostsClient {
    PostsClient(fetchLatest: {
      let call = calls.withValue { count -> Int in
        count += 1
        return count
      }
      try await clock.sleep(for: .seconds(1))
      if failing.contains(call) { throw FetchError() }
      return ["投稿\(call)"]
    })
  }

  static func makeStore(
    clock: TestClock<Duration>, calls: LockIsolated<Int>, failing: Set<Int> = [],
    initialState: RefreshFeature.State = RefreshFeature.State()
  ) -> TestStore<RefreshFeature.State, RefreshFeature.Action> {
    let store = TestStore(initialState: initialState) {
      RefreshFeature()
    } withDependencies: {
      $0.postsClient = client(clock: clock, calls: calls, failing: failing)
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("refresh すると isLoading が true になり、応答が来ると投稿が入って false に戻る")
  func refreshSetsLoadingThenAppliesResponse() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.refresh) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.refreshResponse(["投稿1"])) {
      $0.posts = ["投稿1"]
      $0.isLoading = false
    }
    await store.finish()
    #expect(calls.value == 1)
  }

  @Test("send(.refresh) の finish() は、応答が届いて反映されるまで戻らない")
  func finishWaitsForTheResponse() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    let task = await store.send(.refresh) { $0.isLoading = true }
    let finished = LockIsolated(false)
    let waiter = Task {
      await task.finish()
      finished.setValue(true)
    }
    await clock.advance(by: .milliseconds(999))
    #expect(!finished.value, "応答が届く前に finish() が戻ってはいけません")

    await clock.advance(by: .milliseconds(1))
    await waiter.value
    #expect(store.state.posts == ["投稿1"], "finish() が戻ったときには投稿が入っているはずです")
    await store.receive(.refreshResponse(["投稿1"])) {
      $0.posts = ["投稿1"]
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("Store で await send(.refresh).finish() が戻ったときには、応答が反映されている")
  func storeFinishReturnsAfterResponseIsApplied() async {
    // A real Store does not turn on the main serial executor; ordering is made deterministic here.
    await withMainSerialExecutor {
      let clock = TestClock()
      let calls = LockIsolated(0)
      let store = Store(initialState: RefreshFeature.State()) {
        RefreshFeature()
      } withDependencies: {
        $0.postsClient = Self.client(clock: clock, calls: calls)
      }

      let finished = LockIsolated(false)
      let refreshing = Task {
        await store.send(.refresh).finish()
        finished.setValue(true)
        // Read in the same job that `finish()` returned to: nothing else can run in between.
        return store.state
      }
      await clock.advance(by: .milliseconds(999))
      #expect(!finished.value, "応答が届く前に finish() が戻ってはいけません")
      let isLoading = store.isLoading
      #expect(isLoading, "更新中は isLoading が true のはずです")

      await clock.advance(by: .milliseconds(1))
      let stateWhenFinished = await refreshing.value
      #expect(
        stateWhenFinished == RefreshFeature.State(posts: ["投稿1"], isLoading: false),
        "finish() が戻ったときには応答が反映されているはずです"
      )
    }
  }

  @Test("更新中にもう一度 refresh すると前の更新は取り消され、新しい応答だけが届く")
  func secondRefreshCancelsTheFirst() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.refresh) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.refresh)
    // The first fetch would have answered here.
    await clock.advance(by: .milliseconds(500))
    #expect(calls.value == 2)

    await clock.advance(by: .milliseconds(500))
    await store.receive(.refreshResponse(["投稿2"])) {
      $0.posts = ["投稿2"]
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == 2)
    #expect(store.state.posts == ["投稿2"], "取り消した 1 回目の応答で上書きしてはいけません")
  }

  @Test("キャンセルすると実行中の更新が止まり、その後に応答は届かない")
  func cancelStopsTheInFlightRefresh() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(clock: clock, calls: calls)

    let task = await store.send(.refresh) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelButtonTapped) { $0.isLoading = false }
    await task.finish()
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == 1)
    #expect(store.state == RefreshFeature.State(posts: [], isLoading: false), "キャンセルした更新の応答が届いてはいけません")

    // Refreshing again after a cancel works as before.
    await store.send(.refresh) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.refreshResponse(["投稿2"])) {
      $0.posts = ["投稿2"]
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("表示中の投稿は応答まで残り、応答の一覧（何件でも）でそっくり置き換わる")
  func responseReplacesTheShownPosts() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RefreshFeature.State(posts: ["古い投稿A", "古い投稿B"])
    ) {
      RefreshFeature()
    } withDependencies: {
      $0.postsClient.fetchLatest = {
        try await clock.sleep(for: .seconds(1))
        return ["新着3", "新着2", "新着1"]
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.refresh) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    #expect(store.state.posts == ["古い投稿A", "古い投稿B"], "応答が届くまでは今の投稿を表示したままにします")
    await clock.advance(by: .milliseconds(500))
    await store.receive(.refreshResponse(["新着3", "新着2", "新着1"])) {
      $0.posts = ["新着3", "新着2", "新着1"]
      $0.isLoading = false
    }
    await store.finish()
    #expect(store.state.posts == ["新着3", "新着2", "新着1"], "前の一覧に足さず、届いた一覧で置き換えます")
  }

  @Test("取得に失敗すると refreshFailed が届いて isLoading が false に戻り、投稿は前のまま残る")
  func failureEndsLoadingAndKeepsThePosts() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(
      clock: clock, calls: calls, failing: [1],
      initialState: RefreshFeature.State(posts: ["前の投稿"])
    )

    let task = await store.send(.refresh) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.refreshFailed) { $0.isLoading = false }
    await task.finish()
    #expect(store.state == RefreshFeature.State(posts: ["前の投稿"], isLoading: false))

    // The next refresh works as before.
    await store.send(.refresh) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.refreshResponse(["投稿2"])) {
      $0.posts = ["投稿2"]
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("失敗したときも、Store の finish() は isLoading が false になってから戻る")
  func storeFinishReturnsAfterTheFailureIsApplied() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let calls = LockIsolated(0)
      let store = Store(initialState: RefreshFeature.State(posts: ["前の投稿"])) {
        RefreshFeature()
      } withDependencies: {
        $0.postsClient = Self.client(clock: clock, calls: calls, failing: [1])
      }

      let refreshing = Task {
        await store.send(.refresh).finish()
        return store.state
      }
      await clock.advance(by: .seconds(1))
      let stateWhenFinished = await refreshing.value
      #expect(
        stateWhenFinished == RefreshFeature.State(posts: ["前の投稿"], isLoading: false),
        "失敗しても、くるくるを止める（isLoading = false）までは finish() が戻ってはいけません"
      )
    }
  }

  @Test("表示中の投稿がある状態でキャンセルしても、投稿はそのまま残る")
  func cancelKeepsTheShownPosts() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = Self.makeStore(
      clock: clock, calls: calls, initialState: RefreshFeature.State(posts: ["前の投稿A", "前の投稿B"])
    )

    await store.send(.refresh) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelButtonTapped) { $0.isLoading = false }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(store.state == RefreshFeature.State(posts: ["前の投稿A", "前の投稿B"], isLoading: false))
  }
}
