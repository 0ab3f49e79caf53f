// 練習問題: phase7/account-form — アカウント登録フォーム
//
// バインディングで入力し、検証を通ったらアカウントを登録する画面を作ります。
//
// 型:
//   - State: `username`・`email`・`password`・`agreesToTerms`（バインディングで入力）、
//            `isSubmitting`、`errorMessage: String?`、`account: Account?`（登録できたアカウント）。
//            検証結果 `usernameError`・`emailError`・`passwordError`・`canSubmit` は計算プロパティ
//   - Action: `.binding`、`.submitButtonTapped`、`.registered(Account)`、`.registrationFailed`
//   - 依存関係: `@Dependency(\.accountClient)`（`register(username, email, password) async throws -> Account`）
//
// 求める動き:
//   1. 検証（文言は `Message` の定数）:
//      - `usernameError`: ユーザー名が 3〜15 文字でなければ `Message.usernameLength`
//      - `emailError`: `@` をちょうど 1 つ含み、`@` の前が空でなく、`@` の後ろに `.` を含む、
//        でなければ `Message.invalidEmail`
//      - `passwordError`: 8 文字未満なら `Message.passwordTooShort`
//      - `canSubmit`: 3 つのエラーがすべて nil、`agreesToTerms`、送信中でない、のときだけ true
//   2. `email` の入力は前後の空白を取り除いて State に入れる（ほかの項目はそのまま）。
//   3. どの項目を入力しても `errorMessage` を nil に戻す。
//   4. `.submitButtonTapped`: `canSubmit` でなければ何もしない（`register` も呼ばない）。
//      送れるときは `isSubmitting = true`・`errorMessage = nil` にして `register` を呼ぶ。
//   5. 成功: `.registered(アカウント)` で `account` に `register` が返した値をそのまま入れ、
//      `isSubmitting = false`。入力から `Account` を作ってはいけない。
//   6. 失敗: `.registrationFailed` で `isSubmitting = false`・`errorMessage = Message.registrationFailed`。
//      入力した値は残す（もう一度送れる）。
//   7. 送信中にもう一度 `.submitButtonTapped` が来ても、2 回目の登録は送らない。
//
// ヒント: 検証は計算プロパティで。特定の項目への処理は `case .binding(\.email):`。
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
      // TODO: 3〜15 文字でなければ Message.usernameLength
      nil
    }

    /// メールアドレスの問題点。問題がなければ nil。
    var emailError: String? {
      // TODO: `@` が 1 つ、前が空でない、後ろに `.` がある、でなければ Message.invalidEmail
      nil
    }

    /// パスワードの問題点（8 文字以上）。問題がなければ nil。
    var passwordError: String? {
      // TODO: 8 文字未満なら Message.passwordTooShort
      nil
    }

    /// 登録ボタンを押せるかどうか。
    var canSubmit: Bool {
      // TODO: エラーがなく、規約に同意済みで、送信中でないときだけ true
      false
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
    // TODO: 先頭に BindingReducer() を置く
    Reduce { state, action in
      switch action {
      case .binding:
        // TODO: email の前後の空白を取り除く。どの項目でも errorMessage を nil に戻す
        return .none

      case .submitButtonTapped:
        // TODO: canSubmit を確かめ、isSubmitting にして register を呼ぶ Effect を返す
        return .none

      case .registered:
        // TODO: account に保存し、isSubmitting を戻す
        return .none

      case .registrationFailed:
        // TODO: isSubmitting を戻し、errorMessage を出す
        return .none
      }
    }
  }
}
