import Composable
import Testing

@testable import Phase6PaymentButton

/// Hidden tests for phase6/payment-button: taps while paying are ignored (no second charge, no
/// state change, the first payment keeps running), failure frees the button, receipts come from
/// the server and are appended.
@MainActor
@Suite("支払いボタン（先着優先）", .serialized)
struct PaymentFeatureTests {
  struct PaymentError: Error {}

  /// A client where each payment takes 2 seconds on `clock`; amounts in `failing` throw at the
  /// end. `charges` records every amount the server was asked for; receipt numbers count up from
  /// 7301 so the reducer cannot make them up.
  static func client(
    clock: TestClock<Duration>, charges: LockIsolated<[Int]>, failing: Set<Int> = []
  ) -> PaymentClient {
    PaymentClient(pay: { amount in
      let number = charges.withValue { list -> Int in
        list.append(amount)
        return 7300 + list.count
      }
      try await clock.sleep(for: .seconds(2))
      if failing.contains(amount) { throw PaymentError() }
      return "領収-\(number)-\(amount)円"
    })
  }

  static func makeStore(
    _ state: PaymentFeature.State = PaymentFeature.State(),
    clock: TestClock<Duration>, charges: LockIsolated<[Int]>, failing: Set<Int> = []
  ) -> TestStore<PaymentFeature.State, PaymentFeature.Action> {
    let store = TestStore(initialState: state) {
      PaymentFeature()
    } withDependencies: {
      $0.paymentClient = client(clock: clock, charges: charges, failing: failing)
    }
    // Every wait is on the TestClock: a short real-time limit makes a real `Task.sleep` fail.
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("支払うと、サーバーが返した領収書番号を前の領収書の後ろに足す")
  func paymentAppendsTheServersReceipt() async {
    let clock = TestClock()
    let charges = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      PaymentFeature.State(receipts: ["領収-0001-500円"]), clock: clock, charges: charges)

    await store.send(.payButtonTapped(amount: 1200)) { $0.isPaying = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.paymentSucceeded(receiptID: "領収-7301-1200円")) {
      $0.isPaying = false
      $0.receipts = ["領収-0001-500円", "領収-7301-1200円"]
    }
    await store.finish()
    #expect(charges.value == [1200])
  }

  @Test("支払い中に何度タップしても、支払うのは最初の 1 回だけで、State も変わらない")
  func tapsWhilePayingAreIgnored() async {
    let clock = TestClock()
    let charges = LockIsolated<[Int]>([])
    let store = Self.makeStore(clock: clock, charges: charges)

    await store.send(.payButtonTapped(amount: 1200)) { $0.isPaying = true }
    for amount in [5000, 300, 800] {
      await clock.advance(by: .milliseconds(400))
      await store.send(.payButtonTapped(amount: amount))
    }
    #expect(charges.value == [1200], "支払い中のタップで支払いを始めてはいけません")
    await clock.advance(by: .milliseconds(800))
    await store.receive(.paymentSucceeded(receiptID: "領収-7301-1200円")) {
      $0.isPaying = false
      $0.receipts = ["領収-7301-1200円"]
    }
    await clock.advance(by: .seconds(3600))
    await store.finish()
    #expect(charges.value == [1200], "最初のタップの金額だけを 1 回支払います")
  }

  @Test("支払いが終わった後のタップでは、また支払える（3 回続けて）")
  func theButtonWorksAgainAfterEachPayment() async {
    let clock = TestClock()
    let charges = LockIsolated<[Int]>([])
    let store = Self.makeStore(clock: clock, charges: charges)

    var receipts: [String] = []
    for (index, amount) in [100, 250, 990].enumerated() {
      await store.send(.payButtonTapped(amount: amount)) { $0.isPaying = true }
      await clock.advance(by: .seconds(2))
      let receipt = "領収-\(7301 + index)-\(amount)円"
      receipts.append(receipt)
      await store.receive(.paymentSucceeded(receiptID: receipt)) { [receipts] in
        $0.isPaying = false
        $0.receipts = receipts
      }
    }
    await store.finish()
    #expect(charges.value == [100, 250, 990])
  }

  @Test("支払いに失敗するとエラーになり、ボタンはまた使える。次の支払いでエラーが消える")
  func failureShowsTheErrorAndFreesTheButton() async {
    let clock = TestClock()
    let charges = LockIsolated<[Int]>([])
    let store = Self.makeStore(
      PaymentFeature.State(receipts: ["領収-0001-500円"]), clock: clock, charges: charges,
      failing: [4400])

    await store.send(.payButtonTapped(amount: 4400)) { $0.isPaying = true }
    await clock.advance(by: .seconds(1))
    await store.send(.payButtonTapped(amount: 4400))
    await clock.advance(by: .seconds(1))
    await store.receive(.paymentFailed) {
      $0.isPaying = false
      $0.errorMessage = "支払いに失敗しました"
    }

    await store.send(.payButtonTapped(amount: 600)) {
      $0.isPaying = true
      $0.errorMessage = nil
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.paymentSucceeded(receiptID: "領収-7302-600円")) {
      $0.isPaying = false
      $0.receipts = ["領収-0001-500円", "領収-7302-600円"]
    }
    await store.finish()
    #expect(charges.value == [4400, 600], "失敗した支払い中のタップでも、二重に支払ってはいけません")
  }
}
