// 練習問題: phase10/journal — 日記の保存
//
// 書いた日記を 1 件ずつサーバーに保存します。id は `\.uuid`、日時は `\.date` から取り、
// 保存は `@DependencyClient` で作った `JournalClient` に任せます。
//
// 型:
//   - State: `rows`（IdentifiedArrayOf<JournalRow>。`JournalRow` は `entry` と `status`（.saving / .saved / .failed））
//   - Action:
//       `.addButtonTapped(text:)`   書いた日記を追加する
//       `.saveFinished(id)`         保存が終わった（Effect から送る）
//       `.saveFailed(id)`           保存に失敗した（Effect から送る）
//       `.retryButtonTapped(id)`    失敗した日記をもう一度保存する
//       `.deleteButtonTapped(id)`   日記を消す
//   - 依存関係: `@Dependency(\.journalClient)`（`save(entry)` は async throws）、`@Dependency(\.uuid)`、
//               `@Dependency(\.date.now)`
//
// 求める動き:
//   1. `.addButtonTapped(text:)`: `text` が空か空白だけなら何もしない（uuid も使わない）。
//      それ以外は `Entry(id: uuid(), text: text, createdAt: now)` を作り（本文は前後の空白も含めてそのまま）、
//      `status: .saving` の行を `rows` の末尾に足して `journalClient.save(entry)` を呼ぶ。
//   2. 保存が終わったら `.saveFinished(id)` で `.saved`、失敗したら `.saveFailed(id)` で `.failed`。
//      保存中に続けて書いても、それぞれの保存は止めずに最後まで進める。
//   3. `.retryButtonTapped(id)`: その行が `.failed` のときだけ `.saving` にして、同じ `entry`（同じ id と日時）を
//      もう一度保存する。保存中・保存済みの行なら何もしない。
//   4. `.deleteButtonTapped(id)`: 行を消し、その日記の保存中の Effect をキャンセルする（結果は届かない）。
//      ほかの日記の保存は止めない。
//
// ヒント: キャンセル ID を日記ごとに分けます（`enum CancelID: Hashable { case save(Entry.ID) }`）。
//         日時は `Date()` ではなく `@Dependency(\.date.now)`、id は `UUID()` ではなく `@Dependency(\.uuid)`。
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

  @Dependency(\.journalClient) var journalClient
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        // TODO: 空白だけでなければ、uuid と now で日記を作って末尾に足し、保存する Effect を返す。
        return .none

      case .saveFinished:
        // TODO: 行を .saved にする。
        return .none

      case .saveFailed:
        // TODO: 行を .failed にする。
        return .none

      case .retryButtonTapped:
        // TODO: .failed の行だけ、同じ日記をもう一度保存する。
        return .none

      case .deleteButtonTapped:
        // TODO: 行を消し、その日記の保存を取り消す。
        return .none
      }
    }
  }
}
