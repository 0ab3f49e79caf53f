import Composable
import Testing

@testable import Phase7LoginViewAction

/// A stand-in for the SwiftUI view: `@ViewAction(for:)` lets it send only `Action.View` cases,
/// as `send(.loginButtonTapped)`. It compiles only while `LoginFeature.Action` is a `ViewAction`.
@MainActor
@ViewAction(for: LoginFeature.self)
struct LoginScreen {
  let store: StoreOf<LoginFeature>
}

/// Hidden tests for phase7/login-view-action: bindings that live in `Action.View` (sent with
/// `\.view.binding.…`), the error cleared on typing, the guarded button, success with the delegate,
/// failure that clears only the password, and a view that sends view actions only.
@MainActor
@Suite("View の Action だけを送るログイン画面", .serialized)
struct LoginFeatureTests {
  struct InvalidCredentials: Error {}

  /// A client that records each call, waits one second on `clock`, and accepts "correct-horse".
  static func client(clock: TestClock<Duration>, calls: LockIsolated<[String]>) -> LoginClient {
    LoginClient(login: { email, password in
      calls.withValue { $0.append("\(email)/\(password)") }
      try await clock.sleep(for: .seconds(1))
      guard password == "correct-horse" else { throw InvalidCredentials() }
      return "token:\(email)"
    })
  }

  static func makeStore(
    _ state: LoginFeature.State = LoginFeature.State(), clock: TestClock<Duration>,
    calls: LockIsolated<[String]>
  ) -> TestStoreOf<LoginFeature> {
    let store = TestStore(initialState: state) {
      LoginFeature()
    } withDependencies: {
      $0.loginClient = client(clock: clock, calls: calls)
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("画面のバインディング（\\.view.binding）でメールアドレスとパスワードが入る")
  func viewBindingsWrite() async {
    let calls = LockIsolated<[String]>([])
    let store = Self.makeStore(clock: TestClock(), calls: calls)
    await store.send(\.view.binding.email, "taro@example.com") {
      $0.email = "taro@example.com"
    }
    await store.send(.view(.binding(.set(\.password, "correct-horse")))) {
      $0.password = "correct-horse"
    }
    #expect(store.state.canSubmit)
  }

  @Test("入力が足りないとき（@ がない、パスワードが 8 文字未満）は、ボタンを押してもログインしない")
  func invalidInputDoesNothing() async {
    let calls = LockIsolated<[String]>([])
    let clock = TestClock()
    let noAt = Self.makeStore(LoginFeature.State(email: "taro.example.com", password: "correct-horse"), clock: clock, calls: calls)
    await noAt.send(.view(.loginButtonTapped))
    let shortPassword = Self.makeStore(LoginFeature.State(email: "taro@example.com", password: "1234567"), clock: clock, calls: calls)
    await shortPassword.send(.view(.loginButtonTapped))
    await clock.advance(by: .seconds(5))
    #expect(calls.value.isEmpty)
  }

  @Test("パスワードがちょうど 8 文字なら、ログインを始める")
  func exactlyEightCharactersIsEnough() async {
    let calls = LockIsolated<[String]>([])
    let clock = TestClock()
    let store = Self.makeStore(
      LoginFeature.State(email: "taro@example.com", password: "12345678"), clock: clock, calls: calls
    )
    await store.send(.view(.loginButtonTapped)) { $0.isLoggingIn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.loginFailed) {
      $0.isLoggingIn = false
      $0.password = ""
      $0.errorMessage = LoginFeature.failedMessage
    }
    #expect(calls.value == ["taro@example.com/12345678"])
  }

  @Test("ログインできたら、ログイン中を終えて親に delegate Action でトークンを知らせる")
  func successTellsTheParent() async {
    let calls = LockIsolated<[String]>([])
    let clock = TestClock()
    let store = Self.makeStore(
      LoginFeature.State(email: "taro@example.com", password: "correct-horse"), clock: clock, calls: calls
    )
    await store.send(.view(.loginButtonTapped)) { $0.isLoggingIn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.loginSucceeded, "token:taro@example.com") { $0.isLoggingIn = false }
    await store.receive(\.delegate.loggedIn, "token:taro@example.com")
    #expect(calls.value == ["taro@example.com/correct-horse"])
  }

  @Test("ログイン中にもう一度押しても、要求は 1 回だけ")
  func secondTapWhileLoggingInIsIgnored() async {
    let calls = LockIsolated<[String]>([])
    let clock = TestClock()
    let store = Self.makeStore(
      LoginFeature.State(email: "taro@example.com", password: "correct-horse"), clock: clock, calls: calls
    )
    await store.send(.view(.loginButtonTapped)) { $0.isLoggingIn = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.view(.loginButtonTapped))
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.loginSucceeded) { $0.isLoggingIn = false }
    await store.receive(\.delegate.loggedIn)
    await clock.advance(by: .seconds(5))
    #expect(calls.value.count == 1)
  }

  @Test("失敗したら、パスワードだけを空にしてエラーを出す（メールアドレスは残る）")
  func failureClearsOnlyThePassword() async {
    let calls = LockIsolated<[String]>([])
    let clock = TestClock()
    let store = Self.makeStore(
      LoginFeature.State(email: "taro@example.com", password: "wrong-horse"), clock: clock, calls: calls
    )
    await store.send(.view(.loginButtonTapped)) { $0.isLoggingIn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.loginFailed) {
      $0.isLoggingIn = false
      $0.password = ""
      $0.errorMessage = LoginFeature.failedMessage
    }
  }

  @Test("エラーの後にメールアドレスかパスワードを打ち直すと、エラーが消える")
  func typingClearsTheError() async {
    let calls = LockIsolated<[String]>([])
    let shown = LoginFeature.State(email: "taro@example.com", errorMessage: LoginFeature.failedMessage)
    let password = Self.makeStore(shown, clock: TestClock(), calls: calls)
    await password.send(\.view.binding.password, "c") {
      $0.password = "c"
      $0.errorMessage = nil
    }
    let email = Self.makeStore(shown, clock: TestClock(), calls: calls)
    await email.send(\.view.binding.email, "hanako@example.com") {
      $0.email = "hanako@example.com"
      $0.errorMessage = nil
    }
  }

  @Test("@ViewAction の画面から send(.loginButtonTapped) でログインできる")
  func aViewSendsViewActions() async {
    let calls = LockIsolated<[String]>([])
    // No clock here: a plain Store has no serial executor, so the answer comes at once.
    let store = Store(initialState: LoginFeature.State(email: "taro@example.com", password: "correct-horse")) {
      LoginFeature()
    } withDependencies: {
      $0.loginClient = LoginClient(login: { email, password in
        calls.withValue { $0.append("\(email)/\(password)") }
        return "token:\(email)"
      })
    }
    let screen = LoginScreen(store: store)
    let task = screen.send(.loginButtonTapped)
    #expect(store.isLoggingIn)
    await task.finish()
    #expect(!store.isLoggingIn)
    #expect(calls.value == ["taro@example.com/correct-horse"])
  }
}
