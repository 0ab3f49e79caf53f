import Curriculum
import Foundation
import Testing

@testable import Checker

/// `dojo reset` under the symlink policy (H61: a link left behind after "back to its starter").
@Suite("StarterReset and symbolic links")
struct ResetSymlinkTests {
  let id = ExerciseID("phase1/counter")!
  let starterPath = "Exercises/phase1/counter/Sources/CounterFeature.swift"
  let starter = "// TODO: count\nstruct CounterFeature {}\n"

  func sealedCheckout() throws -> ProgressFixtureFolder {
    let root = try ProgressFixtureFolder()
    try root.write(starter, to: starterPath)
    try root.write("\(SHA256.hex(starter))  phase1/counter/Sources/CounterFeature.swift\n",
      to: "Exercises/checksums.sha256")
    try root.git("init", "-q")
    try root.git("add", ".")
    try root.git("commit", "-q", "-m", "starter")
    return root
  }

  func link(_ root: ProgressFixtureFolder, _ path: String, to target: String) throws {
    let url = root.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
  }

  @Test("a link out of the checkout is refused by name and nothing changes")
  func outsideLink() throws {
    let root = try sealedCheckout()
    try root.write("struct CounterFeature { var mine = 1 }\n", to: starterPath)
    try link(root, "Exercises/phase1/counter/Sources/link.swift", to: "/etc/passwd")
    #expect {
      try StarterReset(layout: root.layout).plan(id)
    } throws: { error in
      guard case ResetError.refusedLink(let refused, let shownPath) = error else { return false }
      return refused.message(shownPath: shownPath)
        .contains("Exercises/phase1/counter/Sources/link.swift is a symbolic link to /etc/passwd")
    }
    #expect(try root.read(starterPath) == "struct CounterFeature { var mine = 1 }\n")
  }

  @Test("an extra link inside the checkout is backed up as its contents, removed, and empty folders go")
  func insideLink() throws {
    let root = try sealedCheckout()
    try root.write("let helper = 1\n", to: "notes/Helper.swift")
    try link(root, "Exercises/phase1/counter/Sources/Sub/Deep/Helper.swift", to: "../../../../../../notes/Helper.swift")
    let reset = StarterReset(layout: root.layout)
    let plan = try reset.plan(id)
    #expect(plan.extra == ["Sub/Deep/Helper.swift"])
    let outcome = try reset.perform(plan)
    let backup = try #require(outcome.backup)
    // The backup holds the contents, not a link that would change with its target.
    let backedUp = root.url.appendingPathComponent("\(backup)/Sub/Deep/Helper.swift")
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: backedUp.path)) == nil)
    #expect(try root.read("\(backup)/Sub/Deep/Helper.swift") == "let helper = 1\n")
    // The link is gone, its target is untouched, and so is the empty Sub/Deep.
    let sources = root.url.appendingPathComponent("Exercises/phase1/counter/Sources")
    #expect(try FileManager.default.contentsOfDirectory(atPath: sources.path) == ["CounterFeature.swift"])
    #expect(try root.read("notes/Helper.swift") == "let helper = 1\n")
    #expect(try reset.plan(id).isPristine)
  }
}
