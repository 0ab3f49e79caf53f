// Prints Composable's throughput: send→reduce through a Store for a trivial reducer, and effects
// started (and finished) per second. Medians of several runs; run in release for real figures:
//   swift run -c release --scratch-path .build-composable-release ComposableBenchmark
import Composable

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
_ = sendThroughput(actions: 10_000)  // warm-up
_ = await effectThroughput(effects: 1_000)

var sends: [Double] = []
var started: [Double] = []
var finished: [Double] = []
for _ in 0..<runs {
  sends.append(sendThroughput(actions: actionCount))
  let effects = await effectThroughput(effects: effectCount)
  started.append(effects.started)
  finished.append(effects.finished)
}

print("ComposableBenchmark — \(build), median of \(runs) runs")
print("  send→reduce (trivial reducer, \(actionCount) actions): \(format(median(sends))) actions")
print("  effects started (.run, \(effectCount) sends):           \(format(median(started))) effects")
print("  effects started and finished:                         \(format(median(finished))) effects")
