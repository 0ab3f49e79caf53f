import Checker
import Curriculum
import Localization

/// Adds an exercise id to one of Package.swift's lists (`exercises`, or `testWritingExercises`
/// for a test-writing exercise) the way the others are declared: one quoted id per line, after
/// the last exercise of the same phase (lesson order).
public enum ManifestEditor {
  /// `manifest` with `id` inserted into the list named `list`, or an error naming the line to add
  /// by hand.
  public static func adding(_ id: ExerciseID, to manifest: String, list: String = "exercises") throws -> String {
    var lines = manifest.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.contains("let \(list): [String] = [") }) else {
      throw AuthoringError(Messages.current(.newNoManifestList, ["list": list, "id": id]))
    }
    guard let end = lines[start...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("]") })
    else { throw AuthoringError(Messages.current(.newManifestListUnclosed, ["id": id])) }
    let entries = (start + 1)..<end
    if lines[entries].contains(where: { $0.contains("\"\(id)\"") }) {
      throw AuthoringError(Messages.current(.newManifestHasID, ["id": id]))
    }
    let phaseNumber = number(of: id.phase)
    var insertAt = end
    for index in entries {
      guard let listed = listedID(lines[index]) else { continue }
      if listed.phase == id.phase || number(of: listed.phase) < phaseNumber { insertAt = index + 1 }
    }
    let indent = lines[entries].first(where: { listedID($0) != nil })?.prefix { $0 == " " } ?? "  "
    lines.insert("\(indent)\"\(id)\",", at: insertAt)
    return lines.joined(separator: "\n")
  }

  static func listedID(_ line: String) -> ExerciseID? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("\"") else { return nil }
    let body = trimmed.dropFirst().prefix { $0 != "\"" }
    return ExerciseID(String(body))
  }

  static func number(of phase: String) -> Int { Int(phase.filter(\.isNumber)) ?? Int.max }
}
