import Curriculum

/// One lesson's compilable samples joined into a single Swift source file.
///
/// Each sample is preceded by a `#sourceLocation` directive naming the lesson and the sample's
/// first code line, so a compiler error points into the markdown (`Lessons/phase4-effects.md:120`)
/// rather than into a temporary file the author never sees.
struct SampleSource {
  /// The Swift blocks that are meant to compile (not marked `skip`), in lesson order.
  let samples: [CodeSample]
  /// The Swift source text handed to the compiler.
  let text: String

  /// Collects `lesson`'s non-skipped Swift samples; `displayPath` is the path errors should name,
  /// relative to the repository root (`Lessons/phase1-basics.md`).
  init(lesson: Lesson, displayPath: String) {
    samples = lesson.codeSamples.filter { $0.isSwift && !$0.isSkipped }
    var text = ""
    for sample in samples {
      text += "#sourceLocation(file: \"\(displayPath)\", line: \(sample.line))\n"
      text += sample.code
      if !sample.code.hasSuffix("\n") { text += "\n" }
    }
    text += "#sourceLocation()\n"
    self.text = text
  }
}
