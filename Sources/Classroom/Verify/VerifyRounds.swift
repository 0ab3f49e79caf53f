import Checker
import Curriculum

/// What a run in rounds reports (`VerifyEvent`, `MutationEvent`): their cases of these names
/// satisfy it, so ``VerifyRounds`` can report through either.
protocol RoundEvent: Sendable {
  static func roundStarted(number: Int, title: String, exercises: [ExerciseID]) -> Self
  static func check(_ event: CheckEvent) -> Self
  static func roundFinished(_ round: VerifyRound) -> Self
}

extension VerifyEvent: RoundEvent {}
extension MutationEvent: RoundEvent {}

/// Checks exercises in rounds, one build of the test bundle each, numbering and timing every round:
/// the loop `dojo verify` and `dojo mutate` share.
final class VerifyRounds<Event: RoundEvent> {
  private let check: Verifier.Check
  private let observer: @Sendable (Event) -> Void

  /// The rounds run so far, in order.
  private(set) var records: [VerifyRound] = []

  init(check: @escaping Verifier.Check, observer: @escaping @Sendable (Event) -> Void) {
    self.check = check
    self.observer = observer
  }

  /// Runs one round: `members` built from `sources`; nothing (and no round) when `members` is empty.
  func run(
    _ title: String, _ members: [ExerciseID], _ sources: ExerciseSources
  ) async -> [ExerciseID: ExerciseVerdict] {
    guard !members.isEmpty else { return [:] }
    let number = records.count + 1
    let observer = self.observer
    observer(.roundStarted(number: number, title: title, exercises: members))
    let timer = RoundTimer()
    let verdicts = await check(members, sources) { event in
      timer.note(event)
      observer(.check(event))
    }
    let record = VerifyRound(
      number: number, title: title, exercises: members.count, buildSeconds: timer.buildSeconds,
      seconds: timer.elapsed)
    records.append(record)
    observer(.roundFinished(record))
    return Dictionary(verdicts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
