import Composable
import Testing

@testable import Phase2SignupForm

/// 全部の条件を満たす入力。
private func validState() -> SignupFormFeature.State {
  SignupFormFeature.State(
    email: "taro@example.com", password: "password1", passwordConfirmation: "password1"
  )
}

/// テスト用の API が受け取った (email, password) を記録する。
private struct Call: Equatable, Sendable {
  var email: String
  var password: String
}

private struct ServerDown: Error {}

@MainActor
@Suite("会員登録フォーム")
struct SignupFormFeatureTests {
  @Test("入力した email・パスワード・確認用パスワードが、そのまま State に入る")
  func fieldsUpdateState() async {
    let store = TestStore(initialState: SignupFormFeature.State()) { SignupFormFeature() }
    await store.send(.emailChanged("hanako@example.jp")) { $0.email = "hanako@example.jp" }
    await store.send(.passwordChanged("secret123")) { $0.password = "secret123" }
    await store.send(.passwordConfirmationChanged("secret12")) {
      $0.passwordConfirmation = "secret12"
    }
  }

  @Test(
    "すべての条件を満たすと isFormValid が true（パスワードはちょうど 8 文字でもよい）",
    arguments: [
      ("taro@example.com", "password1", "password1"),
      ("a@b.c", "12345678", "12345678"),
    ]
  )
  func validForms(email: String, password: String, confirmation: String) {
    let state = SignupFormFeature.State(
      email: email, password: password, passwordConfirmation: confirmation
    )
    #expect(state.isFormValid)
  }

  @Test(
    "条件を 1 つでも満たさないと isFormValid が false",
    arguments: [
      ("taroexample.com", "password1", "password1"),  // "@" がない
      ("taro@example", "password1", "password1"),  // "." がない
      ("", "password1", "password1"),  // email が空
      ("taro@example.com", "1234567", "1234567"),  // パスワードが 7 文字
      ("taro@example.com", "password1", "password2"),  // 確認用が違う
      ("taro@example.com", "password1", ""),  // 確認用が空
    ]
  )
  func invalidForms(email: String, password: String, confirmation: String) {
    let state = SignupFormFeature.State(
      email: email, password: password, passwordConfirmation: confirmation
    )
    #expect(!state.isFormValid)
  }

  @Test("入力が正しくないときに送信しても何も起きず、API も呼ばれない")
  func submitWhileInvalidDoesNothing() async {
    let calls = LockIsolated<[Call]>([])
    var state = validState()
    state.passwordConfirmation = "password2"
    let store = TestStore(initialState: state) {
      SignupFormFeature()
    } withDependencies: {
      $0.signupClient.signUp = { email, password in
        calls.withValue { $0.append(Call(email: email, password: password)) }
      }
    }
    await store.send(.submitButtonTapped)
    #expect(calls.value.isEmpty)
  }

  @Test("送信すると送信中になり、入力した email とパスワードで API を呼び、成功すると登録済みになる")
  func submitSucceeds() async {
    let calls = LockIsolated<[Call]>([])
    let store = TestStore(initialState: validState()) {
      SignupFormFeature()
    } withDependencies: {
      $0.signupClient.signUp = { email, password in
        calls.withValue { $0.append(Call(email: email, password: password)) }
      }
    }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(.signupSucceeded) {
      $0.isSubmitting = false
      $0.isSignedUp = true
    }
    #expect(calls.value == [Call(email: "taro@example.com", password: "password1")])
  }

  @Test("API が失敗すると送信中が終わり、errorMessage に failureMessage が入る（登録済みにはならない）")
  func submitFails() async {
    let store = TestStore(initialState: validState()) {
      SignupFormFeature()
    } withDependencies: {
      $0.signupClient.signUp = { _, _ in throw ServerDown() }
    }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(.signupFailed) {
      $0.isSubmitting = false
      $0.errorMessage = SignupFormFeature.failureMessage
    }
  }

  @Test("送信し直すと、前回のエラーメッセージが消える")
  func resubmitClearsError() async {
    var state = validState()
    state.errorMessage = SignupFormFeature.failureMessage
    let store = TestStore(initialState: state) {
      SignupFormFeature()
    } withDependencies: {
      $0.signupClient.signUp = { _, _ in }
    }
    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
      $0.errorMessage = nil
    }
    await store.receive(.signupSucceeded) {
      $0.isSubmitting = false
      $0.isSignedUp = true
    }
  }

  @Test("送信中にもう一度押しても、API は 1 回しか呼ばれない")
  func secondTapWhileSubmittingIsIgnored() async {
    let clock = TestClock()
    let calls = LockIsolated<[Call]>([])
    let store = TestStore(initialState: validState()) {
      SignupFormFeature()
    } withDependencies: {
      // The server takes one second to answer.
      $0.signupClient.signUp = { email, password in
        calls.withValue { $0.append(Call(email: email, password: password)) }
        try await clock.sleep(for: .seconds(1))
      }
    }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.submitButtonTapped)
    await clock.advance(by: .milliseconds(500))
    await store.receive(.signupSucceeded) {
      $0.isSubmitting = false
      $0.isSignedUp = true
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(calls.value == [Call(email: "taro@example.com", password: "password1")], "送信中の 2 回目のタップで API を呼んではいけません")
  }
}
