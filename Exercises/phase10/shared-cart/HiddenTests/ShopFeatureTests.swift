import Composable
import Testing

@testable import Phase10SharedCart

/// Hidden tests for phase10/shared-cart: the cart is one `@Shared(.inMemory("cart"))` value that
/// another feature sees, adding and the sheet's edits go through it, the sheet holds the same
/// reference (not a copy), and ordering empties it and dismisses the sheet.
@MainActor
@Suite("画面をまたぐカート", .serialized)
struct ShopFeatureTests {
  static func makeStore() -> TestStoreOf<ShopFeature> {
    let store = TestStore(initialState: ShopFeature.State()) {
      ShopFeature()
    }
    store.timeout = .milliseconds(300)
    return store
  }

  @Test("商品を入れると、個数 1 の行がカートの末尾に増える")
  func addsANewProduct() async {
    let store = Self.makeStore()
    await store.send(.addButtonTapped(product: "りんご")) {
      $0.$cart.withLock { $0 = [CartItem(id: "りんご", quantity: 1)] }
    }
    await store.send(.addButtonTapped(product: "みかん")) {
      $0.$cart.withLock { $0.append(CartItem(id: "みかん", quantity: 1)) }
    }
    #expect(store.state.itemCount == 2)
  }

  @Test("カートにある商品をもう一度入れると、その行の個数が 1 増える（個数 3 の行は 4 に）")
  func addingAgainIncrementsTheQuantity() async {
    @Shared(.inMemory("cart")) var cart: IdentifiedArrayOf<CartItem> = []
    $cart.withLock {
      $0 = [CartItem(id: "りんご", quantity: 3), CartItem(id: "みかん", quantity: 1)]
    }
    let store = Self.makeStore()
    await store.send(.addButtonTapped(product: "りんご")) {
      $0.$cart.withLock { $0[id: "りんご"]?.quantity = 4 }
    }
    #expect(store.state.cart.map(\.id) == ["りんご", "みかん"], "行の順番は変わらないはずです")
    #expect(store.state.itemCount == 5)
  }

  @Test("一覧で入れた商品は、同じキー \"cart\" で読むほかの画面からも見える")
  func otherFeaturesSeeTheSameCart() async {
    let store = Self.makeStore()
    await store.send(.addButtonTapped(product: "ぶどう")) {
      $0.$cart.withLock { $0 = [CartItem(id: "ぶどう", quantity: 1)] }
    }
    @SharedReader(.inMemory("cart")) var badgeCart: IdentifiedArrayOf<CartItem> = []
    #expect(badgeCart == [CartItem(id: "ぶどう", quantity: 1)], "カートは一覧の中だけのコピーではなく、共有の値のはずです")
  }

  @Test("シートで個数を増やすと、一覧のカートも同じように変わる（シートにはコピーではなく同じカートを渡す）")
  func sheetEditsReachTheList() async {
    let store = Self.makeStore()
    await store.send(.addButtonTapped(product: "りんご")) {
      $0.$cart.withLock { $0 = [CartItem(id: "りんご", quantity: 1)] }
    }
    await store.send(.cartButtonTapped) {
      $0.cartSheet = CartFeature.State(cart: $0.$cart)
    }
    await store.send(.cartSheet(.presented(.incrementButtonTapped(id: "りんご")))) {
      $0.$cart.withLock { $0[id: "りんご"]?.quantity = 2 }
    }
    #expect(store.state.itemCount == 2, "シートでの変更は一覧の個数にも反映されるはずです")
    #expect(store.state.cartSheet?.cart == store.state.cart)
    await store.send(.cartSheet(.dismiss)) {
      $0.cartSheet = nil
    }
    #expect(store.state.cart == [CartItem(id: "りんご", quantity: 2)], "シートを閉じても変更は残るはずです")
  }

  @Test("シートで個数を減らすと 1 減り、個数 1 の行は消える")
  func decrementRemovesTheLastOne() async {
    @Shared(.inMemory("cart")) var cart: IdentifiedArrayOf<CartItem> = []
    $cart.withLock {
      $0 = [CartItem(id: "りんご", quantity: 2), CartItem(id: "みかん", quantity: 1)]
    }
    let store = Self.makeStore()
    await store.send(.cartButtonTapped) {
      $0.cartSheet = CartFeature.State(cart: $0.$cart)
    }
    await store.send(.cartSheet(.presented(.decrementButtonTapped(id: "りんご")))) {
      $0.$cart.withLock { $0[id: "りんご"]?.quantity = 1 }
    }
    await store.send(.cartSheet(.presented(.decrementButtonTapped(id: "みかん")))) {
      $0.$cart.withLock { _ = $0.remove(id: "みかん") }
    }
    await store.send(.cartSheet(.presented(.decrementButtonTapped(id: "りんご")))) {
      $0.$cart.withLock { $0 = [] }
    }
    #expect(cart.isEmpty, "個数 0 の行を残さず、行ごと消すはずです")
  }

  @Test("注文するとカートが空になり、シートが閉じる")
  func orderEmptiesTheCartAndDismisses() async {
    @Shared(.inMemory("cart")) var cart: IdentifiedArrayOf<CartItem> = []
    $cart.withLock {
      $0 = [CartItem(id: "りんご", quantity: 2), CartItem(id: "みかん", quantity: 1)]
    }
    let store = Self.makeStore()
    await store.send(.cartButtonTapped) {
      $0.cartSheet = CartFeature.State(cart: $0.$cart)
    }
    await store.send(.cartSheet(.presented(.orderButtonTapped))) {
      $0.$cart.withLock { $0 = [] }
    }
    await store.receive(\.cartSheet.dismiss) {
      $0.cartSheet = nil
    }
    #expect(cart.isEmpty)
  }
}
