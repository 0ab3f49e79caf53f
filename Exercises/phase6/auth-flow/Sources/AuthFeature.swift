// 練習問題: phase6/auth-flow — 認証フロー
//
// ログインの段階を enum の状態機械で表します。
//   loggedOut → loggingIn → loggedIn → loggingOut → loggedOut
// サーバーからの強制ログアウト（`.forceLogout`）は、ログイン中かログイン済みなら、通信中のログインを
// キャンセルして loggingOut に進み、ログアウトの API を呼びます（1 つの Effect をキャンセルし、別の Effect を
// 始めることを、1 回の Action でまとめて行います）。
//
// 型:
//   - State（enum）: `.loggedOut(errorMessage:)` / `.loggingIn` / `.loggedIn(User)` / `.loggingOut`
//   - Action:
//       `.loginButtonTapped(username:password:)` ログインボタン
//       `.loginSucceeded(User)`                   ログイン成功（Effect から送る）
//       `.loginFailed`                            ログイン失敗（Effect から送る）
//       `.logoutButtonTapped`                     ログアウトボタン
//       `.logoutFinished`                         ログアウト完了（Effect から送る）
//       `.forceLogout`                            強制ログアウト
//   - 依存関係: `@Dependency(\.authClient)`（`login(username, password)` は async throws、`logout()` は async）
//
// 求める動き:
//   1. `.loginButtonTapped`: `.loggedOut` のときだけ `.loggingIn` にして `login` を呼ぶ。
//      それ以外の段階（ログイン中の 2 回目のタップなど）では何もしない（2 回目の要求を送らない）
//   2. ログインに成功したら `.loginSucceeded(user)` → `.loggedIn(user)`。`user` は `login` が返した値をそのまま使う
//      （入力したユーザー名から作らない。テストのサーバーは表示名の入った User を返す）。
//      失敗したら `.loginFailed` → `.loggedOut(errorMessage: loginFailedMessage)`
//   3. `.logoutButtonTapped`: `.loggedIn` のときだけ `.loggingOut` にして `logout` を呼び、
//      `logout` が終わってから `.logoutFinished` → `.loggedOut(errorMessage: nil)`
//   4. `.forceLogout`: `.loggingIn` か `.loggedIn` なら、通信中のログインをキャンセルし（遅れた応答は届かない）、
//      3. と同じく `.loggingOut` にして `logout` を呼び、終わったら `.loggedOut(errorMessage: nil)`。
//      `.loggingOut`（もうログアウト中）と `.loggedOut`（エラーを表示中でも）では何もしない
//
// `switch (state, action)` で、(今の段階, 届いた Action) の組ごとに書きましょう。
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

  @Dependency(\.authClient) var authClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch (state, action) {
      // TODO: (今の段階, 届いた Action) の組ごとに case を書く。例: `case let (.loggedOut, .loginButtonTapped(username, password)):`
      default:
        return .none
      }
    }
  }
}
