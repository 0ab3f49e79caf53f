// 参考解答: phase9/recipe-stack — レシピ帳のスタック
import Composable

/// 1 つのレシピ。
struct Recipe: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var isFavorite = false
  /// 詳細画面の「関連レシピ」に並ぶレシピの id。
  var relatedIDs: [Int] = []
}

/// レシピの一覧。詳細画面をスタックに積んで表示します。
@Reducer
struct RecipeBookFeature {
  @ObservableState
  struct State: Equatable {
    var recipes: IdentifiedArrayOf<Recipe> = []
    var path = StackState<Path.State>()
  }

  enum Action {
    case recipeTapped(Recipe.ID)
    case popToRootButtonTapped
    case path(StackActionOf<Path>)
  }

  /// スタックに積める画面。
  @Reducer
  enum Path {
    case detail(RecipeDetailFeature)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .recipeTapped(id):
        return push(id, onto: &state)

      case .popToRootButtonTapped:
        state.path.removeAll()
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.favoriteChanged(recipe))))):
        state.recipes[id: recipe.id]?.isFavorite = recipe.isFavorite
        for elementID in state.path.ids where state.path[id: elementID, case: \.detail]?.recipe.id == recipe.id {
          state.path[id: elementID, case: \.detail]?.recipe.isFavorite = recipe.isFavorite
        }
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.openRecipe(id))))):
        return push(id, onto: &state)

      case let .path(.element(id: _, action: .detail(.delegate(.deleteRecipe(id))))):
        state.recipes.remove(id: id)
        let first = state.path.ids.first { state.path[id: $0, case: \.detail]?.recipe.id == id }
        if let first {
          state.path.pop(from: first)
        }
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  /// 一覧にあるレシピなら、その今の値で詳細画面を積みます。
  private func push(_ id: Recipe.ID, onto state: inout State) -> EffectOf<Self> {
    guard let recipe = state.recipes[id: id] else { return .none }
    state.path.append(.detail(RecipeDetailFeature.State(recipe: recipe)))
    return .none
  }
}

extension RecipeBookFeature.Path.State: Equatable {}

/// レシピ 1 つの詳細画面。変更は delegate Action で一覧に知らせます。
@Reducer
struct RecipeDetailFeature {
  @ObservableState
  struct State: Equatable {
    var recipe: Recipe
  }

  enum Action {
    case favoriteButtonTapped
    case relatedRecipeTapped(Recipe.ID)
    case deleteButtonTapped
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      case favoriteChanged(Recipe)
      case openRecipe(Recipe.ID)
      case deleteRecipe(Recipe.ID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteButtonTapped:
        state.recipe.isFavorite.toggle()
        return .send(.delegate(.favoriteChanged(state.recipe)))

      case let .relatedRecipeTapped(id):
        return .send(.delegate(.openRecipe(id)))

      case .deleteButtonTapped:
        return .send(.delegate(.deleteRecipe(state.recipe.id)))

      case .delegate:
        return .none
      }
    }
  }
}
