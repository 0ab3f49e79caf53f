import Composable
import Testing

/// Every `animation:` / `transaction:` overload TCA 1.25.5 has compiles, in the spelling of TCA's
/// case studies, and sends exactly what the plain send would: a `TestStore` sees no difference.
@MainActor
@Suite struct AnimationOverloadTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var log: [String] = []
      @Presents var alert: AlertState<Action.Alert>?
    }

    @CasePathable
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case animatedRun
      case transactionRun
      case cancelledAnimatedRun
      case record(String)
      case showAlert

      @CasePathable
      enum Alert: Equatable { case confirm }
    }

    // The shape that used to fail as "type '(_, _) -> _' cannot conform to 'Reducer'":
    // `Reduce` with a `.run` whose `send` carries an animation.
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .animatedRun:
          return .run { send in
            await send(.record("default"), animation: .default)
            await send(.record("spring"), animation: .spring(response: 0.3, dampingFraction: 0.7))
            await send(.record("nil"), animation: nil)
          }
        case .transactionRun:
          return .run { send in
            var transaction = Transaction(animation: .easeInOut(duration: 0.3))
            transaction.disablesAnimations = true
            await send(.record("transaction"), transaction: transaction)
          }
        case .cancelledAnimatedRun:
          return .run { send in
            withUnsafeCurrentTask { $0?.cancel() }
            await send(.record("too late"), animation: .default)
            await send(.record("too late"), transaction: Transaction())
          }
        case let .record(entry):
          state.log.append(entry)
          return .none
        case .showAlert:
          state.alert = AlertState {
            TextState("Sure?")
          } actions: {
            ButtonState(action: .send(.confirm, animation: .default)) { TextState("Yes") }
          }
          return .none
        case .alert(.presented(.confirm)):
          state.log.append("confirmed")
          return .none
        case .alert:
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  @Test func sendWithAnimationFromAnEffectIsAPlainSend() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.animatedRun)
    await store.receive(.record("default")) { $0.log = ["default"] }
    await store.receive(.record("spring")) { $0.log.append("spring") }
    await store.receive(.record("nil")) { $0.log.append("nil") }
  }

  @Test func sendWithTransactionFromAnEffectIsAPlainSend() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.transactionRun)
    await store.receive(.record("transaction")) { $0.log = ["transaction"] }
  }

  @Test func animatedSendsOfACancelledEffectAreDropped() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.cancelledAnimatedRun)
    await store.finish()
    #expect(store.state.log.isEmpty)
  }

  @Test func storeSendWithAnimationAndTransaction() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.record("a"), animation: .easeInOut)
    store.send(.record("b"), animation: nil)
    store.send(.record("c"), transaction: Transaction(animation: .linear))
    #expect(store.log == ["a", "b", "c"])
  }

  @Test func animatedAlertButtonSendsItsActionAndKeepsTheAnimation() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.showAlert) {
      $0.alert = AlertState {
        TextState("Sure?")
      } actions: {
        ButtonState(action: .send(.confirm, animation: .default)) { TextState("Yes") }
      }
    }
    var tapped: Feature.Action.Alert?
    store.state.alert?.buttons[0].withAction { tapped = $0 }
    #expect(tapped == .confirm)
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
      $0.log = ["confirmed"]
    }
  }

  @Test func animatedButtonActionIsNotEqualToAPlainOne() {
    let animated = ButtonStateAction<Int>.send(1, animation: .default)
    #expect(animated.action == 1)
    #expect(animated != .send(1))
    #expect(animated != .send(1, animation: .linear))
    #expect(animated == .send(1, animation: .default))
    #expect(animated.hashValue == ButtonStateAction<Int>.send(1).hashValue)
    let mapped = animated.map { $0.map { "\($0)" } }
    #expect(mapped == .send("1", animation: .default))
    #expect(String(customDumping: animated).contains("animatedSend"))
  }

  @Test func animatedButtonPerformedAsynchronouslyReportsThatItCannotAnimate() async {
    let button = ButtonState(action: .send(Feature.Action.Alert.confirm, animation: .default)) {
      TextState("Yes")
    }
    var performed: Feature.Action.Alert?
    await withKnownIssue {
      // An `async` closure, as `await store.send(…)` in a test would be.
      await button.withAction { @MainActor action async in performed = action }
    } matching: { issue in
      issue.description.contains("An animated action was performed asynchronously")
    }
    #expect(performed == .confirm)
  }

  @Test func withAnimationAndWithTransactionRunTheirBody() {
    let store = Store(initialState: Feature.State()) { Feature() }
    withAnimation { _ = store.send(.record("animated")) }
    withAnimation(.bouncy) { _ = store.send(.record("bouncy")) }
    withTransaction(Transaction(animation: nil)) { _ = store.send(.record("plain")) }
    withTransaction(\.disablesAnimations, true) { _ = store.send(.record("disabled")) }
    #expect(store.log == ["animated", "bouncy", "plain", "disabled"])
  }

  @Test func animationValuesCompareByCurveAndModifiers() {
    #expect(Animation.default == .default)
    #expect(Animation.easeInOut(duration: 0.3) != .easeInOut(duration: 0.5))
    #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
    #expect(Animation.linear.delay(1) != .linear)
    #expect(Animation.linear.delay(1).speed(2) == Animation.linear.delay(1).speed(2))
    #expect(Animation.spring.repeatCount(2) != .spring.repeatForever())
    let all: [Animation] = [
      .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .interactiveSpring,
      .interpolatingSpring, .bouncy, .smooth, .snappy,
      .linear(duration: 1), .easeIn(duration: 1), .easeOut(duration: 1),
      .timingCurve(0.1, 0.2, 0.3, 0.4), .spring(response: 1, dampingFraction: 0.5),
      .spring(duration: 1, bounce: 0.2), .interpolatingSpring(stiffness: 100, damping: 10),
      .interpolatingSpring(duration: 1, bounce: 0.3), .bouncy(duration: 1, extraBounce: 0.1),
      .smooth(duration: 1), .snappy(extraBounce: 0.2),
    ]
    #expect(Set(all).count == all.count)
    #expect(Animation.easeInOut(duration: 0.3).delay(0.5).description.contains("delay(0.5)"))
    var transaction = Transaction(animation: .snappy)
    transaction.isContinuous = true
    #expect(transaction.animation == .snappy)
    #expect(Transaction().animation == nil)
  }
}
