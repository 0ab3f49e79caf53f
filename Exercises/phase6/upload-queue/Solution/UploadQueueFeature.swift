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
///
/// 順番待ちは State（`.waiting` の行）にあります。枠が空くたびに Reducer が次の 1 件を始めるので、
/// TCA 本体の部品だけで書けます。
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

  enum CancelID { case uploads }

  @Dependency(\.uploadClient) var uploadClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .uploadButtonTapped(fileName):
        state.uploads.append(Upload(fileName: fileName))
        return startWaitingUploads(&state)

      case let .uploadFinished(fileName):
        state.uploads[id: fileName]?.status = .finished
        return startWaitingUploads(&state)

      case let .uploadFailed(fileName):
        state.uploads[id: fileName]?.status = .failed
        return startWaitingUploads(&state)

      case .cancelAllButtonTapped:
        for upload in state.uploads where upload.status == .waiting || upload.status == .uploading {
          state.uploads[id: upload.id]?.status = .cancelled
        }
        return .cancel(id: CancelID.uploads)
      }
    }
  }

  /// 空いている枠の数だけ、待っている行を追加した順に `.uploading` にしてアップロードを始めます。
  private func startWaitingUploads(_ state: inout State) -> Effect<Action> {
    var effects: [Effect<Action>] = []
    while state.uploads.filter({ $0.status == .uploading }).count < Self.maxConcurrentUploads,
      let next = state.uploads.first(where: { $0.status == .waiting })
    {
      state.uploads[id: next.id]?.status = .uploading
      effects.append(upload(next.fileName))
    }
    return .merge(effects)
  }

  /// 1 件のアップロード。「すべてキャンセル」でまとめて止められるよう、同じキャンセル ID を付けます。
  private func upload(_ fileName: String) -> Effect<Action> {
    .run { [uploadClient] send in
      do {
        try await uploadClient.upload(fileName)
        await send(.uploadFinished(fileName: fileName))
      } catch {
        await send(.uploadFailed(fileName: fileName))
      }
    }
    .cancellable(id: CancelID.uploads)
  }
}
