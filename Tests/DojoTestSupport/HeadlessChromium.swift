import Checker
import Foundation

/// Headless Chromium, for tests of pages the project writes (`dojo report`).
///
/// Needs Chromium: `Scripts/install-chromium` installs Debian's (CI runs it from `.ci/run`), or
/// set `DOJO_CHROMIUM` to a Chromium or Chrome binary.
public struct HeadlessChromium: Sendable {
  /// The browser binary.
  public let binary: String

  /// `DOJO_CHROMIUM`, else Debian's `chromium`; `nil` when neither is there.
  public static var installed: HeadlessChromium? {
    if let path = ProcessInfo.processInfo.environment["DOJO_CHROMIUM"], !path.isEmpty {
      return HeadlessChromium(binary: path)
    }
    return ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
      .first { FileManager.default.isExecutableFile(atPath: $0) }
      .map(HeadlessChromium.init(binary:))
  }

  /// The DOM of `page` after its scripts ran.
  public func dom(of page: URL) async throws -> String {
    try await run(["--dump-dom", page.absoluteString])
  }

  /// Writes a PNG of `page` at `size` to `file` and returns its bytes.
  public func screenshot(of page: URL, to file: URL, width: Int = 1280, height: Int = 1600) async throws -> Data {
    try? FileManager.default.removeItem(at: file)
    _ = try await run(["--screenshot=\(file.path)", "--window-size=\(width),\(height)", "--hide-scrollbars", page.absoluteString])
    return try Data(contentsOf: file)
  }

  /// A screenshot of an empty page of the same size, the baseline a real page must outweigh.
  public func blankScreenshot(in folder: URL, width: Int = 1280, height: Int = 1600) async throws -> Data {
    let page = folder.appendingPathComponent("blank.html")
    try Data("<!doctype html><html><body></body></html>".utf8).write(to: page)
    return try await screenshot(of: page, to: folder.appendingPathComponent("blank.png"), width: width, height: height)
  }

  /// Runs the browser headless with a throwaway profile; its standard output.
  public func run(_ arguments: [String]) async throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let result = try await ChildProcess.run(
      .init(
        executable: binary,
        arguments: [
          "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
          "--user-data-dir=\(profile.path)", "--virtual-time-budget=2000",
        ] + arguments,
        timeLimit: .seconds(120)))
    guard result.termination == .exited(0) else {
      throw BrowserError(
        description: "chromium \(arguments.first ?? "") ended with \(result.termination): \(result.error.text.suffix(2000))")
    }
    return result.output.text
  }

  /// Chromium did not end well; the description holds the end of its standard error.
  public struct BrowserError: Error, CustomStringConvertible {
    /// What happened.
    public var description: String
  }
}

/// Reading start tags and attributes out of a dumped DOM, without an HTML parser.
public enum HTMLTags {
  /// The start tag of the element with `id`.
  public static func tag(withID id: String, in html: String) -> String? { tag(containing: "id=\"\(id)\"", in: html) }

  /// The whole start tag that contains `text`.
  public static func tag(containing text: String, in html: String) -> String? {
    guard let range = html.range(of: text),
      let open = html[..<range.lowerBound].lastIndex(of: "<"),
      let close = html[range.upperBound...].firstIndex(of: ">")
    else { return nil }
    return String(html[open...close])
  }

  /// The value of attribute `name` in a start tag.
  public static func attribute(_ name: String, in tag: String) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let rest = tag[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  /// How many times `text` occurs in `html` (e.g. `<tr class="student"`).
  public static func count(_ text: String, in html: String) -> Int {
    html.components(separatedBy: text).count - 1
  }
}

/// Width and height from a PNG's IHDR chunk; `nil` when `data` is not a PNG.
public func pngSize(_ data: Data) -> (width: Int, height: Int)? {
  let bytes = [UInt8](data.prefix(24))
  guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
  let number = { (offset: Int) in bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
  return (number(16), number(20))
}
