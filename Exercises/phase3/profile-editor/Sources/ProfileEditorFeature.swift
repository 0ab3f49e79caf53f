// 練習問題: プロフィール編集（phase3/profile-editor）
//
// プロフィール画面（親）から、編集画面（子）を開いて閉じます。編集画面は親の State の Optional
// `editor` で表し、nil なら閉じている、値があれば開いている、とします。子は `ifLet` でつなぎます。
//
//   ProfileFeature（親）
//     State:  profile（表示中のプロフィール）, editor: ProfileEditorFeature.State?（はじめは nil）
//     Action: .editButtonTapped … 今の profile をコピーした下書きで editor を開く
//             .editor(ProfileEditorFeature.Action) … 編集画面のアクション
//               .editor(.saveButtonTapped)   … 下書き（editor.draft）のすべての項目を、手を加えずに（空白を削るなども
//                                               せずに）そのまま profile に書き戻し、editor を閉じる
//               .editor(.cancelButtonTapped) … profile は変えずに editor を閉じる
//   ProfileEditorFeature（子・完成済み）: .nameChanged / .bioChanged で下書きだけを書き換える。
//
// やること（`// TODO:` の箇所）:
//   1. ProfileFeature の Reduce で .editButtonTapped・保存・キャンセルを処理する
//   2. `.ifLet(\.editor, action: \.editor) { ProfileEditorFeature() }` で編集画面をつなぐ
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
        // TODO: 今の profile を下書きにして editor を開く（ProfileEditorFeature.State(draft:)）
        return .none
      case .editor(.saveButtonTapped):
        // TODO: editor の下書きを profile に書き戻し、editor を閉じる（nil にする）
        return .none
      case .editor(.cancelButtonTapped):
        // TODO: profile は変えずに editor を閉じる
        return .none
      case .editor:
        return .none
      }
    }
    // TODO: .ifLet(\.editor, action: \.editor) { ProfileEditorFeature() } で編集画面をつなぐ
  }
}
