// 参考解答: phase6/payment-button — 支払いボタン（先着優先）
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
      case let .payButtonTapped(amount):
        guard !state.isPaying else { return .none }
        state.isPaying = true
        state.errorMessage = nil
        return .run { [paymentClient] send in
          let receiptID = try await paymentClient.pay(amount)
          await send(.paymentSucceeded(receiptID: receiptID))
        } catch: { _, send in
          await send(.paymentFailed)
        }

      case let .paymentSucceeded(receiptID):
        state.isPaying = false
        state.receipts.append(receiptID)
        return .none

      case .paymentFailed:
        state.isPaying = false
        state.errorMessage = Self.paymentFailedMessage
        return .none
      }
    }
  }
}
