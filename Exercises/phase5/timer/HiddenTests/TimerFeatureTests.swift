import Composable
import Testing

@testable import Phase5Timer

/// Hidden tests for phase5/timer: a long-living subscription started by the view's `.task`, values
/// shown as they arrive, the end of the stream closing the auction, and cancelling the `.task`
/// ending the subscription (checked through the stream's own termination, not through timing).
@MainActor
@Suite("残り時間の購読", .serialized)
struct TimerFeatureTests {
  /// One subscription the fake server handed out, and how its stream ended.
  final class Subscription: Sendable {
    let stream: AsyncStream<Int>
    let continuation: AsyncStream<Int>.Continuation
    let termination = LockIsolated<String?>(nil)

    init() {
      (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      continuation.onTermination = { [termination] reason in
        switch reason {
        case .cancelled: termination.setValue("cancelled")
        case .finished: termination.setValue("finished")
        @unknown default: termination.setValue("other")
        }
      }
    }
  }

  /// A server that hands out `subscriptions` in order, one per call, recording the auction ids.
  static func makeStore(
    _ state: TimerFeature.State, subscriptions: [Subscription], requested: LockIsolated<[Int]>
  ) -> TestStoreOf<TimerFeature> {
    let store = TestStore(initialState: state) {
      TimerFeature()
    } withDependencies: {
      $0.auctionClient.remainingSeconds = { auctionID in
        let index = requested.withValue { ids -> Int in
          ids.append(auctionID)
          return ids.count - 1
        }
        return index < subscriptions.count ? subscriptions[index].stream : AsyncStream { $0.finish() }
      }
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("表示すると、その画面のオークションの残り時間を購読し、届くたびに表示する")
  func showsEveryValueOfTheSubscription() async {
    let subscription = Subscription()
    let requested = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      TimerFeature.State(auctionID: 42), subscriptions: [subscription], requested: requested
    )

    let task = await store.send(.task)
    for seconds in [95, 64, 33] {
      subscription.continuation.yield(seconds)
      await store.receive(.remainingSecondsChanged(seconds)) { $0.remainingSeconds = seconds }
    }
    #expect(requested.value == [42], "画面のオークション（42）の残り時間を購読するはずです")
    await task.cancel()
  }

  @Test("サーバーのストリームが終わると締め切りになり、残りは 0 になる")
  func endOfStreamClosesTheAuction() async {
    let subscription = Subscription()
    let requested = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      TimerFeature.State(auctionID: 7), subscriptions: [subscription], requested: requested
    )

    let task = await store.send(.task)
    subscription.continuation.yield(3)
    await store.receive(.remainingSecondsChanged(3)) { $0.remainingSeconds = 3 }
    subscription.continuation.finish()
    await store.receive(.auctionClosed) {
      $0.isClosed = true
      $0.remainingSeconds = 0
    }
    await task.finish()
    #expect(!store.state.isEndingSoon, "締め切った後は「まもなく終了」を出しません")
  }

  @Test("画面が消えて .task がキャンセルされると購読をやめ、その後に流れた値は表示しない")
  func cancellingTheTaskEndsTheSubscription() async {
    let subscription = Subscription()
    let requested = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      TimerFeature.State(auctionID: 42), subscriptions: [subscription], requested: requested
    )

    let task = await store.send(.task)
    subscription.continuation.yield(30)
    await store.receive(.remainingSecondsChanged(30)) { $0.remainingSeconds = 30 }
    await task.cancel()
    // The stream itself reports how it ended: a loop that escaped the effect's cancellation (an
    // unstructured Task) never ends it, however the scheduler orders the rest.
    #expect(subscription.termination.value == "cancelled", "画面が消えたら、購読（ストリーム）もキャンセルで終わるはずです")
    subscription.continuation.yield(20)
    await store.finish()
    #expect(store.state.remainingSeconds == 30, "画面が消えた後の値を表示してはいけません")
    #expect(!store.state.isClosed, "画面が消えただけで、締め切りにしてはいけません")
  }

  @Test("もう一度表示すると、新しいストリームで購読し直す（前の値は最初の値が届くまで残る）")
  func appearingAgainSubscribesAgain() async {
    let first = Subscription()
    let second = Subscription()
    let requested = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      TimerFeature.State(auctionID: 42, remainingSeconds: 99), subscriptions: [first, second],
      requested: requested
    )

    let firstTask = await store.send(.task)
    first.continuation.yield(50)
    await store.receive(.remainingSecondsChanged(50)) { $0.remainingSeconds = 50 }
    await firstTask.cancel()

    let secondTask = await store.send(.task)
    second.continuation.yield(41)
    await store.receive(.remainingSecondsChanged(41)) { $0.remainingSeconds = 41 }
    #expect(requested.value == [42, 42], "表示するたびに購読し直すはずです")
    await secondTask.cancel()
  }

  @Test("残りが 10 秒以下になると「まもなく終了」（11 秒ではまだ。値が届く前も出さない）")
  func endingSoonFromTenSeconds() async {
    let subscription = Subscription()
    let requested = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      TimerFeature.State(auctionID: 5), subscriptions: [subscription], requested: requested
    )

    #expect(!store.state.isEndingSoon, "残り時間が届く前は「まもなく終了」を出しません")
    let task = await store.send(.task)
    subscription.continuation.yield(11)
    await store.receive(.remainingSecondsChanged(11)) { $0.remainingSeconds = 11 }
    #expect(!store.state.isEndingSoon, "残り 11 秒ではまだ「まもなく終了」ではありません")
    subscription.continuation.yield(10)
    await store.receive(.remainingSecondsChanged(10)) { $0.remainingSeconds = 10 }
    #expect(store.state.isEndingSoon, "残り 10 秒で「まもなく終了」になるはずです")
    await task.cancel()
  }
}
