import Composable
import Foundation

/// 稽古メニューの読み書き。テストでは `load` と `save` をそのテストに合わせて差し替えます。
@DependencyClient
struct RoutineClient: Sendable {
  /// 保存してあるメニューをすべて読む。
  var load: @Sendable () async throws -> [Routine]
  /// メニューをすべて書き込む（前の内容は置き換わる）。
  var save: @Sendable (_ routines: [Routine]) async throws -> Void
}

extension RoutineClient: DependencyKey {
  /// アプリを動かしている間だけ覚えておく実装。本物のアプリならここでファイルやデータベースに書きます。
  static let liveValue: RoutineClient = {
    let storage = LockIsolated<[Routine]>([])
    return RoutineClient(
      load: { storage.value },
      save: { routines in storage.setValue(routines) }
    )
  }()

  /// 差し替えていない操作を呼ぶとテストが失敗する。
  static let testValue = RoutineClient()
}

extension DependencyValues {
  var routineClient: RoutineClient {
    get { self[RoutineClient.self] }
    set { self[RoutineClient.self] = newValue }
  }
}
