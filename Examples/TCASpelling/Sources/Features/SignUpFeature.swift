import Composable

/// A form bound field by field, validated as the user types, submitted through a client.
@Reducer
struct SignUpFeature {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var emailError: String?
    var nickname = ""
    var acceptsTerms = false
    var isSubmitting = false
    var submittedID: String?

    var canSubmit: Bool {
      emailError == nil && !email.isEmpty && acceptsTerms && !isSubmitting
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submitButtonTapped
    case submitResponse(Result<String, SignUpError>)
  }

  @Dependency(\.signUpClient) var signUpClient

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.email) { _, state in
        state.emailError = state.email.contains("@") ? nil : "Enter a valid email address."
        return .none
      }
    Reduce { state, action in
      switch action {
      case .binding(\.nickname):
        state.nickname = String(state.nickname.prefix(12))
        return .none

      case .binding:
        return .none

      case .submitButtonTapped:
        guard state.canSubmit else { return .none }
        state.isSubmitting = true
        return .run { [email = state.email, nickname = state.nickname] send in
          do {
            let id = try await self.signUpClient.register(email: email, nickname: nickname)
            await send(.submitResponse(.success(id)))
          } catch {
            await send(.submitResponse(.failure(SignUpError())))
          }
        }

      case let .submitResponse(.success(id)):
        state.isSubmitting = false
        state.submittedID = id
        return .none

      case .submitResponse(.failure):
        state.isSubmitting = false
        return .none
      }
    }
  }
}

struct SignUpError: Error, Equatable {}

/// Registers an account; the macro writes the unimplemented test value.
@DependencyClient
struct SignUpClient: Sendable {
  var register: @Sendable (_ email: String, _ nickname: String) async throws -> String
}

extension SignUpClient: TestDependencyKey {
  static let testValue = SignUpClient()
}

extension DependencyValues {
  var signUpClient: SignUpClient {
    get { self[SignUpClient.self] }
    set { self[SignUpClient.self] = newValue }
  }
}
