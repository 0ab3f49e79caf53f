/// Points for one exercise, with partial credit: the rule the CSV gradebook uses (and the one a
/// Gradescope writer should use, so both agree).
///
/// An exercise is worth its weight (1 point unless set). Its weight is shared equally by its
/// hidden tests, and each hidden test that passed earns its share:
/// `points = weight × passed hidden tests ÷ hidden tests`. Tests that never started (the time
/// limit or a crash stopped the run) count among the hidden tests and earn nothing. An exercise
/// that recorded no hidden test (a compile error, an empty submission) earns 0, or its whole weight
/// in the unlikely case it passed without tests. No result earns 0.
public struct PartialCredit: Equatable, Sendable {
  /// Points per exercise id, for exercises not worth ``defaultWeight``.
  public var weights: [String: Double]
  /// Points of every other exercise.
  public var defaultWeight: Double

  /// Makes a rule; by default every exercise is worth 1 point.
  public init(weights: [String: Double] = [:], defaultWeight: Double = 1) {
    self.weights = weights
    self.defaultWeight = defaultWeight
  }

  /// What `exercise` is worth.
  public func weight(of exercise: String) -> Double { weights[exercise] ?? defaultWeight }

  /// The points `result` earns for `exercise`.
  public func points(_ result: ExerciseResult?, exercise: String) -> Double {
    guard let result else { return 0 }
    let weight = weight(of: exercise)
    guard !result.tests.isEmpty else { return result.status == .pass ? weight : 0 }
    return weight * Double(result.passedTests) / Double(result.tests.count)
  }

  /// Reads `phase4/retry=2` (an exercise id, `=`, points ≥ 0) as `--weight` takes it.
  ///
  /// - Throws: ``ReportProblem`` saying what the spelling should be.
  public static func weight(parsing text: String) throws(ReportProblem) -> (exercise: String, points: Double) {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[0].contains("/"), let points = Double(parts[1]), points >= 0, points.isFinite else {
      throw ReportProblem(
        path: "--weight",
        message: "「\(text)」は読めません (cannot read the weight): write an exercise id and its points, e.g. --weight phase4/retry=2")
    }
    return (parts[0], points)
  }
}
