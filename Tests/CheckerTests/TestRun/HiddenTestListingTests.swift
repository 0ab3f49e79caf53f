import Foundation
import Testing

@testable import Checker

@Suite("Test names read from hidden test sources")
struct HiddenTestListingTests {
  @Test("display names, function names with labels, other attributes skipped")
  func names() {
    let source = #"""
      import Testing
      @MainActor @Suite("カウンター")
      struct CounterTests {
        @Test("インクリメントすると \"1\" 増える")
        func increments() async {}

        @Test func resets() {}

        @Test(arguments: [1, 2])
        func param(k: Int) {}

        @Test(.timeLimit(.minutes(1))) @MainActor
        func twoArgs(_ a: Int, b: String) {}

        @Testable func notATest() {}
      }
      """#
    #expect(HiddenTestListing.names(inSource: source) == [
      #"インクリメントすると "1" 増える"#, "resets()", "param(k:)", "twoArgs(_:b:)",
    ])
  }
}
