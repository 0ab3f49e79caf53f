// 練習問題: phase8/add-item-sheet — 追加シート
//
// 買い物リスト `ShoppingListFeature` に、品物を追加するシート `AddItemFeature` を作ります。
//
// 型:
//   - 親 State: `items`、`@Presents var addItem: AddItemFeature.State?`
//   - 親 Action: `.addButtonTapped`、`.addItem(PresentationAction<AddItemFeature.Action>)`
//   - 子 State: `item: Item`（`name`・`quantity` はバインディングで `\.item.name` などに入力）、
//              `isSaving`、`errorMessage: String?`
//   - 子 Action: `.binding`、`.saveButtonTapped`、`.cancelButtonTapped`、`.saveResponse(Item)`、
//              `.saveFailed`、`.delegate(.saved(Item))`
//   - 依存関係: `\.uuid`（新しい品物の id）、`\.itemsClient`（`add(Item) async throws -> Item`）、
//              `\.dismiss`（子がシートを閉じる）
//
// 求める動き:
//   1. `.addButtonTapped`: `addItem = AddItemFeature.State(item: Item(id: uuid(), name: "", quantity: 1))`
//      でシートを出す（id は必ず `\.uuid` から）。
//   2. 子の `.saveButtonTapped`: 名前の前後の空白を除いたものが空なら何もしない。そうでなければ
//      `isSaving = true`・`errorMessage = nil` にして、`item`（名前は空白を除いたもの）で `add` を呼ぶ。
//      保存中のタップは無視する（2 回目の `add` は呼ばない）。
//   3. 保存できたら `.saveResponse(品物)` で `isSaving = false` にし、`add` が返した品物で
//      `.delegate(.saved(品物))` を送ってから `dismiss()` で閉じる。
//   4. 親は `.saved(品物)` を受け取ったら、その品物を `items` の末尾に足す。
//   5. 保存に失敗したら `.saveFailed` で `isSaving = false`・`errorMessage = AddItemFeature.saveFailedMessage`。
//      シートは閉じない（もう一度保存できる）。
//   6. 子の `.cancelButtonTapped`: `dismiss()` で閉じる。保存中でも閉じてよく、そのときの保存の結果は
//      親に届かない（品物は増えない）。
//
// ヒント: 親は `.ifLet(\.$addItem, action: \.addItem) { AddItemFeature() }` で子とつなぎます。
import Composable
import Foundation

/// 買い物リストの品物。
struct Item: Equatable, Identifiable, Sendable {
  let id: UUID
  var name: String
  var quantity: Int
}

/// 品物のサーバー API。テストでは `withDependencies` で差し替えられます。
struct ItemsClient: Sendable {
  /// 品物をサーバーに登録し、登録された品物を返します。失敗すると throw します。
  var add: @Sendable (_ item: Item) async throws -> Item
}

extension ItemsClient: DependencyKey {
  /// アプリで使う実装: 渡された品物をそのまま返します。
  static let liveValue = ItemsClient(add: { $0 })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = ItemsClient(
    add: unimplemented("ItemsClient.add", placeholder: Item(id: UUID(), name: "", quantity: 0))
  )
}

extension DependencyValues {
  /// `@Dependency(\.itemsClient)` で取り出すサーバー API。
  var itemsClient: ItemsClient {
    get { self[ItemsClient.self] }
    set { self[ItemsClient.self] = newValue }
  }
}

/// 買い物リスト。「追加」で品物を追加するシートを出します。
@Reducer
struct ShoppingListFeature {
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Item> = []
    @Presents var addItem: AddItemFeature.State?
  }

  enum Action {
    case addButtonTapped
    case addItem(PresentationAction<AddItemFeature.Action>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        // TODO: uuid() で id を作ってシートを出す
        return .none

      case .addItem:
        // TODO: 子の delegate Action .saved(品物) を受け取ったら items の末尾に足す
        return .none
      }
    }
    // TODO: ifLet で子の AddItemFeature とつなぐ
  }
}

/// 品物を 1 つ入力して保存するシート。
@Reducer
struct AddItemFeature {
  /// 保存に失敗したときに出す文言。
  static let saveFailedMessage = "保存できませんでした。もう一度お試しください"

  @ObservableState
  struct State: Equatable {
    var item: Item
    var isSaving = false
    var errorMessage: String?
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
    case cancelButtonTapped
    case saveResponse(Item)
    case saveFailed
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      case saved(Item)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.itemsClient) var itemsClient

  var body: some ReducerOf<Self> {
    // TODO: BindingReducer() で入力を受け取る
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .saveButtonTapped:
        // TODO: 空白を除いた名前が空でなく、保存中でなければ add を呼ぶ
        return .none

      case .cancelButtonTapped:
        // TODO: dismiss() で閉じる
        return .none

      case .saveResponse:
        // TODO: isSaving を戻し、delegate Action を送ってから閉じる
        return .none

      case .saveFailed:
        // TODO: isSaving を戻し、errorMessage を出す
        return .none
      }
    }
  }
}
