import Composable
import Testing

@testable import Phase9RecipeStack

/// Hidden tests for phase9/recipe-stack: pushes carry the list's current recipe, delegate actions
/// reach the list and every screen of the same recipe, deletes pop from the first screen showing
/// it, deep-linked stacks keep their ids, and element ids keep counting after a pop to root.
@MainActor
@Suite("レシピ帳のスタック", .serialized)
struct RecipeBookFeatureTests {
  static let curry = Recipe(id: 31, title: "カレー", isFavorite: true, relatedIDs: [47, 58])
  static let naan = Recipe(id: 47, title: "ナン", relatedIDs: [31])
  static let lassi = Recipe(id: 58, title: "ラッシー", relatedIDs: [31, 47])

  static func makeStore(
    recipes: IdentifiedArrayOf<Recipe> = [curry, naan, lassi],
    path: StackState<RecipeBookFeature.Path.State> = StackState()
  ) -> TestStoreOf<RecipeBookFeature> {
    let store = TestStore(initialState: RecipeBookFeature.State(recipes: recipes, path: path)) {
      RecipeBookFeature()
    }
    // Nothing here waits: a short real-time limit keeps a sleeping answer from slipping through.
    store.timeout = .milliseconds(300)
    return store
  }

  static func detail(_ recipe: Recipe) -> RecipeBookFeature.Path.State {
    .detail(RecipeDetailFeature.State(recipe: recipe))
  }

  @Test("一覧のレシピをタップすると、一覧にある今の値で詳細画面が積まれる")
  func tapPushesTheListsRecipe() async {
    let store = Self.makeStore()
    await store.send(.recipeTapped(47)) {
      $0.path[id: 0] = Self.detail(Self.naan)
    }
    await store.send(.recipeTapped(31)) {
      $0.path[id: 1] = Self.detail(Self.curry)
    }
    #expect(store.state.path.count == 2)
  }

  @Test("一覧にない id をタップしても何も積まない")
  func tapOnAMissingRecipeDoesNothing() async {
    let store = Self.makeStore()
    await store.send(.recipeTapped(99))
    #expect(store.state.path.isEmpty)
  }

  @Test("関連レシピをたどると、上に積み重なる（3 画面以上、同じレシピも積める）")
  func relatedRecipesStackUp() async {
    let store = Self.makeStore()
    await store.send(.recipeTapped(31)) {
      $0.path[id: 0] = Self.detail(Self.curry)
    }
    await store.send(\.path[id: 0].detail.relatedRecipeTapped, 58)
    await store.receive(\.path[id: 0].detail.delegate.openRecipe, 58) {
      $0.path[id: 1] = Self.detail(Self.lassi)
    }
    await store.send(\.path[id: 1].detail.relatedRecipeTapped, 47)
    await store.receive(\.path[id: 1].detail.delegate.openRecipe, 47) {
      $0.path[id: 2] = Self.detail(Self.naan)
    }
    await store.send(\.path[id: 2].detail.relatedRecipeTapped, 31)
    await store.receive(\.path[id: 2].detail.delegate.openRecipe, 31) {
      $0.path[id: 3] = Self.detail(Self.curry)
    }
    #expect(store.state.path.count == 4)
  }

  @Test("関連レシピが一覧にない（削除済み）なら、何も積まない")
  func relatedRecipeMissingFromTheListPushesNothing() async {
    let store = Self.makeStore(recipes: [Self.curry], path: StackState([Self.detail(Self.curry)]))
    await store.send(\.path[id: 0].detail.relatedRecipeTapped, 47)
    await store.receive(\.path[id: 0].detail.delegate.openRecipe, 47)
    #expect(store.state.path.count == 1)
  }

  @Test("お気に入りを切り替えると、一覧と、同じレシピを表示しているほかの画面すべてに反映される")
  func favoriteReachesTheListAndEveryScreenOfTheRecipe() async {
    // Deep link: カレー → ラッシー → カレー (ids 0, 1, 2).
    let store = Self.makeStore(
      path: StackState([Self.detail(Self.curry), Self.detail(Self.lassi), Self.detail(Self.curry)])
    )
    var unfavorite = Self.curry
    unfavorite.isFavorite = false

    await store.send(\.path[id: 2].detail.favoriteButtonTapped) {
      $0.path[id: 2, case: \.detail]?.recipe.isFavorite = false
    }
    await store.receive(\.path[id: 2].detail.delegate.favoriteChanged, unfavorite) {
      $0.recipes[id: 31]?.isFavorite = false
      $0.path[id: 0, case: \.detail]?.recipe.isFavorite = false
    }

    // Again from the other screen of the same recipe: back to a favourite everywhere.
    await store.send(\.path[id: 0].detail.favoriteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.recipe.isFavorite = true
    }
    await store.receive(\.path[id: 0].detail.delegate.favoriteChanged, Self.curry) {
      $0.recipes[id: 31]?.isFavorite = true
      $0.path[id: 2, case: \.detail]?.recipe.isFavorite = true
    }
    #expect(store.state.recipes[id: 58] == Self.lassi, "ほかのレシピは変わらないはずです")
  }

  @Test("削除すると一覧から消え、そのレシピを表示している最初の画面から上がすべて閉じる")
  func deletePopsFromTheFirstScreenOfTheRecipe() async {
    // Deep link: ナン → カレー → ラッシー → カレー (ids 0…3); delete カレー from the top.
    let store = Self.makeStore(
      path: StackState([
        Self.detail(Self.naan), Self.detail(Self.curry), Self.detail(Self.lassi), Self.detail(Self.curry),
      ])
    )
    await store.send(\.path[id: 3].detail.deleteButtonTapped)
    await store.receive(\.path[id: 3].detail.delegate.deleteRecipe, 31) {
      $0.recipes = [Self.naan, Self.lassi]
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test("途中の画面から削除しても、その画面から上が閉じる")
  func deleteFromTheMiddleScreen() async {
    let store = Self.makeStore(
      path: StackState([Self.detail(Self.curry), Self.detail(Self.naan), Self.detail(Self.lassi)])
    )
    await store.send(\.path[id: 1].detail.deleteButtonTapped)
    await store.receive(\.path[id: 1].detail.delegate.deleteRecipe, 47) {
      $0.recipes = [Self.curry, Self.lassi]
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test("一覧に戻るボタンですべての画面が閉じ、次に積む画面の id は続きから数える")
  func popToRootThenPushAgain() async {
    let store = Self.makeStore(
      path: StackState([Self.detail(Self.curry), Self.detail(Self.naan), Self.detail(Self.lassi)])
    )
    await store.send(.popToRootButtonTapped) {
      $0.path = StackState()
    }
    await store.send(.recipeTapped(58)) {
      $0.path[id: 3] = Self.detail(Self.lassi)
    }
    #expect(store.state.recipes.count == 3, "一覧に戻っても、レシピは消えないはずです")
  }

  @Test("戻る操作（popFrom）で上の画面が閉じ、一覧はそのまま")
  func backButtonPops() async {
    let store = Self.makeStore(
      path: StackState([Self.detail(Self.curry), Self.detail(Self.naan), Self.detail(Self.lassi)])
    )
    await store.send(.path(.popFrom(id: 2))) {
      $0.path.pop(from: 2)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    #expect(store.state.recipes == [Self.curry, Self.naan, Self.lassi])
  }
}
