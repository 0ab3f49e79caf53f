import Curriculum
import DojoTestSupport
import Foundation
import Localization
import Testing

@testable import Checker

@Suite("A build folder made for another location heals itself")
struct BuildFolderRepairTests {
  /// The compiler's words when a build folder was copied from /old/checkout (Swift 6.3.1).
  static func staleOutput(root: String) -> String {
    """
    [13/187] Emitting module SwiftSyntax603
    <unknown>:0: error: precompiled file '\(root)/.build/x86_64-unknown-linux-gnu/debug/ModuleCache/TXB5W5DC64VB/SwiftShims-2WTEZSG1WEKQP.pcm' was compiled with module cache path '/old/checkout/.build/x86_64-unknown-linux-gnu/debug/ModuleCache/TXB5W5DC64VB', but the path is currently '\(root)/.build/x86_64-unknown-linux-gnu/debug/ModuleCache/TXB5W5DC64VB'
    <unknown>:0: error: missing required module 'SwiftShims'
    """
  }

  final class Checkout {
    let root: URL
    let layout: ProjectLayout
    let scratch: URL
    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("dojo-moved-\(UUID().uuidString)")
      layout = ProjectLayout(root: root)
      scratch = root.appendingPathComponent(".build")
      let debug = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug")
      try FileManager.default.createDirectory(
        at: debug.appendingPathComponent("ModuleCache/TXB5W5DC64VB"), withIntermediateDirectories: true)
      try Data("pcm".utf8).write(to: debug.appendingPathComponent("ModuleCache/TXB5W5DC64VB/SwiftShims.pcm"))
      try Data("module".utf8).write(to: debug.appendingPathComponent("Composable.swiftmodule"))
      try FileManager.default.createSymbolicLink(
        at: scratch.appendingPathComponent("debug"), withDestinationURL: debug)
    }
    deinit { try? FileManager.default.removeItem(at: root) }
    var repair: BuildFolderRepair { BuildFolderRepair(layout: layout, scratchPath: scratch) }
  }

  @Test("the compiler's stale-cache error is recognized and names the old checkout")
  func recognizes() throws {
    let checkout = try Checkout()
    let output = Self.staleOutput(root: checkout.root.path)
    let line = try #require(BuildFolderRepair.staleCacheLine(in: output))
    #expect(line.contains("was compiled with module cache path"))
    #expect(checkout.repair.previousRoot(in: line) == "/old/checkout")
    #expect(BuildFolderRepair.staleCacheLine(in: "error: cannot find 'x' in scope") == nil)
  }

  @Test("only the module caches are cleared; compiled modules stay")
  func clearsOnlyCaches() throws {
    let checkout = try Checkout()
    let repair = try #require(checkout.repair.clear(previousRoot: "/old/checkout"))
    #expect(repair.cleared == [".build/x86_64-unknown-linux-gnu/debug/ModuleCache"])
    #expect(repair.line(.english).contains("/old/checkout"))
    #expect(repair.line(.english).contains(".build/x86_64-unknown-linux-gnu/debug/ModuleCache"))
    #expect(repair.line(Messages(.japanese)).contains("/old/checkout にあったときのもの"), "in the learner's language")
    let debug = checkout.scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug")
    #expect(!FileManager.default.fileExists(atPath: debug.appendingPathComponent("ModuleCache").path))
    #expect(FileManager.default.fileExists(atPath: debug.appendingPathComponent("Composable.swiftmodule").path))
    #expect(checkout.repair.clear(previousRoot: nil) == nil, "nothing left to clear")
  }

  @Test("the stamp names the checkout the folder was built for")
  func stamp() throws {
    let checkout = try Checkout()
    #expect(checkout.repair.stampedElsewhere() == nil, "no stamp yet")
    checkout.repair.stamp()
    #expect(checkout.repair.stampedElsewhere() == nil, "stamped here")
    try Data("/old/checkout\n".utf8).write(to: checkout.repair.stampFile)
    #expect(checkout.repair.stampedElsewhere() == "/old/checkout")
  }

  @Test("when it cannot be repaired, the message names exactly what to delete")
  func unrepairable() throws {
    let checkout = try Checkout()
    let error = checkout.repair.unrepairableError(detail: "error: precompiled file …")
    #expect(error.kind == .compile)
    #expect(error.message.contains("Delete .build/x86_64-unknown-linux-gnu/debug/ModuleCache"))
    #expect(error.message.contains("`rm -rf .build`"))
    #expect(!error.message.contains(checkout.root.path), "paths relative to the checkout")
    let japanese = error.text(.japanese)
    #expect(japanese.contains("`rm -rf .build`"), "\(japanese)")
    #expect(japanese.hasSuffix("コンパイラーの出力:\nerror: precompiled file …"), "\(japanese)")
    // The compiler's line is data; dojo's words around it are Japanese.
    let lead = japanese.split(separator: "\n").dropLast().joined(separator: "\n")
    #expect(LanguageLeaks.englishSentences(in: lead).isEmpty, "\(LanguageLeaks.englishSentences(in: lead))")
  }
}
