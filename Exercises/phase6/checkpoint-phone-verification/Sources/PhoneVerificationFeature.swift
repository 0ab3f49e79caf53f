// 練習問題: phase6/checkpoint-phone-verification — チェックポイント: 電話番号の確認
//
// Phase 4〜6 のまとめです。本文に同じ形の見本はありません。Effect・キャンセル・TestClock で確かめられる待ち時間・
// enum の段階・重なった操作の扱い方を、自分で選んで組み立てます。
//
// ユーザーストーリー: 電話番号に SMS で確認コードを送り、届いたコードを入力して番号を確かめる画面。
// コードが届かないときのために、少し待てば「もう一度送る」ことができる。途中でいつでもやめられる。
//
// 型（できあがっています）:
//   - State: `phoneNumber`、段階 `step`（`.enteringNumber` → `.sending` → `.enteringCode` → `.verifying` → `.verified`）、
//     `canResend`、`errorMessage`
//   - Action: `sendCodeButtonTapped`（「もう一度送る」も同じ）・`codeSent`・`sendFailed`・`resendBecameAvailable`・
//     `verifyButtonTapped(code:)`・`verified`・`codeRejected`・`cancelButtonTapped`
//   - 依存関係: `@Dependency(\.verificationClient)`（`sendCode`・`verify`）、`@Dependency(\.continuousClock)`
//
// 求める動き:
//   1. 電話番号の入力中に「コードを送る」: 送っている段階にしてエラーを消し、State の電話番号にコードを送る。
//      送れたら `.codeSent`、送れなかったら `.sendFailed`
//   2. コードが届いたら（`.codeSent`）コードの入力へ進む。届いてから `resendInterval`（30 秒）経ったら
//      `.resendBecameAvailable` で、もう一度送れるようにする
//   3. 送れなかったら電話番号の入力に戻り、`errorMessage = sendFailedMessage`
//   4. コードの入力中の「コードを送る」は、もう一度送れるときだけ受け付ける（1 と同じく送り直し、待ち時間も数え直す）。
//      それ以外の段階のタップは何もしない（送っている間の連打で 2 回送らない）
//   5. コードの入力中に「確認」: 確かめている段階にしてエラーを消し、電話番号と入力されたコードを確かめる。
//      正しければ `.verified`、違うか通信に失敗したら `.codeRejected`。ほかの段階の「確認」は何もしない
//   6. `.verified` で確認済みにし、もう要らない待ち時間のタイマーもキャンセルする。確認済みになったら、どの操作も何もしない
//   7. `.codeRejected` でコードの入力に戻り、`errorMessage = codeRejectedMessage`。待ち時間は数え直さない
//   8. 「キャンセル」（確認済みの後を除く、いつでも）: 動いている通信とタイマーをキャンセルして、はじめの状態
//      （電話番号の入力・もう一度送れない・エラーなし）に戻る
//
// ヒント: `dojo hint phase6/checkpoint-phone-verification` で 1 つずつ表示できます。
import Composable

/// 確認コードの API。テストでは `withDependencies` で差し替えます。
struct VerificationClient: Sendable {
  /// `phoneNumber` に確認コードを SMS で送ります。失敗すると throw します。
  var sendCode: @Sendable (_ phoneNumber: String) async throws -> Void
  /// 入力された `code` が正しいかをサーバーに確かめます。通信に失敗すると throw します。
  var verify: @Sendable (_ phoneNumber: String, _ code: String) async throws -> Bool
}

extension VerificationClient: DependencyKey {
  /// アプリで使う実装: どのコードも「1234」だけを正しいとします。
  static let liveValue = VerificationClient(
    sendCode: { _ in },
    verify: { _, code in code == "1234" }
  )

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = VerificationClient(
    sendCode: unimplemented("VerificationClient.sendCode"),
    verify: unimplemented("VerificationClient.verify", placeholder: false)
  )
}

extension DependencyValues {
  /// `@Dependency(\.verificationClient)` で取り出す確認コードの API。
  var verificationClient: VerificationClient {
    get { self[VerificationClient.self] }
    set { self[VerificationClient.self] = newValue }
  }
}

/// SMS の確認コードで電話番号を確かめる画面。
@Reducer
struct PhoneVerificationFeature {
  /// コードが届いてから、もう一度送れるようになるまでの時間。
  static let resendInterval: Duration = .seconds(30)
  /// コードを送れなかったときの文言。
  static let sendFailedMessage = "コードを送れませんでした"
  /// コードが違った（または確かめられなかった）ときの文言。
  static let codeRejectedMessage = "コードを確認できませんでした"

  @ObservableState
  struct State: Equatable {
    /// 確かめる電話番号。
    var phoneNumber: String
    /// 今の段階。
    var step: Step = .enteringNumber
    /// もう一度コードを送れるか（コードが届いてから `resendInterval` 経つと true）。
    var canResend = false
    /// 失敗したときの文言。通常は nil。
    var errorMessage: String?

    /// 確認の段階。
    enum Step: Equatable {
      /// 電話番号の入力中（はじめ）。
      case enteringNumber
      /// コードを送っている。
      case sending
      /// 届いたコードの入力中。
      case enteringCode
      /// コードを確かめている。
      case verifying
      /// 確認できた（終わり）。
      case verified
    }
  }

  enum Action: Equatable {
    /// 「コードを送る」（入力中の「もう一度送る」も同じ）。
    case sendCodeButtonTapped
    /// コードを送れた（Effect から）。
    case codeSent
    /// コードを送れなかった（Effect から）。
    case sendFailed
    /// もう一度送れるようになった（Effect から）。
    case resendBecameAvailable
    /// 「確認」。
    case verifyButtonTapped(code: String)
    /// コードが正しかった（Effect から）。
    case verified
    /// コードが違った、または確かめられなかった（Effect から）。
    case codeRejected
    /// 「キャンセル」。
    case cancelButtonTapped
  }

  @Dependency(\.verificationClient) var verificationClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      // TODO: 今の段階と届いた Action の組み合わせで、State を変え、Effect を返す（求める動き 1〜8）。
      return .none
    }
  }
}
