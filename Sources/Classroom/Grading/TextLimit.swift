/// Caps untrusted text (compiler output, a learner's prints) before it goes into a results file.
///
/// Lengths are counted in Unicode scalars: the stricter of the usual meanings of "characters", so a
/// platform that counts code points never sees more than the limit.
public enum TextLimit {
  /// Exercism's per-test `output` limit.
  public static let exercismOutput = 500

  /// `text` unchanged when it fits in `limit` scalars; otherwise its beginning followed by a
  /// newline and `note`, the whole no longer than `limit`.
  public static func cap(_ text: String, to limit: Int, note: String? = nil) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return text }
    let marker = "\n" + (note ?? "Output was truncated. Please limit to \(limit) chars.")
    let keep = max(0, limit - marker.unicodeScalars.count)
    var result = String(String.UnicodeScalarView(scalars.prefix(keep)))
    result += marker
    return String(String.UnicodeScalarView(result.unicodeScalars.prefix(limit)))
  }
}
