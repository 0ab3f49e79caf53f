import Curriculum
import Foundation
import Localization
import Testing

@testable import Checker

/// P13: the first check after the checkout was moved rebuilds for minutes; one line says why
/// before that build starts, in the learner's language. The build is a stand-in `swift`.
@Suite("A moved checkout is announced before its first build")
struct CheckoutMovedNoticeTests {
  final class Events: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [CheckEvent] = []
    func record(_ event: CheckEvent) { lock.withLock { seen.append(event) } }
    var all: [CheckEvent] { lock.withLock { seen } }
  }

  @Test("the stamp names another root: the notice comes before the build starts")
  func beforeTheBuild() async throws {
    let checkout = try BuildFolderRepairTests.Checkout()
    try Data("/home/learner/old-place\n".utf8).write(to: checkout.repair.stampFile)
    let id = ExerciseID("phase1/counter")!
    // A build that succeeds at once, without SwiftPM.
    let build = ResilientBuild(
      build: PackageBuild(layout: checkout.layout, scratchPath: checkout.scratch, swift: "/bin/true"),
      workspace: ExerciseWorkspace(layout: checkout.layout, sources: .learner))
    let events = Events()
    _ = await build.run([id], observer: events.record)

    let moved = try #require(events.all.firstIndex(of: .checkoutMoved(from: "/home/learner/old-place")))
    let started = try #require(events.all.firstIndex(of: .buildStarted([id])))
    #expect(moved < started)
    #expect(events.all.filter { if case .checkoutMoved = $0 { true } else { false } }.count == 1, "said once")
    // The stamp now names this checkout: the next check says nothing.
    let again = Events()
    _ = await build.run([id], observer: again.record)
    #expect(!again.all.contains { if case .checkoutMoved = $0 { true } else { false } })
  }

  @Test("the line, in both languages")
  func text() {
    #expect(Messages.japanese.checkoutMoved(from: "/home/a/dojo")
      == "このチェックアウトは /home/a/dojo から移動しています。最初のビルドには数分かかります。")
    #expect(Messages.english.checkoutMoved(from: "/home/a/dojo")
      == "the checkout moved from /home/a/dojo; the first build takes a few minutes.")
    #expect(Messages.english.checkoutMoved(from: nil).contains("the first build takes a few minutes"))
    #expect(Messages.japanese.checkoutMoved(from: nil).contains("最初のビルドには数分かかります"))
  }
}
