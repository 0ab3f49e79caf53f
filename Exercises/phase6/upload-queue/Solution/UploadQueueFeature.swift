// 参考解答: phase6/upload-queue — アップロードキュー
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

  /// 同時に 2 件まで。あふれた分は待たせ、追加した順に始める。
  static let uploadQueue = EffectQueue(
    id: "uploads", policy: .runOldest(maxCount: 2, overflowPolicy: .suspendNew)
  )

  enum CancelID { case uploads }

  @Dependency(\.uploadClient) var uploadClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .uploadButtonTapped(fileName):
        state.uploads.append(Upload(fileName: fileName))
        return .run { [uploadClient] send in
          await send(.uploadStarted(fileName: fileName))
          do {
            try await uploadClient.upload(fileName)
            await send(.uploadFinished(fileName: fileName))
          } catch {
            await send(.uploadFailed(fileName: fileName))
          }
        }
        .queued(in: Self.uploadQueue)
        .cancellable(id: CancelID.uploads)

      case let .uploadStarted(fileName):
        state.uploads[id: fileName]?.status = .uploading
        return .none

      case let .uploadFinished(fileName):
        state.uploads[id: fileName]?.status = .finished
        return .none

      case let .uploadFailed(fileName):
        state.uploads[id: fileName]?.status = .failed
        return .none

      case .cancelAllButtonTapped:
        for id in state.uploads.ids {
          let status = state.uploads[id: id]?.status
          if status == .waiting || status == .uploading {
            state.uploads[id: id]?.status = .cancelled
          }
        }
        return .cancel(id: CancelID.uploads)
      }
    }
  }
}
