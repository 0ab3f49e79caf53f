// 練習問題: phase6/auth-flow — 認証フロー
//
// ログインの状態を enum の状態機械で表します。
//   loggedOut → loggingIn → loggedIn → loggingOut → loggedOut
// サーバーからの強制ログアウト（`.forceLogout`）はどの状態からでも loggedOut に戻し、
// 実行中のログイン（やログアウト）の要求を取り消します。取り消した要求の応答が後から届いてはいけません。
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
//      それ以外の状態（ログイン中の 2 回目のタップなど）では何もしない（2 回目の要求を送らない）。
//   2. ログインに成功したら `.loginSucceeded(user)` → `.loggedIn(user)`。`user` は `login` が返した値をそのまま使う
//      （入力したユーザー名から作らない。テストのサーバーは表示名の入った User を返す）。
//      失敗したら `.loginFailed` → `.loggedOut(errorMessage: loginFailedMessage)`。
//   3. `.logoutButtonTapped`: `.loggedIn` のときだけ `.loggingOut` にして `logout` を呼び、
//      `logout` が終わってから `.logoutFinished` → `.loggedOut(errorMessage: nil)`。
//   4. `.forceLogout`: どの状態からでも（エラーを表示中の `.loggedOut` からでも）`.loggedOut(errorMessage: nil)`
//      にし、実行中の要求を取り消す。
//
// ヒント: 状態ごとに `guard case .loggedOut = state else { return .none }` のように弾けます。
//         取り消しは `.cancellable(id:)` と `.cancel(id:)`。
//         二重タップも State で弾きます。`EffectQueue` の `.discardNew` では 2 本目の要求は捨てられても、
//         State の移り変わり（ログイン済みでのタップで `.loggingIn` になる、など）は防げません。
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

/// ログイン状態をenum の状態機械で表す画面。
@Reducer
struct AuthFeature {
  /// ログインに失敗したときに `.loggedOut(errorMessage:)` へ入れる文言。
  static let loginFailedMessage = "ログインに失敗しました"

  /// 4 つの状態。ありえない組み合わせ（ログイン中かつログイン済み、など）は作れません。
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
      switch action {
      case .loginButtonTapped:
        // TODO: .loggedOut のときだけ .loggingIn にし、login を呼ぶ Effect を返す。
        return .none

      case .loginSucceeded:
        // TODO: .loggingIn なら .loggedIn(user) にする。
        return .none

      case .loginFailed:
        // TODO: .loggingIn なら .loggedOut(errorMessage: Self.loginFailedMessage) にする。
        return .none

      case .logoutButtonTapped:
        // TODO: .loggedIn のときだけ .loggingOut にし、logout を呼ぶ Effect を返す。
        return .none

      case .logoutFinished:
        // TODO: .loggingOut なら .loggedOut() にする。
        return .none

      case .forceLogout:
        // TODO: .loggedOut() にし、実行中の要求を取り消す。
        return .none
      }
    }
  }
}
