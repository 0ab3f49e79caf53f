import Composable
import Testing

@testable import Phase4LogAnalyzer

/// Hidden tests for phase4/log-analyzer: CPU-bound work moved into an effect that reports
/// progress every `chunkSize` lines (exactly, including a last partial chunk and an empty log),
/// finishes with the count the inspector found, ignores a second tap while it runs, and stops
/// within one chunk once its task is cancelled. The fake inspector cancels the effect's own task
/// at a chosen line, as `.cancel(id:)` would: no race with the test, no clock. The cancel button's
/// test runs on the main serial executor, so how far the effect got before the cancel is the
/// same on every run and every machine.
@MainActor
@Suite("大きなログの集計（重い計算）", .serialized)
struct LogAnalyzerFeatureTests {
  /// `count` lines; every 7th is an error line.
  static func log(_ count: Int) -> [String] {
    (0..<count).map { $0.isMultiple(of: 7) ? "\($0) ERROR 書き込みに失敗" : "\($0) INFO 保存しました" }
  }

  static func errors(in lines: [String]) -> Int { lines.filter { $0.contains("ERROR") }.count }

  /// An inspector that counts its calls; at line `cancelAt` (0-based) it cancels the task it runs
  /// in, which is the effect's task.
  static func makeStore(
    _ state: LogAnalyzerFeature.State, calls: LockIsolated<Int>, cancelAt: Int? = nil
  ) -> TestStoreOf<LogAnalyzerFeature> {
    let store = TestStore(initialState: state) {
      LogAnalyzerFeature()
    } withDependencies: {
      $0.logInspector = LogInspector(isError: { line in
        let index = calls.withValue { count -> Int in
          defer { count += 1 }
          return count
        }
        if index == cancelAt {
          withUnsafeCurrentTask { $0?.cancel() }
        }
        return line.contains("ERROR")
      })
    }
    // Nothing here waits on a clock: a short real-time limit makes a stray sleep fail.
    store.timeout = .milliseconds(500)
    return store
  }

  @Test("500 行ごとに進み具合を送り、調べ終えたらエラー行の数を出す（端数の行も数える）")
  func reportsProgressEveryChunkAndTheCount() async {
    let lines = Self.log(1_250)
    let calls = LockIsolated(0)
    let store = Self.makeStore(LogAnalyzerFeature.State(lines: lines), calls: calls)
    await store.send(.analyzeButtonTapped) { $0.isAnalyzing = true }
    await store.receive(.progress(processed: 500)) { $0.processed = 500 }
    await store.receive(.progress(processed: 1_000)) { $0.processed = 1_000 }
    await store.receive(.finished(errorCount: Self.errors(in: lines))) {
      $0.processed = 1_250
      $0.errorCount = 179
      $0.isAnalyzing = false
    }
    #expect(calls.value == 1_250, "どの行もちょうど 1 回ずつ調べるはずです（\(calls.value) 回）")
  }

  @Test("行数が 500 の倍数なら、最後の進み具合の後に結果が届く。空のログはすぐに 0 件")
  func exactChunksAndAnEmptyLog() async {
    let lines = Self.log(1_000)
    let calls = LockIsolated(0)
    let store = Self.makeStore(LogAnalyzerFeature.State(lines: lines), calls: calls)
    await store.send(.analyzeButtonTapped) { $0.isAnalyzing = true }
    await store.receive(.progress(processed: 500)) { $0.processed = 500 }
    await store.receive(.progress(processed: 1_000)) { $0.processed = 1_000 }
    await store.receive(.finished(errorCount: 143)) {
      $0.errorCount = 143
      $0.isAnalyzing = false
    }

    let empty = Self.makeStore(LogAnalyzerFeature.State(), calls: LockIsolated(0))
    await empty.send(.analyzeButtonTapped) { $0.isAnalyzing = true }
    await empty.receive(.finished(errorCount: 0)) {
      $0.errorCount = 0
      $0.isAnalyzing = false
    }
  }

  @Test("前の結果が出ている状態からもう一度調べると、進み具合と結果を消してから数え直す")
  func analyzingAgainStartsOver() async {
    let lines = Self.log(600)
    var state = LogAnalyzerFeature.State(lines: lines)
    state.processed = 600
    state.errorCount = 1
    let store = Self.makeStore(state, calls: LockIsolated(0))
    await store.send(.analyzeButtonTapped) {
      $0.isAnalyzing = true
      $0.processed = 0
      $0.errorCount = nil
    }
    await store.receive(.progress(processed: 500)) { $0.processed = 500 }
    await store.receive(.finished(errorCount: 86)) {
      $0.processed = 600
      $0.errorCount = 86
      $0.isAnalyzing = false
    }
  }

  @Test("調べている最中のタップは何もしない（2 回目の計算を始めない）")
  func tapWhileAnalyzingDoesNothing() async {
    var state = LogAnalyzerFeature.State(lines: Self.log(2_000))
    state.isAnalyzing = true
    state.processed = 500
    let calls = LockIsolated(0)
    let store = Self.makeStore(state, calls: calls)
    await store.send(.analyzeButtonTapped)
    await store.finish()
    #expect(calls.value == 0, "調べている最中は、新しく計算を始めないはずです")
  }

  @Test("キャンセルされたら、次の 500 行の区切りまでに計算をやめる（最後まで調べない）")
  func cancellationStopsWithinAChunk() async {
    let lines = Self.log(3_000)
    let calls = LockIsolated(0)
    let store = Self.makeStore(LogAnalyzerFeature.State(lines: lines), calls: calls, cancelAt: 700)
    await store.send(.analyzeButtonTapped) { $0.isAnalyzing = true }
    await store.receive(.progress(processed: 500)) { $0.processed = 500 }
    await store.finish()
    #expect(
      calls.value <= 1_000,
      "701 行目でキャンセルされたら、1,000 行目までにやめるはずです（\(calls.value) 行調べました）"
    )
  }

  @Test("キャンセルボタンで計算をキャンセルする（最後まで調べず、結果は届かない）")
  func cancelButtonCancelsTheComputation() async {
    await withMainSerialExecutor {
      let lines = Self.log(200_000)
      let calls = LockIsolated(0)
      let store = Self.makeStore(LogAnalyzerFeature.State(lines: lines), calls: calls)
      // How many progress actions arrive before the cancel is not what this test is about.
      store.exhaustivity = .off(showSkippedAssertions: false)
      await store.send(.analyzeButtonTapped) { $0.isAnalyzing = true }
      await store.send(.cancelButtonTapped) { $0.isAnalyzing = false }
      await store.finish()
      #expect(store.state.errorCount == nil, "キャンセルした計算の結果は届かないはずです")
      #expect(
        calls.value < lines.count,
        "キャンセルボタンで計算をキャンセルし、最後の行まで調べないはずです（\(calls.value) 行調べました）"
      )
    }
  }

}
