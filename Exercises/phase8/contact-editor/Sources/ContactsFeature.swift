// phase8/contact-editor — 連絡先の編集シート（できあがった機能です。封印されているので書き換えません。この機能のテストを Tests/ に書きます）
// テストは Exercises/phase8/contact-editor/Tests/ContactsFeatureTests.swift に書きます。
// 問題文: Lessons/phase8-tree-navigation.md の「連絡先の編集シートのテストを書く」。
import Composable

/// 一覧の 1 行。
struct Contact: Equatable, Identifiable, Sendable {
  let id: Int
  var name: String
}

/// 連絡先を保存する API。テストでは `withDependencies` で差し替えます。
struct ContactsClient: Sendable {
  /// `contact` を保存します。失敗すると throw します。
  var save: @Sendable (_ contact: Contact) async throws -> Void
}

extension ContactsClient: DependencyKey {
  /// アプリで使う実装: 何もせずに成功します。
  static let liveValue = ContactsClient(save: { _ in })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = ContactsClient(save: unimplemented("ContactsClient.save"))
}

extension DependencyValues {
  /// `@Dependency(\.contactsClient)` で取り出す保存 API。
  var contactsClient: ContactsClient {
    get { self[ContactsClient.self] }
    set { self[ContactsClient.self] = newValue }
  }
}

/// シートで 1 件の連絡先を編集し、保存したら親に知らせて自分を閉じる画面。
@Reducer
struct EditContactFeature {
  /// 保存に失敗したときに `errorMessage` へ入れる文言。
  static let saveFailedMessage = "保存できませんでした"

  @ObservableState
  struct State: Equatable {
    var contact: Contact
    var isSaving = false
    var errorMessage: String?
  }

  enum Action: Equatable {
    case nameChanged(String)
    case saveButtonTapped
    case saveFailed
    case cancelButtonTapped
    case delegate(Delegate)

    /// 親への知らせ。
    @CasePathable
    enum Delegate: Equatable {
      /// 保存が終わった連絡先。
      case saved(Contact)
    }
  }

  @Dependency(\.contactsClient) var contactsClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.contact.name = name
        return .none

      case .saveButtonTapped:
        guard !state.isSaving else { return .none }
        state.isSaving = true
        state.errorMessage = nil
        return .run { [contact = state.contact, contactsClient, dismiss] send in
          try await contactsClient.save(contact)
          await send(.delegate(.saved(contact)))
          await dismiss()
        } catch: { _, send in
          await send(.saveFailed)
        }

      case .saveFailed:
        state.isSaving = false
        state.errorMessage = Self.saveFailedMessage
        return .none

      case .cancelButtonTapped:
        return .run { [dismiss] _ in await dismiss() }

      case .delegate:
        return .none
      }
    }
  }
}

/// 連絡先の一覧。行の編集ボタンで編集シートを出し、保存された内容で行を置き換える。
@Reducer
struct ContactsFeature {
  @Reducer
  enum Destination {
    case edit(EditContactFeature)
  }

  @ObservableState
  struct State: Equatable {
    var contacts: IdentifiedArrayOf<Contact> = []
    @Presents var destination: Destination.State?
  }

  enum Action {
    case editButtonTapped(id: Contact.ID)
    case destination(PresentationAction<Destination.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .editButtonTapped(id):
        guard let contact = state.contacts[id: id] else { return .none }
        state.destination = .edit(EditContactFeature.State(contact: contact))
        return .none

      case let .destination(.presented(.edit(.delegate(.saved(contact))))):
        state.contacts[id: contact.id] = contact
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension ContactsFeature.Destination.State: Equatable {}
