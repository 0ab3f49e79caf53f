import Foundation
import Testing

/// `dojo grade --weight`: the Gradescope file and the class page it writes in the same run count
/// an exercise at its weight. A student who submitted nothing builds nothing, so this runs fast.
@Suite("dojo grade --weight")
struct GradeWeightCommandTests {
  let checkout = CheckCheckout()

  @Test func theWeightReachesGradescopeAndTheReportPage() async throws {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-weight-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work.appendingPathComponent("class/ann"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let out = work.appendingPathComponent("out")
    let page = work.appendingPathComponent("class.html")
    let run = try await checkout.dojo([
      "grade", "--class", work.appendingPathComponent("class").path, "--out", out.path, "--format", "gradescope",
      "--exercise", "phase1/counter", "--weight", "phase1/counter=3", "--report", page.path, "--lang", "en",
    ])
    #expect(run.status == .exited(0), "\(run.standardError)")
    let data = try Data(contentsOf: out.appendingPathComponent("ann/phase1-counter.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let test = try #require((object["tests"] as? [[String: Any]])?.first)
    #expect(test["max_score"] as? Double == 3)
    #expect(test["score"] as? Double == 0)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<td>0 / 3</td>"), "the page counts the exercise at its weight")

    let bad = try await checkout.dojo(["grade", "--submission", ".", "--weight", "counter=3", "--lang", "en"])
    #expect(bad.status == .exited(1))
    #expect(bad.standardError.contains("--weight phase4/retry=2"), "\(bad.standardError)")
  }
}
