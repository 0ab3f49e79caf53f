import Composable
import Testing

@testable import Phase6CheckpointPhoneVerification

/// Hidden tests for phase6/checkpoint-phone-verification (the phase 4–6 checkpoint): a state
/// machine whose taps count only in the right step (one request for a double tap), a resend timer
/// started when the code arrives and never restarted by a wrong code, the failure paths, and a
/// cancel that stops the request and the timer (seen through the fake server and `finish()`,
/// never by waiting for a late answer). Every wait is on a TestClock.
@MainActor
@Suite("チェックポイント: 電話番号の確認", .serialized)
struct PhoneVerificationFeatureTests {
  struct ServerError: Error {}

  /// What the fake server saw.
  struct ServerLog: Equatable {
    var sent: [String] = []
    var checked: [String] = []
    var cancelled: [String] = []
  }

  typealias Feature = PhoneVerificationFeature

  /// A server that answers after 1 s on `clock`; `sendFails` / `verifyFails` make it throw then;
  /// `correctCode` is the code it accepts; a request whose task is cancelled while it waits is
  /// logged in `cancelled`.
  static func makeStore(
    _ state: Feature.State = Feature.State(phoneNumber: "090-1234-5678"),
    clock: TestClock<Duration>, log: LockIsolated<ServerLog>,
    sendFails: Bool = false, verifyFails: Bool = false, correctCode: String = "2468"
  ) -> TestStoreOf<Feature> {
    // The cancellation is recorded by the handler, which runs at once in the task that cancels
    // (the store, during the send that cancels): nothing waits for the cancelled task to unwind.
    @Sendable func wait(_ name: String) async throws {
      try await withTaskCancellationHandler {
        try await clock.sleep(for: .seconds(1))
      } onCancel: {
        log.withValue { $0.cancelled.append(name) }
      }
    }
    let store = TestStore(initialState: state) {
      Feature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.verificationClient = VerificationClient(
        sendCode: { number in
          log.withValue { $0.sent.append(number) }
          try await wait("sendCode")
          if sendFails { throw ServerError() }
        },
        verify: { number, code in
          log.withValue { $0.checked.append("\(number):\(code)") }
          try await wait("verify")
          if verifyFails { throw ServerError() }
          return code == correctCode
        }
      )
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  /// Sends the code and lets it arrive (1 s), leaving the resend timer running.
  static func sendAndArrive(_ store: TestStoreOf<Feature>, _ clock: TestClock<Duration>) async {
    await store.send(.sendCodeButtonTapped) { $0.step = .sending }
    await clock.advance(by: .seconds(1))
    await store.receive(.codeSent) { $0.step = .enteringCode }
  }

  @Test("コードを送ると、届いてからちょうど 30 秒後に、もう一度送れるようになる")
  func resendBecomesAvailableThirtySecondsAfterArrival() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await Self.sendAndArrive(store, clock)
    #expect(log.value.sent == ["090-1234-5678"], "State の電話番号にコードを送るはずです")
    await clock.advance(by: .milliseconds(29_999))
    #expect(!store.state.canResend, "コードが届いてから 30 秒経つまでは、もう一度送れないはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.resendBecameAvailable) { $0.canResend = true }
    await store.finish()
  }

  @Test("送っている間にもう一度押しても、コードは 1 回しか送らない")
  func doubleTapSendsOnce() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await store.send(.sendCodeButtonTapped) { $0.step = .sending }
    await store.send(.sendCodeButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.codeSent) { $0.step = .enteringCode }
    #expect(log.value.sent.count == 1, "送っている間のタップは無視するはずです（\(log.value.sent.count) 回送りました）")
    await store.send(.cancelButtonTapped) { $0.step = .enteringNumber }
    await store.finish()
  }

  @Test("コードを送れなかったら、電話番号の入力に戻ってエラーを出す（タイマーは動かない）")
  func sendFailureGoesBackWithAMessage() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log, sendFails: true)
    await store.send(.sendCodeButtonTapped) { $0.step = .sending }
    await clock.advance(by: .seconds(1))
    await store.receive(.sendFailed) {
      $0.step = .enteringNumber
      $0.errorMessage = Feature.sendFailedMessage
    }
    await store.finish()
  }

  @Test("30 秒経つ前の「もう一度送る」は無視し、経った後なら送り直してタイマーも始め直す")
  func resendOnlyAfterTheWait() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await Self.sendAndArrive(store, clock)
    await clock.advance(by: .seconds(10))
    await store.send(.sendCodeButtonTapped)
    #expect(log.value.sent.count == 1, "30 秒経つ前は、もう一度送らないはずです")
    await clock.advance(by: .seconds(20))
    await store.receive(.resendBecameAvailable) { $0.canResend = true }
    await store.send(.sendCodeButtonTapped) {
      $0.step = .sending
      $0.canResend = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.codeSent) { $0.step = .enteringCode }
    #expect(log.value.sent.count == 2)
    await clock.advance(by: .seconds(30))
    await store.receive(.resendBecameAvailable) { $0.canResend = true }
    await store.finish()
  }

  @Test("正しいコードで確認できたら、もう一度送るためのタイマーもキャンセルする")
  func correctCodeVerifiesAndStopsTheTimer() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await Self.sendAndArrive(store, clock)
    await store.send(.verifyButtonTapped(code: "2468")) { $0.step = .verifying }
    await store.send(.verifyButtonTapped(code: "2468"))
    await clock.advance(by: .seconds(1))
    await store.receive(.verified) { $0.step = .verified }
    #expect(log.value.checked == ["090-1234-5678:2468"], "入力されたコードを 1 回だけ確かめるはずです")
    await store.finish()
    #expect(log.value.cancelled.isEmpty)
  }

  @Test("違うコードならコードの入力に戻ってエラーを出し、タイマーは始め直さない（届いてから 30 秒のまま）")
  func wrongCodeKeepsTheTimerRunning() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await Self.sendAndArrive(store, clock)
    await clock.advance(by: .seconds(10))
    await store.send(.verifyButtonTapped(code: "1111")) { $0.step = .verifying }
    await clock.advance(by: .seconds(1))
    await store.receive(.codeRejected) {
      $0.step = .enteringCode
      $0.errorMessage = Feature.codeRejectedMessage
    }
    await clock.advance(by: .seconds(19))
    await store.receive(.resendBecameAvailable) { $0.canResend = true }
    await store.finish()
  }

  @Test("違うコードの後に確認し直すと、前のエラーを消して確かめ、正しければ確認済みになる")
  func retryingTheCodeClearsTheError() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await Self.sendAndArrive(store, clock)
    await store.send(.verifyButtonTapped(code: "1357")) { $0.step = .verifying }
    await clock.advance(by: .seconds(1))
    await store.receive(.codeRejected) {
      $0.step = .enteringCode
      $0.errorMessage = Feature.codeRejectedMessage
    }
    await store.send(.verifyButtonTapped(code: "2468")) {
      $0.step = .verifying
      $0.errorMessage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.verified) { $0.step = .verified }
    #expect(log.value.checked == ["090-1234-5678:1357", "090-1234-5678:2468"])
    await store.finish()
  }

  @Test("確認の通信に失敗しても、コードの入力に戻ってエラーを出す")
  func verifyFailureGoesBackToTheCode() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log, verifyFails: true)
    await Self.sendAndArrive(store, clock)
    await store.send(.verifyButtonTapped(code: "2468")) { $0.step = .verifying }
    await clock.advance(by: .seconds(1))
    await store.receive(.codeRejected) {
      $0.step = .enteringCode
      $0.errorMessage = Feature.codeRejectedMessage
    }
    await store.send(.cancelButtonTapped) {
      $0.step = .enteringNumber
      $0.errorMessage = nil
    }
    await store.finish()
  }

  @Test("送っている途中のキャンセルは、送る通信をキャンセルして電話番号の入力に戻る")
  func cancelWhileSendingStopsTheRequest() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await store.send(.sendCodeButtonTapped) { $0.step = .sending }
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelButtonTapped) { $0.step = .enteringNumber }
    await store.finish()
    #expect(log.value.cancelled == ["sendCode"], "キャンセルでは、送っている通信をキャンセルするはずです")
  }

  @Test("確かめている途中のキャンセルは、確認の通信とタイマーの両方をキャンセルする")
  func cancelWhileVerifyingStopsEverything() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await Self.sendAndArrive(store, clock)
    await store.send(.verifyButtonTapped(code: "2468")) { $0.step = .verifying }
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelButtonTapped) { $0.step = .enteringNumber }
    await store.finish()
    #expect(log.value.cancelled == ["verify"], "キャンセルでは、確かめている通信をキャンセルするはずです")
    await clock.advance(by: .seconds(60))
    #expect(!store.state.canResend, "キャンセルした後に、もう一度送れるようになってはいけません")
  }

  @Test("コードの入力中・もう一度送れる状態から始めても、送り直せて、前のエラーは消える")
  func resendFromANonEmptyStart() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    var state = Feature.State(phoneNumber: "080-0000-1111")
    state.step = .enteringCode
    state.canResend = true
    state.errorMessage = Feature.codeRejectedMessage
    let store = Self.makeStore(state, clock: clock, log: log)
    await store.send(.sendCodeButtonTapped) {
      $0.step = .sending
      $0.canResend = false
      $0.errorMessage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.codeSent) { $0.step = .enteringCode }
    #expect(log.value.sent == ["080-0000-1111"])
    await store.send(.cancelButtonTapped) { $0.step = .enteringNumber }
    await store.finish()
  }

  @Test("電話番号の入力中の「確認」は何もしない。確認済みになったら、どの操作も何もしない（キャンセルでも戻らない）")
  func verifyOnlyWhileEnteringTheCode() async {
    let clock = TestClock()
    let log = LockIsolated(ServerLog())
    let store = Self.makeStore(clock: clock, log: log)
    await store.send(.verifyButtonTapped(code: "2468"))
    var verified = Feature.State(phoneNumber: "090-1234-5678")
    verified.step = .verified
    let done = Self.makeStore(verified, clock: clock, log: log)
    await done.send(.verifyButtonTapped(code: "2468"))
    await done.send(.sendCodeButtonTapped)
    await done.send(.cancelButtonTapped)
    #expect(log.value.checked.isEmpty && log.value.sent.isEmpty, "この段階では通信しないはずです")
  }
}
