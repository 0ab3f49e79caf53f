// 参考解答: phase9/order-tracking — 注文の追跡
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
      case let .orderTapped(id):
        guard let order = state.orders[id: id] else { return .none }
        state.path.append(.detail(OrderDetailFeature.State(order: order)))
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.orderCancelled(id))))):
        state.orders[id: id]?.isCancelled = true
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
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

  enum CancelID { case load }

  @Dependency(\.orderClient) var orderClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear, .refreshButtonTapped:
        state.isLoading = true
        state.errorMessage = nil
        return .run { [id = state.order.id, orderClient] send in
          await send(.statusLoaded(try await orderClient.fetchStatus(id)))
        } catch: { _, send in
          await send(.statusFailed)
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case let .statusLoaded(status):
        state.isLoading = false
        state.status = status
        return .none

      case .statusFailed:
        state.isLoading = false
        state.errorMessage = Self.loadFailedMessage
        return .none

      case .cancelOrderButtonTapped:
        guard !state.isCancelling else { return .none }
        state.isCancelling = true
        state.errorMessage = nil
        return .run { [id = state.order.id, orderClient, dismiss] send in
          try await orderClient.cancel(id)
          await send(.delegate(.orderCancelled(id)))
          await dismiss()
        } catch: { _, send in
          await send(.cancelFailed)
        }

      case .cancelFailed:
        state.isCancelling = false
        state.errorMessage = Self.cancelFailedMessage
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
