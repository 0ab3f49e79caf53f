// 参考解答: phase10/reminders — リマインダーと自分で書く DependencyKey
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

  /// テストで使う実装: 差し替えずに呼ぶと、その呼び出しがテストの失敗として報告されます。
  static let testValue = NotificationClient(
    schedule: unimplemented("NotificationClient.schedule"),
    remove: unimplemented("NotificationClient.remove")
  )
}

extension DependencyValues {
  /// `@Dependency(\.notificationClient)` で取り出す通知 API。
  var notificationClient: NotificationClient {
    get { self[NotificationClient.self] }
    set { self[NotificationClient.self] = newValue }
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

  enum CancelID: Hashable, Sendable { case schedule(Reminder.ID) }

  @Dependency(\.notificationClient) var notificationClient
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  @Dependency(\.calendar) var calendar

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addButtonTapped(title):
        guard
          let fireDate = calendar.nextDate(
            after: now, matching: DateComponents(hour: Self.hour, minute: 0, second: 0),
            matchingPolicy: .nextTime
          )
        else { return .none }
        let request = NotificationRequest(id: uuid(), title: title, fireDate: fireDate)
        state.reminders.append(
          Reminder(id: request.id, title: title, fireDate: fireDate, status: .scheduling)
        )
        return .run { [notificationClient] send in
          try await notificationClient.schedule(request)
          await send(.scheduleFinished(request.id))
        } catch: { _, send in
          await send(.scheduleFailed(request.id))
        }
        .cancellable(id: CancelID.schedule(request.id))

      case let .scheduleFinished(id):
        state.reminders[id: id]?.status = .scheduled
        return .none

      case let .scheduleFailed(id):
        state.reminders[id: id]?.status = .failed
        return .none

      case let .removeButtonTapped(id):
        guard state.reminders.remove(id: id) != nil else { return .none }
        return .merge(
          .cancel(id: CancelID.schedule(id)),
          .run { [notificationClient] _ in
            await notificationClient.remove(id)
          }
        )
      }
    }
  }
}
