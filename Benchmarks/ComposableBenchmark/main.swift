// Prints Composable's throughput: the trivial reducer called directly (the floor), send→reduce
// through a Store, and effects started (and finished) per second, each with its ratio to the direct
// call. Medians of several runs; run in release for real figures:
//   swift run -c release --scratch-path .build-composable-release ComposableBenchmark
@_spi(Internals) import Composable
import Foundation

struct Tally: Reducer {
  struct State { var count = 0 }
  enum Action { case increment, incrementWithEffect, effectDone }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementWithEffect:
      state.count += 1
      return .run { _ in }
    case .effectDone:
      return .none
    }
  }
}

let runs = 7
let clock = ContinuousClock()

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func format(_ perSecond: Double) -> String {
  let rounded = (perSecond / 1000).rounded()
  return "\(Int(rounded))k/s"
}

/// How many times slower than the direct call: "×12".
func ratio(_ perSecond: Double, to direct: Double) -> String {
  "×\(Int((direct / perSecond).rounded()))"
}

/// One reduce, kept out of line so the loop below cannot be folded into `count += actions`.
@inline(never)
func reduceOnce(_ reducer: Tally, _ state: inout Tally.State, _ action: Tally.Action) -> Effect<
  Tally.Action
> {
  reducer.reduce(into: &state, action: action)
}

/// The floor a store's `send` is compared with: the reducer called in a plain loop.
func directThroughput(actions: Int) -> Double {
  var state = Tally.State()
  let reducer = Tally()
  let elapsed = clock.measure {
    for _ in 0..<actions { _ = reduceOnce(reducer, &state, .increment) }
  }
  precondition(state.count == actions)
  return Double(actions) / elapsed.seconds
}

@MainActor
func sendThroughput(actions: Int) -> Double {
  let store = Store(initialState: Tally.State()) { Tally() }
  let elapsed = clock.measure {
    for _ in 0..<actions { store.send(.increment) }
  }
  precondition(store.currentState.count == actions)
  return Double(actions) / elapsed.seconds
}

@MainActor
func effectThroughput(effects: Int) async -> (started: Double, finished: Double) {
  let store = Store(initialState: Tally.State()) { Tally() }
  var tasks: [StoreTask] = []
  tasks.reserveCapacity(effects)
  let start = clock.now
  for _ in 0..<effects { tasks.append(store.send(.incrementWithEffect)) }
  let started = start.duration(to: clock.now)
  for task in tasks { await task.finish() }
  let finished = start.duration(to: clock.now)
  return (Double(effects) / started.seconds, Double(effects) / finished.seconds)
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

#if DEBUG
  let build = "DEBUG build (figures are not representative; use -c release)"
#else
  let build = "release build"
#endif

let actionCount = 100_000
let effectCount = 10_000

// `ComposableBenchmark send` or `… effects`: only that part, in a loop long enough to profile
// (`perf record --call-graph dwarf .build/release/ComposableBenchmark send`).
if let part = CommandLine.arguments.dropFirst().first {
  for _ in 0..<20 {
    switch part {
    case "send": _ = sendThroughput(actions: 1_000_000)
    case "effects": _ = await effectThroughput(effects: effectCount)
    default: fatalError("usage: ComposableBenchmark [send|effects]")
    }
  }
  exit(0)
}
_ = directThroughput(actions: 10_000)  // warm-up
_ = sendThroughput(actions: 10_000)
_ = await effectThroughput(effects: 1_000)

var directs: [Double] = []
var sends: [Double] = []
var started: [Double] = []
var finished: [Double] = []
for _ in 0..<runs {
  directs.append(directThroughput(actions: actionCount))
  sends.append(sendThroughput(actions: actionCount))
  let effects = await effectThroughput(effects: effectCount)
  started.append(effects.started)
  finished.append(effects.finished)
}

let direct = median(directs)
print("ComposableBenchmark — \(build), median of \(runs) runs (ratio: times slower than direct)")
print("  direct reduce (trivial reducer, \(actionCount) calls):  \(format(direct)) actions")
print(
  "  send→reduce (trivial reducer, \(actionCount) actions):  \(format(median(sends))) actions"
    + "  \(ratio(median(sends), to: direct))"
)
print(
  "  effects started (.run, \(effectCount) sends):            \(format(median(started))) effects"
    + "  \(ratio(median(started), to: direct))"
)
print(
  "  effects started and finished:                          \(format(median(finished))) effects"
    + "  \(ratio(median(finished), to: direct))"
)
