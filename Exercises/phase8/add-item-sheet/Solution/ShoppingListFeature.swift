// 参考解答: phase8/add-item-sheet — 追加シート
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
        state.addItem = AddItemFeature.State(item: Item(id: uuid(), name: "", quantity: 1))
        return .none

      case let .addItem(.presented(.delegate(.saved(item)))):
        state.items.append(item)
        return .none

      case .addItem:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) {
      AddItemFeature()
    }
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
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case .saveButtonTapped:
        var item = state.item
        item.name = item.name.trimmingCharacters(in: .whitespaces)
        guard !item.name.isEmpty, !state.isSaving else { return .none }
        state.isSaving = true
        state.errorMessage = nil
        return .run { [item] send in
          let saved = try await itemsClient.add(item)
          await send(.saveResponse(saved))
        } catch: { _, send in
          await send(.saveFailed)
        }

      case .cancelButtonTapped:
        return .run { _ in await dismiss() }

      case let .saveResponse(item):
        state.isSaving = false
        return .run { send in
          await send(.delegate(.saved(item)))
          await dismiss()
        }

      case .saveFailed:
        state.isSaving = false
        state.errorMessage = Self.saveFailedMessage
        return .none
      }
    }
  }
}
