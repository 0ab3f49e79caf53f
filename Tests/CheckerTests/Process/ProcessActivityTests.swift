import Foundation
import Testing

@testable import Checker

@Suite("Process activity at a time limit")
struct ProcessActivityTests {
  @Test("a stat line is read from after the command name, which may hold spaces and parentheses")
  func parseStat() throws {
    let line = "4242 (my (odd) prog) S 1 4242 4242 0 -1 4194560 100 0 0 0 37 5 0 0 20 0 3 0 987654 1000 10 18446744073709551615"
    let stat = try #require(ProcessStat.parse(line))
    #expect(stat == ProcessStat(parent: 1, group: 4242, userTicks: 37, systemTicks: 5, startTicks: 987654))
    #expect(ProcessStat.state(of: line) == "S")
    #expect(ProcessStat.parse("garbage") == nil)
  }

  @Test("a sleeping child is idle when its time limit runs out", .enabled(if: isLinux))
  func idle() async throws {
    let result = try await ChildProcess.run(
      .init(executable: "/bin/sh", arguments: ["-c", "exec sleep 30"], timeLimit: .milliseconds(1500)))
    #expect(result.timedOut)
    let activity = try #require(result.activity)
    #expect(activity.isIdle, "\(activity)")
    #expect(activity.runnableShare < 0.5)
  }

  @Test("a spinning child is busy when its time limit runs out", .enabled(if: isLinux))
  func busy() async throws {
    let result = try await ChildProcess.run(
      .init(executable: "/bin/sh", arguments: ["-c", "while :; do :; done"], timeLimit: .milliseconds(1500)))
    #expect(result.timedOut)
    let activity = try #require(result.activity)
    #expect(!activity.isIdle, "\(activity)")
  }

  @Test("no time limit reached, no measurement")
  func finished() async throws {
    let result = try await ChildProcess.run(
      .init(executable: "/bin/sh", arguments: ["-c", "exit 0"], timeLimit: .seconds(30)))
    #expect(result.activity == nil)
  }

  @Test("the sampler measures only the end of the run")
  func window() {
    var sampler = ActivitySampler(window: .seconds(2))
    let start = ContinuousClock.now
    // Busy for the first 3 s, then asleep for 3 s: the end decides.
    for second in 0...6 {
      let cpu = Double(min(second, 3))
      sampler.add(.init(seconds: cpu, runnable: second < 3), at: start + .seconds(second))
    }
    let activity = sampler.activity
    #expect(activity?.recentCPU == 0)
    #expect(activity?.isIdle == true)
  }
}

let isLinux: Bool = {
  #if os(Linux)
    return true
  #else
    return false
  #endif
}()
