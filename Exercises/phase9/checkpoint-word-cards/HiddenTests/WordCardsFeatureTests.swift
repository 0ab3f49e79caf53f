import Composable
import Testing

@testable import Phase9CheckpointWordCards

/// Hidden tests for phase9/checkpoint-word-cards (the phase 7–9 checkpoint): a detail pushed from
/// the list with a copy of the card, a draft edited through bindings that the list does not see
/// until it is saved, save and delete told to the list before the detail dismisses itself (so the
/// list receives the delegate, then `popFrom`), a confirmation alert whose cancel deletes nothing,
/// a blank word refused, and a deep-linked stack of two details.
@MainActor
@Suite("チェックポイント: 単語カード", .serialized)
struct WordCardsFeatureTests {
  static let apple = WordCard(id: 1, word: "apple", meaning: "りんご")
  static let book = WordCard(id: 2, word: "book", meaning: "本")
  static let cat = WordCard(id: 3, word: "cat", meaning: "ねこ")
  static let cards: IdentifiedArrayOf<WordCard> = [apple, book, cat]

  static func detail(_ card: WordCard) -> WordCardsFeature.Path.State {
    .detail(CardDetailFeature.State(card: card))
  }

  static func makeStore(_ state: WordCardsFeature.State = WordCardsFeature.State(cards: cards))
    -> TestStoreOf<WordCardsFeature>
  {
    let store = TestStore(initialState: state) { WordCardsFeature() }
    // Nothing here waits on a clock: a short real-time limit makes a stray sleep fail.
    store.timeout = .milliseconds(300)
    return store
  }

  /// `.path(.element(id:action: .detail(.binding(.set(…)))))`, spelled once.
  static func edit(_ id: StackElementID, _ keyPath: WritableKeyPath<CardDetailFeature.State, String> & Sendable, _ value: String)
    -> WordCardsFeature.Action
  {
    .path(.element(id: id, action: .detail(.binding(.set(keyPath, value)))))
  }

  @Test("一覧のカードを選ぶと、そのカードの写しを下書きにした詳細画面が積まれる（一覧にない id では何もしない）")
  func tappingACardPushesItsDetail() async {
    let store = Self.makeStore()
    await store.send(.cardTapped(2)) { $0.path[id: 0] = Self.detail(Self.book) }
    await store.send(.cardTapped(99))
  }

  @Test("詳細画面の入力は下書きだけを変え、保存せずに戻ると一覧はそのまま")
  func editingWithoutSavingChangesNothing() async {
    let store = Self.makeStore()
    await store.send(.cardTapped(1)) { $0.path[id: 0] = Self.detail(Self.apple) }
    await store.send(Self.edit(0, \.draft.word, "apples")) {
      $0.path[id: 0, case: \.detail]?.draft.word = "apples"
    }
    await store.send(Self.edit(0, \.draft.meaning, "りんご（複数）")) {
      $0.path[id: 0, case: \.detail]?.draft.meaning = "りんご（複数）"
    }
    #expect(store.state.cards == Self.cards, "保存するまで、一覧のカードは変わらないはずです")
    await store.send(.path(.popFrom(id: 0))) { $0.path[id: 0] = nil }
    #expect(store.state.cards == Self.cards)
  }

  @Test("保存すると、先に一覧へ知らせてカードを書き換え、それから詳細画面が自分で閉じる")
  func saveTellsTheListThenDismisses() async {
    let store = Self.makeStore()
    await store.send(.cardTapped(2)) { $0.path[id: 0] = Self.detail(Self.book) }
    await store.send(Self.edit(0, \.draft.word, "notebook")) {
      $0.path[id: 0, case: \.detail]?.draft.word = "notebook"
    }
    await store.send(Self.edit(0, \.draft.meaning, "ノート")) {
      $0.path[id: 0, case: \.detail]?.draft.meaning = "ノート"
    }
    await store.send(\.path[id: 0].detail.saveButtonTapped)
    let saved = WordCard(id: 2, word: "notebook", meaning: "ノート")
    await store.receive(\.path[id: 0].detail.delegate.saved, saved) {
      $0.cards[id: 2] = saved
    }
    await store.receive(\.path.popFrom, 0) { $0.path[id: 0] = nil }
    #expect(store.state.cards.map(\.word) == ["apple", "notebook", "cat"], "並び順はそのままのはずです")
    await store.finish()
  }

  @Test("単語が空白だけなら保存しない: 一覧に知らせず、詳細画面も閉じない")
  func blankWordIsNotSaved() async {
    let store = Self.makeStore()
    await store.send(.cardTapped(3)) { $0.path[id: 0] = Self.detail(Self.cat) }
    await store.send(Self.edit(0, \.draft.word, "  ")) {
      $0.path[id: 0, case: \.detail]?.draft.word = "  "
    }
    await store.send(\.path[id: 0].detail.saveButtonTapped)
    await store.finish()
    #expect(store.state.path.count == 1, "保存できないときは、詳細画面を開いたままにするはずです")
  }

  @Test("「削除」では確認のアラートを出すだけで、キャンセルすれば何も消えない")
  func deleteAsksFirstAndCancelKeepsTheCard() async {
    let store = Self.makeStore()
    await store.send(.cardTapped(1)) { $0.path[id: 0] = Self.detail(Self.apple) }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.alert = .confirmDeletion(Self.apple)
    }
    await store.send(.path(.element(id: 0, action: .detail(.alert(.dismiss))))) {
      $0.path[id: 0, case: \.detail]?.alert = nil
    }
    await store.finish()
    #expect(store.state.cards == Self.cards)
  }

  @Test("削除を確かめると、先に一覧へ知らせてカードを消し、それから詳細画面が自分で閉じる")
  func confirmedDeleteTellsTheListThenDismisses() async {
    let store = Self.makeStore()
    await store.send(.cardTapped(2)) { $0.path[id: 0] = Self.detail(Self.book) }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.alert = .confirmDeletion(Self.book)
    }
    await store.send(.path(.element(id: 0, action: .detail(.alert(.presented(.confirmDeletion)))))) {
      $0.path[id: 0, case: \.detail]?.alert = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.deleted, 2) {
      $0.cards.remove(id: 2)
    }
    await store.receive(\.path.popFrom, 0) { $0.path[id: 0] = nil }
    #expect(store.state.cards.map(\.id) == [1, 3])
    await store.finish()
  }

  @Test("2 枚の詳細が積まれた状態から始めても、上の画面の保存はその画面だけを閉じ、残った下の画面の削除もその画面を閉じる")
  func deepLinkedStack() async {
    let path = StackState([Self.detail(Self.apple), Self.detail(Self.cat)])
    let store = Self.makeStore(WordCardsFeature.State(cards: Self.cards, path: path))

    await store.send(Self.edit(1, \.draft.meaning, "猫")) {
      $0.path[id: 1, case: \.detail]?.draft.meaning = "猫"
    }
    await store.send(\.path[id: 1].detail.saveButtonTapped)
    let cat = WordCard(id: 3, word: "cat", meaning: "猫")
    await store.receive(\.path[id: 1].detail.delegate.saved, cat) { $0.cards[id: 3] = cat }
    await store.receive(\.path.popFrom, 1) { $0.path[id: 1] = nil }

    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.alert = .confirmDeletion(Self.apple)
    }
    await store.send(.path(.element(id: 0, action: .detail(.alert(.presented(.confirmDeletion)))))) {
      $0.path[id: 0, case: \.detail]?.alert = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.deleted, 1) { $0.cards.remove(id: 1) }
    await store.receive(\.path.popFrom, 0) { $0.path[id: 0] = nil }
    #expect(store.state.cards == [WordCard(id: 2, word: "book", meaning: "本"), cat])
    await store.finish()
  }
}
