// 参考解答: phase7/login-view-action — View の Action だけを送るログイン画面
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
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding(\.email)), .view(.binding(\.password)):
        state.errorMessage = nil
        return .none

      case .view(.binding):
        return .none

      case .view(.loginButtonTapped):
        guard state.canSubmit else { return .none }
        state.isLoggingIn = true
        state.errorMessage = nil
        return .run { [email = state.email, password = state.password] send in
          let token = try await loginClient.login(email, password)
          await send(.loginSucceeded(token: token))
        } catch: { _, send in
          await send(.loginFailed)
        }

      case let .loginSucceeded(token):
        state.isLoggingIn = false
        return .send(.delegate(.loggedIn(token: token)))

      case .loginFailed:
        state.isLoggingIn = false
        state.password = ""
        state.errorMessage = Self.failedMessage
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
