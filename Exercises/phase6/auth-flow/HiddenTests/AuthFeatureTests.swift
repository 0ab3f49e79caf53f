import Composable
import Testing

@testable import Phase6AuthFlow

/// Hidden tests for phase6/auth-flow: every transition of the enum state machine, force logout
/// (the seed's semantics: cancel the login in flight, go to `loggingOut`, call the logout API;
/// ignored while logged out or logging out), and the ignored second tap. Requests take time on a `TestClock`.
@MainActor
@Suite("認証フロー", .serialized)
struct AuthFeatureTests {
  struct InvalidCredentials: Error {}

  /// Requests made to the fake client, in order: "login:<user>" or "logout".
  typealias Calls = LockIsolated<[String]>

  /// The user the server returns for a username: a display name the reducer cannot make up.
  nonisolated static func user(_ username: String) -> User {
    User(name: ["taro": "山田 太郎", "hanako": "佐藤 花子"][username] ?? "?")
  }

  /// A client whose login takes 1 s (password "pw" succeeds, returning `user(username)`) and whose
  /// logout takes 1 s.
  /// `cancelled` records each login cancelled while it waited, so a test can see that a forced
  /// logout reached the request itself instead of racing a late response against its own steps.
  static func client(
    clock: TestClock<Duration>, calls: Calls, cancelled: Calls = Calls([])
  ) -> AuthClient {
    AuthClient(
      login: { username, password in
        calls.withValue { $0.append("login:\(username)") }
        do {
          try await clock.sleep(for: .seconds(1))
        } catch {
          cancelled.withValue { $0.append("login:\(username)") }
          throw error
        }
        guard password == "pw" else { throw InvalidCredentials() }
        return user(username)
      },
      logout: {
        calls.withValue { $0.append("logout") }
        try? await clock.sleep(for: .seconds(1))
      }
    )
  }

  static func makeStore(
    _ state: AuthFeature.State = .loggedOut(), clock: TestClock<Duration>, calls: Calls,
    cancelled: Calls = Calls([])
  ) -> TestStore<AuthFeature.State, AuthFeature.Action> {
    let store = TestStore(initialState: state) {
      AuthFeature()
    } withDependencies: {
      $0.authClient = client(clock: clock, calls: calls, cancelled: cancelled)
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("ログインに成功すると loggedOut → loggingIn → loggedIn と進む")
  func loginSuccess() async {
    let clock = TestClock()
    let calls = Calls([])
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.loginButtonTapped(username: "taro", password: "pw")) { $0 = .loggingIn }
    await clock.advance(by: .seconds(1))
    await store.receive(.loginSucceeded(Self.user("taro"))) { $0 = .loggedIn(Self.user("taro")) }
    #expect(calls.value == ["login:taro"])
    await store.finish()
  }

  @Test("ログインに失敗するとエラー付きの loggedOut に戻り、もう一度ログインできる")
  func loginFailureReturnsToLoggedOutWithError() async {
    let clock = TestClock()
    let calls = Calls([])
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.loginButtonTapped(username: "taro", password: "wrong")) { $0 = .loggingIn }
    await clock.advance(by: .seconds(1))
    await store.receive(.loginFailed) { $0 = .loggedOut(errorMessage: "ログインに失敗しました") }

    await store.send(.loginButtonTapped(username: "taro", password: "pw")) { $0 = .loggingIn }
    await clock.advance(by: .seconds(1))
    await store.receive(.loginSucceeded(Self.user("taro"))) { $0 = .loggedIn(Self.user("taro")) }
    #expect(calls.value == ["login:taro", "login:taro"])
    await store.finish()
  }

  @Test("ログアウトすると loggedIn → loggingOut → loggedOut と進む")
  func logoutGoesThroughLoggingOut() async {
    let clock = TestClock()
    let calls = Calls([])
    let store = Self.makeStore(.loggedIn(User(name: "taro")), clock: clock, calls: calls)

    await store.send(.logoutButtonTapped) { $0 = .loggingOut }
    await clock.advance(by: .milliseconds(999))
    #expect(calls.value == ["logout"])
    #expect(store.state == .loggingOut, "logout() が終わるまでは loggingOut のままのはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.logoutFinished) { $0 = .loggedOut() }
    await store.finish()
  }

  @Test("ログイン中に強制ログアウトすると、ログインをキャンセルして loggingOut になり、logout を呼び終えてから loggedOut になる")
  func forceLogoutMidLoginCancelsTheLoginAndLogsOut() async {
    let clock = TestClock()
    let calls = Calls([])
    let cancelled = Calls([])
    let store = Self.makeStore(clock: clock, calls: calls, cancelled: cancelled)

    await store.send(.loginButtonTapped(username: "taro", password: "pw")) { $0 = .loggingIn }
    await clock.advance(by: .milliseconds(500))
    await store.send(.forceLogout) { $0 = .loggingOut }
    await clock.advance(by: .milliseconds(999))
    #expect(calls.value == ["login:taro", "logout"], "強制ログアウトでは、ログアウトの API を呼ぶはずです")
    #expect(store.state == .loggingOut, "logout() が終わるまでは loggingOut のままのはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.logoutFinished) { $0 = .loggedOut() }
    await clock.advance(by: .seconds(3600))
    #expect(store.state == .loggedOut(), "キャンセルしたログインの応答が届いてはいけません")

    // A new login afterwards gets only its own response.
    await store.send(.loginButtonTapped(username: "hanako", password: "pw")) { $0 = .loggingIn }
    await clock.advance(by: .seconds(1))
    await store.receive(.loginSucceeded(Self.user("hanako"))) {
      $0 = .loggedIn(Self.user("hanako"))
    }
    #expect(calls.value == ["login:taro", "logout", "login:hanako"])
    await store.finish()
    #expect(cancelled.value == ["login:taro"], "強制ログアウトすると、通信中のログイン要求はキャンセルされるはずです")
  }

  @Test("ログイン中にもう一度ログインをタップしても無視され、要求は 1 回だけ")
  func secondLoginTapWhileLoggingInIsIgnored() async {
    let clock = TestClock()
    let calls = Calls([])
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.loginButtonTapped(username: "taro", password: "pw")) { $0 = .loggingIn }
    await clock.advance(by: .milliseconds(500))
    await store.send(.loginButtonTapped(username: "taro", password: "pw"))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.loginSucceeded(Self.user("taro"))) { $0 = .loggedIn(Self.user("taro")) }
    await clock.advance(by: .seconds(3600))
    #expect(calls.value == ["login:taro"])
    await store.finish()
  }

  @Test("ログイン済みで強制ログアウトすると loggingOut になり、logout を呼び終えてから loggedOut になる。ログアウト中の強制ログアウトは何もしない")
  func forceLogoutFromLoggedInAndLoggingOut() async {
    let clock = TestClock()
    let calls = Calls([])
    let store = Self.makeStore(.loggedIn(User(name: "taro")), clock: clock, calls: calls)

    await store.send(.forceLogout) { $0 = .loggingOut }
    await clock.advance(by: .milliseconds(500))
    await store.send(.forceLogout)
    await clock.advance(by: .milliseconds(499))
    #expect(store.state == .loggingOut, "logout() が終わるまでは loggingOut のままのはずです")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.logoutFinished) { $0 = .loggedOut() }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == ["logout"], "ログアウト中の強制ログアウトで、logout をもう一度呼んではいけません")
  }

  @Test("段階に合わないボタンは無視される（ログアウト中のログイン、ログアウト状態のログアウトなど）")
  func buttonsInTheWrongStateAreIgnored() async {
    let clock = TestClock()
    let calls = Calls([])

    let loggedOut = Self.makeStore(.loggedOut(errorMessage: "ログインに失敗しました"), clock: clock, calls: calls)
    await loggedOut.send(.logoutButtonTapped)

    let loggedIn = Self.makeStore(.loggedIn(User(name: "taro")), clock: clock, calls: calls)
    await loggedIn.send(.loginButtonTapped(username: "hanako", password: "pw"))

    let loggingOut = Self.makeStore(.loggingOut, clock: clock, calls: calls)
    await loggingOut.send(.loginButtonTapped(username: "hanako", password: "pw"))
    await loggingOut.send(.logoutButtonTapped)

    await clock.advance(by: .seconds(3600))
    #expect(calls.value == [])
    await loggedOut.finish()
    await loggedIn.finish()
    await loggingOut.finish()
    #expect(loggedIn.state == .loggedIn(User(name: "taro")))
    #expect(loggingOut.state == .loggingOut)
  }

  @Test("ログイン後の User はサーバーの応答のもの（入力したユーザー名から作らない）")
  func loggedInUserComesFromTheServer() async {
    let clock = TestClock()
    let calls = Calls([])
    let store = Self.makeStore(clock: clock, calls: calls)

    await store.send(.loginButtonTapped(username: "hanako", password: "pw")) { $0 = .loggingIn }
    await clock.advance(by: .seconds(1))
    await store.receive(.loginSucceeded(User(name: "佐藤 花子"))) {
      $0 = .loggedIn(User(name: "佐藤 花子"))
    }
    await store.finish()
  }

  @Test("ログアウト状態（エラーを表示中でも）の強制ログアウトは何もしない（エラーも消さず、logout も呼ばない）")
  func forceLogoutWhileLoggedOutDoesNothing() async {
    let clock = TestClock()
    let calls = Calls([])
    let store = Self.makeStore(
      .loggedOut(errorMessage: AuthFeature.loginFailedMessage), clock: clock, calls: calls
    )

    await store.send(.forceLogout)
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(calls.value == [])
  }

}
