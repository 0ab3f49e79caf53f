// 参考解答: phase2/signup-form — 会員登録フォーム
import Composable

// MARK: - 依存関係: 会員登録 API（完成済み）

/// 会員登録 API のクライアント。テストでは差し替える。
struct SignupClient: Sendable {
  /// メールアドレスとパスワードで登録する。失敗するとエラーを投げる。
  var signUp: @Sendable (_ email: String, _ password: String) async throws -> Void
}

extension SignupClient: DependencyKey {
  /// アプリで使う実装（この練習では、いつも成功する見本）。
  static let liveValue = SignupClient(signUp: { _, _ in })
}

extension DependencyValues {
  /// `@Dependency(\.signupClient)` で取り出す会員登録 API。
  var signupClient: SignupClient {
    get { self[SignupClient.self] }
    set { self[SignupClient.self] = newValue }
  }
}

// MARK: - フォーム

/// メールアドレス・パスワード・確認用パスワードを入力して送信する会員登録フォーム。
@Reducer
struct SignupFormFeature {
  /// 登録に失敗したときに `errorMessage` に入れる文言。
  static let failureMessage = "登録に失敗しました。もう一度お試しください。"

  /// フォームの状態。
  @ObservableState
  struct State: Equatable {
    var email = ""
    var password = ""
    var passwordConfirmation = ""
    /// 送信中（API の返事待ち）なら true。
    var isSubmitting = false
    /// 登録が済んだら true。
    var isSignedUp = false
    /// 直前の送信が失敗したときのメッセージ。
    var errorMessage: String?

    /// 送信してよい入力か: email に "@" と "." があり、パスワードが 8 文字以上で、確認用と一致する。
    var isFormValid: Bool {
      email.contains("@") && email.contains(".")
        && password.count >= 8
        && passwordConfirmation == password
    }
  }

  /// フォームへの操作と、API の結果。
  enum Action: Equatable {
    case emailChanged(String)
    case passwordChanged(String)
    case passwordConfirmationChanged(String)
    /// 「登録」ボタン。
    case submitButtonTapped
    /// API が成功した。
    case signupSucceeded
    /// API が失敗した。
    case signupFailed
  }

  @Dependency(\.signupClient) var signupClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .emailChanged(email):
        state.email = email
        return .none
      case let .passwordChanged(password):
        state.password = password
        return .none
      case let .passwordConfirmationChanged(confirmation):
        state.passwordConfirmation = confirmation
        return .none
      case .submitButtonTapped:
        guard state.isFormValid, !state.isSubmitting else { return .none }
        state.isSubmitting = true
        state.errorMessage = nil
        return .run { [email = state.email, password = state.password] send in
          do {
            try await signupClient.signUp(email, password)
            await send(.signupSucceeded)
          } catch {
            await send(.signupFailed)
          }
        }
      case .signupSucceeded:
        state.isSubmitting = false
        state.isSignedUp = true
        return .none
      case .signupFailed:
        state.isSubmitting = false
        state.errorMessage = Self.failureMessage
        return .none
      }
    }
  }
}
