// phase2/vote-buttons — 投票ボタン（できあがった機能です。封印されているので書き換えません。この機能のテストを Tests/ に書きます）
import Composable

/// 投稿につける「賛成」「反対」ボタン。1 人 1 票で、同じボタンをもう一度押すと取り消し、
/// 反対のボタンを押すと票を乗り換えます。
@Reducer
struct VoteFeature {
  /// 自分の票。
  enum Vote: Equatable, Sendable {
    case up
    case down
  }

  @ObservableState
  struct State: Equatable {
    /// 賛成の数（自分の票を含みます）。
    var upvotes = 0
    /// 反対の数（自分の票を含みます）。
    var downvotes = 0
    /// 自分の票。まだ投票していなければ `nil`。
    var myVote: Vote?

    /// 賛成から反対を引いた点数。
    var score: Int { upvotes - downvotes }
  }

  enum Action: Equatable {
    case upvoteTapped
    case downvoteTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .upvoteTapped:
        switch state.myVote {
        case .up?:
          // 2 回目のタップは取り消しです。
          state.upvotes -= 1
          state.myVote = nil
        case .down?:
          // 反対から賛成へ乗り換えます。
          state.downvotes -= 1
          state.upvotes += 1
          state.myVote = .up
        case nil:
          state.upvotes += 1
          state.myVote = .up
        }
        return .none

      case .downvoteTapped:
        switch state.myVote {
        case .down?:
          state.downvotes -= 1
          state.myVote = nil
        case .up?:
          state.upvotes -= 1
          state.downvotes += 1
          state.myVote = .down
        case nil:
          state.downvotes += 1
          state.myVote = .down
        }
        return .none
      }
    }
  }
}
