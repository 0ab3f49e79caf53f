// 参考解答: phase7/newsletter-form — 登録フォームのテスト
import Composable
import Testing

@testable import Phase7NewsletterForm

@MainActor
struct NewsletterFormFeatureTests {
  struct SubscribeError: Error {}

  @Test func emailIsNormalizedAndEditingClearsTheError() async {
    let store = TestStore(
      initialState: NewsletterFormFeature.State(errorMessage: NewsletterFormFeature.subscribeFailedMessage)
    ) {
      NewsletterFormFeature()
    }

    await store.send(\.binding.email, " Taro@Example.com ") {
      $0.email = "taro@example.com"
      $0.errorMessage = nil
    }
    #expect(store.state.isEmailValid)
  }

  @Test func editingAnyFieldClearsTheError() async {
    let store = TestStore(
      initialState: NewsletterFormFeature.State(errorMessage: NewsletterFormFeature.subscribeFailedMessage)
    ) {
      NewsletterFormFeature()
    }

    await store.send(\.binding.frequency, .monthly) {
      $0.frequency = .monthly
      $0.errorMessage = nil
    }
  }

  @Test func submitNeedsAValidEmailAndConsent() async {
    let store = TestStore(initialState: NewsletterFormFeature.State()) {
      NewsletterFormFeature()
    }

    await store.send(\.binding.email, "taro@") { $0.email = "taro@" }
    await store.send(\.binding.agreesToTerms, true) { $0.agreesToTerms = true }
    #expect(!store.state.canSubmit)
    await store.send(.submitButtonTapped)

    await store.send(\.binding.email, "taro@example.com") { $0.email = "taro@example.com" }
    await store.send(\.binding.agreesToTerms, false) { $0.agreesToTerms = false }
    #expect(!store.state.canSubmit)
    await store.send(.submitButtonTapped)
  }

  @Test func submitSendsTheChosenFrequencyOnce() async {
    let clock = TestClock()
    let requests = LockIsolated<[String]>([])
    let store = TestStore(
      initialState: NewsletterFormFeature.State(email: "taro@example.com", agreesToTerms: true)
    ) {
      NewsletterFormFeature()
    } withDependencies: {
      $0.newsletterClient.subscribe = { email, frequency in
        requests.withValue { $0.append("\(email) \(frequency.rawValue)") }
        try await clock.sleep(for: .seconds(1))
      }
    }

    await store.send(\.binding.frequency, .daily) { $0.frequency = .daily }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    #expect(!store.state.canSubmit)
    await store.send(.submitButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.subscribeFinished) {
      $0.isSubmitting = false
      $0.isSubscribed = true
    }
    #expect(requests.value == ["taro@example.com daily"])
  }

  @Test func failureShowsAnErrorAndAllowsRetry() async {
    let attempts = LockIsolated(0)
    let store = TestStore(
      initialState: NewsletterFormFeature.State(email: "taro@example.com", agreesToTerms: true)
    ) {
      NewsletterFormFeature()
    } withDependencies: {
      $0.newsletterClient.subscribe = { _, _ in
        attempts.withValue { $0 += 1 }
        if attempts.value == 1 { throw SubscribeError() }
      }
    }

    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(.subscribeFailed) {
      $0.isSubmitting = false
      $0.errorMessage = NewsletterFormFeature.subscribeFailedMessage
    }
    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
      $0.errorMessage = nil
    }
    await store.receive(.subscribeFinished) {
      $0.isSubmitting = false
      $0.isSubscribed = true
    }
  }
}
