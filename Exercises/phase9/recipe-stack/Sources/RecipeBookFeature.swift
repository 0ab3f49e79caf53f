// 練習問題: phase9/recipe-stack — レシピ帳のスタック
//
// レシピの一覧から詳細画面をスタックに積み（push）、詳細画面から一覧へ delegate Action で変更を知らせます。
//
// 型:
//   - RecipeBookFeature（一覧）
//       State: `recipes`（IdentifiedArrayOf<Recipe>）、`path`（StackState<Path.State>）
//       Action: `.recipeTapped(id)`（一覧の行をタップ）、`.popToRootButtonTapped`（一覧に戻る）、
//               `.path(StackActionOf<Path>)`
//       Path: `.detail(RecipeDetailFeature)`
//   - RecipeDetailFeature（詳細）
//       State: `recipe`
//       Action: `.favoriteButtonTapped`、`.relatedRecipeTapped(id)`、`.deleteButtonTapped`、`.delegate(Delegate)`
//       Delegate: `.favoriteChanged(Recipe)`、`.openRecipe(id)`、`.deleteRecipe(id)`
//
// 求める動き:
//   1. `.recipeTapped(id)`: `recipes` にあるレシピなら、その今の値で詳細画面を `path` の一番上に積む。
//      `recipes` にない id なら何もしない。
//   2. 詳細の `.favoriteButtonTapped`: 自分の `recipe.isFavorite` を切り替え、`.delegate(.favoriteChanged(切り替えた後の recipe))` を送る。
//      一覧はそれを受けて、`recipes` の同じレシピと、スタックで同じレシピを表示している「ほかの画面すべて」の
//      `isFavorite` を同じ値にする。
//   3. 詳細の `.relatedRecipeTapped(id)`: `.delegate(.openRecipe(id))` を送る。一覧はそれを受けて 1. と同じように
//      積む（同じレシピの画面がすでにあっても、上にもう 1 枚積む。`recipes` にない id なら何もしない）。
//   4. 詳細の `.deleteButtonTapped`: `.delegate(.deleteRecipe(自分の recipe.id))` を送る。一覧はそれを受けて、
//      `recipes` からそのレシピを消し、スタックでそのレシピを表示している「一番下の画面」とその上の画面をすべて閉じる。
//   5. `.popToRootButtonTapped`: スタックを空にする（`recipes` はそのまま）。
//   6. 戻る操作（`.path(.popFrom(id:))`）は `forEach` に任せる（一覧の State は変えない）。
//   スタックの初期値（ディープリンク）に画面が何枚あっても、同じように動くこと。
//
// ヒント: `.forEach(\.path, action: \.path)` を `Reduce` の後ろに付けます。
//         要素の Action は `case let .path(.element(id: _, action: .detail(.delegate(.openRecipe(id))))):` で取り出せます。
//         スタックの各画面は `state.path.ids` と `state.path[id: id, case: \.detail]` でたどれます。
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
      case .recipeTapped:
        // TODO: recipes にあるレシピなら、詳細画面を積む。
        return .none

      case .popToRootButtonTapped:
        // TODO: スタックを空にする。
        return .none

      case .path:
        // TODO: 詳細画面の delegate Action（favoriteChanged / openRecipe / deleteRecipe）を処理する。
        return .none
      }
    }
    // TODO: 積んだ画面の Reducer を動かす `.forEach` を付ける。
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
        // TODO: isFavorite を切り替え、delegate Action で一覧に知らせる。
        return .none

      case .relatedRecipeTapped:
        // TODO: delegate Action で一覧に「このレシピを開いて」と頼む。
        return .none

      case .deleteButtonTapped:
        // TODO: delegate Action で一覧に「このレシピを消して」と頼む。
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
