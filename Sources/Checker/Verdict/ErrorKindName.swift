import Localization

extension Messages {
  /// The learner's word for an error kind (`compile` → `コンパイル`); JSON keeps the raw value.
  public func kindName(_ kind: CheckError.Kind) -> String {
    switch kind {
    case .compile: return text(.kindCompile)
    case .crash: return text(.kindCrash)
    case .timeout: return text(.kindTimeout)
    case .tamper: return text(.kindTamper)
    case .submission: return text(.kindSubmission)
    case .judge: return text(.kindJudge)
    }
  }
}
