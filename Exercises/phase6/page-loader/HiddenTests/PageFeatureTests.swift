import Composable
import Testing

@testable import Phase6PageLoader

/// Hidden tests for phase6/page-loader: the newest selection wins, older loads are cancelled (their
/// success and their failure), failure keeps the titles, titles come from the client, and the first
/// page is 1.
@MainActor
@Suite("ページ切り替え（最新優先）", .serialized)
struct PageFeatureTests {
  struct LoadError: Error {}

  /// The titles the fake server returns for `page`: three, none of which the reducer could guess.
  nonisolated static func titles(_ page: Int) -> [String] {
    ["\(page)面 速報", "\(page)面 特集", "\(page)面 連載"]
  }

  /// A client where page `p` takes `seconds[p]` seconds (default 1) on `clock`; pages in
  /// `failing` throw at the end of their time. `calls` records every requested page, `cancelled`
  /// every page whose load was cancelled while it waited: a test reads it instead of racing a
  /// load that escaped cancellation against its own steps.
  static func client(
    clock: TestClock<Duration>, calls: LockIsolated<[Int]>,
    seconds: [Int: Int] = [:], failing: Set<Int> = [],
    cancelled: LockIsolated<[Int]> = LockIsolated([])
  ) -> PageClient {
    PageClient(fetch: { page in
      calls.withValue { $0.append(page) }
      do {
        try await clock.sleep(for: .seconds(seconds[page] ?? 1))
      } catch {
        cancelled.withValue { $0.append(page) }
        throw error
      }
      if failing.contains(page) { throw LoadError() }
      return titles(page)
    })
  }

  static func makeStore(
    _ state: PageFeature.State = PageFeature.State(),
    clock: TestClock<Duration>, calls: LockIsolated<[Int]>,
    seconds: [Int: Int] = [:], failing: Set<Int> = [],
    cancelled: LockIsolated<[Int]> = LockIsolated([])
  ) -> TestStore<PageFeature.State, PageFeature.Action> {
    let store = TestStore(initialState: state) {
      PageFeature()
    } withDependencies: {
      $0.pageClient = client(
        clock: clock, calls: calls, seconds: seconds, failing: failing, cancelled: cancelled
      )
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("何も選ぶ前は 1 ページ目（ページ番号は 1 から。見出しなし、読み込み中でない、エラーなし）")
  func startsOnPageOne() {
    #expect(PageFeature.State() == PageFeature.State(page: 1, titles: [], isLoading: false, errorMessage: nil))
  }

  @Test("ページを選ぶと読み込み中になり、届いた見出しで置き換える（それまでは前の見出しのまま）")
  func selectingLoadsThePage() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      PageFeature.State(page: 1, titles: Self.titles(1)), clock: clock, calls: calls)

    await store.send(.pageSelected(4)) {
      $0.page = 4
      $0.isLoading = true
    }
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.titles == Self.titles(1), "新しい見出しが届くまでは前の見出しを残します")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.pageLoaded(Self.titles(4))) {
      $0.titles = Self.titles(4)
      $0.isLoading = false
    }
    await store.finish()
    #expect(calls.value == [4])
  }

  @Test("読み込み中に別のページを選ぶと、前の読み込みは取り消され、最後のページだけが届く")
  func newestSelectionWins() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    let cancelled = LockIsolated<[Int]>([])
    // Page 2 is slow (3 s), page 3 is fast (1 s): without cancelling, page 2 would land last.
    let store = Self.makeStore(
      clock: clock, calls: calls, seconds: [2: 3, 3: 1], cancelled: cancelled)

    await store.send(.pageSelected(2)) {
      $0.page = 2
      $0.isLoading = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.pageSelected(3)) { $0.page = 3 }
    await clock.advance(by: .seconds(1))
    await store.receive(.pageLoaded(Self.titles(3))) {
      $0.titles = Self.titles(3)
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == [2, 3], "新しいページを選んだら、すぐにそのページを読み込みます")
    // A load that escaped cancellation is never cancelled, however fast or slow its late result.
    #expect(cancelled.value == [2], "新しいページを選ぶと、読み込み中のページ 2 はキャンセルされるはずです")
    #expect(store.state.titles == Self.titles(3), "取り消したページ 2 の見出しが後から届いてはいけません")
  }

  @Test("続けて 4 回選ぶと、最後のページだけが 1 回届く")
  func manySelectionsKeepOnlyTheLast() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      PageFeature.State(page: 9, titles: Self.titles(9)), clock: clock, calls: calls,
      seconds: [1: 4, 2: 3, 3: 2, 4: 1])

    await store.send(.pageSelected(1)) {
      $0.page = 1
      $0.isLoading = true
    }
    for page in 2...4 {
      await clock.advance(by: .milliseconds(100))
      await store.send(.pageSelected(page)) { $0.page = page }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.pageLoaded(Self.titles(4))) {
      $0.titles = Self.titles(4)
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == [1, 2, 3, 4])
    #expect(store.state.titles == Self.titles(4))
  }

  @Test("同じページを読み込み中にもう一度選ぶと、読み込み直して結果は 1 回だけ届く")
  func selectingTheSamePageAgainRestarts() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    let store = Self.makeStore(clock: clock, calls: calls, seconds: [5: 2])

    await store.send(.pageSelected(5)) {
      $0.page = 5
      $0.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(.pageSelected(5))
    await clock.advance(by: .milliseconds(1999))
    #expect(store.state.isLoading, "2 回目の選択から 2 秒たつまでは読み込み中です")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.pageLoaded(Self.titles(5))) {
      $0.titles = Self.titles(5)
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == [5, 5])
  }

  @Test("読み込みに失敗すると、見出しはそのままでエラーになり、次の選択でエラーが消える")
  func failureKeepsTitlesAndNextSelectionClearsTheError() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      PageFeature.State(page: 1, titles: Self.titles(1)), clock: clock, calls: calls, failing: [7])

    await store.send(.pageSelected(7)) {
      $0.page = 7
      $0.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.pageFailed) {
      $0.isLoading = false
      $0.errorMessage = "ページを読み込めませんでした"
    }

    await store.send(.pageSelected(8)) {
      $0.page = 8
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.pageLoaded(Self.titles(8))) {
      $0.titles = Self.titles(8)
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("取り消した読み込みの失敗も届かない")
  func cancelledFailureNeverLands() async {
    let clock = TestClock()
    let calls = LockIsolated<[Int]>([])
    let cancelled = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      clock: clock, calls: calls, seconds: [6: 2, 2: 3], failing: [6], cancelled: cancelled)

    await store.send(.pageSelected(6)) {
      $0.page = 6
      $0.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(.pageSelected(2)) { $0.page = 2 }
    await clock.advance(by: .seconds(2))
    #expect(store.state.errorMessage == nil, "取り消したページ 6 の失敗が届いてはいけません")
    await clock.advance(by: .seconds(1))
    await store.receive(.pageLoaded(Self.titles(2))) {
      $0.titles = Self.titles(2)
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(store.state.errorMessage == nil)
    #expect(cancelled.value == [6], "新しいページを選ぶと、読み込み中のページ 6 はキャンセルされるはずです")
  }
}
