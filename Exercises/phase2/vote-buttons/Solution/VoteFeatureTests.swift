// 参考解答: phase2/vote-buttons — 投票ボタンのテスト
import Composable
import Testing

@testable import Phase2VoteButtons

@MainActor
struct VoteFeatureTests {
  @Test func upvoteFromNoVote() async {
    let store = TestStore(initialState: VoteFeature.State()) {
      VoteFeature()
    }
    await store.send(.upvoteTapped) {
      $0.upvotes = 1
      $0.myVote = .up
    }
  }

  @Test func votesAddToExistingCounts() async {
    // 票がすでにある投稿から始めます。0 から始めると「1 にする」誤りと「1 足す」正解の区別がつきません。
    let store = TestStore(initialState: VoteFeature.State(upvotes: 12, downvotes: 5)) {
      VoteFeature()
    }
    await store.send(.upvoteTapped) {
      $0.upvotes = 13
      $0.myVote = .up
    }
    #expect(store.state.score == 8)
  }

  @Test func secondTapCancels() async {
    let store = TestStore(initialState: VoteFeature.State(upvotes: 3, downvotes: 2)) {
      VoteFeature()
    }
    await store.send(.upvoteTapped) {
      $0.upvotes = 4
      $0.myVote = .up
    }
    await store.send(.upvoteTapped) {
      $0.upvotes = 3
      $0.myVote = nil
    }
    await store.send(.downvoteTapped) {
      $0.downvotes = 3
      $0.myVote = .down
    }
    await store.send(.downvoteTapped) {
      $0.downvotes = 2
      $0.myVote = nil
    }
  }

  @Test func switchingMovesTheVote() async {
    let store = TestStore(initialState: VoteFeature.State(upvotes: 7, downvotes: 4, myVote: .down)) {
      VoteFeature()
    }
    await store.send(.upvoteTapped) {
      $0.upvotes = 8
      $0.downvotes = 3
      $0.myVote = .up
    }
    await store.send(.downvoteTapped) {
      $0.upvotes = 7
      $0.downvotes = 4
      $0.myVote = .down
    }
  }

  @Test func scoreIsUpvotesMinusDownvotes() {
    #expect(VoteFeature.State(upvotes: 10, downvotes: 4).score == 6)
    #expect(VoteFeature.State(upvotes: 1, downvotes: 3).score == -2)
  }
}
