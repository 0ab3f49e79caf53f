import Presentation
import Testing

@Suite("dojo's command line before parsing")
struct LaunchArgumentsTests {
  @Test("--lang is taken out wherever it stands, in both spellings")
  func language() throws {
    let spaced = try LaunchArguments(["check", "--lang", "en", "phase4/retry"], interactive: false)
    #expect(spaced.arguments == ["check", "phase4/retry"])
    #expect(spaced.language == "en")
    let joined = try LaunchArguments(["--lang=ja", "hint"], interactive: false)
    #expect(joined.arguments == ["hint"])
    #expect(joined.language == "ja")
    let after = try LaunchArguments(["check", "--", "--lang", "en"], interactive: false)
    #expect(after.arguments == ["check", "--", "--lang", "en"])
    #expect(after.language == nil)
  }

  @Test("bare dojo in a terminal starts watch, as rustlings does; elsewhere it prints help")
  func bare() throws {
    #expect(try LaunchArguments([], interactive: true).arguments == ["watch"])
    #expect(try LaunchArguments(["--lang", "en"], interactive: true).arguments == ["watch"])
    #expect(try LaunchArguments([], interactive: false).arguments == [])
    #expect(try LaunchArguments(["list"], interactive: true).arguments == ["list"])
  }
}
