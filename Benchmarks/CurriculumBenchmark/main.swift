// Parses the whole Lessons/ folder N times and prints the median (target: < 50 ms).
//
//   swift run -c release CurriculumBenchmark [iterations]     (from inside the checkout)

import Curriculum
import Foundation

#if DEBUG
  let configuration = "debug build"
#else
  let configuration = "release build"
#endif

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 50
let layout: ProjectLayout
do {
  layout = try ProjectLayout.locate(
    from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  )
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}

let files = try FileManager.default.contentsOfDirectory(atPath: layout.lessons.path)
  .filter(Course.isLessonFileName).sorted()
  .map { layout.lessons.appendingPathComponent($0) }
let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
let bytes = texts.reduce(0) { $0 + $1.utf8.count }

/// The median of `iterations` timings of `body`, after one warm-up run, in milliseconds.
func median(_ body: () throws -> Void) rethrows -> (median: Double, min: Double, max: Double) {
  try body()
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<max(iterations, 1) {
    let elapsed = try clock.measure(body)
    let components = elapsed.components
    samples.append(Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15)
  }
  samples.sort()
  return (samples[samples.count / 2], samples.first!, samples.last!)
}

var sink = 0
let load = try median {
  let course = try Course.load(from: layout)
  sink &+= course.lessons.count
}
let parse = median {
  for (text, file) in zip(texts, files) {
    sink &+= LessonParser.parse(markdown: text, file: file).problems.count
  }
}
let tree = median {
  for text in texts { sink &+= MarkdownDocument.parse(text).blocks.count }
}

func format(_ value: Double) -> String { String(format: "%.2f", value) }
print("CurriculumBenchmark (\(configuration), \(iterations) runs)")
print("  Lessons/: \(files.count) lesson files, \(bytes / 1024) KiB")
print("  Course.load (read + parse + checks): median \(format(load.median)) ms  (min \(format(load.min)), max \(format(load.max)))")
print("  parse only (text in memory):         median \(format(parse.median)) ms  (min \(format(parse.min)), max \(format(parse.max)))")
print("  cmark + Swift tree only:             median \(format(tree.median)) ms  (min \(format(tree.min)), max \(format(tree.max)))")
print("  target: < 50 ms for the whole folder: \(load.median < 50 ? "met" : "NOT met")")
if sink == -1 { print(sink) }
