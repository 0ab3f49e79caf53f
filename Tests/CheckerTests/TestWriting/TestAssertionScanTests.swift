import Foundation
import Testing

@testable import Checker

@Suite("TestAssertionScan")
struct TestAssertionScanTests {
  @Test("a file with no @Test declares no tests")
  func noTests() {
    #expect(TestAssertionScan.scan(source: "import Testing\nstruct T {}\n").tests.isEmpty)
  }

  @Test("a test that only builds a store asserts nothing; a send or an #expect asserts")
  func whichTestsAssert() {
    let scan = TestAssertionScan.scan(
      source: """
        @Test func empty() async {
          let store = TestStore(initialState: F.State()) { F() }
          _ = store
        }
        @Test("送ると増える") func sends() async {
          if true { await store.send(.tapped) { $0.count = 1 } }
        }
        @Test func expects() { #expect(1 + 1 == 2) }
        """)
    #expect(scan.tests.map(\.name) == ["empty()", "送ると増える", "expects()"])
    #expect(scan.tests.map(\.asserts) == [false, true, true])
    #expect(scan.silentTests == ["empty()"])
    #expect(scan.assertsAnything)
  }

  @Test("assertions in comments and string literals do not count")
  func commentsAndStrings() {
    let scan = TestAssertionScan.scan(
      source: """
        @Test func pretends() {
          // #expect(store.count == 1)
          /* await store.send(.tapped) */
          print("#expect(true) .send(")
        }
        """)
    #expect(scan.tests.count == 1)
    #expect(!scan.assertsAnything)
  }

  @Test("the body ends at its matching brace: the next test's assertion is not the previous one's")
  func bodiesAreSeparate() {
    let scan = TestAssertionScan.scan(
      source: """
        @Test func first() { let x = { 1 }(); _ = x }
        @Test func second() { #expect(true) }
        """)
    #expect(scan.tests.map(\.asserts) == [false, true])
  }
}
