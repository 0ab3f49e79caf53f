// 練習問題: phase9/checkpoint-word-cards — チェックポイント: 単語カード
//
// Phase 7〜9 のまとめです。本文に同じ形の見本はありません。バインディング、アラート、dismiss、スタックへの積み下ろし、
// delegate Action を、自分で選んで組み立てます。
//
// ユーザーストーリー: 単語カードの一覧から 1 枚を選ぶと、その詳細画面が開く。詳細画面で単語と意味を書き直して保存したり、
// 確かめてから削除したりできる。保存・削除すると詳細画面は閉じ、一覧に反映される。
//
// 型（できあがっています）:
//   - WordCardsFeature（一覧）: State は `cards`・`path`。Action は `cardTapped(id)`・`path(…)`。積める画面は `Path.detail`
//   - CardDetailFeature（詳細）: State は下書き `draft` と `alert`。Action は `binding`・`saveButtonTapped`・
//     `deleteButtonTapped`・`alert(…)`（ボタンは `.confirmDeletion`）・`delegate(.saved(card))`・`delegate(.deleted(id))`。
//     確認のアラートは `AlertState.confirmDeletion(card)` を使う
//
// 求める動き:
//   1. 一覧のカードを選ぶと、そのカードの写しを下書きにした詳細画面を積む。一覧にない id なら何もしない
//   2. 詳細画面の単語と意味はバインディングで下書きに入る。保存するまで一覧のカードは変わらない
//   3. 「保存」: 単語が空白だけなら何もしない。そうでなければ下書きを一覧に知らせ、それから詳細画面が自分で閉じる（dismiss）。
//      一覧は知らせを受けて、そのカードを書き換える（並び順はそのまま）
//   4. 「削除」: 確認のアラートを出す。キャンセルなら何もしない。削除を選んだら、一覧に知らせてから詳細画面が自分で閉じる。
//      一覧は知らせを受けて、そのカードを消す
//   5. 詳細画面がいくつか積まれた状態から始めても（ディープリンク）、同じように動く
//
// ヒント: `dojo hint phase9/checkpoint-word-cards` で 1 つずつ表示できます。
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
      case .cardTapped:
        // TODO: そのカードの詳細画面を積む。
        return .none

      case .path:
        // TODO: 詳細画面からの知らせ（保存・削除）を一覧に反映する。
        return .none
      }
    }
    // TODO: スタックに積んだ画面の Reducer をつなぐ。
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
    // TODO: 入力が下書きに入るようにする。
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .saveButtonTapped:
        // TODO: 下書きを一覧に知らせてから閉じる（単語が空白だけなら何もしない）。
        return .none

      case .deleteButtonTapped:
        // TODO: 確認のアラートを出す。
        return .none

      case .alert:
        // TODO: 削除を選んだら、一覧に知らせてから閉じる。
        return .none

      case .delegate:
        return .none
      }
    }
    // TODO: アラートをつなぐ。
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
