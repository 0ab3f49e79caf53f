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

  @Test("保存すると下書きが profile に書き戻され、編集画面が閉じる")
  func saveWritesBackAndDismisses() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.nameChanged("山田花子"))) { $0.editor?.draft.name = "山田花子" }
    await store.send(.editor(.saveButtonTapped)) {
      $0.profile = Profile(name: "山田花子", bio: "Swift が好きです")
      $0.editor = nil
    }
  }

  @Test("キャンセルすると profile は変わらず、編集画面が閉じる")
  func cancelDismissesUnchanged() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.bioChanged("やっぱりやめた"))) { $0.editor?.draft.bio = "やっぱりやめた" }
    await store.send(.editor(.cancelButtonTapped)) { $0.editor = nil }
  }

  @Test("保存した後にもう一度編集すると、保存したプロフィールから始まる")
  func reopenStartsFromSavedProfile() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    let saved = Profile(name: "Taro", bio: "Swift が好きです")
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.nameChanged("Taro"))) { $0.editor?.draft.name = "Taro" }
    await store.send(.editor(.saveButtonTapped)) {
      $0.profile = saved
      $0.editor = nil
    }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: saved)
    }
    await store.send(.editor(.cancelButtonTapped)) { $0.editor = nil }
  }

  @Test("保存では、下書きのすべての項目が手を加えずにそのまま profile に入る")
  func saveCopiesEveryFieldAsIs() async {
    let store = TestStore(initialState: ProfileFeature.State(profile: taro)) { ProfileFeature() }
    await store.send(.editButtonTapped) {
      $0.editor = ProfileEditorFeature.State(draft: taro)
    }
    await store.send(.editor(.nameChanged("  Hanako Sato "))) {
      $0.editor?.draft.name = "  Hanako Sato "
    }
    await store.send(.editor(.bioChanged("TCA を勉強中。\n週末は山登り "))) {
      $0.editor?.draft.bio = "TCA を勉強中。\n週末は山登り "
    }
    await store.send(.editor(.saveButtonTapped)) {
      $0.profile = Profile(name: "  Hanako Sato ", bio: "TCA を勉強中。\n週末は山登り ")
      $0.editor = nil
    }
  }
}
