import Foundation

/// Reads one results file of any format `dojo grade` writes, telling the format from the content.
///
/// What each format keeps:
/// - **Exercism v3**: test names `<phase>/<slug>: <test>`; an exercise that could not run has a
///   line `<phase>/<slug>: <title> (<kind>)`; the kind of an error also appears in the top-level
///   `message` as `<phase>/<slug> (<kind>):`; a test that never started is an `error` whose
///   message starts with `Not run`. No times. No tests and `status: error`: an empty or unusable
///   submission, whose reason is the top-level `message`.
/// - **Gradescope**: one test per exercise, tagged `[<phase>/<slug>, <kind>?]`; its `output` lists
///   the hidden tests as `✓ name` / `✗ name` (`✗ name (not run)`) and ends with the first failure's message;
///   `execution_time` is the whole submission's. Several tests with the same exercise tag are read
///   as that exercise's hidden tests, one each. No tests: the top-level `output` is the reason.
/// - **JUnit XML**: a `<testsuite name="<phase>/<slug>" time="…">` per exercise; `<failure>` and
///   `<error type="<kind>">` carry the messages; `<skipped>` marks a test that never started. A
///   suite whose name is not an exercise id, and `<system-err>`, speak of the submission as a whole.
public enum ResultsFileReader {
  /// Reads `data` found at `path` (relative to the class folder) as `student`'s results.
  ///
  /// - Throws: ``ReportProblem`` naming the line when the file is not valid JSON or XML, or
  ///   saying which format was expected when it is neither.
  public static func read(_ data: Data, path: String, student: String) throws(ReportProblem) -> ResultsFile {
    guard let text = String(data: data, encoding: .utf8) else {
      throw ReportProblem(path: path, message: "UTF-8 のテキストではありません (not UTF-8 text): results files are JSON or XML")
    }
    let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if trimmed.isEmpty {
      throw ReportProblem(path: path, message: "空のファイルです (empty file): grading did not finish writing it; grade the submission again")
    }
    if trimmed.first == "<" {
      return try junit(text, path: path, student: student)
    }
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch let error as DecodingError {
      throw problem(error, path: path, text: text)
    } catch {
      throw ReportProblem(path: path, message: "JSON として読めません (invalid JSON): \(error)")
    }
    guard case .object(let object) = value else {
      throw ReportProblem(path: path, line: 1, message: unknownFormat("the top level is not a JSON object"), isNotResults: true)
    }
    if object["version"] != nil, object["status"] != nil, object["tests"] != nil {
      return try exercism(object, path: path, student: student)
    }
    if object["tests"] != nil, object["score"] != nil || object["execution_time"] != nil {
      return try gradescope(object, path: path, student: student)
    }
    let keys = object.keys.sorted().prefix(6).joined(separator: ", ")
    throw ReportProblem(path: path, line: 1, message: unknownFormat("a JSON object with the keys \(keys)"), isNotResults: true)
  }

  static func unknownFormat(_ found: String) -> String {
    "形式がわかりません (unknown format): \(found); expected Exercism v3 (version, status, tests), "
      + "Gradescope (score, tests) or JUnit XML, as `dojo grade --format` writes them"
  }

  /// A located message for a file JSONDecoder refused. JSONSerialization names the offset
  /// ("Invalid value around character 51."), which becomes a line here.
  static func problem(_ error: DecodingError, path: String, text: String) -> ReportProblem {
    var detail = "\(error)"
    if case .dataCorrupted(let context) = error { detail = context.debugDescription }
    var line: Int?
    do {
      _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      if let range = description.range(of: #"character \d+"#, options: .regularExpression),
        let offset = Int(description[range].dropFirst("character ".count))
      {
        let bytes = Array(text.utf8)
        line = bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        detail = description
      }
    }
    return ReportProblem(
      path: path, line: line,
      message: "JSON として読めません (invalid JSON): \(detail.trimmingCharacters(in: .whitespacesAndNewlines)) The file is damaged: grade the submission again.")
  }

  // MARK: Exercism v3

  static func exercism(_ object: [String: JSONValue], path: String, student: String) throws(ReportProblem) -> ResultsFile {
    guard case .array(let tests)? = object["tests"] else {
      throw ReportProblem(path: path, message: "Exercism v3: `tests` is not an array")
    }
    let message = object["message"]?.string ?? ""
    var order: [String] = []
    var byExercise: [String: (tests: [HiddenTestResult], kind: CellStatus?, failed: Bool, reason: String?)] = [:]
    for (index, test) in tests.enumerated() {
      guard let name = test["name"]?.string, let status = test["status"]?.string else {
        throw ReportProblem(path: path, message: "Exercism v3: test \(index + 1) has no name or status")
      }
      guard let colon = name.range(of: ": ") else {
        throw ReportProblem(path: path, message: "Exercism v3: test “\(name)” does not start with `<phase>/<slug>: `, as `dojo grade` names tests")
      }
      let exercise = String(name[..<colon.lowerBound])
      let testName = String(name[colon.upperBound...])
      if byExercise[exercise] == nil {
        order.append(exercise)
        byExercise[exercise] = ([], nil, false, nil)
      }
      let testMessage = test["message"]?.string
      if status == "error", let kind = kindSuffix(testName) {
        byExercise[exercise]!.kind = kind
        byExercise[exercise]!.reason = testMessage
        continue
      }
      let ran = !(status == "error" && (testMessage ?? "").hasPrefix(notRunPrefix))
      if status == "error", ran, byExercise[exercise]!.kind == nil {
        byExercise[exercise]!.kind = kindInMessage(message, exercise: exercise) ?? kindFromText(testMessage ?? "")
      }
      if status != "pass" { byExercise[exercise]!.failed = true }
      byExercise[exercise]!.tests.append(
        HiddenTestResult(name: testName, passed: status == "pass", message: testMessage, ran: ran))
    }
    let exercises = order.map { id -> ExerciseResult in
      let entry = byExercise[id]!
      let status: CellStatus = entry.kind ?? (entry.failed ? .fail : .pass)
      let reason = status == .pass || status == .fail ? nil : entry.reason ?? paragraph(of: id, in: message)
      return ExerciseResult(exercise: id, status: status, tests: entry.tests, message: reason)
    }
    // No exercise at all: the submission as a whole could not be graded (an empty folder).
    let problem = exercises.isEmpty ? nonEmpty(message) ?? "No exercise was graded." : nil
    return ResultsFile(student: student, path: path, format: .exercism, exercises: exercises, seconds: nil, problem: problem)
  }

  /// How `dojo grade` starts the message of a test that never started (Exercism has no "skipped").
  static let notRunPrefix = "Not run"

  /// The paragraph `<phase>/<slug> (<kind>): …` of the top-level message, without its prefix.
  static func paragraph(of exercise: String, in message: String) -> String? {
    for paragraph in message.components(separatedBy: "\n\n") where paragraph.hasPrefix(exercise + " (") {
      guard let colon = paragraph.range(of: "): ") else { return paragraph }
      return String(paragraph[colon.upperBound...])
    }
    return nil
  }

  /// `compile` for `… (compile)`, the line `dojo grade` adds for an exercise that could not run.
  static func kindSuffix(_ name: String) -> CellStatus? {
    guard name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) else { return nil }
    return kind(String(name[open.upperBound...].dropLast()))
  }

  /// The kind in `phase4/retry (timeout): …` of the top-level message.
  static func kindInMessage(_ message: String, exercise: String) -> CellStatus? {
    guard let start = message.range(of: exercise + " (") else { return nil }
    let rest = message[start.upperBound...]
    guard let close = rest.firstIndex(of: ")") else { return nil }
    return kind(String(rest[..<close]))
  }

  /// A guess from a test's own message, for a timeout or crash whose kind is written nowhere else.
  static func kindFromText(_ text: String) -> CellStatus {
    let lowered = text.lowercased()
    if ["time limit", "did not finish", "timed out", "timeout"].contains(where: lowered.contains)
      || text.contains("時間")
    {
      return .timeout
    }
    if lowered.contains("crash") || text.contains("クラッシュ") { return .crash }
    return .error
  }

  static func kind(_ text: String) -> CellStatus? {
    switch text {
    case "compile": return .compile
    case "timeout": return .timeout
    case "crash": return .crash
    case "tamper", "submission": return .error
    default: return nil
    }
  }

  // MARK: Gradescope

  static func gradescope(_ object: [String: JSONValue], path: String, student: String) throws(ReportProblem) -> ResultsFile {
    guard case .array(let tests)? = object["tests"] else {
      throw ReportProblem(path: path, message: "Gradescope: `tests` is not an array")
    }
    var order: [String] = []
    var entries: [String: [(name: String, passed: Bool, kind: CellStatus?, output: String)]] = [:]
    for (index, test) in tests.enumerated() {
      guard case .array(let tags)? = test["tags"], let exercise = tags.first?.string else {
        throw ReportProblem(path: path, message: "Gradescope: test \(index + 1) has no `tags` naming its exercise, as `dojo grade` writes them")
      }
      let passed = test["status"]?.string == "passed"
        || (test["status"] == nil && (test["score"]?.number ?? 0) >= (test["max_score"]?.number ?? 1))
      let kind = tags.dropFirst().compactMap { $0.string.flatMap(Self.kind) }.first
      if entries[exercise] == nil { order.append(exercise) }
      entries[exercise, default: []].append((test["name"]?.string ?? "?", passed, kind, test["output"]?.string ?? ""))
    }
    let exercises = order.map { exercise -> ExerciseResult in
      let group = entries[exercise]!
      let kind = group.compactMap(\.kind).first
      let status: CellStatus = group.allSatisfy(\.passed) ? .pass : (kind ?? .fail)
      guard group.count == 1, let only = group.first else {
        // One Gradescope test per hidden test: each entry is a test, its output the message.
        let hidden = group.map { HiddenTestResult(name: $0.name, passed: $0.passed, message: $0.passed ? nil : nonEmpty($0.output)) }
        return ExerciseResult(exercise: exercise, status: status, tests: hidden)
      }
      let reason = kind == nil ? nil : only.output.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
      return ExerciseResult(
        exercise: exercise, status: status, tests: gradescopeTests(only.output), message: reason.flatMap(nonEmpty))
    }
    let seconds = object["execution_time"]?.number
    let problem = exercises.isEmpty ? object["output"]?.string.flatMap(nonEmpty) ?? "No exercise was graded." : nil
    return ResultsFile(
      student: student, path: path, format: .gradescope, exercises: exercises, seconds: seconds, problem: problem)
  }

  /// How `dojo grade` marks a test that never started: `✗ name (not run)`.
  static let notRunSuffix = " (not run)"

  /// `✓ name` / `✗ name` lines; the text after the first blank line is the first failure's
  /// message, written `name: message`.
  static func gradescopeTests(_ output: String) -> [HiddenTestResult] {
    let parts = output.components(separatedBy: "\n\n")
    var tests: [HiddenTestResult] = []
    for line in (parts.first ?? "").split(separator: "\n") {
      if line.hasPrefix("✓ ") { tests.append(HiddenTestResult(name: String(line.dropFirst(2)), passed: true)) }
      if line.hasPrefix("✗ ") {
        let name = line.dropFirst(2)
        if name.hasSuffix(notRunSuffix) {
          tests.append(
            HiddenTestResult(name: String(name.dropLast(notRunSuffix.count)), passed: false, message: "not run", ran: false))
        } else {
          tests.append(HiddenTestResult(name: String(name), passed: false))
        }
      }
    }
    let problem = parts.dropFirst().joined(separator: "\n\n")
    if !problem.isEmpty, let index = tests.firstIndex(where: { !$0.passed && problem.hasPrefix($0.name + ": ") }) {
      tests[index].message = String(problem.dropFirst(tests[index].name.count + 2))
    }
    return tests
  }

  // MARK: JUnit XML

  static func junit(_ text: String, path: String, student: String) throws(ReportProblem) -> ResultsFile {
    let root: MiniXMLElement
    do {
      root = try MiniXMLElement.parse(text)
    } catch {
      throw ReportProblem(path: path, line: error.line, message: "XML として読めません (invalid XML): \(error.message); the file is damaged, grade the submission again")
    }
    let suites: [MiniXMLElement]
    switch root.name {
    case "testsuites": suites = root.children(named: "testsuite")
    case "testsuite": suites = [root]
    default:
      throw ReportProblem(
        path: path, line: root.line, message: unknownFormat("an XML document whose root is <\(root.name)>"), isNotResults: true)
    }
    var exercises: [ExerciseResult] = []
    var submissionProblems: [String] = []
    for suite in suites {
      guard let exercise = suite.attributes["name"] else {
        throw ReportProblem(path: path, line: suite.line, message: "JUnit XML: a <testsuite> without a name (the exercise id)")
      }
      guard exercise.contains("/") else {
        // Not an exercise (`phase1/counter`): a suite about the submission itself (an empty folder).
        for testCase in suite.children(named: "testcase") {
          for child in testCase.children where child.name == "error" || child.name == "failure" {
            submissionProblems.append(nonEmpty(child.text) ?? child.attributes["message"] ?? testCase.attributes["name"] ?? exercise)
          }
        }
        continue
      }
      var kind: CellStatus?
      var failed = false
      var reason: String?
      var tests: [HiddenTestResult] = []
      for testCase in suite.children(named: "testcase") {
        let name = testCase.attributes["name"] ?? "?"
        if let error = testCase.children(named: "error").first {
          let errorKind = error.attributes["type"].flatMap(Self.kind) ?? .error
          if kind == nil || kind == .error { kind = errorKind }
          let text = nonEmpty(error.text) ?? error.attributes["message"]
          // The line `dojo grade` adds for an exercise that could not run is not a hidden test.
          if kindSuffix(name) != nil {
            reason = text
            continue
          }
          tests.append(HiddenTestResult(name: name, passed: false, message: text))
        } else if let skipped = testCase.children(named: "skipped").first {
          // A test a crash or the time limit kept from starting: not a pass, not a failure of it.
          failed = true
          tests.append(
            HiddenTestResult(name: name, passed: false, message: skipped.attributes["message"] ?? "not run", ran: false))
        } else if let failure = testCase.children(named: "failure").first {
          failed = true
          tests.append(HiddenTestResult(name: name, passed: false, message: nonEmpty(failure.text) ?? failure.attributes["message"]))
        } else {
          tests.append(HiddenTestResult(name: name, passed: true))
        }
      }
      exercises.append(
        ExerciseResult(
          exercise: exercise, status: kind ?? (failed ? .fail : .pass), tests: tests,
          seconds: suite.attributes["time"].flatMap(Double.init),
          // Without the extra case (a test was running when it stopped), that test's error says why.
          message: kind == nil ? nil : reason ?? tests.first { $0.ran && !$0.passed }?.message))
    }
    let seconds = root.name == "testsuites" ? root.attributes["time"].flatMap(Double.init) : exercises.first?.seconds
    if let systemErr = root.children(named: "system-err").first.flatMap({ nonEmpty($0.text) }) {
      submissionProblems.append(systemErr)
    }
    let problem = submissionProblems.isEmpty
      ? (exercises.isEmpty ? "No exercise was graded." : nil) : submissionProblems.joined(separator: "\n\n")
    return ResultsFile(
      student: student, path: path, format: .junit, exercises: exercises, seconds: seconds, problem: problem)
  }

  static func nonEmpty(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  static func firstLine(_ text: String) -> String {
    text.split(separator: "\n").first.map(String.init) ?? text
  }
}

/// Any JSON value, decoded with JSONDecoder so that a damaged file gets a line number.
enum JSONValue: Decodable, Equatable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
}
