import Checker
import ClassReport
import Classroom
import DojoTestSupport
import Foundation
import Testing

/// `dojo report`'s page in a real browser: headless Chromium loads it (scripts run), the DOM it
/// ends with holds the numbers of the input class, and a screenshot of it is not blank.
///
/// Needs Chromium (see `HeadlessChromium`). The page and the screenshot are kept in
/// `.build/dojo-test-output/report/` for a person to open.
@Suite(.enabled(if: HeadlessChromium.installed != nil, "no Chromium: run Scripts/install-chromium or set DOJO_CHROMIUM"))
struct ReportBrowserTests {
  @Test(.timeLimit(.minutes(5))) func thePageShowsTheClassNumbersInChromium() async throws {
    let chromium = try #require(HeadlessChromium.installed)
    let work = try ScratchFolder("report-tests")
    let classFolder = work.url.appendingPathComponent("class")
    try ClassFixture.write(into: classFolder)
    try work.write("{ \"version\": 3, ", to: "class/zoe/results.json")  // cut short: a located problem

    let read = ClassFolder.read(classFolder)
    let summary = ClassSummary(files: read.files, lessonOrder: ClassFixture.exercises)
    let html = ClassReportPage(summary: summary, problems: read.problems, source: "class").html()
    let output = try testOutputFolder("report")
    let page = output.appendingPathComponent("class.html")
    try Data(html.utf8).write(to: page)

    // The DOM after the page's script ran.
    let dom = try await chromium.dom(of: page)
    let status = try #require(HTMLTags.tag(withID: "js-status", in: dom), "no #js-status in:\n\(dom.prefix(2000))")
    #expect(!status.contains(" hidden"), "the script did not run: \(status)")
    for cellStatus in CellStatus.allCases {
      #expect(HTMLTags.attribute("data-\(cellStatus.rawValue)", in: status) == "\(ClassFixture.count(cellStatus))", "\(cellStatus)")
      // The SVG heat map has as many cells of each status as the input.
      let cells = dom.components(separatedBy: "<g class=\"cell\"").dropFirst().map { $0.prefix { $0 != ">" } }
      #expect(cells.filter { $0.contains("data-status=\"\(cellStatus.rawValue)\"") }.count == ClassFixture.count(cellStatus), "\(cellStatus) cells")
    }
    for exercise in ClassFixture.exercises {
      let row = try #require(HTMLTags.tag(containing: "class=\"rate\" data-exercise=\"\(exercise)\"", in: dom))
      let expected = ClassFixture.passRate(exercise)
      #expect(HTMLTags.attribute("data-passed", in: row) == "\(expected.passed)")
      #expect(HTMLTags.attribute("data-graded", in: row) == "\(expected.graded)")
    }
    #expect(dom.contains("data-path=\"zoe/results.json\""), "the corrupt file is listed")
    #expect(dom.components(separatedBy: "<tr class=\"student\"").count - 1 == ClassFixture.students.count)

    // A screenshot, compared with one of an empty page of the same size.
    let shot = try await chromium.screenshot(of: page, to: output.appendingPathComponent("class.png"))
    let blank = try await chromium.blankScreenshot(in: output)
    #expect(pngSize(shot)?.width == 1280)
    #expect(pngSize(shot)?.height == 1600)
    #expect(shot.count > blank.count * 5, "screenshot \(shot.count) bytes vs blank \(blank.count) bytes")
  }
}

/// The page of a real class (empty submissions, 40-line and unbreakable messages, timeouts) in
/// Chromium at 1280 px: no sideways scrolling even with every fold open, readable without
/// JavaScript, and Japanese drawn as Japanese rather than boxes.
@Suite(.enabled(if: HeadlessChromium.installed != nil, "no Chromium: run Scripts/install-chromium or set DOJO_CHROMIUM"))
struct ReportLayoutBrowserTests {
  /// The page of the tidy class plus ``ClassFixture/writeHardCases(into:)``.
  func hardClassPage(_ name: String) throws -> (page: URL, html: String, summary: ClassSummary) {
    let work = try ScratchFolder("report-tests")
    let classFolder = work.url.appendingPathComponent("class")
    try ClassFixture.write(into: classFolder)
    try ClassFixture.writeHardCases(into: classFolder)
    let read = ClassFolder.read(classFolder)
    let summary = ClassSummary(files: read.files, problems: read.problems, lessonOrder: ClassFixture.exercises)
    let html = ClassReportPage(summary: summary, problems: read.problems, source: "class", ignored: read.ignored).html()
    let page = try testOutputFolder("report").appendingPathComponent(name)
    try Data(html.utf8).write(to: page)
    return (page, html, summary)
  }

  @Test(.timeLimit(.minutes(5))) func noSidewaysScrollAt1280WithEveryFoldOpen() async throws {
    let chromium = try #require(HeadlessChromium.installed)
    let (page, html, _) = try hardClassPage("class-hard.html")
    // A copy that opens every <details> and then records the widths the layout ended with.
    let probe = page.deletingLastPathComponent().appendingPathComponent("class-hard-probe.html")
    let measure = """
      <script>document.querySelectorAll('details').forEach(function(d){d.open=true;});
      document.body.dataset.scrollWidth=String(document.documentElement.scrollWidth);
      document.body.dataset.viewportWidth=String(window.innerWidth);</script></body>
      """
    try Data(html.replacingOccurrences(of: "</body>", with: measure).utf8).write(to: probe)
    let dom = try await chromium.run(["--window-size=1280,1600", "--dump-dom", probe.absoluteString])
    let body = try #require(HTMLTags.tag(containing: "data-scroll-width=", in: dom), "the probe did not run")
    let scrollWidth = try #require(HTMLTags.attribute("data-scroll-width", in: body).flatMap(Int.init))
    let viewport = try #require(HTMLTags.attribute("data-viewport-width", in: body).flatMap(Int.init))
    #expect(viewport == 1280)
    #expect(scrollWidth <= viewport, "the page scrolls sideways: \(scrollWidth) px wide in a \(viewport) px window")
    // The unbreakable line and the 40-line message are on the page (wrapped, not cut off).
    #expect(dom.contains(String(ClassFixture.unbreakableLine.prefix(200))))
    #expect(dom.contains("line 40 of a long TestStore diff"))
    _ = try await chromium.screenshot(of: page, to: page.deletingPathExtension().appendingPathExtension("png"))
  }

  /// 30 students (GitHub-length names) × 33 exercises, every fold open: the page still fits.
  @Test(.timeLimit(.minutes(5))) func aFullClassFits1280() async throws {
    let chromium = try #require(HeadlessChromium.installed)
    let exercises = (1...33).map { "phase\(($0 - 1) / 3 + 1)/exercise-with-a-long-name-\($0)" }
    let statuses: [CellStatus] = [.pass, .fail, .pass, .compile, .timeout, .pass, .crash, .error]
    let files = (1...30).map { number -> ResultsFile in
      let results = exercises.enumerated().map { index, id in
        let status = statuses[(index + number) % statuses.count]
        return ExerciseResult(
          exercise: id, status: status,
          tests: [
            HiddenTestResult(name: "aVeryDescriptiveHiddenTestName\(index)()", passed: status == .pass, message: status == .pass ? nil : ClassFixture.longMessage)
          ],
          message: status == .pass || status == .fail ? nil : ClassFixture.unbreakableLine)
      }
      return ResultsFile(
        student: "a-rather-long-github-username-\(number)", path: "s\(number)/results.json", format: .exercism,
        exercises: results, seconds: nil)
    }
    let summary = ClassSummary(files: files, lessonOrder: exercises)
    let html = ClassReportPage(summary: summary, problems: [], source: "class").html()
    let probe = try testOutputFolder("report").appendingPathComponent("class-full-probe.html")
    let measure = """
      <script>document.querySelectorAll('details').forEach(function(d){d.open=true;});
      document.body.dataset.scrollWidth=String(document.documentElement.scrollWidth);
      document.body.dataset.viewportWidth=String(window.innerWidth);</script></body>
      """
    try Data(html.replacingOccurrences(of: "</body>", with: measure).utf8).write(to: probe)
    let dom = try await chromium.run(["--window-size=1280,1600", "--dump-dom", probe.absoluteString])
    let body = try #require(HTMLTags.tag(containing: "data-scroll-width=", in: dom), "the probe did not run")
    let scrollWidth = try #require(HTMLTags.attribute("data-scroll-width", in: body).flatMap(Int.init))
    #expect(scrollWidth <= 1280, "the page scrolls sideways: \(scrollWidth) px wide")
  }

  @Test(.timeLimit(.minutes(5))) func everythingIsThereWithJavaScriptOff() async throws {
    let chromium = try #require(HeadlessChromium.installed)
    let (page, html, summary) = try hardClassPage("class-nojs.html")
    // Chromium's --dump-dom itself needs scripting, so the page's own script is taken out instead:
    // what is left is what a reader with JavaScript off gets.
    let parts = html.components(separatedBy: "<script>")
    #expect(parts.count == 2, "the page has one script")
    let withoutScript = parts[0] + parts.dropFirst().map { $0.components(separatedBy: "</script>").dropFirst().joined(separator: "</script>") }.joined()
    try Data(withoutScript.utf8).write(to: page)
    let dom = try await chromium.run(["--dump-dom", page.absoluteString])
    let status = try #require(HTMLTags.tag(withID: "js-status", in: dom))
    #expect(status.contains(" hidden"), "scripts were on: \(status)")
    #expect(HTMLTags.count("<tr class=\"needs-help\"", in: dom) == summary.studentsNeedingHelp.count)
    #expect(HTMLTags.count("<details class=\"student-detail\"", in: dom) == summary.students.count)
    #expect(HTMLTags.count("<details class=\"msg\">", in: dom) >= 2)
    #expect(HTMLTags.count("<tr class=\"student\"", in: dom) == summary.students.count)
  }

  /// Two different Japanese strings of the same length, drawn in the page's fonts, must give two
  /// different pictures (boxes would be identical) that also differ from unassigned code points
  /// and from nothing. A control run with a font setup that has no Japanese font shows that
  /// this check does catch boxes.
  @Test(.timeLimit(.minutes(5))) func japaneseIsDrawnAsJapaneseNotBoxes() async throws {
    let chromium = try #require(HeadlessChromium.installed)
    let (_, html, _) = try hardClassPage("class-fonts.html")
    let fontFamily = try #require(
      html.range(of: "body{font-family:").map { html[$0.upperBound...].prefix { $0 != ";" } }, "no font-family in the page's CSS")
    let folder = try testOutputFolder("report/fonts")
    let samples = [
      "help": "手助けが必要な学生", "rates": "課題ごとの合格率表",
      "unassigned": String(repeating: "\u{0378}", count: 9), "blank": "",
    ]
    func shots(environment: [String: String], suffix: String) async throws -> [String: Data] {
      var result: [String: Data] = [:]
      for (name, text) in samples {
        let page = folder.appendingPathComponent("\(name).html")
        let document = "<!doctype html><html lang=\"ja\"><head><meta charset=\"utf-8\"><style>body{margin:20px;font-family:\(fontFamily);font-size:48px}</style></head><body><p>\(text)</p></body></html>"
        try Data(document.utf8).write(to: page)
        let shot = folder.appendingPathComponent("\(name)\(suffix).png")
        try? FileManager.default.removeItem(at: shot)
        _ = try await runChromium(chromium, ["--screenshot=\(shot.path)", "--window-size=800,600", "--hide-scrollbars", page.absoluteString], environment: environment)
        result[name] = try Data(contentsOf: shot)
      }
      return result
    }

    let real = try await shots(environment: ProcessInfo.processInfo.environment, suffix: "")
    #expect(real["help"] != real["blank"], "nothing was drawn for the Japanese text")
    #expect(real["help"] != real["rates"], "two different Japanese strings look the same: boxes (tofu). Run Scripts/install-chromium (fonts-noto-cjk).")
    #expect(real["help"] != real["unassigned"], "Japanese looks like unassigned code points: boxes (tofu). Run Scripts/install-chromium (fonts-noto-cjk).")

    // Control: the same check with every font except the Japanese ones.
    guard let control = try noJapaneseFontConfig(in: folder) else { return }
    var environment = ProcessInfo.processInfo.environment
    environment["FONTCONFIG_FILE"] = control.path
    let boxes = try await shots(environment: environment, suffix: "-no-japanese-font")
    #expect(boxes["help"] == boxes["rates"], "the control should draw both strings as the same boxes")
  }

  /// A fontconfig file listing every installed font except those covering Japanese; `nil` when
  /// fontconfig's `fc-list` is not there.
  func noJapaneseFontConfig(in folder: URL) throws -> URL? {
    func list(_ arguments: [String]) throws -> Set<String>? {
      let result = try ChildProcess.runBlocking(.init(executable: "fc-list", arguments: arguments + ["--format=%{file}\n"], timeLimit: .seconds(60)))
      guard result.termination == .exited(0) else { return nil }
      return Set(result.output.text.split(separator: "\n").map(String.init))
    }
    guard let all = try? list([]), let japanese = try list([":lang=ja"]) else { return nil }
    let fonts = folder.appendingPathComponent("no-japanese-fonts")
    try? FileManager.default.removeItem(at: fonts)
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (index, file) in all.subtracting(japanese).sorted().enumerated() {
      let link = fonts.appendingPathComponent("\(index)-\(URL(fileURLWithPath: file).lastPathComponent)")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file)
    }
    let config = folder.appendingPathComponent("no-japanese-fonts.conf")
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig><dir>\(fonts.path)</dir><cachedir>\(fonts.path)/cache</cachedir></fontconfig>
      """
    try Data(xml.utf8).write(to: config)
    return config
  }

  /// `HeadlessChromium.run` with an environment of our choosing (the control's font setup).
  func runChromium(_ chromium: HeadlessChromium, _ arguments: [String], environment: [String: String]) async throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let result = try await ChildProcess.run(
      .init(
        executable: chromium.binary,
        arguments: [
          "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
          "--user-data-dir=\(profile.path)", "--virtual-time-budget=2000",
        ] + arguments,
        environment: environment, timeLimit: .seconds(120)))
    guard result.termination == .exited(0) else {
      throw ChromiumFailed(description: "chromium ended with \(result.termination): \(result.error.text.suffix(2000))")
    }
    return result.output.text
  }
}

/// Chromium did not end well (the control run).
struct ChromiumFailed: Error, CustomStringConvertible {
  var description: String
}
