// phase11/speaking-timer — 話す順番タイマー（できあがった機能です。封印されているので書き換えません。この機能のテストを Tests/ に書きます）
import Composable

/// 文章を読み上げる音声合成。テストでは `withDependencies` で差し替えます。
struct SpeechClient: Sendable {
  /// `text` を読み上げ、読み終わると戻ります。
  var speak: @Sendable (String) async -> Void
}

extension SpeechClient: DependencyKey {
  /// アプリで使う実装（ここでは何もしません）。
  static let liveValue = SpeechClient(speak: { _ in })
  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = SpeechClient(speak: unimplemented("SpeechClient.speak"))
}

extension DependencyValues {
  /// `@Dependency(\.speechClient)` で取り出す音声合成。
  var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

/// 会議で使う話す順番タイマー。参加者が順に話し、1 人の持ち時間ごとに次の話し手へ
/// 移ります。全員の持ち時間が終わると止まり、終わったことを読み上げます。
@Reducer
struct MeetingTimerFeature {
  @ObservableState
  struct State: Equatable {
    /// 話す順の参加者。
    var attendees: [String]
    /// 1 人の持ち時間（秒）。
    var secondsPerAttendee: Int
    /// 経過した秒数。
    var secondsElapsed = 0
    /// いま話している参加者の位置（`attendees` の添字）。
    var speakerIndex = 0
    /// 会議の時間が終わったか、終了ボタンで終えたか。
    var isFinished = false

    /// 会議全体の長さ（秒）。
    var durationSeconds: Int { attendees.count * secondsPerAttendee }
  }

  enum Action: Equatable {
    case onAppear
    case timerTicked
    case endMeetingTapped
  }

  enum CancelID { case timer }

  /// 時間が来たときに読み上げる文。
  static let timeUpMessage = "会議の時間が終わりました"

  @Dependency(\.continuousClock) var clock
  @Dependency(\.speechClient) var speechClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard !state.isFinished else { return .none }
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .timerTicked:
        state.secondsElapsed += 1
        if state.secondsElapsed >= state.durationSeconds {
          state.isFinished = true
          return .merge(
            .cancel(id: CancelID.timer),
            .run { [speechClient] _ in
              await speechClient.speak(Self.timeUpMessage)
            }
          )
        }
        if state.secondsElapsed.isMultiple(of: state.secondsPerAttendee) {
          state.speakerIndex += 1
        }
        return .none

      case .endMeetingTapped:
        state.isFinished = true
        return .cancel(id: CancelID.timer)
      }
    }
  }
}
