import Composable
import Testing

@testable import Phase7AddressLookup

/// Hidden tests for phase7/address-lookup: the postal code normalised by the binding, a lookup
/// started only when the normalised code changes to 7 digits, the newest lookup wins, a shorter
/// code cancels, the failure path, and the street left alone.
@MainActor
@Suite("郵便番号から住所を補う", .serialized)
struct AddressFormFeatureTests {
  struct NotFound: Error {}

  /// Addresses the reducer cannot guess, one per postal code.
  nonisolated static let addresses: [String: Address] = [
    "0600042": Address(prefecture: "北海道", city: "札幌市中央区"),
    "9000001": Address(prefecture: "沖縄県", city: "那覇市"),
    "7300011": Address(prefecture: "広島県", city: "広島市中区"),
  ]

  /// A client that records each postal code, waits `delay` on `clock`, and answers from `addresses`
  /// (throws for a code it does not know).
  static func client(
    clock: TestClock<Duration>, delay: Duration = .seconds(1), calls: LockIsolated<[String]>
  ) -> AddressClient {
    AddressClient(lookup: { postalCode in
      calls.withValue { $0.append(postalCode) }
      try await clock.sleep(for: delay)
      guard let address = addresses[postalCode] else { throw NotFound() }
      return address
    })
  }

  func makeStore(
    _ initialState: AddressFormFeature.State = AddressFormFeature.State(),
    clock: TestClock<Duration>, calls: LockIsolated<[String]>
  ) -> TestStoreOf<AddressFormFeature> {
    let store = TestStore(initialState: initialState) {
      AddressFormFeature()
    } withDependencies: {
      $0.addressClient = Self.client(clock: clock, calls: calls)
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("ハイフン付きで入力すると数字だけにして調べ、都道府県と市区町村を埋める。番地はそのまま")
  func hyphenatedCodeIsNormalisedAndLookedUp() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(
      AddressFormFeature.State(prefecture: "東京都", city: "千代田区", street: "北1条西2丁目 3-4"),
      clock: clock, calls: calls
    )

    await store.send(\.binding.postalCode, "060-0042") {
      $0.postalCode = "0600042"
      $0.isLookingUp = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lookupResponse, Self.addresses["0600042"]!) {
      $0.prefecture = "北海道"
      $0.city = "札幌市中央区"
      $0.isLookingUp = false
    }
    #expect(calls.value == ["0600042"])
  }

  @Test("1 桁ずつ打つと、7 桁そろったときに 1 回だけ調べる")
  func typingDigitByDigitLooksUpOnceAtSevenDigits() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, calls: calls)

    let code = "9000001"
    for length in 1...6 {
      let prefix = String(code.prefix(length))
      await store.send(\.binding.postalCode, prefix) {
        $0.postalCode = prefix
      }
    }
    #expect(calls.value.isEmpty)
    await store.send(\.binding.postalCode, code) {
      $0.postalCode = code
      $0.isLookingUp = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lookupResponse, Self.addresses[code]!) {
      $0.prefecture = "沖縄県"
      $0.city = "那覇市"
      $0.isLookingUp = false
    }
    #expect(calls.value == [code])
  }

  @Test("8 桁目を打っても 7 桁に切り詰め、結果が同じなので問い合わせ直さない（通信中のものは続く）")
  func eighthDigitChangesNothing() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, calls: calls)

    await store.send(\.binding.postalCode, "7300011") {
      $0.postalCode = "7300011"
      $0.isLookingUp = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.binding.postalCode, "73000115")
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.lookupResponse, Self.addresses["7300011"]!) {
      $0.prefecture = "広島県"
      $0.city = "広島市中区"
      $0.isLookingUp = false
    }
    #expect(calls.value == ["7300011"], "8 桁目で問い合わせ直してはいけません")
  }

  @Test("調べている間に別の 7 桁に変えると、前の問い合わせを取り消し、新しい結果だけが届く")
  func newCodeDuringLookupWins() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(clock: clock, calls: calls)

    await store.send(\.binding.postalCode, "0600042") {
      $0.postalCode = "0600042"
      $0.isLookingUp = true
    }
    await clock.advance(by: .milliseconds(600))
    await store.send(\.binding.postalCode, "9000001") {
      $0.postalCode = "9000001"
    }
    await clock.advance(by: .milliseconds(600))  // the first answer would land here
    await clock.advance(by: .milliseconds(400))
    await store.receive(\.lookupResponse, Self.addresses["9000001"]!) {
      $0.prefecture = "沖縄県"
      $0.city = "那覇市"
      $0.isLookingUp = false
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(calls.value == ["0600042", "9000001"])
  }

  @Test("調べている間に 1 文字消すと、問い合わせを取り消して調べ中をやめる。応答は後から届かない")
  func deletingADigitCancelsTheLookup() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(
      AddressFormFeature.State(prefecture: "東京都", city: "千代田区"), clock: clock, calls: calls
    )

    await store.send(\.binding.postalCode, "0600042") {
      $0.postalCode = "0600042"
      $0.isLookingUp = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.binding.postalCode, "060004") {
      $0.postalCode = "060004"
      $0.isLookingUp = false
    }
    await clock.advance(by: .seconds(10))
    await store.finish()
    #expect(store.state.prefecture == "東京都")
    #expect(store.state.city == "千代田区")
  }

  @Test("見つからないと lookupFailed になり、住所は変えない。次の 7 桁で調べ直すと lookupFailed は戻る")
  func failureKeepsTheAddress() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(
      AddressFormFeature.State(prefecture: "東京都", city: "千代田区", street: "丸の内1-1"),
      clock: clock, calls: calls
    )

    await store.send(\.binding.postalCode, "1111111") {
      $0.postalCode = "1111111"
      $0.isLookingUp = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lookupFailed) {
      $0.isLookingUp = false
      $0.lookupFailed = true
    }

    await store.send(\.binding.postalCode, "730-0011") {
      $0.postalCode = "7300011"
      $0.isLookingUp = true
      $0.lookupFailed = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lookupResponse, Self.addresses["7300011"]!) {
      $0.prefecture = "広島県"
      $0.city = "広島市中区"
      $0.isLookingUp = false
    }
  }

  @Test("ほかの項目を入力しても問い合わせない（7 桁の郵便番号が入っていても）")
  func otherFieldsDoNotLookUp() async {
    let clock = TestClock()
    let calls = LockIsolated<[String]>([])
    let store = makeStore(
      AddressFormFeature.State(postalCode: "0600042", prefecture: "北海道", city: "札幌市中央区"),
      clock: clock, calls: calls
    )

    await store.send(\.binding.street, "北1条西2丁目") {
      $0.street = "北1条西2丁目"
    }
    await store.send(\.binding.city, "札幌市") {
      $0.city = "札幌市"
    }
    await store.send(.binding(.set(\.prefecture, "北海道 ")))  {
      $0.prefecture = "北海道 "
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(calls.value.isEmpty)
  }
}
