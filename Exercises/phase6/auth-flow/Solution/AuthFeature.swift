// 参考解答: phase6/auth-flow — 認証フロー
import Composable

/// ログインしているユーザー。
struct User: Equatable, Sendable {
  var name: String
}

/// 認証 API。テストでは `withDependencies` で差し替えられます。
struct AuthClient: Sendable {
  /// ログインします。ユーザー名かパスワードが違うと throw します。
  var login: @Sendable (_ username: String, _ password: String) async throws -> User
  /// ログアウトします（失敗しません）。
  var logout: @Sendable () async -> Void
}

extension AuthClient: DependencyKey {
  /// アプリで使う実装: パスワードが "password" ならログインできます。
  static let liveValue = AuthClient(
    login: { username, password in
      struct InvalidCredentials: Error {}
      guard password == "password" else { throw InvalidCredentials() }
      return User(name: username)
    },
    logout: {}
  )

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = AuthClient(
    login: unimplemented("AuthClient.login", placeholder: User(name: "")),
    logout: unimplemented("AuthClient.logout")
  )
}

extension DependencyValues {
  /// `@Dependency(\.authClient)` で取り出す認証 API。
  var authClient: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}

/// ログインの段階を enum の状態機械で表す画面。
@Reducer
struct AuthFeature {
  /// ログインに失敗したときに `.loggedOut(errorMessage:)` へ入れる文言。
  static let loginFailedMessage = "ログインに失敗しました"

  /// 4 つの段階。ありえない組み合わせ（ログイン中かつログイン済み、など）は作れません。
  @ObservableState
  enum State: Equatable {
    case loggedOut(errorMessage: String? = nil)
    case loggingIn
    case loggedIn(User)
    case loggingOut
  }

  enum Action: Equatable {
    case loginButtonTapped(username: String, password: String)
    case loginSucceeded(User)
    case loginFailed
    case logoutButtonTapped
    case logoutFinished
    case forceLogout
  }

  enum CancelID { case request }

  @Dependency(\.authClient) var authClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      // (今の段階, 届いた Action) の組で分けると、「この段階でこの Action が来たら」が 1 行で読めます。
      switch (state, action) {
      case let (.loggedOut, .loginButtonTapped(username, password)):
        state = .loggingIn
        return .run { [authClient] send in
          do {
            let user = try await authClient.login(username, password)
            await send(.loginSucceeded(user))
          } catch {
            await send(.loginFailed)
          }
        }
        .cancellable(id: CancelID.request)

      case let (.loggingIn, .loginSucceeded(user)):
        state = .loggedIn(user)
        return .none

      case (.loggingIn, .loginFailed):
        state = .loggedOut(errorMessage: Self.loginFailedMessage)
        return .none

      case (.loggedIn, .logoutButtonTapped), (.loggingIn, .forceLogout), (.loggedIn, .forceLogout):
        state = .loggingOut
        // ログインと同じ ID で cancelInFlight: ログイン中なら、その要求をキャンセルしてからログアウトを始めます。
        return .run { [authClient] send in
          await authClient.logout()
          await send(.logoutFinished)
        }
        .cancellable(id: CancelID.request, cancelInFlight: true)

      case (.loggingOut, .logoutFinished):
        state = .loggedOut()
        return .none

      default:
        // この段階では起きないはずの組（ログイン済みでのログイン、ログアウト中の強制ログアウトなど）は無視します。
        return .none
      }
    }
  }
}
