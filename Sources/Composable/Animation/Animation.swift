#if canImport(SwiftUI)
  // On Apple platforms the `animation:` and `transaction:` overloads take SwiftUI's own types, as
  // TCA's do, and a learner's `import SwiftUI` sees no second `Animation`. This branch is not
  // compiled on the project's Linux machines.
  @_exported import struct SwiftUI.Animation
#else
  /// How a state change animates, as a value: what `await send(.loaded, animation: .default)`
  /// carries. Spelled as SwiftUI's `Animation`, so code written for TCA compiles unchanged.
  ///
  /// There is no SwiftUI on Linux, so nothing is ever drawn: an animation only describes a curve
  /// and is compared with `==`. Sending with an animation reduces the action exactly as sending
  /// without one does, and a `TestStore` sees no difference.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The shape of the animation's timing, with the parameters it was made with.
    enum Curve: Hashable, Sendable {
      case `default`
      case linear(duration: Double)
      case easeIn(duration: Double)
      case easeOut(duration: Double)
      case easeInOut(duration: Double)
      case timingCurve(Double, Double, Double, Double, duration: Double)
      case spring(response: Double, dampingFraction: Double, blendDuration: Double)
      case springDuration(duration: Double, bounce: Double, blendDuration: Double)
      case interactiveSpring(response: Double, dampingFraction: Double, blendDuration: Double)
      case interpolatingSpring(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
      case interpolatingSpringDuration(duration: Double, bounce: Double, initialVelocity: Double)
      case bouncy(duration: Double, extraBounce: Double)
      case smooth(duration: Double, extraBounce: Double)
      case snappy(duration: Double, extraBounce: Double)
    }

    let curve: Curve
    /// Seconds to wait before starting.
    var delay: Double = 0
    /// How much faster (> 1) or slower (< 1) than its duration it runs.
    var speed: Double = 1
    /// How many times it plays (`nil`: once; `.max`: for ever) and whether it plays back.
    var repeatCount: Int?
    var autoreverses = false

    init(_ curve: Curve) {
      self.curve = curve
    }

    /// A description such as `easeInOut(duration: 0.3)`, for test failure messages.
    public var description: String {
      var text = "\(curve)"
      if delay != 0 { text += ".delay(\(delay))" }
      if speed != 1 { text += ".speed(\(speed))" }
      if let repeatCount {
        text +=
          repeatCount == .max
          ? ".repeatForever(autoreverses: \(autoreverses))"
          : ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
      }
      return text
    }
  }

  extension Animation {
    /// The system's default animation.
    public static let `default` = Animation(.default)

    /// Constant speed, over 0.35 seconds.
    public static let linear = Animation.linear(duration: 0.35)
    /// Constant speed, over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
      Animation(.linear(duration: duration))
    }

    /// Starts slowly, over 0.35 seconds.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
      Animation(.easeIn(duration: duration))
    }

    /// Ends slowly, over 0.35 seconds.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
      Animation(.easeOut(duration: duration))
    }

    /// Starts and ends slowly, over 0.35 seconds.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
      Animation(.easeInOut(duration: duration))
    }

    /// A cubic Bézier timing curve through control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Animation {
      Animation(.timingCurve(c0x, c0y, c1x, c1y, duration: duration))
    }

    /// A spring with SwiftUI's default response and damping.
    public static let spring = Animation.spring()
    /// A spring that settles in about `response` seconds.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
      Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }
    /// A spring of perceived `duration` and `bounce` (0: none, up to 1).
    @_disfavoredOverload
    public static func spring(
      duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Animation {
      Animation(.springDuration(duration: duration, bounce: bounce, blendDuration: blendDuration))
    }

    /// A quick spring for following a gesture.
    public static let interactiveSpring = Animation.interactiveSpring()
    /// A quick spring for following a gesture, with its parameters.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
      Animation(
        .interactiveSpring(
          response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A physical spring model.
    public static let interpolatingSpring = Animation.interpolatingSpring(stiffness: 170, damping: 15)
    /// A physical spring model: a `mass` on a spring of `stiffness`, slowed by `damping`.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
      Animation(
        .interpolatingSpring(
          mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }
    /// A physical spring of perceived `duration` and `bounce`.
    public static func interpolatingSpring(
      duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
      Animation(
        .interpolatingSpringDuration(
          duration: duration, bounce: bounce, initialVelocity: initialVelocity))
    }

    /// A spring with a little bounce.
    public static let bouncy = Animation.bouncy()
    /// A spring with a little bounce, plus `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring without bounce.
    public static let smooth = Animation.smooth()
    /// A spring without bounce, plus `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A quick spring with a small bounce.
    public static let snappy = Animation.snappy()
    /// A quick spring with a small bounce, plus `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// This animation, started `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
      var animation = self
      animation.delay += delay
      return animation
    }

    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
      var animation = self
      animation.speed *= speed
      return animation
    }

    /// This animation, played `repeatCount` times (backwards every other time if `autoreverses`).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
      var animation = self
      animation.repeatCount = repeatCount
      animation.autoreverses = autoreverses
      return animation
    }

    /// This animation, played for ever (backwards every other time if `autoreverses`).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
      repeatCount(.max, autoreverses: autoreverses)
    }
  }
#endif
