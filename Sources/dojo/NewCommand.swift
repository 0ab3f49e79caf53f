import ArgumentParser

// STUB: replaced by the issue-5 helper.
struct NewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "new", abstract: "(not built yet)")
  func run() async throws { throw ValidationError("dojo new is not built yet") }
}
