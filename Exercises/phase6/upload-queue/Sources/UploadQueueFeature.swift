// 練習問題: phase6/upload-queue — アップロードキュー
//
// ファイルを次々に追加しても、同時にアップロードするのは 2 件まで。3 件目以降は待たせておき、
// 空きができたら追加した順（FIFO）に始めます。「すべてキャンセル」で、実行中のものも
// 待っているものも止めます。Effect キュー `EffectQueue`（TCA にはない Composable の機能）を使います。
//
// 型:
//   - State: `uploads`（`IdentifiedArrayOf<Upload>`。`Upload` は `fileName` と `status`）
//   - Status: `.waiting`（待ち）/ `.uploading`（実行中）/ `.finished` / `.failed` / `.cancelled`
//   - Action:
//       `.uploadButtonTapped(fileName:)` ファイルを追加した（ファイル名は毎回ちがうものとします）
//       `.uploadStarted(fileName:)`      アップロードを始めた（Effect の最初に送る）
//       `.uploadFinished(fileName:)`     アップロードが終わった（Effect から送る）
//       `.uploadFailed(fileName:)`       アップロードが失敗した（Effect から送る）
//       `.cancelAllButtonTapped`         すべてキャンセル
//   - 依存関係: `@Dependency(\.uploadClient)`（`upload(fileName)` は async throws）
//
// 求める動き:
//   1. `.uploadButtonTapped(fileName:)`: `Upload(fileName:)`（`.waiting`）を `uploads` の末尾に足し、
//      アップロードする Effect を返す。Effect は、始まったらまず `.uploadStarted` を送り、
//      `upload(fileName)` が終われば `.uploadFinished`、失敗すれば `.uploadFailed` を送る。
//   2. 同時に実行するのは 2 件まで。3 件目以降は待ち、実行中のどれかが終わる（または失敗する）たびに、
//      待っているものを追加した順に 1 件ずつ始める。
//   3. `.uploadStarted` → `.uploading`、`.uploadFinished` → `.finished`、`.uploadFailed` → `.failed`。
//   4. `.cancelAllButtonTapped`: `.waiting` と `.uploading` のものをすべて `.cancelled` にし、
//      実行中のアップロードを止め、待っているものも始めない。その後に追加したファイルは普通にアップロードする。
//
// ヒント: `EffectQueue(id:policy:)` と `.runOldest(maxCount:overflowPolicy: .suspendNew)`、
//         Effect に `.queued(in:)` を付けます。まとめて止めるには、その外側に `.cancellable(id:)`。
import Composable

/// アップロード API。テストでは `withDependencies` で差し替えられます。
struct UploadClient: Sendable {
  /// `fileName` のファイルをアップロードします。失敗すると throw します。
  var upload: @Sendable (_ fileName: String) async throws -> Void
}

extension UploadClient: DependencyKey {
  /// アプリで使う実装: 何もせずに成功します。
  static let liveValue = UploadClient(upload: { _ in })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = UploadClient(upload: unimplemented("UploadClient.upload"))
}

extension DependencyValues {
  /// `@Dependency(\.uploadClient)` で取り出すアップロード API。
  var uploadClient: UploadClient {
    get { self[UploadClient.self] }
    set { self[UploadClient.self] = newValue }
  }
}

/// 追加したファイルを、同時に 2 件までアップロードする一覧。
@Reducer
struct UploadQueueFeature {
  /// 一覧の 1 行: ファイル名とアップロードの状態。
  struct Upload: Equatable, Identifiable {
    var fileName: String
    var status: Status = .waiting

    var id: String { fileName }
  }

  /// 1 件のアップロードの状態。
  enum Status: Equatable {
    case waiting
    case uploading
    case finished
    case failed
    case cancelled
  }

  @ObservableState
  struct State: Equatable {
    var uploads: IdentifiedArrayOf<Upload> = []
  }

  enum Action: Equatable {
    case uploadButtonTapped(fileName: String)
    case uploadStarted(fileName: String)
    case uploadFinished(fileName: String)
    case uploadFailed(fileName: String)
    case cancelAllButtonTapped
  }

  @Dependency(\.uploadClient) var uploadClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .uploadButtonTapped(fileName):
        state.uploads.append(Upload(fileName: fileName))
        // TODO: 同時 2 件までのキューを通して、アップロードする Effect を返す。
        return .none

      case .uploadStarted:
        // TODO: そのファイルを .uploading にする。
        return .none

      case .uploadFinished:
        // TODO: そのファイルを .finished にする。
        return .none

      case .uploadFailed:
        // TODO: そのファイルを .failed にする。
        return .none

      case .cancelAllButtonTapped:
        // TODO: 待ち・実行中のものを .cancelled にし、実行中も待機中もまとめて止める。
        return .none
      }
    }
  }
}
