import Localization

extension Messages {
  /// The one line said before the first build after the checkout was moved or copied: why it
  /// takes minutes (SwiftPM rebuilds everything for the new absolute paths).
  public func checkoutMoved(from root: String?) -> String {
    guard let root else { return self(.checkoutMovedFromElsewhere) }
    return self(.checkoutMoved, ["from": root])
  }
}
