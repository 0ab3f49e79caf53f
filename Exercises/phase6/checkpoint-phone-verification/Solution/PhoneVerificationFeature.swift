// 参考解答: phase6/checkpoint-phone-verification — チェックポイント: 電話番号の確認
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

  enum CancelID {
    case request
    case resendTimer
  }

  @Dependency(\.verificationClient) var verificationClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch (state.step, action) {
      case (.verified, _):
        return .none

      case (.enteringNumber, .sendCodeButtonTapped),
        (.enteringCode, .sendCodeButtonTapped) where state.canResend:
        state.step = .sending
        state.canResend = false
        state.errorMessage = nil
        return .run { [verificationClient, phoneNumber = state.phoneNumber] send in
          try await verificationClient.sendCode(phoneNumber)
          await send(.codeSent)
        } catch: { _, send in
          await send(.sendFailed)
        }
        .cancellable(id: CancelID.request)

      case (.sending, .codeSent):
        state.step = .enteringCode
        return .run { [clock] send in
          try await clock.sleep(for: Self.resendInterval)
          await send(.resendBecameAvailable)
        }
        .cancellable(id: CancelID.resendTimer)

      case (.sending, .sendFailed):
        state.step = .enteringNumber
        state.errorMessage = Self.sendFailedMessage
        return .none

      case (_, .resendBecameAvailable):
        state.canResend = true
        return .none

      case let (.enteringCode, .verifyButtonTapped(code)):
        state.step = .verifying
        state.errorMessage = nil
        return .run { [verificationClient, phoneNumber = state.phoneNumber] send in
          let isCorrect = try await verificationClient.verify(phoneNumber, code)
          await send(isCorrect ? .verified : .codeRejected)
        } catch: { _, send in
          await send(.codeRejected)
        }
        .cancellable(id: CancelID.request)

      case (.verifying, .verified):
        state.step = .verified
        return .cancel(id: CancelID.resendTimer)

      case (.verifying, .codeRejected):
        state.step = .enteringCode
        state.errorMessage = Self.codeRejectedMessage
        return .none

      case (_, .cancelButtonTapped):
        state.step = .enteringNumber
        state.canResend = false
        state.errorMessage = nil
        return .merge(.cancel(id: CancelID.request), .cancel(id: CancelID.resendTimer))

      default:
        return .none
      }
    }
  }
}
