import ConcurrencyExtras
import Testing

@testable import Composable

/// `TestStore.useMainSerialExecutor`, as TCA's: on by default, and a test can turn it off for
/// itself without turning it off under another test running in parallel.
@MainActor
@Suite struct TestStoreSerialExecutorTests {
  func makeStore() -> TestStoreOf<Counter> {
    TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
  }

  @Test func onByDefault() {
    let store = makeStore()
    #expect(store.useMainSerialExecutor)
    #expect(uncheckedUseMainSerialExecutor)
  }

  @Test func aStoreThatTurnedItOffStillAssertsItsFeature() async {
    let store = makeStore()
    store.useMainSerialExecutor = false
    #expect(!store.useMainSerialExecutor)
    await store.send(.incrementButtonTapped) { $0.count = 1 }
  }

  /// The counting, on a setting of the test's own (the process-wide one is shared by every test
  /// running in parallel, so its value proves nothing here).
  @Test func theLastHolderRestoresTheSettingAndNoHoldCountsTwice() {
    let setting = LockIsolated(false)
    let holders = MainSerialExecutorLease.Holders(
      read: { setting.value },
      write: { value in setting.withValue { $0 = value } }
    )
    let parallelTest = MainSerialExecutorLease(holders: holders)
    let store = MainSerialExecutorLease(holders: holders)
    #expect(setting.value && holders.holderCount == 2)

    store.isHeld = true  // already held: no second hold
    #expect(holders.holderCount == 2)
    store.isHeld = false
    store.isHeld = false  // already let go: no second release
    #expect(holders.holderCount == 1)
    #expect(setting.value, "the test running beside this one still needs it on")

    parallelTest.isHeld = false
    #expect(holders.holderCount == 0)
    #expect(!setting.value, "the last holder restores the setting from before the first")

    store.isHeld = true
    #expect(setting.value && holders.holderCount == 1)
    _ = store
  }
}
