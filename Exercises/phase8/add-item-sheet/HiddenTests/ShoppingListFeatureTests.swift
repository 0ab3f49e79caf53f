import Composable
import Foundation
import Testing

@testable import Phase8AddItemSheet

/// Hidden tests for phase8/add-item-sheet: a sheet presented with an id from `\.uuid`, bound
/// fields, a trimmed save through the client, the server's item handed to the parent by a
/// delegate before dismissing, one save at a time, the failure path, and cancel during a save.
@MainActor
@Suite("追加シート", .serialized)
struct ShoppingListFeatureTests {
  struct SaveError: Error {}

  static let rice = Item(id: UUID(uuidString: "C0FFEE00-0000-4000-8000-0000000000AA")!, name: "お米", quantity: 1)

  /// What the server makes of an item: the reducer cannot guess it.
  nonisolated static func registered(_ item: Item) -> Item {
    Item(id: item.id, name: "\(item.name)（登録済み）", quantity: item.quantity)
  }

  /// A client that records each item, waits `delay` on `clock`, throws for the calls in
  /// `failing` and otherwise returns `registered(item)`.
  static func client(
    clock: TestClock<Duration>, delay: Duration = .seconds(1), failing: Set<Int> = [],
    calls: LockIsolated<[Item]>
  ) -> ItemsClient {
    ItemsClient(add: { item in
      let call = calls.withValue { calls -> Int in
        calls.append(item)
        return calls.count
      }
      try await clock.sleep(for: delay)
      if failing.contains(call) { throw SaveError() }
      return registered(item)
    })
  }

  func makeStore(
    _ initialState: ShoppingListFeature.State = ShoppingListFeature.State(items: [rice]),
    client: ItemsClient
  ) -> TestStoreOf<ShoppingListFeature> {
    let store = TestStore(initialState: initialState) {
      ShoppingListFeature()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.itemsClient = client
    }
    store.timeout = .milliseconds(300)
    return store
  }

  /// Presents the sheet, types `name` and `quantity`, saves, and receives everything up to the
  /// dismissal; the new item's id is `UUID(round)`.
  func addItem(
    _ name: String, quantity: Int, round: Int, store: TestStoreOf<ShoppingListFeature>,
    clock: TestClock<Duration>
  ) async {
    let id = UUID(round)
    await store.send(.addButtonTapped) {
      $0.addItem = AddItemFeature.State(item: Item(id: id, name: "", quantity: 1))
    }
    await store.send(.addItem(.presented(.binding(.set(\.item.name, name))))) {
      $0.addItem?.item.name = name
    }
    if quantity != 1 {
      await store.send(.addItem(.presented(.binding(.set(\.item.quantity, quantity))))) {
        $0.addItem?.item.quantity = quantity
      }
    }
    await store.send(\.addItem.saveButtonTapped) {
      $0.addItem?.isSaving = true
    }
    await clock.advance(by: .seconds(1))
    let saved = Self.registered(Item(id: id, name: name.trimmingCharacters(in: .whitespaces), quantity: quantity))
    await store.receive(\.addItem.saveResponse, saved) {
      $0.addItem?.isSaving = false
    }
    await store.receive(\.addItem.delegate.saved, saved) {
      $0.items.append(saved)
    }
    await store.receive(\.addItem.dismiss) {
      $0.addItem = nil
    }
  }

  @Test("3 回追加すると、\\.uuid の id で、サーバーが返した品物が末尾に 1 つずつ増える（元の品物は残る）")
  func threeItemsAreAddedInOrder() async {
    let clock = TestClock()
    let calls = LockIsolated<[Item]>([])
    let store = makeStore(client: Self.client(clock: clock, calls: calls))

    await addItem("牛乳", quantity: 2, round: 0, store: store, clock: clock)
    await addItem("  卵  ", quantity: 1, round: 1, store: store, clock: clock)
    await addItem("食パン", quantity: 3, round: 2, store: store, clock: clock)

    #expect(store.state.items.map(\.name) == ["お米", "牛乳（登録済み）", "卵（登録済み）", "食パン（登録済み）"])
    #expect(store.state.items.map(\.id) == [Self.rice.id, UUID(0), UUID(1), UUID(2)])
    #expect(calls.value.map(\.name) == ["牛乳", "卵", "食パン"], "add には前後の空白を除いた名前を渡します")
  }

  @Test("名前が空か空白だけなら、保存しても何も起きない")
  func blankNameDoesNotSave() async {
    let calls = LockIsolated<[Item]>([])
    let store = makeStore(client: Self.client(clock: TestClock(), calls: calls))

    await store.send(.addButtonTapped) {
      $0.addItem = AddItemFeature.State(item: Item(id: UUID(0), name: "", quantity: 1))
    }
    await store.send(\.addItem.saveButtonTapped)
    await store.send(.addItem(.presented(.binding(.set(\.item.name, "　 "))))) {
      $0.addItem?.item.name = "　 "
    }
    await store.send(.addItem(.presented(.binding(.set(\.item.name, "   "))))) {
      $0.addItem?.item.name = "   "
    }
    await store.send(\.addItem.saveButtonTapped)
    #expect(calls.value.isEmpty)
  }

  @Test("保存中にもう一度保存を押しても、add は 1 回だけ")
  func saveWhileSavingIsIgnored() async {
    let clock = TestClock()
    let calls = LockIsolated<[Item]>([])
    let store = makeStore(client: Self.client(clock: clock, calls: calls))

    await store.send(.addButtonTapped) {
      $0.addItem = AddItemFeature.State(item: Item(id: UUID(0), name: "", quantity: 1))
    }
    await store.send(.addItem(.presented(.binding(.set(\.item.name, "りんご"))))) {
      $0.addItem?.item.name = "りんご"
    }
    await store.send(\.addItem.saveButtonTapped) {
      $0.addItem?.isSaving = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.addItem.saveButtonTapped)
    await clock.advance(by: .milliseconds(500))
    let saved = Self.registered(Item(id: UUID(0), name: "りんご", quantity: 1))
    await store.receive(\.addItem.saveResponse, saved) {
      $0.addItem?.isSaving = false
    }
    await store.receive(\.addItem.delegate.saved, saved) {
      $0.items.append(saved)
    }
    await store.receive(\.addItem.dismiss) {
      $0.addItem = nil
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(calls.value.count == 1)
  }

  @Test("保存に失敗すると、シートは閉じずにエラーを出す。もう一度保存できる")
  func failureKeepsTheSheetOpen() async {
    let clock = TestClock()
    let calls = LockIsolated<[Item]>([])
    let store = makeStore(client: Self.client(clock: clock, failing: [1], calls: calls))

    await store.send(.addButtonTapped) {
      $0.addItem = AddItemFeature.State(item: Item(id: UUID(0), name: "", quantity: 1))
    }
    await store.send(.addItem(.presented(.binding(.set(\.item.name, "バター"))))) {
      $0.addItem?.item.name = "バター"
    }
    await store.send(\.addItem.saveButtonTapped) {
      $0.addItem?.isSaving = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.addItem.saveFailed) {
      $0.addItem?.isSaving = false
      $0.addItem?.errorMessage = AddItemFeature.saveFailedMessage
    }
    #expect(store.state.items == [Self.rice])

    await store.send(\.addItem.saveButtonTapped) {
      $0.addItem?.isSaving = true
      $0.addItem?.errorMessage = nil
    }
    await clock.advance(by: .seconds(1))
    let saved = Self.registered(Item(id: UUID(0), name: "バター", quantity: 1))
    await store.receive(\.addItem.saveResponse, saved) {
      $0.addItem?.isSaving = false
    }
    await store.receive(\.addItem.delegate.saved, saved) {
      $0.items.append(saved)
    }
    await store.receive(\.addItem.dismiss) {
      $0.addItem = nil
    }
  }

  @Test("キャンセルで閉じる。保存中にキャンセルすると、その保存の結果は届かず、品物は増えない")
  func cancelDuringSaveDropsTheResult() async {
    let clock = TestClock()
    let calls = LockIsolated<[Item]>([])
    let store = makeStore(client: Self.client(clock: clock, calls: calls))

    await store.send(.addButtonTapped) {
      $0.addItem = AddItemFeature.State(item: Item(id: UUID(0), name: "", quantity: 1))
    }
    await store.send(\.addItem.cancelButtonTapped)
    await store.receive(\.addItem.dismiss) {
      $0.addItem = nil
    }

    await store.send(.addButtonTapped) {
      $0.addItem = AddItemFeature.State(item: Item(id: UUID(1), name: "", quantity: 1))
    }
    await store.send(.addItem(.presented(.binding(.set(\.item.name, "チーズ"))))) {
      $0.addItem?.item.name = "チーズ"
    }
    await store.send(\.addItem.saveButtonTapped) {
      $0.addItem?.isSaving = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.addItem.cancelButtonTapped)
    await store.receive(\.addItem.dismiss) {
      $0.addItem = nil
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(store.state.items == [Self.rice])
    #expect(calls.value.count == 1)
  }
}
