// 参考解答: phase3/profile-editor — プロフィール編集
import Composable

/// 表示するプロフィール。
struct Profile: Equatable, Sendable {
  var name: String
  var bio: String
}

// MARK: - 編集画面（子）

/// プロフィールの編集画面。下書き（`draft`）だけを書き換え、保存・キャンセルは delegate Action で親に頼む。
@Reducer
struct ProfileEditorFeature {
  /// 編集画面の状態。
  @ObservableState
  struct State: Equatable {
    /// 編集中の下書き。保存されるまで元のプロフィールは変わらない。
    var draft: Profile
  }

  /// 編集画面の操作。
  enum Action: Equatable {
    case nameChanged(String)
    case bioChanged(String)
    /// 「保存」。下書きを `.delegate(.save(draft))` で親に渡す。
    case saveButtonTapped
    /// 「キャンセル」。`.delegate(.cancel)` で親に閉じてもらう。
    case cancelButtonTapped
    /// 親への知らせ。
    case delegate(Delegate)

    /// 親（`ProfileFeature`）に伝えること。
    @CasePathable
    enum Delegate: Equatable {
      /// 「この下書きで保存して閉じて」。
      case save(Profile)
      /// 「保存せずに閉じて」。
      case cancel
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.draft.name = name
        return .none
      case let .bioChanged(bio):
        state.draft.bio = bio
        return .none
      case .saveButtonTapped:
        return .send(.delegate(.save(state.draft)))
      case .cancelButtonTapped:
        return .send(.delegate(.cancel))
      case .delegate:
        return .none
      }
    }
  }
}

// MARK: - プロフィール画面（親）

/// プロフィールを表示し、編集画面（`editor`）を開いたり閉じたりする。
@Reducer
struct ProfileFeature {
  /// プロフィール画面の状態。
  @ObservableState
  struct State: Equatable {
    var profile: Profile
    /// 編集画面。nil なら閉じている。
    var editor: ProfileEditorFeature.State?
  }

  /// プロフィール画面の操作。
  enum Action: Equatable {
    /// 「編集」ボタン。
    case editButtonTapped
    /// 編集画面の Action（`ifLet` でつなぐ）。
    case editor(ProfileEditorFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.editor = ProfileEditorFeature.State(draft: state.profile)
        return .none
      case let .editor(.delegate(.save(draft))):
        state.profile = draft
        state.editor = nil
        return .none
      case .editor(.delegate(.cancel)):
        state.editor = nil
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.editor, action: \.editor) {
      ProfileEditorFeature()
    }
  }
}
