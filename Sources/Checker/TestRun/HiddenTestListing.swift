import Foundation

/// The test names a hidden test suite declares, read from its sources: what a verdict lists as
/// not run when the test process was stopped before Swift Testing could describe its plan.
///
/// Names follow Swift Testing's: the display name of `@Test("…")`, else the function's name with
/// its argument labels (`retries()`, `param(k:)`). It is a scan, not a parser: good enough to
/// name tests, never used to judge them.
public enum HiddenTestListing {
  /// The tests declared in the `.swift` files under `folder`, in file then source order.
  public static func names(in folder: URL) -> [String] {
    SourceFileList.swiftFiles(in: folder).flatMap { file in
      (try? String(contentsOf: file, encoding: .utf8)).map(names(inSource:)) ?? []
    }
  }

  /// The tests declared in one file's text; tests in comments are not declared.
  public static func names(inSource source: String) -> [String] {
    let text = withoutComments(source)
    var names: [String] = []
    var rest = text[...]
    while let attribute = rest.range(of: "@Test") {
      rest = rest[attribute.upperBound...]
      // `@Tests…` or `@TestSomething` is another attribute.
      if let next = rest.first, next.isLetter || next.isNumber || next == "_" { continue }
      guard let function = rest.range(of: "func ") else { break }
      let between = rest[..<function.lowerBound]
      let afterFunc = rest[function.upperBound...]
      let name = afterFunc.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
      var display: String?
      let arguments = between.drop(while: \.isWhitespace)
      // A display name is the first argument: `@Test("…")`, not `@Test(arguments: ["a"])`.
      if arguments.hasPrefix("("), arguments.dropFirst().drop(while: \.isWhitespace).first == "\"" {
        let literal = arguments.dropFirst().drop(while: \.isWhitespace).dropFirst()
        var value = ""
        var escaped = false
        for character in literal {
          if escaped {
            value.append(character)
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            display = value
            break
          } else {
            value.append(character)
          }
        }
      }
      if let display {
        names.append(display)
      } else if !name.isEmpty {
        names.append("\(name)(\(labels(afterFunc.dropFirst(name.count))))")
      }
      rest = afterFunc
    }
    return names
  }

  /// `text` with its `//` and `/* */` comments blanked out (string literals kept whole, so a
  /// `//` inside one is not a comment).
  static func withoutComments(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var blockDepth = 0
    var inString = false
    var inLineComment = false
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if inLineComment {
        if scalar == "\n" {
          inLineComment = false
          result.append(scalar)
        }
      } else if blockDepth > 0 {
        if scalar == "*", next == "/" {
          blockDepth -= 1
          index += 1
        } else if scalar == "/", next == "*" {
          blockDepth += 1
          index += 1
        } else if scalar == "\n" {
          result.append(scalar)
        }
      } else if inString {
        result.append(scalar)
        if scalar == "\\", let next {
          result.append(next)
          index += 1
        } else if scalar == "\"" {
          inString = false
        }
      } else if scalar == "/", next == "/" {
        inLineComment = true
        index += 1
      } else if scalar == "/", next == "*" {
        blockDepth = 1
        index += 1
      } else {
        result.append(scalar)
        if scalar == "\"" { inString = true }
      }
      index += 1
    }
    return String(result)
  }

  /// `(_ x: Int, k: Int)` → `_:k:`.
  static func labels(_ text: Substring) -> String {
    guard let open = text.firstIndex(of: "("), let close = text.firstIndex(of: ")"), open < close else {
      return ""
    }
    let parameters = text[text.index(after: open)..<close].split(separator: ",")
    return parameters.compactMap { parameter -> String? in
      let label = parameter.split(separator: ":").first?.split(separator: " ").first
      return label.map { "\($0):" }
    }.joined()
  }
}
