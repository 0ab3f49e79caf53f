// phase7/newsletter-form — 登録フォーム（できあがった機能です。封印されているので書き換えません。この機能のテストを Tests/ に書きます）
// テストは Exercises/phase7/newsletter-form/Tests/NewsletterFormFeatureTests.swift に書きます。
// 問題文: Lessons/phase7-bindings-forms.md の「登録フォームのテストを書く」。
import Composable

/// 配信の頻度。
enum Frequency: String, CaseIterable, Equatable, Sendable {
  case daily
  case weekly
  case monthly
}

/// 登録 API。テストでは `withDependencies` で差し替えます。
struct NewsletterClient: Sendable {
  /// `email` を `frequency` の頻度で登録します。失敗すると throw します。
  var subscribe: @Sendable (_ email: String, _ frequency: Frequency) async throws -> Void
}

extension NewsletterClient: DependencyKey {
  /// アプリで使う実装: 何もせずに成功します。
  static let liveValue = NewsletterClient(subscribe: { _, _ in })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = NewsletterClient(subscribe: unimplemented("NewsletterClient.subscribe"))
}

extension DependencyValues {
  /// `@Dependency(\.newsletterClient)` で取り出す登録 API。
  var newsletterClient: NewsletterClient {
    get { self[NewsletterClient.self] }
    set { self[NewsletterClient.self] = newValue }
  }
}

/// メールアドレス・配信頻度・規約への同意を入力して登録するフォーム。
@Reducer
struct NewsletterFormFeature {
  /// 登録に失敗したときに `errorMessage` へ入れる文言。
  static let subscribeFailedMessage = "登録できませんでした。時間をおいてもう一度お試しください"

  @ObservableState
  struct State: Equatable {
    var email = ""
    var frequency: Frequency = .weekly
    var agreesToTerms = false
    var isSubmitting = false
    var isSubscribed = false
    var errorMessage: String?

    /// `@` の前後に文字があるメールアドレスか。
    var isEmailValid: Bool {
      let parts = email.split(separator: "@", omittingEmptySubsequences: false)
      return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
    }

    /// 登録ボタンを押せるか。
    var canSubmit: Bool {
      isEmailValid && agreesToTerms && !isSubmitting
    }
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case submitButtonTapped
    case subscribeFinished
    case subscribeFailed
  }

  @Dependency(\.newsletterClient) var newsletterClient

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.email):
        // 前後の空白を除き、小文字にそろえる
        state.email = state.email.trimmingCharacters(in: .whitespaces).lowercased()
        state.errorMessage = nil
        return .none

      case .binding:
        state.errorMessage = nil
        return .none

      case .submitButtonTapped:
        guard state.canSubmit else { return .none }
        state.isSubmitting = true
        state.errorMessage = nil
        return .run { [email = state.email, frequency = state.frequency, newsletterClient] send in
          try await newsletterClient.subscribe(email, frequency)
          await send(.subscribeFinished)
        } catch: { _, send in
          await send(.subscribeFailed)
        }

      case .subscribeFinished:
        state.isSubmitting = false
        state.isSubscribed = true
        return .none

      case .subscribeFailed:
        state.isSubmitting = false
        state.errorMessage = Self.subscribeFailedMessage
        return .none
      }
    }
  }
}
