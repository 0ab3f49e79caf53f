// 参考解答: phase7/address-lookup — 郵便番号から住所を補う
import Composable

/// 郵便番号から分かる住所の一部。
struct Address: Equatable, Sendable {
  var prefecture: String
  var city: String
}

/// 住所検索 API。テストでは `withDependencies` で差し替えられます。
struct AddressClient: Sendable {
  /// 7 桁の郵便番号から住所を調べます。見つからないときや通信に失敗すると throw します。
  var lookup: @Sendable (_ postalCode: String) async throws -> Address
}

extension AddressClient: DependencyKey {
  /// アプリで使う実装: 固定の住所を返します。
  static let liveValue = AddressClient(lookup: { _ in Address(prefecture: "東京都", city: "千代田区") })

  /// テストで差し替え忘れたときに失敗を報告する実装。
  static let testValue = AddressClient(
    lookup: unimplemented("AddressClient.lookup", placeholder: Address(prefecture: "", city: ""))
  )
}

extension DependencyValues {
  /// `@Dependency(\.addressClient)` で取り出す住所検索 API。
  var addressClient: AddressClient {
    get { self[AddressClient.self] }
    set { self[AddressClient.self] = newValue }
  }
}

/// 郵便番号が 7 桁そろったら住所を調べて入力欄を埋める住所フォーム。
@Reducer
struct AddressFormFeature {
  @ObservableState
  struct State: Equatable {
    var postalCode = ""
    var prefecture = ""
    var city = ""
    var street = ""
    var isLookingUp = false
    var lookupFailed = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case lookupResponse(Address)
    case lookupFailed
  }

  enum CancelID { case lookup }

  @Dependency(\.addressClient) var addressClient

  var body: some ReducerOf<Self> {
    CombineReducers {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.postalCode):
          state.postalCode = String(state.postalCode.filter(\.isNumber).prefix(7))
          return .none

        case .binding:
          return .none

        case let .lookupResponse(address):
          state.prefecture = address.prefecture
          state.city = address.city
          state.isLookingUp = false
          return .none

        case .lookupFailed:
          state.isLookingUp = false
          state.lookupFailed = true
          return .none
        }
      }
    }
    .onChange(of: \.postalCode) { _, state in
      lookUp(&state)
    }
  }

  /// 郵便番号が 7 桁なら問い合わせを始め（前の問い合わせは取り消す）、そうでなければ取り消します。
  func lookUp(_ state: inout State) -> Effect<Action> {
    guard state.postalCode.count == 7 else {
      state.isLookingUp = false
      return .cancel(id: CancelID.lookup)
    }
    state.isLookingUp = true
    state.lookupFailed = false
    return .run { [postalCode = state.postalCode] send in
      let address = try await addressClient.lookup(postalCode)
      await send(.lookupResponse(address))
    } catch: { _, send in
      await send(.lookupFailed)
    }
    .cancellable(id: CancelID.lookup, cancelInFlight: true)
  }
}
