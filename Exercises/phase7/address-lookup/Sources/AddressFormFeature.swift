// 練習問題: phase7/address-lookup — 郵便番号から住所を補う
//
// 郵便番号が 7 桁そろったら住所を調べて、都道府県と市区町村の入力欄を埋めるフォームを作ります。
//
// 型:
//   - State: `postalCode`・`prefecture`・`city`・`street`（バインディングで入力）、`isLookingUp`、`lookupFailed`
//   - Action: `.binding`、`.lookupResponse(Address)`、`.lookupFailed`
//   - 依存関係: `\.addressClient`（`lookup(postalCode) async throws -> Address`）
//
// 求める動き:
//   1. `postalCode` の入力は数字だけを残し、7 文字までに切り詰めて State に入れる
//      （`"123-4567"` → `"1234567"`、`"12345678"` → `"1234567"`）。
//   2. 整えた `postalCode` が前と変わって 7 桁になったら、`isLookingUp = true`・`lookupFailed = false`
//      にして `lookup(postalCode)` を呼ぶ。
//   3. 調べている間に整えた `postalCode` が変わったら、前の問い合わせを取り消す（古い応答は届かない）。
//      新しい値が 7 桁ならもう一度調べ、7 桁でなければ `isLookingUp = false`。
//   4. 応答: `.lookupResponse(住所)` で `prefecture` と `city` を応答の値にし、`isLookingUp = false`。
//      `street` は変えない。
//   5. 失敗: `.lookupFailed` で `isLookingUp = false`・`lookupFailed = true`。`prefecture`・`city` は変えない。
//   6. ほかの項目の入力や、整えた結果が前と同じになる入力（7 桁のところへ 8 桁目を打つなど）では
//      問い合わせず、通信中の問い合わせもそのまま続ける。
//
// ヒント: 整えた後の値を見たいので、`onChange(of: \.postalCode)` は整える処理を含む Reducer 全体
//         （`CombineReducers { BindingReducer(); Reduce { … } }`）に付けます。
import Composable

/// 郵便番号から分かる住所の一部。
struct Address: Equatable, Sendable {
  var prefecture: String
  var city: String
}

/// 住所検索 API。テストでは `withDependencies` で差し替えられます。
struct AddressClient: Sendable {
  /// 7 桁の郵便番号から住所を調べます。見つからないときや通信に失敗すると throw します。
  var lookup: @Sendable (_ postalCode: String) async throws -> Address
}

extension AddressClient: DependencyKey {
  /// アプリで使う実装: 固定の住所を返します。
  static let liveValue = AddressClient(lookup: { _ in Address(prefecture: "東京都", city: "千代田区") })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = AddressClient(
    lookup: unimplemented("AddressClient.lookup", placeholder: Address(prefecture: "", city: ""))
  )
}

extension DependencyValues {
  /// `@Dependency(\.addressClient)` で取り出す住所検索 API。
  var addressClient: AddressClient {
    get { self[AddressClient.self] }
    set { self[AddressClient.self] = newValue }
  }
}

/// 郵便番号が 7 桁そろったら住所を調べて入力欄を埋める住所フォーム。
@Reducer
struct AddressFormFeature {
  @ObservableState
  struct State: Equatable {
    var postalCode = ""
    var prefecture = ""
    var city = ""
    var street = ""
    var isLookingUp = false
    var lookupFailed = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case lookupResponse(Address)
    case lookupFailed
  }

  @Dependency(\.addressClient) var addressClient

  var body: some ReducerOf<Self> {
    // TODO: BindingReducer() と Reduce を組み合わせ、郵便番号が変わったら問い合わせる
    Reduce { state, action in
      switch action {
      case .binding:
        // TODO: postalCode を数字 7 桁までに整える
        return .none

      case .lookupResponse:
        // TODO: prefecture と city を埋める
        return .none

      case .lookupFailed:
        // TODO: isLookingUp と lookupFailed を更新する
        return .none
      }
    }
  }
}
