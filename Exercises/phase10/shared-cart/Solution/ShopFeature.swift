// 参考解答: phase10/shared-cart — 画面をまたぐカート
import Composable

/// カートの 1 行。商品名が id です。
struct CartItem: Equatable, Identifiable, Sendable {
  let id: String
  var quantity: Int
}

/// 商品一覧: 商品をカートに入れ、カートのシートを開きます。
@Reducer
struct ShopFeature {
  @ObservableState
  struct State: Equatable {
    /// アプリのどの画面からも `.inMemory("cart")` で読み書きできるカート。
    @Shared(.inMemory("cart")) var cart: IdentifiedArrayOf<CartItem> = []
    @Presents var cartSheet: CartFeature.State?

    /// カートに入っている商品の個数の合計（ヘッダーのバッジに出します）。
    var itemCount: Int { cart.reduce(0) { $0 + $1.quantity } }
  }

  enum Action {
    case addButtonTapped(product: String)
    case cartButtonTapped
    case cartSheet(PresentationAction<CartFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addButtonTapped(product):
        state.$cart.withLock { cart in
          if cart[id: product] != nil {
            cart[id: product]?.quantity += 1
          } else {
            cart.append(CartItem(id: product, quantity: 1))
          }
        }
        return .none

      case .cartButtonTapped:
        // コピーではなく参照（`$cart`）を渡すので、シートでの変更がこの画面にも届きます。
        state.cartSheet = CartFeature.State(cart: state.$cart)
        return .none

      case .cartSheet:
        return .none
      }
    }
    .ifLet(\.$cartSheet, action: \.cartSheet) {
      CartFeature()
    }
  }
}

/// カートのシート: 親から受け取った共有のカートを直接書き換えます。
@Reducer
struct CartFeature {
  @ObservableState
  struct State: Equatable {
    @Shared var cart: IdentifiedArrayOf<CartItem>
  }

  enum Action {
    case incrementButtonTapped(id: String)
    case decrementButtonTapped(id: String)
    case orderButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .incrementButtonTapped(id):
        state.$cart.withLock { $0[id: id]?.quantity += 1 }
        return .none

      case let .decrementButtonTapped(id):
        state.$cart.withLock { cart in
          guard let quantity = cart[id: id]?.quantity else { return }
          if quantity <= 1 {
            cart.remove(id: id)
          } else {
            cart[id: id]?.quantity -= 1
          }
        }
        return .none

      case .orderButtonTapped:
        state.$cart.withLock { $0.removeAll() }
        return .run { _ in await dismiss() }
      }
    }
  }
}
