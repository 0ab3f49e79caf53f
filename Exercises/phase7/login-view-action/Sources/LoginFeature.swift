// 練習問題: phase7/login-view-action — View の Action だけを送るログイン画面
//
// ユーザーの話: メールアドレスとパスワードでログインしたい。打ち直したら前のエラーは消えてほしい。
// 間違えたらパスワードだけを空にして、もう一度打たせてほしい。
//
// この画面では、画面（View）が送れる Action を `Action.View` にまとめてあります（`Action: ViewAction`）。
// 入力欄のバインディング（`binding`）も `View` の中にあります。型はできあがっているので、Reducer を書きます。
//
// 型:
//   - State: `email`、`password`、`isLoggingIn`、`errorMessage: String?`、導出した `canSubmit`
//   - Action: `.view(View)`（`View` は `.binding`・`.loginButtonTapped`）、`.loginSucceeded(token:)`、
//             `.loginFailed`、`.delegate(.loggedIn(token:))`
//   - 依存関係: `\.loginClient`（`login(email, password) async throws -> String`）
//
// 求める動き:
//   1. 画面のバインディング（`.view(.binding(…))`）で `email`・`password` が書き換わる
//   2. `email` か `password` が変わったら `errorMessage = nil`
//   3. `.view(.loginButtonTapped)`: `canSubmit` でなければ何もしない（ログイン中の 2 回目のタップも）。
//      そうなら `isLoggingIn = true`・`errorMessage = nil` にして `login(email, password)` を呼ぶ
//   4. 成功したら `.loginSucceeded(token:)` で `isLoggingIn = false` にし、`.delegate(.loggedIn(token:))` を送る
//   5. 失敗したら `.loginFailed` で `isLoggingIn = false`・`password = ""`・`errorMessage = LoginFeature.failedMessage`
//      （メールアドレスは残す）
import Composable

/// ログイン API。テストでは `withDependencies` で差し替えられます。
struct LoginClient: Sendable {
  /// メールアドレスとパスワードでログインし、セッションのトークンを返します。失敗すると throw します。
  var login: @Sendable (_ email: String, _ password: String) async throws -> String
}

extension LoginClient: DependencyKey {
  /// アプリで使う実装: パスワードが "password1" ならログインできます。
  static let liveValue = LoginClient(login: { email, password in
    struct InvalidCredentials: Error {}
    guard password == "password1" else { throw InvalidCredentials() }
    return "token-\(email)"
  })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = LoginClient(login: unimplemented("LoginClient.login", placeholder: ""))
}

extension DependencyValues {
  /// `@Dependency(\.loginClient)` で取り出すログイン API。
  var loginClient: LoginClient {
    get { self[LoginClient.self] }
    set { self[LoginClient.self] = newValue }
  }
}

/// ログイン画面。画面（View）が送れる Action は `Action.View` にまとめ、入力はバインディングで受けます。
@Reducer
struct LoginFeature {
  /// ログインに失敗したときに `errorMessage` へ入れる文言。
  static let failedMessage = "メールアドレスかパスワードが違います"

  @ObservableState
  struct State: Equatable {
    var email = ""
    var password = ""
    var isLoggingIn = false
    var errorMessage: String?

    /// ログインボタンを押せるか: メールアドレスに「@」があり、パスワードが 8 文字以上で、ログイン中でないこと。
    var canSubmit: Bool {
      email.contains("@") && password.count >= 8 && !isLoggingIn
    }
  }

  enum Action: ViewAction {
    /// 画面から送られる Action。
    case view(View)
    /// ログインできた（Effect から送る）。
    case loginSucceeded(token: String)
    /// ログインに失敗した（Effect から送る）。
    case loginFailed
    /// 親への知らせ。
    case delegate(Delegate)

    /// 画面が送れる Action だけを集めた enum。入力欄のバインディングもここに入れます。
    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }

    /// 親に伝えること。
    @CasePathable
    enum Delegate: Equatable {
      case loggedIn(token: String)
    }
  }

  @Dependency(\.loginClient) var loginClient

  var body: some ReducerOf<Self> {
    // TODO: 画面のバインディングが State に届くようにする（バインディングは Action.View の中にあります）
    Reduce { state, action in
      switch action {
      case .view:
        // TODO: 入力が変わったらエラーを消す。ログインボタンでログインを始める
        return .none

      case .loginSucceeded:
        // TODO: ログイン中を終え、親に知らせる
        return .none

      case .loginFailed:
        // TODO: ログイン中を終え、パスワードを空にしてエラーを出す
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
