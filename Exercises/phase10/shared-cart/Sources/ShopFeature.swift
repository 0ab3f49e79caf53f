// 練習問題: phase10/shared-cart — 画面をまたぐカート
//
// 商品一覧（`ShopFeature`）とカートのシート（`CartFeature`）が、同じカートを共有します。カートは
// `@Shared(.inMemory("cart"))` で宣言済みです。ほかの画面（ヘッダーのバッジなど）も同じキーで読みます。
//
// 求める動き:
//   1. `.addButtonTapped(product:)`: カートにその商品がなければ個数 1 の行を末尾に足し、あれば個数を 1 増やす。
//   2. `.cartButtonTapped`: カートのシートを開く。シートには、カートのコピーではなく、同じ共有のカートを渡す
//      （シートでの変更が一覧とほかの画面にも見える）。
//   3. シートの `.incrementButtonTapped(id:)`: その行の個数を 1 増やす。
//   4. シートの `.decrementButtonTapped(id:)`: 個数を 1 減らす。個数 1 の行なら行を消す。
//   5. シートの `.orderButtonTapped`: カートを空にして、シートを閉じる（`dismiss()`）。
//
// ヒント: 共有の値は `state.$cart.withLock { … }` の中で書き換えます。
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
      case .addButtonTapped:
        // TODO: なければ個数 1 の行を足し、あれば個数を 1 増やす（`state.$cart.withLock`）。
        return .none

      case .cartButtonTapped:
        // TODO: カートのシートを開く。シートの State には同じ共有のカートを渡す。
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
      case .incrementButtonTapped:
        // TODO: その行の個数を 1 増やす。
        return .none

      case .decrementButtonTapped:
        // TODO: 個数を 1 減らす。個数 1 の行なら行を消す。
        return .none

      case .orderButtonTapped:
        // TODO: カートを空にして、シートを閉じる。
        return .none
      }
    }
  }
}
