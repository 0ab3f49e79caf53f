import ArgumentParser

// STUB: replaced by the issue-5 helper.
struct WatchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "watch", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo watch is not built yet") }
}
