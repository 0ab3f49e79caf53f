// 練習問題: phase9/order-tracking — 注文の追跡
//
// 注文の一覧から詳細画面を積み、詳細画面が自分の Effect で配送状況を読み込みます。
// 詳細画面で注文を取り消したら、一覧に知らせてから自分を閉じます。
//
// 型:
//   - OrdersFeature（一覧）
//       State: `orders`（IdentifiedArrayOf<Order>）、`path`（StackState<Path.State>）
//       Action: `.orderTapped(id)`、`.path(StackActionOf<Path>)`
//       Path: `.detail(OrderDetailFeature)`
//   - OrderDetailFeature（詳細）
//       State: `order`、`status`（String?）、`isLoading`、`isCancelling`、`errorMessage`（String?）
//       Action: `.onAppear`、`.refreshButtonTapped`、`.statusLoaded(String)`、`.statusFailed`、
//               `.cancelOrderButtonTapped`、`.cancelFailed`、`.delegate(.orderCancelled(id))`
//   - 依存関係: `@Dependency(\.orderClient)`（`fetchStatus(id)` と `cancel(id)` は async throws）、
//               `@Dependency(\.dismiss)`
//
// 求める動き:
//   1. `.orderTapped(id)`: `orders` にある注文なら、その今の値で詳細画面を積む。ない id なら何もしない。
//   2. `.onAppear` と `.refreshButtonTapped`: `isLoading = true`、`errorMessage = nil` にして `fetchStatus(order.id)` を呼ぶ。
//      成功 → `.statusLoaded(答え)` で `status = 答え`（クライアントの答えをそのまま）、`isLoading = false`。
//      失敗 → `.statusFailed` で `isLoading = false`、`errorMessage = OrderDetailFeature.loadFailedMessage`
//      （`status` は前の値のまま）。
//      読み込み中にもう一度読み込んだら、前の読み込みをキャンセルする（新しい答えだけが届く）。
//      ほかの画面の読み込みは取り消さない。画面が閉じたら、読み込み中の答えは届かない。
//   3. `.cancelOrderButtonTapped`: `isCancelling == true` の間は何もしない（要求を 2 回送らない）。
//      それ以外は `isCancelling = true`、`errorMessage = nil` にして `cancel(order.id)` を呼ぶ。
//      成功 → `.delegate(.orderCancelled(order.id))` を送り、そのあとで `dismiss()` して自分を閉じる。
//      失敗 → `.cancelFailed` で `isCancelling = false`、`errorMessage = OrderDetailFeature.cancelFailedMessage`（画面は閉じない）。
//   4. 一覧は `.orderCancelled(id)` を受けて `orders[id: id]?.isCancelled = true` にする。
//   スタックの初期値（ディープリンク）に画面がすでにあっても、同じように動くこと。
//
// ヒント: 読み込みの `.run` には `catch:` を付け、`.cancellable(id: CancelID.load, cancelInFlight: true)` で包みます。
//         キャンセル ID は画面（スタックの要素）ごとに分かれるので、ほかの画面には届きません。
//         閉じた画面の Effect は `forEach` がキャンセルします。delegate Action は `dismiss()` より先に送りましょう。
import Composable

/// 1 件の注文。
struct Order: Equatable, Identifiable, Sendable {
  let id: Int
  var item: String
  var isCancelled = false
}

/// 注文 API。テストでは `withDependencies` で差し替えられます。
struct OrderClient: Sendable {
  /// 注文の配送状況（「配達中」など）を取得します。通信に失敗すると throw します。
  var fetchStatus: @Sendable (_ orderID: Int) async throws -> String
  /// 注文を取り消します。取り消せないと throw します。
  var cancel: @Sendable (_ orderID: Int) async throws -> Void
}

extension OrderClient: DependencyKey {
  /// アプリで使う実装: いつも「準備中」で、取り消しは成功します。
  static let liveValue = OrderClient(fetchStatus: { _ in "準備中" }, cancel: { _ in })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = OrderClient(
    fetchStatus: unimplemented("OrderClient.fetchStatus", placeholder: ""),
    cancel: unimplemented("OrderClient.cancel")
  )
}

extension DependencyValues {
  /// `@Dependency(\.orderClient)` で取り出す注文 API。
  var orderClient: OrderClient {
    get { self[OrderClient.self] }
    set { self[OrderClient.self] = newValue }
  }
}

/// 注文の一覧。注文の詳細画面をスタックに積みます。
@Reducer
struct OrdersFeature {
  @ObservableState
  struct State: Equatable {
    var orders: IdentifiedArrayOf<Order> = []
    var path = StackState<Path.State>()
  }

  enum Action {
    case orderTapped(Order.ID)
    case path(StackActionOf<Path>)
  }

  /// スタックに積める画面。
  @Reducer
  enum Path {
    case detail(OrderDetailFeature)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .orderTapped:
        // TODO: orders にある注文なら、詳細画面を積む。
        return .none

      case .path:
        // TODO: 詳細画面の `.delegate(.orderCancelled(id))` を受けて、注文を取り消し済みにする。
        return .none
      }
    }
    // TODO: 積んだ画面の Reducer を動かす `.forEach` を付ける。
  }
}

extension OrdersFeature.Path.State: Equatable {}

/// 1 件の注文の詳細画面: 配送状況を読み込み、注文を取り消せます。
@Reducer
struct OrderDetailFeature {
  /// 配送状況を読み込めなかったときに表示する文言。
  static let loadFailedMessage = "配送状況を読み込めませんでした"
  /// 取り消せなかったときに表示する文言。
  static let cancelFailedMessage = "注文を取り消せませんでした"

  @ObservableState
  struct State: Equatable {
    var order: Order
    var status: String?
    var isLoading = false
    var isCancelling = false
    var errorMessage: String?
  }

  enum Action {
    case onAppear
    case refreshButtonTapped
    case statusLoaded(String)
    case statusFailed
    case cancelOrderButtonTapped
    case cancelFailed
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
      case orderCancelled(Order.ID)
    }
  }

  @Dependency(\.orderClient) var orderClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear, .refreshButtonTapped:
        // TODO: 読み込み中にして fetchStatus を呼ぶ Effect を返す（読み込み中の再読み込みは前をキャンセルする）。
        return .none

      case .statusLoaded:
        // TODO: 答えを status に入れ、読み込み中をやめる。
        return .none

      case .statusFailed:
        // TODO: 読み込み中をやめ、loadFailedMessage を表示する。
        return .none

      case .cancelOrderButtonTapped:
        // TODO: 取り消し中でなければ cancel を呼び、成功したら delegate Action を送ってから dismiss する。
        return .none

      case .cancelFailed:
        // TODO: 取り消し中をやめ、cancelFailedMessage を表示する。
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
