import Checker
import ClassReport
import Classroom
import Foundation
import Testing

/// `dojo report`'s page in a real browser: headless Chromium loads it (scripts run), the DOM it
/// ends with holds the numbers of the input class, and a screenshot of it is not blank.
///
/// Needs Chromium: `Scripts/install-chromium` installs Debian's (CI runs it from `.ci/run`), or
/// set `DOJO_CHROMIUM` to a Chromium or Chrome binary. The page and the screenshot are kept in
/// `.build/dojo-test-output/report/` for a person to open.
@Suite(.enabled(if: ReportBrowser.binary != nil, "no Chromium: run Scripts/install-chromium or set DOJO_CHROMIUM"))
struct ReportBrowserTests {
  @Test(.timeLimit(.minutes(5))) func thePageShowsTheClassNumbersInChromium() async throws {
    let chromium = try #require(ReportBrowser.binary)
    let work = try ReportFixtureFolder()
    let classFolder = work.url.appendingPathComponent("class")
    try ClassFixture.write(into: classFolder)
    try work.write("{ \"version\": 3, ", to: "class/zoe/results.json")  // cut short: a located problem

    let read = ClassFolder.read(classFolder)
    let summary = ClassSummary(files: read.files, lessonOrder: ClassFixture.exercises)
    let html = ClassReportPage(summary: summary, problems: read.problems, source: "class").html()
    let output = ReportBrowser.outputFolder
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let page = output.appendingPathComponent("class.html")
    try Data(html.utf8).write(to: page)

    // The DOM after the page's script ran.
    let dom = try await ReportBrowser.run(chromium, ["--dump-dom", page.absoluteString])
    let status = try #require(ReportBrowser.tag(withID: "js-status", in: dom), "no #js-status in:\n\(dom.prefix(2000))")
    #expect(!status.contains(" hidden"), "the script did not run: \(status)")
    for cellStatus in CellStatus.allCases {
      #expect(ReportBrowser.attribute("data-\(cellStatus.rawValue)", in: status) == "\(ClassFixture.count(cellStatus))", "\(cellStatus)")
      // The SVG heat map has as many cells of each status as the input.
      let cells = dom.components(separatedBy: "<g class=\"cell\"").dropFirst().map { $0.prefix { $0 != ">" } }
      #expect(cells.filter { $0.contains("data-status=\"\(cellStatus.rawValue)\"") }.count == ClassFixture.count(cellStatus), "\(cellStatus) cells")
    }
    for exercise in ClassFixture.exercises {
      let row = try #require(ReportBrowser.tag(containing: "class=\"rate\" data-exercise=\"\(exercise)\"", in: dom))
      let expected = ClassFixture.passRate(exercise)
      #expect(ReportBrowser.attribute("data-passed", in: row) == "\(expected.passed)")
      #expect(ReportBrowser.attribute("data-graded", in: row) == "\(expected.graded)")
    }
    #expect(dom.contains("data-path=\"zoe/results.json\""), "the corrupt file is listed")
    #expect(dom.components(separatedBy: "<tr class=\"student\"").count - 1 == ClassFixture.students.count)

    // A screenshot, compared with one of an empty page of the same size.
    let screenshot = output.appendingPathComponent("class.png")
    let blankPage = output.appendingPathComponent("blank.html")
    let blankShot = output.appendingPathComponent("blank.png")
    try Data("<!doctype html><html><body></body></html>".utf8).write(to: blankPage)
    for (source, target) in [(page, screenshot), (blankPage, blankShot)] {
      try? FileManager.default.removeItem(at: target)
      _ = try await ReportBrowser.run(
        chromium, ["--screenshot=\(target.path)", "--window-size=1280,1600", "--hide-scrollbars", source.absoluteString])
    }
    let shot = try Data(contentsOf: screenshot)
    let blank = try Data(contentsOf: blankShot)
    #expect(ReportBrowser.pngSize(shot)?.width == 1280)
    #expect(ReportBrowser.pngSize(shot)?.height == 1600)
    #expect(shot.count > blank.count * 5, "screenshot \(shot.count) bytes vs blank \(blank.count) bytes")
  }
}

/// Runs headless Chromium and reads what it returns.
enum ReportBrowser {
  /// `DOJO_CHROMIUM`, else Debian's `chromium`.
  static var binary: String? {
    if let path = ProcessInfo.processInfo.environment["DOJO_CHROMIUM"], !path.isEmpty { return path }
    return ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// `<package root>/.build/dojo-test-output/report`.
  static var outputFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent(".build/dojo-test-output/report", isDirectory: true)
  }

  static func run(_ chromium: String, _ arguments: [String]) async throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let result = try await ChildProcess.run(
      .init(
        executable: chromium,
        arguments: [
          "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
          "--user-data-dir=\(profile.path)", "--virtual-time-budget=2000",
        ] + arguments,
        timeLimit: .seconds(120)))
    guard result.termination == .exited(0) else {
      throw BrowserError("chromium \(arguments.first ?? "") ended with \(result.termination): \(result.error.text.suffix(2000))")
    }
    return result.output.text
  }

  /// The start tag of the element with `id`.
  static func tag(withID id: String, in html: String) -> String? { tag(containing: "id=\"\(id)\"", in: html) }

  /// The whole start tag that contains `text`.
  static func tag(containing text: String, in html: String) -> String? {
    guard let range = html.range(of: text),
      let open = html[..<range.lowerBound].lastIndex(of: "<"),
      let close = html[range.upperBound...].firstIndex(of: ">")
    else { return nil }
    return String(html[open...close])
  }

  static func attribute(_ name: String, in tag: String) -> String? {
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let rest = tag[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  /// Width and height from a PNG's IHDR chunk.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    let number = { (offset: Int) in bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  struct BrowserError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
