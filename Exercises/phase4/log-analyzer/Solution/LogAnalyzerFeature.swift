// 参考解答: phase4/log-analyzer — 大きなログの集計（重い計算）
import Composable

/// 1 行ずつログを調べる道具。本物は重い解析をします。テストでは `withDependencies` で差し替えます。
struct LogInspector: Sendable {
  /// `line` がエラーの行か。CPU を使う同期の処理で、途中で中断しません。
  var isError: @Sendable (_ line: String) -> Bool
}

extension LogInspector: DependencyKey {
  /// アプリで使う実装: 行に「ERROR」を含むかを調べます。
  static let liveValue = LogInspector(isError: { $0.contains("ERROR") })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = LogInspector(isError: unimplemented("LogInspector.isError", placeholder: false))
}

extension DependencyValues {
  /// `@Dependency(\.logInspector)` で取り出すログの検査。
  var logInspector: LogInspector {
    get { self[LogInspector.self] }
    set { self[LogInspector.self] = newValue }
  }
}

/// 大きなログのエラー行を数える画面。計算は Effect の中で、少しずつ譲りながら進める。
@Reducer
struct LogAnalyzerFeature {
  /// この行数ごとに、進み具合を送り、ほかのタスクに譲り、キャンセルを確かめる。
  static let chunkSize = 500

  @ObservableState
  struct State: Equatable {
    /// 調べるログ（1 要素が 1 行）。
    var lines: [String] = []
    /// 調べ終えた行数。
    var processed = 0
    /// エラー行の数。調べ終えるまでは nil。
    var errorCount: Int?
    /// 調べている最中か。
    var isAnalyzing = false
  }

  enum Action: Equatable {
    case analyzeButtonTapped
    case cancelButtonTapped
    case progress(processed: Int)
    case finished(errorCount: Int)
  }

  enum CancelID { case analysis }

  @Dependency(\.logInspector) var logInspector

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .analyzeButtonTapped:
        guard !state.isAnalyzing else { return .none }
        state.isAnalyzing = true
        state.processed = 0
        state.errorCount = nil
        return .run { [lines = state.lines, logInspector] send in
          var errors = 0
          for (index, line) in lines.enumerated() {
            if logInspector.isError(line) { errors += 1 }
            let done = index + 1
            if done.isMultiple(of: Self.chunkSize) {
              await send(.progress(processed: done))
              await Task.yield()
              try Task.checkCancellation()
            }
          }
          await send(.finished(errorCount: errors))
        }
        .cancellable(id: CancelID.analysis)

      case .cancelButtonTapped:
        state.isAnalyzing = false
        return .cancel(id: CancelID.analysis)

      case let .progress(processed):
        state.processed = processed
        return .none

      case let .finished(errorCount):
        state.isAnalyzing = false
        state.processed = state.lines.count
        state.errorCount = errorCount
        return .none
      }
    }
  }
}
