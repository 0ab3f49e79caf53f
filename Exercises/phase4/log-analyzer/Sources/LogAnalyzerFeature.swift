// 練習問題: phase4/log-analyzer — 大きなログの集計（重い計算）
//
// 何万行もあるログから、エラーの行を数える画面を作ります。1 行ずつ調べる処理は CPU を使う同期の処理です。
// 本文の「重い計算: Effect の中でこまめに譲る」を読んでから取り組みましょう。
//
// 型:
//   - State: `lines`（調べるログ）、`processed`（調べ終えた行数）、`errorCount`（結果。調べ終えるまでは nil）、`isAnalyzing`
//   - Action:
//       `.analyzeButtonTapped`            調べ始める
//       `.cancelButtonTapped`             やめる
//       `.progress(processed:)`           ここまで調べた（Effect から送る）
//       `.finished(errorCount:)`          調べ終えた（Effect から送る）
//   - 依存関係: `@Dependency(\.logInspector)`（`isError(line)`。同期の処理で、途中で中断しません）
//
// 求める動き:
//   1. `.analyzeButtonTapped`: 調べている最中なら何もしない。そうでなければ `isAnalyzing = true` にし、
//      前の `processed` と `errorCount` を消して（0 と nil）、Effect の中で 1 行ずつ調べる
//   2. `chunkSize`（500）行調べるごとに、`.progress(processed:)` でそこまでの行数を送り、ほかのタスクに順番を譲り、
//      キャンセルされていないかを確かめる。キャンセルされていたら、そこで計算をやめる
//   3. 最後の行まで調べたら `.finished(errorCount:)` を送る。受け取ったら `processed` を全行数に、
//      `errorCount` を結果にして、`isAnalyzing = false`（端数の行について `.progress` は送らない）
//   4. `.cancelButtonTapped`: 計算をキャンセルして `isAnalyzing = false`。`processed` はそこまでのまま、結果は出さない
//
// ヒント: `dojo hint phase4/log-analyzer` で 1 つずつ表示できます。
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

  @Dependency(\.logInspector) var logInspector

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .analyzeButtonTapped:
        // TODO: 前の結果を消して調べ始め、Effect の中で 1 行ずつ調べる（500 行ごとに進み具合・譲る・キャンセルの確認）。
        return .none

      case .cancelButtonTapped:
        // TODO: 計算をキャンセルする。
        return .none

      case .progress:
        // TODO: 調べ終えた行数を表示する。
        return .none

      case .finished:
        // TODO: 結果を表示し、調べ終える。
        return .none
      }
    }
  }
}
