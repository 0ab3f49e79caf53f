import Composable
import Testing

@testable import Phase2ShoppingCart

private let apple = Product(id: "apple", name: "りんご", price: 120)
private let bread = Product(id: "bread", name: "食パン", price: 250)
private let milk = Product(id: "milk", name: "牛乳", price: 180)

/// りんご 2 個、食パン 1 個、牛乳 3 個が入ったカート。
private func filledCart() -> ShoppingCartFeature.State {
  ShoppingCartFeature.State(items: [
    CartItem(product: apple, quantity: 2),
    CartItem(product: bread, quantity: 1),
    CartItem(product: milk, quantity: 3),
  ])
}

@MainActor
@Suite("ショッピングカート")
struct ShoppingCartFeatureTests {
  @Test("カートにない商品を入れると、個数 1 の行が末尾に追加される")
  func addNewProduct() async {
    let store = TestStore(initialState: ShoppingCartFeature.State()) { ShoppingCartFeature() }
    await store.send(.addButtonTapped(apple)) {
      $0.items = [CartItem(product: apple, quantity: 1)]
    }
    await store.send(.addButtonTapped(bread)) {
      $0.items.append(CartItem(product: bread, quantity: 1))
    }
  }

  @Test("もう入っている商品を入れると、行は増えずにその行の個数が 1 増える（並び順も変わらない）")
  func addExistingProduct() async {
    let store = TestStore(initialState: filledCart()) { ShoppingCartFeature() }
    await store.send(.addButtonTapped(bread)) {
      $0.items[id: "bread"]?.quantity = 2
    }
    await store.send(.addButtonTapped(milk)) {
      $0.items[id: "milk"]?.quantity = 4
    }
    await store.send(.addButtonTapped(milk)) {
      $0.items[id: "milk"]?.quantity = 5
    }
    #expect(store.state.items.ids == ["apple", "bread", "milk"])
  }

  @Test("入っている商品が 3 つあるカートに新しい商品を入れると、4 行目として末尾に入る")
  func addNewProductToFilledCart() async {
    let egg = Product(id: "egg", name: "卵", price: 230)
    let store = TestStore(initialState: filledCart()) { ShoppingCartFeature() }
    await store.send(.addButtonTapped(egg)) {
      $0.items.append(CartItem(product: egg, quantity: 1))
    }
    #expect(store.state.items.ids == ["apple", "bread", "milk", "egg"])
    #expect(store.state.total == 1260)
  }

  @Test("「+」を押すと、その行の個数だけが 1 増える")
  func increment() async {
    let store = TestStore(initialState: filledCart()) { ShoppingCartFeature() }
    await store.send(.incrementButtonTapped("apple")) { $0.items[id: "apple"]?.quantity = 3 }
    await store.send(.incrementButtonTapped("milk")) { $0.items[id: "milk"]?.quantity = 4 }
  }

  @Test("「−」を押すと、その行の個数が 1 減る")
  func decrement() async {
    let store = TestStore(initialState: filledCart()) { ShoppingCartFeature() }
    await store.send(.decrementButtonTapped("milk")) { $0.items[id: "milk"]?.quantity = 2 }
    await store.send(.decrementButtonTapped("apple")) { $0.items[id: "apple"]?.quantity = 1 }
  }

  @Test("個数が 0 になると、その行がカートから消える")
  func decrementToZeroRemovesLine() async {
    let store = TestStore(initialState: filledCart()) { ShoppingCartFeature() }
    await store.send(.decrementButtonTapped("bread")) { $0.items.remove(id: "bread") }
    #expect(store.state.items.ids == ["apple", "milk"])
  }

  @Test("削除を押すと、その行だけが消える")
  func remove() async {
    let store = TestStore(initialState: filledCart()) { ShoppingCartFeature() }
    await store.send(.removeButtonTapped("bread")) { $0.items.remove(id: "bread") }
    await store.send(.removeButtonTapped("apple")) { $0.items.remove(id: "apple") }
    #expect(store.state.items.ids == ["milk"])
  }

  @Test("合計金額は 値段 × 個数 の和（120×2 + 250×1 + 180×3 = 1030 円、空のカートは 0 円）")
  func total() {
    #expect(ShoppingCartFeature.State().total == 0)
    #expect(filledCart().total == 1030)
    let single = ShoppingCartFeature.State(items: [CartItem(product: bread, quantity: 4)])
    #expect(single.total == 1000)
  }

  @Test("合計金額は操作のたびに変わる")
  func totalFollowsActions() async {
    let store = TestStore(initialState: ShoppingCartFeature.State()) { ShoppingCartFeature() }
    await store.send(.addButtonTapped(apple)) { $0.items = [CartItem(product: apple, quantity: 1)] }
    await store.send(.addButtonTapped(apple)) { $0.items[id: "apple"]?.quantity = 2 }
    await store.send(.addButtonTapped(milk)) {
      $0.items.append(CartItem(product: milk, quantity: 1))
    }
    #expect(store.state.total == 420)
    await store.send(.decrementButtonTapped("apple")) { $0.items[id: "apple"]?.quantity = 1 }
    #expect(store.state.total == 300)
  }

  @Test("カートにない商品の id への「+」「−」「削除」は何も変えない")
  func unknownIDChangesNothing() async {
    let store = TestStore(initialState: filledCart()) { ShoppingCartFeature() }
    await store.send(.incrementButtonTapped("banana"))
    await store.send(.decrementButtonTapped("banana"))
    await store.send(.removeButtonTapped("banana"))
  }
}
