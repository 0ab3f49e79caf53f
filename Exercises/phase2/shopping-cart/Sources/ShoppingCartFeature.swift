// 練習問題: phase2/shopping-cart — ショッピングカート
//
// 商品をカートに入れ、個数を増減し、合計金額を出します。カートの行は `IdentifiedArrayOf<CartItem>` で、
// 行の id は商品コード（`product.id`）です。
//
// 型:
//   - State: `items`（カートの行。入れた順）、`total`（計算プロパティ。合計金額）
//   - Action:
//       `.addButtonTapped(Product)`    「カートに入れる」が押された
//       `.incrementButtonTapped(id)`   行の「+」が押された
//       `.decrementButtonTapped(id)`   行の「−」が押された
//       `.removeButtonTapped(id)`      行の「削除」が押された
//
// 求める動き:
//   1. `total`: 各行の `product.price × quantity` の合計（空なら 0）。
//   2. `.addButtonTapped(product)`: カートにない商品なら個数 1 で末尾に追加する。
//      もうある商品なら、その行の個数を 1 増やす（行は増やさず、並び順も変えない）。
//   3. `.incrementButtonTapped(id)`: その行の個数を 1 増やす。
//   4. `.decrementButtonTapped(id)`: その行の個数を 1 減らす。0 になるなら行ごと消す。
//   5. `.removeButtonTapped(id)`: その行を消す。
//   6. カートにない id への Action は、何も変えない。
//
// ヒント: `// TODO:` の箇所（`total` と Reducer の 4 つの Action）を埋めます。
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
      // TODO: 各行の product.price × quantity を足し合わせる
      0
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
      case .addButtonTapped:
        // TODO: 新しい商品なら CartItem(product:quantity: 1) を末尾に、あればその行の quantity を 1 増やす
        return .none
      case .incrementButtonTapped:
        // TODO: その行の quantity を 1 増やす（ヒント: state.items[id: id]?.quantity）
        return .none
      case .decrementButtonTapped:
        // TODO: その行の quantity を 1 減らす。0 になるなら行を消す
        return .none
      case .removeButtonTapped:
        // TODO: その行を消す
        return .none
      }
    }
  }
}
