// 練習問題: プロフィール編集（phase3/profile-editor）— 模範解答
import Composable

/// 表示するプロフィール。
struct Profile: Equatable, Sendable {
  var name: String
  var bio: String
}

// MARK: - 編集画面（子・完成済み）

/// プロフィールの編集画面。下書き（`draft`）だけを書き換える。
struct ProfileEditorFeature: Reducer {
  /// 編集画面の状態。
  struct State: Equatable {
    /// 編集中の下書き。保存されるまで元のプロフィールは変わらない。
    var draft: Profile
  }

  /// 編集画面の操作。
  @CasePathable
  enum Action: Equatable {
    case nameChanged(String)
    case bioChanged(String)
    /// 「保存」。親（`ProfileFeature`）が受け取って書き戻し、画面を閉じる。
    case saveButtonTapped
    /// 「キャンセル」。親が受け取って、書き戻さずに画面を閉じる。
    case cancelButtonTapped
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
      case .saveButtonTapped, .cancelButtonTapped:
        return .none
      }
    }
  }
}

// MARK: - プロフィール画面（親）

/// プロフィールを表示し、編集画面（`editor`）を開いたり閉じたりする。
struct ProfileFeature: Reducer {
  /// プロフィール画面の状態。
  struct State: Equatable {
    var profile: Profile
    /// 編集画面。nil なら閉じている。
    var editor: ProfileEditorFeature.State?
  }

  /// プロフィール画面の操作。
  @CasePathable
  enum Action: Equatable {
    /// 「編集」ボタン。
    case editButtonTapped
    /// 編集画面のアクション（`ifLet` でつなぐ）。
    case editor(ProfileEditorFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.editor = ProfileEditorFeature.State(draft: state.profile)
        return .none
      case .editor(.saveButtonTapped):
        if let draft = state.editor?.draft {
          state.profile = draft
        }
        state.editor = nil
        return .none
      case .editor(.cancelButtonTapped):
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
