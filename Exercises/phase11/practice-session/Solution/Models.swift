import Composable
import Foundation

/// 稽古メニューの 1 項目（素振り、型の確認、乱取り…）。
struct Drill: Equatable, Identifiable, Sendable {
  let id: UUID
  var name: String
}

/// 記録した 1 回の稽古。
struct Practice: Equatable, Identifiable, Sendable {
  let id: UUID
  /// 稽古を終えた日時。
  var date: Date
  /// 実際に稽古した秒数。
  var seconds: Int
  /// 最後までやり終えた項目の数。
  var completedDrills: Int
}

/// 稽古メニュー: 項目の並びと、1 項目あたりの秒数と、これまでの記録。
struct Routine: Equatable, Identifiable, Sendable {
  let id: UUID
  var title = ""
  var drills: IdentifiedArrayOf<Drill> = []
  var secondsPerDrill = 60
  /// 新しい記録が先頭。
  var practices: IdentifiedArrayOf<Practice> = []
}
