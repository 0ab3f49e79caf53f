// 練習問題: phase3/profile-editor — プロフィール編集
//
// プロフィール画面（親）から、編集画面（子）を開いて閉じます。編集画面は親の State の Optional
// `editor` で表し、nil なら閉じている、値があれば開いている、とします。子は `ifLet` でつなぎます。
// 閉じるのは親の仕事です。子は「保存して」「キャンセルして」を delegate Action で頼むだけです。
//
// 型:
//   - ProfileEditorFeature（子）: State `draft`（編集中の下書き）。Action `.nameChanged` / `.bioChanged`
//     （下書きだけを書き換える。完成済み）、`.saveButtonTapped`、`.cancelButtonTapped`、
//     `.delegate(.save(Profile))`、`.delegate(.cancel)`
//   - ProfileFeature（親）: State `profile`（表示中のプロフィール）、`editor: ProfileEditorFeature.State?`
//     （nil なら閉じている）。Action `.editButtonTapped`、`.editor(…)`（編集画面へ。ifLet でつなぐ）
//
// 求める動き:
//   1. 子の `.saveButtonTapped`: `.delegate(.save(draft))` で今の下書きを親に渡す。
//   2. 子の `.cancelButtonTapped`: `.delegate(.cancel)` を親に送る。
//   3. 親の `.editButtonTapped`: 今の `profile` をコピーした下書きで `editor` を開く。
//   4. 親が `.editor(.delegate(.save(draft)))` を受けたら、`draft` のすべての項目を、手を加えずに
//      （空白を削るなどもせずに）そのまま `profile` にして、`editor` を閉じる（nil）。
//   5. 親が `.editor(.delegate(.cancel))` を受けたら、`profile` は変えずに `editor` を閉じる。
//   6. はじめから編集画面が開いている State（下書きが profile と違う）でも、同じように保存・キャンセルできる。
//
// ヒント: `// TODO:` の箇所を順に埋めます。
//   - ProfileEditorFeature: 保存とキャンセルで delegate Action を送る（`.send(.delegate(…))`）
//   - ProfileFeature: `.editButtonTapped` と、子からの 2 つの delegate Action を処理する
//   - ProfileFeature: `.ifLet(\.editor, action: \.editor) { ProfileEditorFeature() }` で編集画面をつなぐ
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
        // TODO: 今の下書きを .delegate(.save(…)) で親に渡す
        return .none
      case .cancelButtonTapped:
        // TODO: .delegate(.cancel) を親に送る
        return .none
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
        // TODO: 今の profile を下書きにして editor を開く（ProfileEditorFeature.State(draft:)）
        return .none
      case .editor(.delegate(.save)):
        // TODO: 渡された下書きをそのまま profile にして、editor を閉じる（nil にする）
        return .none
      case .editor(.delegate(.cancel)):
        // TODO: profile は変えずに editor を閉じる
        return .none
      case .editor:
        return .none
      }
    }
    // TODO: .ifLet(\.editor, action: \.editor) { ProfileEditorFeature() } で編集画面をつなぐ
  }
}
