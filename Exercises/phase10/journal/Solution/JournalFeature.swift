// 参考解答: phase10/journal — 日記の保存
import Composable
import Foundation

/// 日記の 1 件。
struct Entry: Equatable, Identifiable, Sendable {
  let id: UUID
  var text: String
  let createdAt: Date
}

/// 一覧の 1 行: 日記と、その保存の状況。
struct JournalRow: Equatable, Identifiable, Sendable {
  var entry: Entry
  var status: SaveStatus
  var id: UUID { entry.id }
}

/// 保存の状況。
enum SaveStatus: Equatable, Sendable {
  case saving
  case saved
  case failed
}

/// 日記を保存するサーバー。テストで差し替えなかったエンドポイントは、呼ばれるとテストを失敗させます。
@DependencyClient
struct JournalClient: Sendable {
  /// 日記を 1 件保存します。失敗すると throw します。
  var save: @Sendable (_ entry: Entry) async throws -> Void
}

extension JournalClient: DependencyKey {
  /// アプリで使う実装: 何もせずに成功します。
  static let liveValue = JournalClient(save: { _ in })
  /// テストで使う実装: どのエンドポイントも「未実装」です。
  static let testValue = JournalClient()
}

extension DependencyValues {
  /// `@Dependency(\.journalClient)` で取り出す日記のサーバー。
  var journalClient: JournalClient {
    get { self[JournalClient.self] }
    set { self[JournalClient.self] = newValue }
  }
}

/// 日記の一覧: 書いた日記を 1 件ずつサーバーに保存します。
@Reducer
struct JournalFeature {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<JournalRow> = []
  }

  enum Action {
    case addButtonTapped(text: String)
    case saveFinished(Entry.ID)
    case saveFailed(Entry.ID)
    case retryButtonTapped(Entry.ID)
    case deleteButtonTapped(Entry.ID)
  }

  enum CancelID: Hashable, Sendable { case save(Entry.ID) }

  @Dependency(\.journalClient) var journalClient
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addButtonTapped(text):
        guard !text.allSatisfy(\.isWhitespace) else { return .none }
        let entry = Entry(id: uuid(), text: text, createdAt: now)
        state.rows.append(JournalRow(entry: entry, status: .saving))
        return save(entry)

      case let .saveFinished(id):
        state.rows[id: id]?.status = .saved
        return .none

      case let .saveFailed(id):
        state.rows[id: id]?.status = .failed
        return .none

      case let .retryButtonTapped(id):
        guard let row = state.rows[id: id], row.status == .failed else { return .none }
        state.rows[id: id]?.status = .saving
        return save(row.entry)

      case let .deleteButtonTapped(id):
        state.rows.remove(id: id)
        return .cancel(id: CancelID.save(id))
      }
    }
  }

  /// `entry` を保存し、結果を送る Effect。日記ごとに取り消せます。
  private func save(_ entry: Entry) -> EffectOf<Self> {
    .run { [journalClient] send in
      try await journalClient.save(entry)
      await send(.saveFinished(entry.id))
    } catch: { _, send in
      await send(.saveFailed(entry.id))
    }
    .cancellable(id: CancelID.save(entry.id))
  }
}
