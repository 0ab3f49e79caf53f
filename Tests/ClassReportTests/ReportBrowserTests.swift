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
