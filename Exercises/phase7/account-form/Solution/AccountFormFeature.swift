// 参考解答: phase7/account-form — アカウント登録フォーム
import Composable
import Foundation

/// サーバーに登録されたアカウント。
struct Account: Equatable, Sendable {
  var id: UUID
  var username: String
  var email: String
}

/// アカウント登録 API。テストでは `withDependencies` で差し替えられます。
struct AccountClient: Sendable {
  /// アカウントを登録し、サーバーが作ったアカウントを返します。失敗すると throw します。
  var register: @Sendable (_ username: String, _ email: String, _ password: String) async throws -> Account
}

extension AccountClient: DependencyKey {
  /// アプリで使う実装: 入力をそのままアカウントにします。
  static let liveValue = AccountClient(register: { username, email, _ in
    Account(id: UUID(), username: username, email: email)
  })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = AccountClient(
    register: unimplemented(
      "AccountClient.register", placeholder: Account(id: UUID(), username: "", email: "")
    )
  )
}

extension DependencyValues {
  /// `@Dependency(\.accountClient)` で取り出す登録 API。
  var accountClient: AccountClient {
    get { self[AccountClient.self] }
    set { self[AccountClient.self] = newValue }
  }
}

/// 入力を検証し、通ったらアカウントを登録する画面。
@Reducer
struct AccountFormFeature {
  /// 画面に出す文言。
  enum Message {
    static let usernameLength = "ユーザー名は 3〜15 文字にしてください"
    static let invalidEmail = "メールアドレスの形式が正しくありません"
    static let passwordTooShort = "パスワードは 8 文字以上にしてください"
    static let registrationFailed = "登録できませんでした。時間をおいてもう一度お試しください"
  }

  @ObservableState
  struct State: Equatable {
    var username = ""
    var email = ""
    var password = ""
    var agreesToTerms = false
    var isSubmitting = false
    var errorMessage: String?
    var account: Account?

    /// ユーザー名の問題点（3〜15 文字）。問題がなければ nil。
    var usernameError: String? {
      (3...15).contains(username.count) ? nil : Message.usernameLength
    }

    /// メールアドレスの問題点（`@` が 1 つ、前後が空でなく、後ろに `.`）。問題がなければ nil。
    var emailError: String? {
      let parts = email.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else {
        return Message.invalidEmail
      }
      return nil
    }

    /// パスワードの問題点（8 文字以上）。問題がなければ nil。
    var passwordError: String? {
      password.count >= 8 ? nil : Message.passwordTooShort
    }

    /// 登録ボタンを押せるかどうか。
    var canSubmit: Bool {
      usernameError == nil && emailError == nil && passwordError == nil && agreesToTerms
        && !isSubmitting
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submitButtonTapped
    case registered(Account)
    case registrationFailed
  }

  @Dependency(\.accountClient) var accountClient

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.email):
        state.email = state.email.trimmingCharacters(in: .whitespaces)
        state.errorMessage = nil
        return .none

      case .binding:
        state.errorMessage = nil
        return .none

      case .submitButtonTapped:
        guard state.canSubmit else { return .none }
        state.isSubmitting = true
        state.errorMessage = nil
        return .run { [username = state.username, email = state.email, password = state.password] send in
          let account = try await accountClient.register(username, email, password)
          await send(.registered(account))
        } catch: { _, send in
          await send(.registrationFailed)
        }

      case let .registered(account):
        state.isSubmitting = false
        state.account = account
        return .none

      case .registrationFailed:
        state.isSubmitting = false
        state.errorMessage = Message.registrationFailed
        return .none
      }
    }
  }
}
