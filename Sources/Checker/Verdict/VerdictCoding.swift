import Curriculum
import Foundation
import Localization

// The JSON form of verdicts: exactly the `exercises[]` element of `dojo check --json`, with absent
// values written out as `null` (`"error": null`, `"message": null`) so consumers see every key.

extension ExerciseVerdict: Codable {
  private enum CodingKeys: String, CodingKey { case id, title, status, error, tests, warnings, ownTests }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(ExerciseID.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      status: try container.decode(VerdictStatus.self, forKey: .status),
      error: try container.decodeIfPresent(CheckError.self, forKey: .error),
      tests: try container.decode([TestOutcome].self, forKey: .tests),
      warnings: try container.decodeIfPresent([LearnerWarning].self, forKey: .warnings) ?? [])
    ownTests = try container.decodeIfPresent(OwnTestReport.self, forKey: .ownTests)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(status, forKey: .status)
    if let error { try container.encode(error, forKey: .error) } else { try container.encodeNil(forKey: .error) }
    try container.encode(tests, forKey: .tests)
    try container.encode(warnings, forKey: .warnings)
    // Absent in the verdict cache (the report is filed apart, by OwnTestCache), present when a
    // check's result is written whole.
    try container.encodeIfPresent(ownTests, forKey: .ownTests)
  }
}

// `localized` is written only by the Codable form (the verdict cache), so that a cached verdict
// is shown in the language of the run that reads it; `--json` (``CheckError/json``) keeps its
// four documented keys.
extension CheckError: Codable {
  private enum CodingKeys: String, CodingKey { case kind, message, file, line, localized }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try container.decode(Kind.self, forKey: .kind),
      message: try container.decode(String.self, forKey: .message),
      file: try container.decodeIfPresent(String.self, forKey: .file),
      line: try container.decodeIfPresent(Int.self, forKey: .line))
    localized = try? container.decodeIfPresent(LocalizedText.self, forKey: .localized)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(message, forKey: .message)
    if let file { try container.encode(file, forKey: .file) } else { try container.encodeNil(forKey: .file) }
    if let line { try container.encode(line, forKey: .line) } else { try container.encodeNil(forKey: .line) }
    try container.encodeIfPresent(localized, forKey: .localized)
  }
}

extension TestOutcome: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, status, message, ran, output, localized, localizedName, wrongFeature
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      status: try container.decode(VerdictStatus.self, forKey: .status),
      message: try container.decodeIfPresent(String.self, forKey: .message),
      // Verdicts cached before these keys existed decode as before.
      ran: try container.decodeIfPresent(Bool.self, forKey: .ran) ?? true,
      output: try container.decodeIfPresent(String.self, forKey: .output))
    localized = try? container.decodeIfPresent(LocalizedText.self, forKey: .localized)
    localizedName = try? container.decodeIfPresent(LocalizedText.self, forKey: .localizedName)
    wrongFeature = (try? container.decodeIfPresent(Bool.self, forKey: .wrongFeature)) ?? false
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(status, forKey: .status)
    if let message { try container.encode(message, forKey: .message) } else { try container.encodeNil(forKey: .message) }
    try container.encode(ran, forKey: .ran)
    if let output { try container.encode(output, forKey: .output) } else { try container.encodeNil(forKey: .output) }
    try container.encodeIfPresent(localized, forKey: .localized)
    try container.encodeIfPresent(localizedName, forKey: .localizedName)
    if wrongFeature { try container.encode(wrongFeature, forKey: .wrongFeature) }
  }
}

extension ExerciseVerdict {
  /// The `exercises[]` element of `dojo check --json`, keys in the documented order.
  public var json: OrderedJSON {
    .object([
      ("id", .string(id.rawValue)),
      ("title", .string(title)),
      ("status", .string(status.rawValue)),
      ("error", error?.json ?? .null),
      ("tests", .array(tests.map(\.json))),
      ("warnings", .array(warnings.map(\.json))),
      ("ownTests", ownTests?.json ?? .null),
    ])
  }
}

extension CheckError {
  /// `{"kind", "message", "file", "line"}`.
  public var json: OrderedJSON {
    .object([
      ("kind", .string(kind.rawValue)),
      ("message", .string(message)),
      ("file", .optional(file)),
      ("line", .optional(line)),
    ])
  }
}

extension TestOutcome {
  /// `{"name", "status", "message", "ran", "output"}`: `ran` is `false` for a test a crash or
  /// timeout kept from starting; `output` is what the code printed during the test, or `null`.
  public var json: OrderedJSON {
    .object([
      ("name", .string(name)), ("status", .string(status.rawValue)), ("message", .optional(message)),
      ("ran", .bool(ran)), ("output", .optional(output)),
    ])
  }
}
