import Composable
import Testing

@testable import Features

@MainActor
struct SignUpFeatureTests {
  @Test func bindingsValidateAsTheUserTypes() async {
    let store = TestStore(initialState: SignUpFeature.State()) {
      SignUpFeature()
    }
    await store.send(\.binding.email, "blob") {
      $0.email = "blob"
      $0.emailError = "Enter a valid email address."
    }
    await store.send(.binding(.set(\.email, "blob@example.com"))) {
      $0.email = "blob@example.com"
      $0.emailError = nil
    }
    await store.send(\.binding.nickname, "a very long nickname") {
      $0.nickname = "a very long "
    }
    await store.send(\.binding.acceptsTerms, true) {
      $0.acceptsTerms = true
    }
  }

  @Test func submitsWithTheClient() async {
    let store = TestStore(
      initialState: SignUpFeature.State(email: "blob@example.com", acceptsTerms: true)
    ) {
      SignUpFeature()
    } withDependencies: {
      $0.signUpClient.register = { email, nickname in "id-\(email.count)-\(nickname.count)" }
    }
    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
    }
    await store.receive(\.submitResponse.success, "id-16-0") {
      $0.isSubmitting = false
      $0.submittedID = "id-16-0"
    }
  }

  @Test func cannotSubmitTwiceWhileSubmitting() async {
    let store = TestStore(
      initialState: SignUpFeature.State(
        email: "blob@example.com", acceptsTerms: true, isSubmitting: true
      )
    ) {
      SignUpFeature()
    }
    await store.send(.submitButtonTapped)
  }
}
