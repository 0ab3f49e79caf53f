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

/// テスト用の TestStore。送信は本物の時間を待たずに API を呼ぶ約束なので、Effect からの Action を待つのは
/// 短い時間（0.25 秒）だけにする。`Task.sleep` で本物の時間を待つ解答は、ここで受け取りに失敗する。
@MainActor
private func makeStore(
  _ state: SignupFormFeature.State = SignupFormFeature.State(),
  signUp: @escaping @Sendable (String, String) async throws -> Void = { _, _ in }
) -> TestStore<SignupFormFeature.State, SignupFormFeature.Action> {
  let store = TestStore(initialState: state) {
    SignupFormFeature()
  } withDependencies: {
    $0.signupClient.signUp = signUp
  }
  store.timeout = .milliseconds(250)
  return store
}

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
    let store = makeStore(state) { email, password in
      calls.withValue { $0.append(Call(email: email, password: password)) }
    }
    await store.send(.submitButtonTapped)
    #expect(calls.value.isEmpty)
  }

  @Test("送信すると送信中になり、入力した email とパスワードをそのまま渡して API を呼び、成功すると登録済みになる")
  func submitSucceeds() async {
    let calls = LockIsolated<[Call]>([])
    let store = makeStore { email, password in
      calls.withValue { $0.append(Call(email: email, password: password)) }
    }
    await store.send(.emailChanged(" Hanako.Sato@Example.jp")) { $0.email = " Hanako.Sato@Example.jp" }
    await store.send(.passwordChanged("Tulip-2026")) { $0.password = "Tulip-2026" }
    await store.send(.passwordConfirmationChanged("Tulip-2026")) {
      $0.passwordConfirmation = "Tulip-2026"
    }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(.signupSucceeded) {
      $0.isSubmitting = false
      $0.isSignedUp = true
    }
    #expect(calls.value == [Call(email: " Hanako.Sato@Example.jp", password: "Tulip-2026")])
  }

  @Test("API が失敗すると送信中が終わり、errorMessage に failureMessage が入る（登録済みにはならない）")
  func submitFails() async {
    let store = makeStore(validState()) { _, _ in throw ServerDown() }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(.signupFailed) {
      $0.isSubmitting = false
      $0.errorMessage = SignupFormFeature.failureMessage
    }
  }

  @Test("失敗の後に送信し直すと、前回のエラーメッセージが消え、成功すると登録済みになる")
  func resubmitClearsError() async {
    let attempts = LockIsolated(0)
    let store = makeStore(validState()) { _, _ in
      let attempt = attempts.withValue { value in
        value += 1
        return value
      }
      if attempt == 1 { throw ServerDown() }
    }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(.signupFailed) {
      $0.isSubmitting = false
      $0.errorMessage = SignupFormFeature.failureMessage
    }
    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
      $0.errorMessage = nil
    }
    await store.receive(.signupSucceeded) {
      $0.isSubmitting = false
      $0.isSignedUp = true
    }
    #expect(attempts.value == 2)
  }

  @Test("送信中にもう一度押しても何も起きず、API は 1 回しか呼ばれない")
  func secondTapWhileSubmittingIsIgnored() async {
    let clock = TestClock()
    let calls = LockIsolated<[Call]>([])
    // サーバーは 1 秒後に答える（テスト用の時計で進める）。
    let store = makeStore(validState()) { email, password in
      calls.withValue { $0.append(Call(email: email, password: password)) }
      try await clock.sleep(for: .seconds(1))
    }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    // Checked at once, before any wait in real time: a request held back by a real `Task.sleep`
    // has not started yet, however long the store's timeout.
    #expect(calls.value.count == 1, "送信したらすぐに API を呼ぶはずです（待つなら依存関係の時計で）")
    await clock.advance(by: .milliseconds(500))
    await store.send(.submitButtonTapped)
    await clock.advance(by: .milliseconds(500))
    await store.receive(.signupSucceeded) {
      $0.isSubmitting = false
      $0.isSignedUp = true
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(
      calls.value == [Call(email: "taro@example.com", password: "password1")],
      "送信中の 2 回目のタップで API を呼んではいけません"
    )
  }
}
