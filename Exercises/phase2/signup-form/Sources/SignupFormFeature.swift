// 練習問題: phase2/signup-form — 会員登録フォーム
//
// メールアドレス・パスワード・確認用パスワードの 3 つの入力欄と「登録」ボタンを持つフォームです。
// SignupClient（会員登録 API）はできあがっています。
//
// 型:
//   - State: `email`・`password`・`passwordConfirmation`（入力欄）、`isSubmitting`（送信中）、
//            `isSignedUp`（登録済み）、`errorMessage`（失敗したときの文言。普段は nil）、
//            `isFormValid`（計算プロパティ）
//   - Action:
//       `.emailChanged` / `.passwordChanged` / `.passwordConfirmationChanged`   入力欄が変わった
//       `.submitButtonTapped`                                                 「登録」ボタンが押された
//       `.signupSucceeded` / `.signupFailed`                                   API の結果（Effect から送る）
//   - 依存関係: `@Dependency(\.signupClient)`（`signUp(email, password)` は async throws）
//
// 求める動き:
//   1. `isFormValid`: 次の 3 つをすべて満たすとき true。
//      - `email` に "@" と "." の両方が含まれる
//      - `password` が 8 文字以上
//      - `passwordConfirmation` が `password` と同じ
//   2. 入力欄の Action: 入力欄の内容を、小文字にしたり空白を削ったりせずに、そのまま State に入れる。
//   3. `.submitButtonTapped`: `isFormValid` が false なら何もしない（API も呼ばない）。
//      送信中（`isSubmitting` が true）にもう一度押されても何もしない（API は 1 回だけ）。
//      正しければ `isSubmitting` を true にし、前回の `errorMessage` を消して、`.run` の中で
//      すぐに `signupClient.signUp(email, password)` を呼ぶ（`Task.sleep` などで本物の時間を待たない）。
//      成功したら `.signupSucceeded`、エラーが投げられたら `.signupFailed` を送る。
//   4. `.signupSucceeded`: `isSubmitting` を false、`isSignedUp` を true にする。
//   5. `.signupFailed`: `isSubmitting` を false にし、`errorMessage` に `SignupFormFeature.failureMessage` を入れる。
//   失敗の後にもう一度送信すると、`errorMessage` が消えてから API が呼ばれる。
//
// ヒント: `// TODO:` の箇所（`isFormValid` と Reducer の各 Action）を埋めます。
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
      // TODO: 3 つの条件をすべて満たすときだけ true を返す
      false
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
      case .emailChanged:
        // TODO: 入力された文字列を state.email に入れる
        return .none
      case .passwordChanged:
        // TODO: 入力された文字列を state.password に入れる
        return .none
      case .passwordConfirmationChanged:
        // TODO: 入力された文字列を state.passwordConfirmation に入れる
        return .none
      case .submitButtonTapped:
        // TODO: 入力が正しいときだけ、isSubmitting を true・errorMessage を nil にして、
        //       .run { send in … } の中で signupClient.signUp(email, password) を呼ぶ。
        //       成功なら .signupSucceeded、エラーなら .signupFailed を send する。
        return .none
      case .signupSucceeded:
        // TODO: 送信中を終えて、登録済みにする
        return .none
      case .signupFailed:
        // TODO: 送信中を終えて、errorMessage に Self.failureMessage を入れる
        return .none
      }
    }
  }
}
