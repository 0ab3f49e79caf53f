import Foundation

/// What a learner's test files declare, read from their text before anything is built: the
/// `@Test` functions and which of them assert something.
///
/// A test asserts when its body uses `#expect`, `#require`, `Issue.record`, an `XCTAssert…` or
/// `XCTFail`, or a `TestStore`'s `send`, `receive`, `assert`, `finish` or `skipReceivedActions`
/// (an exhaustive `TestStore` fails on any change the test did not describe). Comments and string
/// literals do not count. It is a scan, not a parser: it rejects a file that asserts nothing,
/// and `dojo check`'s runs judge the rest.
public struct TestAssertionScan: Equatable, Sendable {
  /// One `@Test` function.
  public struct Test: Equatable, Sendable {
    /// Its name as Swift Testing shows it (display name, or `name()`).
    public var name: String
    /// Whether its body asserts anything.
    public var asserts: Bool
  }

  /// The tests, in file then source order.
  public var tests: [Test]

  /// Scans the `.swift` files under `folder`.
  public static func scan(folder: URL) -> TestAssertionScan {
    var tests: [Test] = []
    for file in SourceFileList.swiftFiles(in: folder) {
      tests += scan(source: (try? String(contentsOf: file, encoding: .utf8)) ?? "").tests
    }
    return TestAssertionScan(tests: tests)
  }

  /// Scans one file's text.
  public static func scan(source: String) -> TestAssertionScan {
    let code = stripped(source)
    let names = HiddenTestListing.names(inSource: source)
    var tests: [Test] = []
    var rest = code[...]
    var index = 0
    while let attribute = rest.range(of: "@Test") {
      rest = rest[attribute.upperBound...]
      if let next = rest.first, next.isLetter || next.isNumber || next == "_" { continue }
      guard let function = rest.range(of: "func "), let open = rest[function.upperBound...].firstIndex(of: "{") else {
        break
      }
      let body = block(in: rest, from: open)
      let name = index < names.count ? names[index] : "test \(index + 1)"
      tests.append(Test(name: name, asserts: assertionPatterns.contains { body.contains($0) }))
      index += 1
      rest = rest[body.endIndex...]
    }
    return TestAssertionScan(tests: tests)
  }

  /// The tests whose bodies assert nothing.
  public var silentTests: [String] { tests.filter { !$0.asserts }.map(\.name) }

  /// Whether at least one test asserts something.
  public var assertsAnything: Bool { tests.contains(where: \.asserts) }

  static let assertionPatterns = [
    "#expect", "#require", "Issue.record", "XCTAssert", "XCTFail", ".send(", ".receive(", ".assert {",
    ".assert(", ".finish(", ".skipReceivedActions(",
  ]

  /// From the `{` at `open` to its matching `}` (or the end).
  static func block(in text: Substring, from open: Substring.Index) -> Substring {
    var depth = 0
    var index = open
    while index < text.endIndex {
      switch text[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return text[open...index] }
      default: break
      }
      index = text.index(after: index)
    }
    return text[open...]
  }

  /// `text` without comments and without the contents of string literals (kept as `""`), so a
  /// `// #expect` or a `"send("` does not count as an assertion.
  static func stripped(_ text: String) -> String {
    var result = ""
    var characters = Array(text)[...]
    while let character = characters.first {
      if character == "/", characters.dropFirst().first == "/" {
        characters = characters.drop { $0 != "\n" }
      } else if character == "/", characters.dropFirst().first == "*" {
        characters = characters.dropFirst(2)
        while !characters.isEmpty, !(characters.first == "*" && characters.dropFirst().first == "/") {
          characters = characters.dropFirst()
        }
        characters = characters.dropFirst(2)
      } else if character == "\"" {
        result += "\"\""
        characters = characters.dropFirst()
        var escaped = false
        while let next = characters.first {
          characters = characters.dropFirst()
          if escaped { escaped = false } else if next == "\\" { escaped = true } else if next == "\"" { break }
        }
      } else {
        result.append(character)
        characters = characters.dropFirst()
      }
    }
    return result
  }
}
