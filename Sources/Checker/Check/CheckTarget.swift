import Foundation
import Curriculum

/// What `dojo check` was asked to check: a phase (`phase4`), one exercise (`phase4/retry`), or
/// nothing (the learner's current exercise).
public struct CheckTarget: Equatable, Sendable {
  /// The text the report names the run by: `phase4`, `phase4/retry`.
  public var name: String
  /// The exercises, in lesson order.
  public var exercises: [ExerciseID]

  /// Makes a target.
  public init(name: String, exercises: [ExerciseID]) {
    self.name = name
    self.exercises = exercises
  }

  /// Resolves the command-line argument against `catalog`.
  ///
  /// - Parameter current: the exercise to check when `argument` is `nil` (the first unsolved).
  /// - Throws: ``CheckTargetError`` naming what exists and the nearest match.
  public static func resolve(
    _ argument: String?, in catalog: ExerciseCatalog, current: ExerciseID?
  ) throws -> CheckTarget {
    guard let raw = argument?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
      guard let current else { throw CheckTargetError.nothingLeft }
      return CheckTarget(name: current.rawValue, exercises: [current])
    }
    let text = raw.hasSuffix("/") ? String(raw.dropLast()) : raw
    if text.contains("/") {
      if let id = ExerciseID(text), catalog.ids.contains(id) {
        return CheckTarget(name: id.rawValue, exercises: [id])
      }
      let names = catalog.ids.map(\.rawValue)
      throw CheckTargetError.unknownExercise(
        text, suggestion: Suggestion.nearest(to: text, among: names), known: names)
    }
    let inPhase = catalog.exercises(inPhase: text)
    if !inPhase.isEmpty { return CheckTarget(name: text, exercises: inPhase) }
    // A bare slug (`retry`) is accepted when exactly one phase has it.
    let bySlug = catalog.ids.filter { $0.slug == text }
    if bySlug.count == 1 { return CheckTarget(name: bySlug[0].rawValue, exercises: bySlug) }
    let names = catalog.phases + catalog.ids.map(\.rawValue)
    throw CheckTargetError.unknownPhase(
      text, suggestion: Suggestion.nearest(to: text, among: names), phases: catalog.phases)
  }
}

/// Why a `dojo check` argument names nothing.
public enum CheckTargetError: Error, Equatable, CustomStringConvertible {
  /// `phase4/retyr`: no such exercise.
  case unknownExercise(String, suggestion: String?, known: [String])
  /// `phase9`: no such phase.
  case unknownPhase(String, suggestion: String?, phases: [String])
  /// No argument and every exercise already passes.
  case nothingLeft

  public var description: String {
    switch self {
    case .unknownExercise(let text, let suggestion, let known):
      var message = "There is no exercise \(text)."
      if let suggestion { message += " Did you mean \(suggestion)?" }
      message += "\nExercises: \(known.joined(separator: ", "))"
      return message + "\n(`dojo list` shows them with their titles.)"
    case .unknownPhase(let text, let suggestion, let phases):
      var message = "There is no phase or exercise called \(text)."
      if let suggestion { message += " Did you mean \(suggestion)?" }
      return message + "\nPhases: \(phases.joined(separator: ", ")) — or name one exercise, e.g. `dojo check phase4/retry`."
    case .nothingLeft:
      return "Every exercise passes. Name one to check it again, e.g. `dojo check phase4/retry`, or a whole phase: `dojo check phase4`."
    }
  }
}

/// The closest of a few names to a mistyped one.
enum Suggestion {
  /// The candidate with the smallest edit distance, when it is close enough to be a typo.
  static func nearest(to text: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(Array(text.lowercased()), Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, text.count / 3) ? best.0 : nil
  }

  /// Levenshtein distance.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
