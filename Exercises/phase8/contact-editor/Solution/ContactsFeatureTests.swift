// 参考解答: phase8/contact-editor — 連絡先の編集シートのテスト
import Composable
import Testing

@testable import Phase8ContactEditor

@MainActor
struct ContactsFeatureTests {
  struct SaveError: Error {}

  static let contacts: IdentifiedArrayOf<Contact> = [
    Contact(id: 1, name: "青木"),
    Contact(id: 2, name: "井上"),
    Contact(id: 3, name: "上田"),
  ]

  @Test func editAndSave() async {
    let clock = TestClock()
    let saved = LockIsolated<[Contact]>([])
    let store = TestStore(initialState: ContactsFeature.State(contacts: Self.contacts)) {
      ContactsFeature()
    } withDependencies: {
      $0.contactsClient.save = { contact in
        try await clock.sleep(for: .seconds(1))
        saved.withValue { $0.append(contact) }
      }
    }

    // 先頭ではない行を開く（先頭を開いてしまう誤りを見つけるため）
    await store.send(.editButtonTapped(id: 2)) {
      $0.destination = .edit(EditContactFeature.State(contact: Contact(id: 2, name: "井上")))
    }
    await store.send(\.destination.edit.nameChanged, "井上 花子") {
      $0.destination?.modify(\.edit) { $0.contact.name = "井上 花子" }
    }
    await store.send(\.destination.edit.saveButtonTapped) {
      $0.destination?.modify(\.edit) { $0.isSaving = true }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.edit.delegate.saved, Contact(id: 2, name: "井上 花子")) {
      $0.contacts[id: 2]?.name = "井上 花子"
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    #expect(saved.value == [Contact(id: 2, name: "井上 花子")])
    #expect(store.state.contacts.map(\.name) == ["青木", "井上 花子", "上田"])
  }

  @Test func cancelKeepsTheList() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: Self.contacts)) {
      ContactsFeature()
    }

    await store.send(.editButtonTapped(id: 3)) {
      $0.destination = .edit(EditContactFeature.State(contact: Contact(id: 3, name: "上田")))
    }
    await store.send(\.destination.edit.nameChanged, "うえだ") {
      $0.destination?.modify(\.edit) { $0.contact.name = "うえだ" }
    }
    await store.send(\.destination.edit.cancelButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    #expect(store.state.contacts == Self.contacts)
  }

  @Test func closingWhileSavingCancelsTheSave() async {
    let clock = TestClock()
    let saved = LockIsolated<[Contact]>([])
    let store = TestStore(initialState: ContactsFeature.State(contacts: Self.contacts)) {
      ContactsFeature()
    } withDependencies: {
      $0.contactsClient.save = { contact in
        try await clock.sleep(for: .seconds(1))
        saved.withValue { $0.append(contact) }
      }
    }

    await store.send(.editButtonTapped(id: 1)) {
      $0.destination = .edit(EditContactFeature.State(contact: Contact(id: 1, name: "青木")))
    }
    await store.send(\.destination.edit.nameChanged, "青木 一郎") {
      $0.destination?.modify(\.edit) { $0.contact.name = "青木 一郎" }
    }
    await store.send(\.destination.edit.saveButtonTapped) {
      $0.destination?.modify(\.edit) { $0.isSaving = true }
    }
    await clock.advance(by: .milliseconds(500))
    // 保存の途中でシートを下にスワイプして閉じる
    await store.send(\.destination.dismiss) {
      $0.destination = nil
    }
    // 保存は取り消されたので、1 秒を過ぎても delegate Action は届かず、一覧も変わらない
    await clock.advance(by: .seconds(5))
    await store.finish()
    #expect(saved.value == [])
    #expect(store.state.contacts == Self.contacts)
  }

  @Test func failedSaveKeepsTheSheetOpen() async {
    let clock = TestClock()
    let attempts = LockIsolated(0)
    let store = TestStore(
      initialState: ContactsFeature.State(
        contacts: Self.contacts,
        destination: .edit(EditContactFeature.State(contact: Contact(id: 2, name: "井上")))
      )
    ) {
      ContactsFeature()
    } withDependencies: {
      $0.contactsClient.save = { _ in
        attempts.withValue { $0 += 1 }
        try await clock.sleep(for: .seconds(1))
        if attempts.value == 1 { throw SaveError() }
      }
    }

    await store.send(\.destination.edit.saveButtonTapped) {
      $0.destination?.modify(\.edit) { $0.isSaving = true }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.edit.saveFailed) {
      $0.destination?.modify(\.edit) {
        $0.isSaving = false
        $0.errorMessage = EditContactFeature.saveFailedMessage
      }
    }
    // 失敗の後も、もう一度保存できる
    await store.send(\.destination.edit.saveButtonTapped) {
      $0.destination?.modify(\.edit) {
        $0.isSaving = true
        $0.errorMessage = nil
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.edit.delegate.saved, Contact(id: 2, name: "井上"))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
    #expect(attempts.value == 2)
  }
}
