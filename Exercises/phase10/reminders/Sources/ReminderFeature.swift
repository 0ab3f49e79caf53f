// 練習問題: phase10/reminders — リマインダーと自分で書く DependencyKey
//
// 通知を予約する `NotificationClient` を、自分で依存関係として登録します。そのうえで、リマインダーを
// 追加すると「次の 9:00」に通知を予約する機能を作ります。
//
// 依存関係（このファイルの上半分）:
//   A. `NotificationClient.testValue`: 差し替えずに呼ぶと、テストの失敗として報告する実装にする
//      （`schedule` も `remove` も `unimplemented("NotificationClient.schedule")` のように）。
//   B. `DependencyValues.notificationClient`: `self[NotificationClient.self]` で読み書きする
//      （今は `liveValue` を返すだけで、テストの差し替えが届かない）。
//
// 型:
//   - State: `reminders`（IdentifiedArrayOf<Reminder>。`status` は .scheduling / .scheduled / .failed）
//   - Action:
//       `.addButtonTapped(title:)`   リマインダーを追加する
//       `.scheduleFinished(id)`      予約できた（Effect から送る）
//       `.scheduleFailed(id)`        予約できなかった（Effect から送る）
//       `.removeButtonTapped(id)`    リマインダーを削除する
//   - 依存関係: `@Dependency(\.notificationClient)`、`@Dependency(\.uuid)`、`@Dependency(\.date.now)`、
//               `@Dependency(\.calendar)`
//
// 求める動き:
//   1. `.addButtonTapped(title:)`: 通知の日時 `fireDate` は、`now` より後の最初の 9:00:00
//      （注入した `calendar` の時刻で。ちょうど 9:00 なら翌日の 9:00）。
//      `id = uuid()` で `Reminder(status: .scheduling)` を `reminders` の末尾に足し、
//      `notificationClient.schedule(NotificationRequest(id:title:fireDate:))` を呼ぶ。
//   2. 予約できたら `.scheduleFinished(id)` で `.scheduled`、throw したら `.scheduleFailed(id)` で `.failed`。
//      予約中に続けて追加しても、それぞれの予約は止めずに最後まで進める。
//   3. `.removeButtonTapped(id)`: 一覧にあれば消し、その予約中の Effect をキャンセルし、`notificationClient.remove(id)` を
//      呼ぶ（状況によらず。結果の Action は送らない）。一覧にない id なら何もしない（API も呼ばない）。
//
// ヒント: `calendar.nextDate(after: now, matching: DateComponents(hour: 9, minute: 0, second: 0), matchingPolicy: .nextTime)`
//         が「次の 9:00」です。`Calendar.current` や `Date()` を使うと、テストの差し替えが届きません。
//         結果を送らない Effect は `.run { _ in await notificationClient.remove(id) }` と書けます。
import Composable
import Foundation

/// 通知の予約 1 件分の中身。
struct NotificationRequest: Equatable, Sendable {
  let id: UUID
  var title: String
  var fireDate: Date
}

/// 端末の通知を予約・削除する API（自分で書く依存関係）。
struct NotificationClient: Sendable {
  /// 通知を予約します。許可がないなどで予約できないと throw します。
  var schedule: @Sendable (_ request: NotificationRequest) async throws -> Void
  /// 予約した通知を削除します（失敗しません）。
  var remove: @Sendable (_ id: UUID) async -> Void
}

extension NotificationClient: DependencyKey {
  /// アプリで使う実装（この練習では、実際の通知の代わりに何もしません）。
  static let liveValue = NotificationClient(schedule: { _ in }, remove: { _ in })

  /// テストで使う実装。
  // TODO: 差し替えずに呼ぶと、テストの失敗として報告する実装にする（今は黙って何もしない）。
  static let testValue = NotificationClient(schedule: { _ in }, remove: { _ in })
}

extension DependencyValues {
  /// `@Dependency(\.notificationClient)` で取り出す通知 API。
  var notificationClient: NotificationClient {
    // TODO: self[NotificationClient.self] で読み書きする（今は差し替えが届かない）。
    get { NotificationClient.liveValue }
    set {}
  }
}

/// リマインダー 1 件。
struct Reminder: Equatable, Identifiable, Sendable {
  let id: UUID
  var title: String
  var fireDate: Date
  var status: Status

  /// 予約の状況。
  enum Status: Equatable, Sendable {
    case scheduling
    case scheduled
    case failed
  }
}

/// リマインダーの一覧: 追加すると、次の朝 9 時に通知を予約します。
@Reducer
struct ReminderFeature {
  /// 通知する時刻（時）。
  static let hour = 9

  @ObservableState
  struct State: Equatable {
    var reminders: IdentifiedArrayOf<Reminder> = []
  }

  enum Action {
    case addButtonTapped(title: String)
    case scheduleFinished(Reminder.ID)
    case scheduleFailed(Reminder.ID)
    case removeButtonTapped(Reminder.ID)
  }

  @Dependency(\.notificationClient) var notificationClient
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  @Dependency(\.calendar) var calendar

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        // TODO: 次の 9:00 を求め、リマインダーを末尾に足して、予約する Effect を返す。
        return .none

      case .scheduleFinished:
        // TODO: .scheduled にする。
        return .none

      case .scheduleFailed:
        // TODO: .failed にする。
        return .none

      case .removeButtonTapped:
        // TODO: 一覧にあれば消し、予約を取り消して、remove を呼ぶ。
        return .none
      }
    }
  }
}
