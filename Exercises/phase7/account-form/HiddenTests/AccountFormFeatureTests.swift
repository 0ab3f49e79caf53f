import Composable
import Foundation
import Testing

@testable import Phase7AccountForm

/// Hidden tests for phase7/account-form: validation as derived state, bindings (email trimmed,
/// every edit clears the error), one registration at a time, the account taken from the client,
/// and the failure path keeping the input.
@MainActor
@Suite("アカウント登録フォーム", .serialized)
struct AccountFormFeatureTests {
  typealias Message = AccountFormFeature.Message
  struct RegisterError: Error {}

  /// A filled-in form that passes every check.
  static let valid = AccountFormFeature.State(
    username: "hanako_y", email: "hanako@example.jp", password: "correct-horse", agreesToTerms: true
  )

  /// The account the server makes: nothing the reducer could build from the input.
  nonisolated static let serverAccount = Account(
    id: UUID(uuidString: "6F1C2A4E-93B7-4D0E-8A55-0C3D9E7B21AF")!,
    username: "hanako_y#4821", email: "hanako@example.jp"
  )

  @Test("ユーザー名は 3〜15 文字", arguments: [
    ("", false), ("ab", false), ("abc", true), ("ユーザー名です", true),
    ("fifteen_chars__", true), ("sixteen_chars___", false),
  ])
  func usernameLength(username: String, isValid: Bool) {
    let state = AccountFormFeature.State(username: username)
    #expect(state.usernameError == (isValid ? nil : Message.usernameLength), "ユーザー名 \"\(username)\"")
  }

  @Test("メールアドレスは @ が 1 つ、前が空でなく、後ろに . を含む", arguments: [
    ("hanako@example.jp", true), ("a@b.c", true), ("", false), ("hanako.example.jp", false),
    ("@example.jp", false), ("hanako@example", false), ("hana@ko@example.jp", false),
    ("hanako.y@localhost", false),
  ])
  func emailShape(email: String, isValid: Bool) {
    let state = AccountFormFeature.State(email: email)
    #expect(state.emailError == (isValid ? nil : Message.invalidEmail), "メールアドレス \"\(email)\"")
  }

  @Test("パスワードは 8 文字以上", arguments: [("", false), ("1234567", false), ("12345678", true), ("パスワード長めです", true)])
  func passwordLength(password: String, isValid: Bool) {
    let state = AccountFormFeature.State(password: password)
    #expect(state.passwordError == (isValid ? nil : Message.passwordTooShort), "パスワード \"\(password)\"")
  }

  @Test("canSubmit は、すべて正しく、規約に同意し、送信中でないときだけ true")
  func canSubmitNeedsEverything() {
    #expect(Self.valid.canSubmit)
    var state = Self.valid
    state.agreesToTerms = false
    #expect(!state.canSubmit, "規約に同意していないと送れません")
    state = Self.valid
    state.isSubmitting = true
    #expect(!state.canSubmit, "送信中は送れません")
    state = Self.valid
    state.username = "ab"
    #expect(!state.canSubmit, "ユーザー名が短いと送れません")
    state = Self.valid
    state.email = "hanako@example"
    #expect(!state.canSubmit, "メールアドレスが正しくないと送れません")
    state = Self.valid
    state.password = "short"
    #expect(!state.canSubmit, "パスワードが短いと送れません")
  }

  @Test("バインディングで入力でき、email だけ前後の空白を取り除く")
  func bindingsWriteTheFields() async {
    let store = TestStore(initialState: AccountFormFeature.State()) {
      AccountFormFeature()
    }
    store.timeout = .milliseconds(300)

    await store.send(\.binding.username, " taro ") {
      $0.username = " taro "
    }
    await store.send(\.binding.email, "  taro@example.com \t") {
      $0.email = "taro@example.com"
    }
    await store.send(.binding(.set(\.password, " pass word "))) {
      $0.password = " pass word "
    }
    await store.send(\.binding.agreesToTerms, true) {
      $0.agreesToTerms = true
    }
    #expect(store.state.canSubmit)
  }

  @Test("どの項目を入力しても、エラーの文言は消え、ほかの入力は残る")
  func everyEditClearsTheError() async {
    var initial = Self.valid
    initial.errorMessage = Message.registrationFailed
    let store = TestStore(initialState: initial) {
      AccountFormFeature()
    }
    store.timeout = .milliseconds(300)

    await store.send(\.binding.password, "another-password") {
      $0.password = "another-password"
      $0.errorMessage = nil
    }
    await store.send(\.binding.username, "hanako") {
      $0.username = "hanako"
    }
    #expect(store.state.email == "hanako@example.jp")
    #expect(store.state.agreesToTerms)
  }

  @Test("メールアドレスやチェックボックスの入力でも、エラーの文言は消える")
  func emailAndToggleEditsClearTheError() async {
    var initial = Self.valid
    initial.errorMessage = Message.registrationFailed
    let store = TestStore(initialState: initial) {
      AccountFormFeature()
    }
    store.timeout = .milliseconds(300)

    await store.send(\.binding.email, " hanako@example.com ") {
      $0.email = "hanako@example.com"
      $0.errorMessage = nil
    }

    var withError = Self.valid
    withError.errorMessage = Message.registrationFailed
    let second = TestStore(initialState: withError) {
      AccountFormFeature()
    }
    await second.send(\.binding.agreesToTerms, false) {
      $0.agreesToTerms = false
      $0.errorMessage = nil
    }
  }

  @Test("検証に通らないうちは、送信しても何も変わらず、register も呼ばない")
  func invalidFormDoesNotSubmit() async {
    let calls = LockIsolated(0)
    var initial = Self.valid
    initial.password = "1234567"
    let store = TestStore(initialState: initial) {
      AccountFormFeature()
    } withDependencies: {
      $0.accountClient.register = { _, _, _ in
        calls.withValue { $0 += 1 }
        return Self.serverAccount
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.submitButtonTapped)
    await store.send(\.binding.password, "12345678") {
      $0.password = "12345678"
    }
    await store.send(\.binding.agreesToTerms, false) {
      $0.agreesToTerms = false
    }
    await store.send(.submitButtonTapped)
    await store.finish()
    #expect(calls.value == 0)
  }

  @Test("送信すると、入力どおりに register を呼び、返されたアカウントを保存する。送信中の 2 回目は送らない")
  func submitRegistersOnceAndKeepsTheServersAccount() async {
    let clock = TestClock()
    let received = LockIsolated<[[String]]>([])
    var initial = Self.valid
    initial.errorMessage = Message.registrationFailed
    let store = TestStore(initialState: initial) {
      AccountFormFeature()
    } withDependencies: {
      $0.accountClient.register = { username, email, password in
        received.withValue { $0.append([username, email, password]) }
        try await clock.sleep(for: .seconds(2))
        return Self.serverAccount
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
      $0.errorMessage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.send(.submitButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.registered, Self.serverAccount) {
      $0.isSubmitting = false
      $0.account = Self.serverAccount
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(received.value == [["hanako_y", "hanako@example.jp", "correct-horse"]], "register は 1 回だけ、入力どおりに呼びます")
  }

  @Test("登録に失敗すると、送信中を解き、エラーを出し、入力は残る。もう一度送れる")
  func failureKeepsTheInputAndAllowsRetry() async {
    let clock = TestClock()
    let calls = LockIsolated(0)
    let store = TestStore(initialState: Self.valid) {
      AccountFormFeature()
    } withDependencies: {
      $0.accountClient.register = { _, _, _ in
        let call = calls.withValue { count -> Int in
          count += 1
          return count
        }
        try await clock.sleep(for: .seconds(1))
        if call == 1 { throw RegisterError() }
        return Self.serverAccount
      }
    }
    store.timeout = .milliseconds(300)

    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.registrationFailed) {
      $0.isSubmitting = false
      $0.errorMessage = Message.registrationFailed
    }
    #expect(store.state.canSubmit, "失敗した後は、もう一度送れるはずです")

    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
      $0.errorMessage = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.registered, Self.serverAccount) {
      $0.isSubmitting = false
      $0.account = Self.serverAccount
    }
    #expect(calls.value == 2)
  }
}
