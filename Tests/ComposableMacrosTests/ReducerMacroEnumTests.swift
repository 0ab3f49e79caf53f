import ComposableMacros
import MacroTesting
import Testing

/// `@Reducer` on an enum of features: the generated `State`, `Action` and `body`.
@Suite(.macros([ReducerMacro.self]))
struct ReducerMacroEnumTests {
  @Test func featuresAndAnAlert() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case addItem(AddItem)
        case editItem(EditItem)
        case alert(AlertState<Alert>)

        enum Alert {
          case confirmDeletion
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case addItem(AddItem)
        case editItem(EditItem)
        @ReducerCaseEphemeral
        case alert(AlertState<Alert>)

        enum Alert {
          case confirmDeletion
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Destination
          case addItem(AddItem.State)
          case editItem(EditItem.State)
          case alert(AlertState<Alert>)
        }

        @CasePaths.CasePathable
        enum Action {
          case addItem(AddItem.Action)
          case editItem(EditItem.Action)
          case alert(Alert)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.addItem, action: \Self.Action.Cases.addItem) {
              AddItem()
            }
            ._reducerCase(\Self.State.Cases.editItem, action: \Self.Action.Cases.editItem) {
              EditItem()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case addItem(Composable.StoreOf<AddItem>)
          case editItem(Composable.StoreOf<EditItem>)
          case alert(AlertState<Alert>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .addItem:
            return .addItem(store.scope(\.addItem, action: \.addItem)!)
          case .editItem:
            return .editItem(store.scope(\.editItem, action: \.editItem)!)
          case let .alert(v0):
            return .alert(v0)
          }
        }
      }

      extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func confirmationDialogIsEphemeralToo() {
    assertMacro {
      """
      @Reducer
      enum Sheet {
        case dialog(ConfirmationDialogState<Dialog>)
      }
      """
    } expansion: {
      """
      enum Sheet {
        @ReducerCaseEphemeral
        case dialog(ConfirmationDialogState<Dialog>)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Sheet
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @CasePaths.CasePathable
        enum Action {
          case dialog(Dialog)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.EmptyReducer<Self.State, Self.Action> {
          Composable.EmptyReducer<Self.State, Self.Action>()
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .dialog(v0):
            return .dialog(v0)
          }
        }
      }

      extension Sheet: Composable.CaseReducer, Composable.Reducer {
      }
      """
    }
  }

  @Test func ignoredCases() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case list(ItemList)
        @ReducerCaseIgnored
        case preview(Item)
        case about
        case pair(Item, Item)
        case numbers([Int])
      }
      """
    } expansion: {
      #"""
      enum Path {
        case list(ItemList)
        @ReducerCaseIgnored
        case preview(Item)
        @ReducerCaseIgnored
        case about
        @ReducerCaseIgnored
        case pair(Item, Item)
        case numbers([Int])

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Path
          case list(ItemList.State)
          case preview(Item)
          case about
          case pair(Item, Item)
          case numbers([Int])
        }

        @CasePaths.CasePathable
        enum Action {
          case list(ItemList.Action)
          case preview(Swift.Never)
          case about(Swift.Never)
          case pair(Swift.Never)
          case numbers(Swift.Never)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.list, action: \Self.Action.Cases.list) {
              ItemList()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case list(Composable.StoreOf<ItemList>)
          case preview(Item)
          case about
          case pair(Item, Item)
          case numbers([Int])
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .list:
            return .list(store.scope(\.list, action: \.list)!)
          case let .preview(v0):
            return .preview(v0)
          case .about:
            return .about
          case let .pair(v0, v1):
            return .pair(v0, v1)
          case let .numbers(v0):
            return .numbers(v0)
          }
        }
      }

      extension Path: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  /// TCA 1.25's migration guide: an alert case used with `$store.scope(state: \.$destination,
  /// action: \.destination).alert` is marked `@ReducerCaseIgnored` and gets its action from an
  /// `Action` written by hand; the macro then scopes the case to a store of the alert and that
  /// action (what `.alert(_:)` takes). An ignored case the written `Action` does not name keeps
  /// its value.
  @Test func ignoredCaseNamedByAWrittenActionIsScopedToAStore() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored
        case alert(AlertState<Alert>)
        case settings(Settings)
        @ReducerCaseIgnored
        case notice(Notice)

        enum Action {
          case alert(Alert)
          case settings(Settings.Action)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        @ReducerCaseIgnored
        case alert(AlertState<Alert>)
        case settings(Settings)
        @ReducerCaseIgnored
        case notice(Notice)
        @CasePathable

        enum Action {
          case alert(Alert)
          case settings(Settings.Action)
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case settings(Settings.State)
          case notice(Notice)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.settings, action: \Self.Action.Cases.settings) {
              Settings()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case alert(Composable.Store<AlertState<Alert>, Alert>)
          case settings(Composable.StoreOf<Settings>)
          case notice(Notice)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .alert:
            return .alert(store.scope(\.alert, action: \.alert)!)
          case .settings:
            return .settings(store.scope(\.settings, action: \.settings)!)
          case let .notice(v0):
            return .notice(v0)
          }
        }
      }

      extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func ownEphemeralStateUsesItsNestedAction() {
    assertMacro {
      """
      @Reducer
      enum Overlay {
        @ReducerCaseEphemeral
        case toast(Toast)
      }
      """
    } expansion: {
      """
      enum Overlay {
        @ReducerCaseEphemeral
        case toast(Toast)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Overlay
          case toast(Toast)
        }

        @CasePaths.CasePathable
        enum Action {
          case toast(Toast.Action)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.EmptyReducer<Self.State, Self.Action> {
          Composable.EmptyReducer<Self.State, Self.Action>()
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case toast(Toast)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .toast(v0):
            return .toast(v0)
          }
        }
      }

      extension Overlay: Composable.CaseReducer, Composable.Reducer {
      }
      """
    }
  }

  @Test func defaultValueIsTheReducerThatRuns() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case editor(Editor = Editor(autosave: false))
        case settings(Settings.Feature)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case editor(Editor = Editor(autosave: false))
        case settings(Settings.Feature)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Destination
          case editor(Editor.State)
          case settings(Settings.Feature.State)
        }

        @CasePaths.CasePathable
        enum Action {
          case editor(Editor.Action)
          case settings(Settings.Feature.Action)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.editor, action: \Self.Action.Cases.editor) {
              Editor(autosave: false)
            }
            ._reducerCase(\Self.State.Cases.settings, action: \Self.Action.Cases.settings) {
              Settings.Feature()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case editor(Composable.StoreOf<Editor>)
          case settings(Composable.StoreOf<Settings.Feature>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .editor:
            return .editor(store.scope(\.editor, action: \.editor)!)
          case .settings:
            return .settings(store.scope(\.settings, action: \.settings)!)
          }
        }
      }

      extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func emptyEnumHasAnEmptyBody() {
    assertMacro {
      """
      @Reducer
      enum Nothing {
      }
      """
    } expansion: {
      """
      enum Nothing {

          @CasePaths.CasePathable
          @dynamicMemberLookup
          @Composable.ObservableState
          enum State: Composable.CaseReducerState {
              typealias StateReducer = Nothing

          }

          @CasePaths.CasePathable
          enum Action {

          }

          @Composable.ReducerBuilder<Self.State, Self.Action>
          static var body: Composable.EmptyReducer<Self.State, Self.Action> {
              Composable.EmptyReducer<Self.State, Self.Action>()
          }

          @CasePaths.CasePathable
          @dynamicMemberLookup
          enum CaseScope: Composable._CaseScopeProtocol {

          }

          @MainActor
          static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.state {

              }
          }
      }

      extension Nothing: Composable.CaseReducer, Composable.Reducer {
      }
      """
    }
  }

  @Test func publicEnumGeneratesPublicMembers() {
    assertMacro {
      """
      @Reducer
      public enum Route {
        case home(Home)
      }
      """
    } expansion: {
      #"""
      public enum Route {
        case home(Home)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        public enum State: Composable.CaseReducerState {
          public typealias StateReducer = Route
          case home(Home.State)
        }

        @CasePaths.CasePathable
        public enum Action {
          case home(Home.Action)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        public static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.home, action: \Self.Action.Cases.home) {
              Home()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        public enum CaseScope: Composable._CaseScopeProtocol {
          case home(Composable.StoreOf<Home>)
        }

        @MainActor
        public static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .home:
            return .home(store.scope(\.home, action: \.home)!)
          }
        }
      }

      extension Route: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func writtenStateActionAndBodyAreKept() {
    assertMacro {
      """
      @Reducer
      enum Tab {
        case first(First)
        enum Action {
          case first(First.Action)
        }
        static var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      #"""
      enum Tab {
        case first(First)
        @CasePathable
        enum Action {
          case first(First.Action)
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: some ReducerOf<Self> {
          EmptyReducer()
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Tab
          case first(First.State)
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case first(Composable.StoreOf<First>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .first:
            return .first(store.scope(\.first, action: \.first)!)
          }
        }
      }

      extension Tab: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func writtenCaseScopeAndScopeAreKept() {
    assertMacro {
      """
      @Reducer
      enum Tab {
        case first(First)
        enum CaseScope: _CaseScopeProtocol {
          case first
        }
        static func scope(_ store: StoreOf<Self>) -> CaseScope {
          .first
        }
      }
      """
    } expansion: {
      #"""
      enum Tab {
        case first(First)
        enum CaseScope: _CaseScopeProtocol {
          case first
        }
        static func scope(_ store: StoreOf<Self>) -> CaseScope {
          .first
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Tab
          case first(First.State)
        }

        @CasePaths.CasePathable
        enum Action {
          case first(First.Action)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.first, action: \Self.Action.Cases.first) {
              First()
            }
          )
        }
      }

      extension Tab: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func caseScopeKeepsLabelsButNotWildcards() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(ItemDetail)
        case preview(id: Int, title: String)
        case note(_ text: String, Int)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(ItemDetail)
        @ReducerCaseIgnored
        case preview(id: Int, title: String)
        @ReducerCaseIgnored
        case note(_ text: String, Int)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Destination
          case detail(ItemDetail.State)
          case preview(id: Int, title: String)
          case note(_ text: String, Int)
        }

        @CasePaths.CasePathable
        enum Action {
          case detail(ItemDetail.Action)
          case preview(Swift.Never)
          case note(Swift.Never)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              ItemDetail()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case detail(Composable.StoreOf<ItemDetail>)
          case preview(id: Int, title: String)
          case note(_ text: String, Int)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(\.detail, action: \.detail)!)
          case let .preview(v0, v1):
            return .preview(id: v0, title: v1)
          case let .note(v0, v1):
            return .note(v0, v1)
          }
        }
      }

      extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func casesInsideIfBlocksKeepTheirConditions() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(ItemDetail)
        #if os(iOS)
          case share(Share)
          case shareAlert(AlertState<ShareAlert>)
        #elseif os(macOS)
          case export(Export)
        #else
          case unsupported
        #endif
        #if DEBUG
          #if INTERNAL
            case debugMenu(DebugMenu)
          #endif
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(ItemDetail)
        #if os(iOS)
          case share(Share)
          case shareAlert(AlertState<ShareAlert>)
        #elseif os(macOS)
          case export(Export)
        #else
          case unsupported
        #endif
        #if DEBUG
          #if INTERNAL
            case debugMenu(DebugMenu)
          #endif
        #endif

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState {
          typealias StateReducer = Destination
          case detail(ItemDetail.State)
          #if os(iOS)
          case share(Share.State)
          case shareAlert(AlertState<ShareAlert>)
          #elseif os(macOS)
          case export(Export.State)
          #else
          case unsupported
          #endif
          #if DEBUG
          #if INTERNAL
          case debugMenu(DebugMenu.State)
          #endif
          #endif
        }

        @CasePaths.CasePathable
        enum Action {
          case detail(ItemDetail.Action)
          #if os(iOS)
          case share(Share.Action)
          case shareAlert(ShareAlert)
          #elseif os(macOS)
          case export(Export.Action)
          #else
          case unsupported(Swift.Never)
          #endif
          #if DEBUG
          #if INTERNAL
          case debugMenu(DebugMenu.Action)
          #endif
          #endif
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              ItemDetail()
            }
            #if os(iOS)
            ._reducerCase(\Self.State.Cases.share, action: \Self.Action.Cases.share) {
              Share()
            }
            #elseif os(macOS)
            ._reducerCase(\Self.State.Cases.export, action: \Self.Action.Cases.export) {
              Export()
            }
            #else
            #endif
            #if DEBUG
            #if INTERNAL
            ._reducerCase(\Self.State.Cases.debugMenu, action: \Self.Action.Cases.debugMenu) {
              DebugMenu()
            }
            #endif
            #endif
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case detail(Composable.StoreOf<ItemDetail>)
          #if os(iOS)
          case share(Composable.StoreOf<Share>)
          case shareAlert(AlertState<ShareAlert>)
          #elseif os(macOS)
          case export(Composable.StoreOf<Export>)
          #else
          case unsupported
          #endif
          #if DEBUG
          #if INTERNAL
          case debugMenu(Composable.StoreOf<DebugMenu>)
          #endif
          #endif
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(\.detail, action: \.detail)!)
          #if os(iOS)
          case .share:
            return .share(store.scope(\.share, action: \.share)!)
          case let .shareAlert(v0):
            return .shareAlert(v0)
          #elseif os(macOS)
          case .export:
            return .export(store.scope(\.export, action: \.export)!)
          #else
          case .unsupported:
            return .unsupported
          #endif
          #if DEBUG
          #if INTERNAL
          case .debugMenu:
            return .debugMenu(store.scope(\.debugMenu, action: \.debugMenu)!)
          #endif
          #endif
          }
        }
      }

      extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }

  @Test func deprecatedConformanceArgumentsGoOnTheGeneratedTypes() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, action: .equatable, .sendable)
      enum Destination {
        case detail(ItemDetail)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(ItemDetail)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @Composable.ObservableState
        enum State: Composable.CaseReducerState, Equatable, Hashable {
          typealias StateReducer = Destination
          case detail(ItemDetail.State)
        }

        @CasePaths.CasePathable
        enum Action: Equatable, Sendable {
          case detail(ItemDetail.Action)
        }

        @Composable.ReducerBuilder<Self.State, Self.Action>
        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(
            Composable.EmptyReducer<Self.State, Self.Action>()
            ._reducerCase(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
              ItemDetail()
            }
          )
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum CaseScope: Composable._CaseScopeProtocol {
          case detail(Composable.StoreOf<ItemDetail>)
        }

        @MainActor
        static func scope(_ store: Composable.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(\.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: Composable.CaseReducer, Composable.Reducer {
      }
      """#
    }
  }
}
