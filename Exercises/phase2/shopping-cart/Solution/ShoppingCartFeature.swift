// 参考解答: phase2/shopping-cart — ショッピングカート
import Composable

/// 売り場の商品。
struct Product: Equatable, Identifiable, Sendable {
  /// 商品コード（例: "apple"）。
  let id: String
  var name: String
  /// 1 個の値段（円）。
  var price: Int
}

/// カートの 1 行: 商品と個数。
struct CartItem: Equatable, Identifiable, Sendable {
  var product: Product
  /// 個数。1 以上（0 になった行はカートから消える）。
  var quantity: Int
  /// 1 つの商品は 1 行だけなので、商品コードを行の id にする。
  var id: Product.ID { product.id }
}

/// 商品を入れ、個数を増減し、合計金額を出すショッピングカート。
@Reducer
struct ShoppingCartFeature {
  /// カートの状態。
  @ObservableState
  struct State: Equatable {
    /// 入れた順に並ぶカートの行。
    var items: IdentifiedArrayOf<CartItem> = []

    /// 合計金額（円）: 各行の 値段 × 個数 の和。
    var total: Int {
      items.reduce(0) { $0 + $1.product.price * $1.quantity }
    }
  }

  /// ユーザーの操作。
  enum Action: Equatable {
    /// 「カートに入れる」。
    case addButtonTapped(Product)
    /// 行の「+」。
    case incrementButtonTapped(Product.ID)
    /// 行の「−」。
    case decrementButtonTapped(Product.ID)
    /// 行の「削除」。
    case removeButtonTapped(Product.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addButtonTapped(product):
        if state.items[id: product.id] != nil {
          state.items[id: product.id]?.quantity += 1
        } else {
          state.items.append(CartItem(product: product, quantity: 1))
        }
        return .none
      case let .incrementButtonTapped(id):
        state.items[id: id]?.quantity += 1
        return .none
      case let .decrementButtonTapped(id):
        guard let quantity = state.items[id: id]?.quantity else { return .none }
        if quantity <= 1 {
          state.items.remove(id: id)
        } else {
          state.items[id: id]?.quantity = quantity - 1
        }
        return .none
      case let .removeButtonTapped(id):
        state.items.remove(id: id)
        return .none
      }
    }
  }
}
