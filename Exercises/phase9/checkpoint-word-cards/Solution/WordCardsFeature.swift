// 参考解答: phase9/checkpoint-word-cards — チェックポイント: 単語カード
import Composable
import Foundation

/// 単語カード 1 枚。
struct WordCard: Equatable, Identifiable, Sendable {
  let id: Int
  /// 表（覚える単語）。
  var word: String
  /// 裏（意味）。
  var meaning: String
}

// MARK: - 一覧（ルート）

/// カードの一覧。カードを選ぶと、その詳細画面をスタックに積みます。
@Reducer
struct WordCardsFeature {
  @ObservableState
  struct State: Equatable {
    var cards: IdentifiedArrayOf<WordCard> = []
    var path = StackState<Path.State>()
  }

  enum Action {
    /// 一覧のカードを選んだ。
    case cardTapped(WordCard.ID)
    case path(StackActionOf<Path>)
  }

  /// スタックに積める画面。
  @Reducer
  enum Path {
    case detail(CardDetailFeature)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .cardTapped(id):
        guard let card = state.cards[id: id] else { return .none }
        state.path.append(.detail(CardDetailFeature.State(card: card)))
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.saved(card))))):
        state.cards[id: card.id] = card
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.deleted(id))))):
        state.cards.remove(id: id)
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension WordCardsFeature.Path.State: Equatable {}

// MARK: - 詳細（スタックに積む画面）

/// カード 1 枚の詳細画面。下書きを編集して保存するか、確かめてから削除します。
@Reducer
struct CardDetailFeature {
  @ObservableState
  struct State: Equatable {
    /// 編集中の下書き。保存するまで一覧のカードは変わらない。
    var draft: WordCard
    /// 削除の確認。
    @Presents var alert: AlertState<Action.Alert>?

    init(card: WordCard) {
      self.draft = card
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
    case deleteButtonTapped
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    /// 削除の確認アラートのボタン。
    enum Alert: Equatable {
      case confirmDeletion
    }

    /// 一覧への知らせ。
    @CasePathable
    enum Delegate: Equatable {
      /// 「このカードで一覧を書き換えて」。
      case saved(WordCard)
      /// 「このカードを一覧から消して」。
      case deleted(WordCard.ID)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .saveButtonTapped:
        guard !state.draft.word.trimmingCharacters(in: .whitespaces).isEmpty else { return .none }
        return .run { [card = state.draft] send in
          await send(.delegate(.saved(card)))
          await dismiss()
        }

      case .deleteButtonTapped:
        state.alert = .confirmDeletion(state.draft)
        return .none

      case .alert(.presented(.confirmDeletion)):
        return .run { [id = state.draft.id] send in
          await send(.delegate(.deleted(id)))
          await dismiss()
        }

      case .alert:
        return .none

      case .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == CardDetailFeature.Action.Alert {
  /// 「削除しますか？」のアラート（できあがっています）。
  static func confirmDeletion(_ card: WordCard) -> Self {
    Self {
      TextState("「\(card.word)」のカードを削除しますか？")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("削除")
      }
      ButtonState(role: .cancel) {
        TextState("キャンセル")
      }
    }
  }
}
