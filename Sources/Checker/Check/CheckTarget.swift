import Curriculum
import Foundation
import Localization

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
  /// A path (`Exercises/phase4/retry/Sources`, `.`, `../retry`) names the exercise whose folder
  /// holds it; paths are resolved from `workingDirectory` and need `layout`.
  ///
  /// - Parameter current: the exercise to check when `argument` is `nil` (the first unsolved).
  /// - Throws: ``CheckTargetError`` naming what exists and the nearest match.
  public static func resolve(
    _ argument: String?, in catalog: ExerciseCatalog, current: ExerciseID?,
    layout: ProjectLayout? = nil, workingDirectory: URL? = nil
  ) throws -> CheckTarget {
    guard let raw = argument?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
      guard let current else { throw CheckTargetError.nothingLeft }
      return CheckTarget(name: current.rawValue, exercises: [current])
    }
    let text = raw.hasSuffix("/") && raw.count > 1 ? String(raw.dropLast()) : raw
    if let id = ExerciseID(text), catalog.ids.contains(id) {
      return CheckTarget(name: id.rawValue, exercises: [id])
    }
    if ExerciseFolder.looksLikePath(text) {
      if let id = ExerciseFolder.exercise(named: text, layout: layout, workingDirectory: workingDirectory, among: catalog.ids) {
        return CheckTarget(name: id.rawValue, exercises: [id])
      }
      throw CheckTargetError.notAnExercisePath(text)
    }
    if text.contains("/") {
      let names = catalog.ids.map(\.rawValue)
      throw CheckTargetError.unknownExercise(
        text, suggestion: Suggestion.nearest(to: text, among: names), known: names)
    }
    let inPhase = catalog.exercises(inPhase: text)
    if !inPhase.isEmpty { return CheckTarget(name: text, exercises: inPhase) }
    // A bare slug (`retry`) is accepted when exactly one phase has it.
    let bySlug = catalog.ids.filter { $0.slug == text }
    if bySlug.count == 1 { return CheckTarget(name: bySlug[0].rawValue, exercises: bySlug) }
    // A mistyped bare slug (`retyr`) is suggested as its full id.
    let slugs = catalog.ids.map(\.slug)
    let names = catalog.phases + catalog.ids.map(\.rawValue) + slugs
    let suggestion = Suggestion.nearest(to: text, among: names).map { name in
      catalog.ids.first { $0.slug == name }?.rawValue ?? name
    }
    throw CheckTargetError.unknownPhase(text, suggestion: suggestion, phases: catalog.phases)
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
  /// `../../etc`, `/etc/passwd`: a path that is not inside any exercise's folder.
  case notAnExercisePath(String)

  /// The message in English (logs, tests); commands print ``text(_:)``.
  public var description: String { text(.english) }

  /// The message in the learner's language.
  public func text(_ messages: Messages = .current) -> String {
    switch self {
    case .unknownExercise(let text, let suggestion, let known):
      var message = messages(.targetUnknownExercise, ["text": Self.shown(text)])
      if let suggestion { message += messages(.didYouMean, ["suggestion": suggestion]) }
      return message + "\n" + messages(.targetExerciseList, ["list": known.joined(separator: ", ")])
    case .unknownPhase(let text, let suggestion, let phases):
      var message = messages(.targetUnknownPhase, ["text": Self.shown(text)])
      if let suggestion { message += messages(.didYouMean, ["suggestion": suggestion]) }
      return message + "\n" + messages(.targetPhaseList, ["list": phases.joined(separator: ", ")])
    case .nothingLeft:
      return messages(.targetNothingLeft)
    case .notAnExercisePath(let text):
      return messages(.targetNotExercisePath, ["text": Self.shown(text)])
    }
  }
}

/// The closest of a few names to a mistyped one.
public enum Suggestion {
  /// The candidate with the smallest edit distance, when it is close enough to be a typo.
  public static func nearest(to text: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(Array(text.lowercased()), Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return isClose(text, best.0) ? best.0 : nil
  }

  /// Whether `candidate` is close enough to `text` to be offered as what was meant.
  public static func isClose(_ text: String, _ candidate: String) -> Bool {
    distance(Array(text.lowercased()), Array(candidate.lowercased())) <= max(2, text.count / 3)
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

extension CheckTargetError {
  /// What the learner typed, as a message shows it: at most 80 characters (a pasted
  /// 100,000-character argument is not echoed back whole), control characters escaped.
  static func shown(_ text: String) -> String {
    let escaped = text.unicodeScalars.map { scalar -> String in
      scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
    guard escaped.count > 80 else { return escaped }
    return String(escaped.prefix(80)) + "… (\(escaped.count))"
  }

}
