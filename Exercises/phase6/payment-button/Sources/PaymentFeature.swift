// 練習問題: phase6/payment-button — 支払いボタン（先着優先）
//
// 支払いボタンは連打されがちです。支払い中に来たタップは無視して、二重に支払わないようにしてください。
// 最初のタップの支払いだけを最後まで進めます（先着優先）。
//
// 型:
//   - State: `isPaying`（支払い中か）、`receipts`（これまでの領収書番号、古い順）、
//            `errorMessage`（失敗時の文言、通常は nil）
//   - Action:
//       `.payButtonTapped(amount:)`        支払いボタンが押された
//       `.paymentSucceeded(receiptID:)`    支払いに成功した（Effect から送る）
//       `.paymentFailed`                   支払いに失敗した（Effect から送る）
//   - 依存関係: `@Dependency(\.paymentClient)`（`pay(amount)` は async throws で、領収書番号を返す）
//
// 求める動き:
//   1. `.payButtonTapped(amount:)`: 支払い中でなければ `isPaying = true`、`errorMessage = nil` にして
//      `pay(amount)` を呼ぶ。
//   2. 支払い中のタップ（何回でも）は無視する: State は変えず、`pay` も呼ばない。動いている支払いも止めない。
//   3. 成功したら `.paymentSucceeded(receiptID:)` → `isPaying = false`、`receipts` の末尾に
//      サーバーが返した番号を足す（前の領収書は残す）。
//   4. 失敗したら `.paymentFailed` → `isPaying = false`、`errorMessage = paymentFailedMessage`。
//   5. 支払いが終われば（成功でも失敗でも）、次のタップでまた支払える。
//
// ヒント: 本文の「先着優先: State で弾く」の形です。`cancelInFlight: true` は最新優先で、
//         ここでは逆の動き（最初の支払いを止めて 2 回目を払う）になります。
import Composable

/// 支払い API。テストでは `withDependencies` で差し替えられます。
struct PaymentClient: Sendable {
  /// `amount` 円を支払い、サーバーが発行した領収書の番号を返します。失敗すると throw します。
  var pay: @Sendable (_ amount: Int) async throws -> String
}

extension PaymentClient: DependencyKey {
  /// アプリで使う実装: 金額入りの領収書番号を返します。
  static let liveValue = PaymentClient(pay: { amount in "R-\(amount)" })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = PaymentClient(pay: unimplemented("PaymentClient.pay", placeholder: ""))
}

extension DependencyValues {
  /// `@Dependency(\.paymentClient)` で取り出す支払い API。
  var paymentClient: PaymentClient {
    get { self[PaymentClient.self] }
    set { self[PaymentClient.self] = newValue }
  }
}

/// 支払いボタンの画面。支払い中の連打では二重に支払わない（先着優先）。
@Reducer
struct PaymentFeature {
  /// 支払いに失敗したときに `errorMessage` へ入れる文言。
  static let paymentFailedMessage = "支払いに失敗しました"

  @ObservableState
  struct State: Equatable {
    /// 支払い中か。
    var isPaying = false
    /// これまでの領収書番号（古い順）。
    var receipts: [String] = []
    /// 失敗したときの文言。通常は nil。
    var errorMessage: String?
  }

  enum Action: Equatable {
    case payButtonTapped(amount: Int)
    case paymentSucceeded(receiptID: String)
    case paymentFailed
  }

  @Dependency(\.paymentClient) var paymentClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .payButtonTapped:
        // TODO: 支払い中なら何もしない。そうでなければ isPaying・errorMessage を変えて pay を呼ぶ Effect を返す。
        return .none

      case .paymentSucceeded:
        // TODO: isPaying を false にし、領収書番号を receipts の末尾に足す。
        return .none

      case .paymentFailed:
        // TODO: isPaying を false にし、errorMessage を入れる。
        return .none
      }
    }
  }
}
