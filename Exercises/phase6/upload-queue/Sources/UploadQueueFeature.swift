// 練習問題: phase6/upload-queue — アップロードキュー
//
// ファイルを次々に追加しても、同時にアップロードするのは 2 件まで。3 件目以降は待たせておき、
// 空きができたら追加した順（FIFO）に始めます。「すべてキャンセル」で、実行中のものも
// 待っているものも止めます。順番待ちは State に持ち、TCA 本体にある部品だけで書きます。
//
// 型:
//   - State: `uploads`（`IdentifiedArrayOf<Upload>`。`Upload` は `fileName` と `status`）
//   - Status: `.waiting`（待ち）/ `.uploading`（実行中）/ `.finished` / `.failed` / `.cancelled`
//   - Action:
//       `.uploadButtonTapped(fileName:)` ファイルを追加した（ファイル名は毎回ちがうものとします）
//       `.uploadFinished(fileName:)`     アップロードが終わった（Effect から送る）
//       `.uploadFailed(fileName:)`       アップロードが失敗した（Effect から送る）
//       `.cancelAllButtonTapped`         すべてキャンセル
//   - 依存関係: `@Dependency(\.uploadClient)`（`upload(fileName)` は async throws）
//
// 求める動き:
//   1. `.uploadButtonTapped(fileName:)`: `Upload(fileName:)` を `uploads` の末尾に足す。実行中が 2 件未満なら
//      その場で `.uploading` にしてアップロードを始め、2 件動いていれば `.waiting` のまま待たせる。
//   2. アップロードが終われば `.uploadFinished` で `.finished`、失敗すれば `.uploadFailed` で `.failed`。
//      どちらでも枠が 1 つ空くので、待っているファイルを追加した順に始める。
//   3. 枠を使うのは `.uploading` の行だけ。終わった行や失敗した行が一覧に残っていても数えない。
//   4. `.cancelAllButtonTapped`: `.waiting` と `.uploading` のものをすべて `.cancelled` にし、
//      実行中のアップロードを止める。待っていたものも始めない。その後に追加したファイルは普通にアップロードする。
//
// ヒント: `dojo hint phase6/upload-queue` で 1 つずつ表示できます。
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
  /// 同時にアップロードする最大の件数。
  static let maxConcurrentUploads = 2

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
        // TODO: 枠が空いていれば、待っているファイルを .uploading にしてアップロードを始める。
        return .none

      case .uploadFinished:
        // TODO: そのファイルを .finished にし、空いた枠で次に待っているファイルを始める。
        return .none

      case .uploadFailed:
        // TODO: そのファイルを .failed にし、空いた枠で次に待っているファイルを始める。
        return .none

      case .cancelAllButtonTapped:
        // TODO: 待ち・実行中のものを .cancelled にし、実行中のアップロードをまとめて止める。
        return .none
      }
    }
  }
}
