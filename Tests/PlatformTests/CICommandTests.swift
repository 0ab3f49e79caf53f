import Foundation
import Testing

/// CI runs what README tells a newcomer to run, word for word: `.ci/run` ends with README's test
/// command, and the macOS job runs both quick-start commands.
@Suite("CI runs README's commands")
struct CICommandTests {
  /// The commands of README's quick-start block, without their `# …` comments.
  func quickStartCommands() throws -> [String] {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Quick start").dropFirst().first)
    let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first)
    let code = try #require(block.components(separatedBy: "```").first)
    return code.split(separator: "\n").map {
      String($0.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  @Test("README's quick start has its two commands")
  func quickStart() throws {
    #expect(try quickStartCommands() == ["Scripts/bootstrap && swift run dojo check phase4 --solution", "Scripts/test"])
  }

  @Test(".ci/run installs, then runs exactly README's test command")
  func ciRunEndsWithTheTestCommand() throws {
    let script = try String(contentsOf: repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    let commands = script.split(separator: "\n").map(String.init)
      .filter { !$0.hasPrefix("#") && !$0.hasPrefix("set ") && !$0.hasPrefix("cd ") && !$0.isEmpty }
    #expect(commands.last == (try quickStartCommands().last))
    #expect(commands.dropLast().allSatisfy { $0.hasPrefix("Scripts/install-") || $0 == "Scripts/bootstrap" }, "\(commands)")
    #expect(commands.contains("Scripts/install-actionlint"))
  }

  @Test("The macOS job runs README's two commands, then the installed dojo")
  func macOSJob() throws {
    let workflow = try String(
      contentsOf: repositoryRoot.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
    let macOS = try #require(workflow.components(separatedBy: "\n  macos:\n").dropFirst().first)
    let runLines = macOS.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for command in try quickStartCommands() {
      #expect(runLines.contains("run: \(command)") || runLines.contains(command), "\(command)")
    }
    #expect(runLines.contains { $0.hasPrefix("Scripts/install-dojo") })
    #expect(runLines.contains("dojo check phase4 --solution"))
    #expect(macOS.contains("runs-on: macos-15"))
    #expect(workflow.contains("run: bash .ci/run"))
  }
}

/// README is the newcomer's page (what it is, the two commands, the loop, the course, links); the
/// manuals live in docs/ and in Composable's DocC catalog, and every link README gives must lead there.
@Suite("README fits a newcomer")
struct ReadmeSizeTests {
  @Test("README is at most 250 lines")
  func short() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
  }

  @Test("Every relative link in README points at a file of the checkout")
  func linksResolve() throws {
    let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let links = readme.components(separatedBy: "](").dropFirst().compactMap { $0.split(separator: ")").first }
      .map(String.init).filter { !$0.contains("://") && !$0.hasPrefix("#") }
    #expect(links.count >= 8)
    for link in links {
      let path = String(link.split(separator: "#").first ?? "")
      #expect(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(path).path), "README links to \(link), which does not exist")
    }
  }
}
