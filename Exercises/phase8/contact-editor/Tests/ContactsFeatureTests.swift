// 練習問題: phase8/contact-editor — 連絡先の編集シートのテストを書く
// 問題文: Lessons/phase8-tree-navigation.md の「連絡先の編集シートのテストを書く」。確かめ方: dojo check phase8/contact-editor
import Composable
import Testing

@testable import Phase8ContactEditor

@MainActor
struct ContactsFeatureTests {
  @Test func editAndSave() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: ContactsFeature.State(contacts: [
        Contact(id: 1, name: "青木"),
        Contact(id: 2, name: "井上"),
      ])
    ) {
      ContactsFeature()
    } withDependencies: {
      $0.contactsClient.save = { _ in try await clock.sleep(for: .seconds(1)) }
    }
    // TODO: 2 行目の編集ボタンを押し（`await store.send(.editButtonTapped(id: 2)) { … }`）、
    //       名前を変えて保存し、delegate Action と dismiss を順に receive します。
    _ = store
  }

  // TODO: 問題文の「確かめること」の残りを、1 つずつテストにします。
}
