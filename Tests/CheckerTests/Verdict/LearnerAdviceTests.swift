import Localization
import Testing

@testable import Checker

/// TestStore's failure advice is written for test authors; the learner reads what to change in
/// the feature instead (H38, H54 of the learner trial).
@Suite("TestStore advice in learner's terms")
struct LearnerAdviceTests {
  @Test("a receive that timed out: use the continuousClock dependency, not Task.sleep")
  func receiveTimeout() {
    let text = """
      Expected to receive SearchFeature.Action.searchResponse(["a"]), but received none after 1.0 seconds.

      If the effect waits on a TestClock, advance it first ("await clock.advance(by:)"); if it needs more real time, pass a longer "timeout:".
      """
    let rewritten = LearnerAdvice.rewrite(text)
    #expect(rewritten.hasPrefix("Expected to receive SearchFeature.Action.searchResponse([\"a\"]), but received none after 1.0 seconds."))
    #expect(rewritten.contains("`continuousClock` dependency"))
    #expect(rewritten.contains("`Task.sleep`"))
    #expect(!rewritten.contains("clock.advance(by:)"))
    #expect(!rewritten.contains("timeout:"))
  }

  @Test("effects still in flight at the end: make them cancellable, cancel them from the stop action")
  func inFlight() {
    let text = """
      Expected effects to finish, but there are still effects in-flight after 1.0 seconds.

      If an effect waits on a TestClock, advance it; if it never ends, cancel it (send the action that returns ".cancel(id:)") or call "await store.skipInFlightEffects()".
      """
    let rewritten = LearnerAdvice.rewrite(text)
    #expect(rewritten.contains("`.cancellable(id:)`"))
    #expect(rewritten.contains("return `.cancel(id:)`"))
    #expect(!rewritten.contains("skipInFlightEffects"))
  }

  @Test("an effect still running at the end of the test keeps its action, loses the author's list")
  func stillRunning() {
    let text = """
      An effect returned for this action is still running. It must complete before the end of the test: …

        Action:
          PollingFeature.Action.startButtonTapped

      To fix it, make sure every effect this action starts has finished by the end of the test:
      • if it waits on a TestClock, advance the clock far enough ("await clock.advance(by:)");
      • if it is long-living (a timer, a stream), mark it ".cancellable(id:)" and send the action that returns ".cancel(id:)", or end the test with "await store.skipInFlightEffects()".
      """
    let rewritten = LearnerAdvice.rewrite(text)
    #expect(rewritten.contains("PollingFeature.Action.startButtonTapped"))
    #expect(rewritten.contains("Your feature must let this effect end"))
    #expect(!rewritten.contains("skipInFlightEffects"))
    #expect(!rewritten.contains("advance the clock"))
  }

  @Test("the advice reads in Japanese; the failure stays word for word")
  func japanese() {
    let text = """
      An effect returned for this action is still running. It must complete before the end of the test: …

      To fix it, make sure every effect this action starts has finished by the end of the test: advance the clock.
      """
    let rewritten = LearnerAdvice.rewrite(text, .japanese)
    #expect(rewritten.hasPrefix("An effect returned for this action is still running."))
    #expect(rewritten.contains("この Effect はテストの終わりまでに終わる必要があります"))
    #expect(!rewritten.contains("advance the clock"))
  }

  @Test("other messages pass through unchanged")
  func unchanged() {
    let text = "Expectation failed: (count → 1) == 2"
    #expect(LearnerAdvice.rewrite(text) == text)
  }
}
