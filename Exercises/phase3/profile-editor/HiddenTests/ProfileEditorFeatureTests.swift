import Composable
import Testing

@testable import Phase3ProfileEditor

private let taro = Profile(name: "山田太郎", bio: "Swift が好きです")

@MainActor
@Suite("プロフィール編集")
struct ProfileEditorFeatureTests {
  @Test("編集ボタンで、今のプロフィールをコピーした下書きの編集画面が開く")
  func editOpensEditorWithCopy() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
  }

  @Test("編集画面で名前と自己紹介を変えると、下書きだけが変わる（ifLet）")
  func editingChangesOnlyTheDraft() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.nameChanged("山田花子"))) { $0.editor?.draft.name = "山田花子" }
    await store.send(.editor(.bioChanged("TCA を勉強中"))) { $0.editor?.draft.bio = "TCA を勉強中" }
    #expect(store.state.profile == taro)
  }

  @Test("保存すると子が delegate Action で下書きを渡し、親が profile に書き戻して編集画面を閉じる")
  func saveWritesBackAndDismisses() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.nameChanged("山田花子"))) { $0.editor?.draft.name = "山田花子" }
    await store.send(.editor(.saveButtonTapped))
    await store.receive(.editor(.delegate(.save(Profile(name: "山田花子", bio: "Swift が好きです"))))) {
      $0.profile = Profile(name: "山田花子", bio: "Swift が好きです")
      $0.editor = nil
    }
  }

  @Test("キャンセルすると子が delegate Action で頼み、親は profile を変えずに編集画面を閉じる")
  func cancelDismissesUnchanged() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.bioChanged("やっぱりやめた"))) { $0.editor?.draft.bio = "やっぱりやめた" }
    await store.send(.editor(.cancelButtonTapped))
    await store.receive(.editor(.delegate(.cancel))) { $0.editor = nil }
  }

  @Test("保存した後にもう一度編集すると、保存したプロフィールから始まる")
  func reopenStartsFromSavedProfile() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    let saved = Profile(name: "Taro", bio: "Swift が好きです")
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.nameChanged("Taro"))) { $0.editor?.draft.name = "Taro" }
    await store.send(.editor(.saveButtonTapped))
    await store.receive(.editor(.delegate(.save(saved)))) {
      $0.profile = saved
      $0.editor = nil
    }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: saved)
    }
    await store.send(.editor(.cancelButtonTapped))
    await store.receive(.editor(.delegate(.cancel))) { $0.editor = nil }
  }

  @Test("保存では、下書きのすべての項目が手を加えずにそのまま profile に入る")
  func saveCopiesEveryFieldAsIs() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    let edited = Profile(name: "  Hanako Sato ", bio: "TCA を勉強中。\n週末は山登り ")
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.nameChanged(edited.name))) { $0.editor?.draft.name = edited.name }
    await store.send(.editor(.bioChanged(edited.bio))) { $0.editor?.draft.bio = edited.bio }
    await store.send(.editor(.saveButtonTapped))
    await store.receive(.editor(.delegate(.save(edited)))) {
      $0.profile = edited
      $0.editor = nil
    }
  }

  @Test("はじめから開いている編集画面（下書きが profile と違う）でも、保存・キャンセルできる")
  func editorOpenFromTheStart() async {
    let draft = Profile(name: "佐藤次郎", bio: "")
    let store = TestStore(
      initialState: ProfileFeature.State(
        profile: taro, editor: ProfileEditorFeature.State(draft: draft)
      )
    ) {
      ProfileFeature()
    }
    await store.send(.editor(.bioChanged("はじめまして"))) { $0.editor?.draft.bio = "はじめまして" }
    await store.send(.editor(.saveButtonTapped))
    await store.receive(.editor(.delegate(.save(Profile(name: "佐藤次郎", bio: "はじめまして"))))) {
      $0.profile = Profile(name: "佐藤次郎", bio: "はじめまして")
      $0.editor = nil
    }

    let cancelling = TestStore(
      initialState: ProfileFeature.State(
        profile: taro, editor: ProfileEditorFeature.State(draft: draft)
      )
    ) {
      ProfileFeature()
    }
    await cancelling.send(.editor(.cancelButtonTapped))
    await cancelling.receive(.editor(.delegate(.cancel))) { $0.editor = nil }
    #expect(cancelling.state.profile == taro)
  }
}
