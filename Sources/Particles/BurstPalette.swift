// A burst's colors: a small gradient of two or three saturated hues, plus
// the ember color its stars cool towards as they die.
import Foundation

struct BurstPalette {
    var stops: [ParticleColor]
    var ember: ParticleColor
    /// A second palette for an inner sphere (pistil), in a contrasting hue.
    var pistil: BurstPalette {
        BurstPalette(stops: [stops[stops.count - 1].mixed(with: .white, by: 0.35), stops[0]], ember: ember)
    }

    init(stops: [ParticleColor], ember: ParticleColor) {
        self.stops = stops; self.ember = ember
    }

    init(style: BurstStyle, rng: inout SplitMix64) {
        if style == .willow {
            // Willows burn as charcoal-gold.
            let h = rng.next(in: 0.08...0.12)
            stops = [ParticleColor(hue: h, saturation: 0.75, brightness: 1),
                     ParticleColor(hue: h - 0.02, saturation: 0.9, brightness: 1)]
            ember = ParticleColor(red: 0.9, green: 0.3, blue: 0.05)
            return
        }
        let h0 = rng.nextUnit()
        let step = rng.next(in: 0.06...0.18) * (rng.chance(0.5) ? 1 : -1)
        var hues = [h0, h0 + step]
        if rng.chance(0.35) { hues.append(rng.chance(0.5) ? h0 + 0.5 : h0 + 2 * step) }
        stops = hues.map { ParticleColor(hue: $0, saturation: rng.next(in: 0.7...0.92), brightness: 1) }
        ember = rng.chance(0.5) ? ParticleColor(red: 1, green: 0.35, blue: 0.1) : stops[0].mixed(with: .white, by: 0.1)
    }

    /// The gradient at `t` in 0…1, stops evenly spaced.
    func color(at t: Double) -> ParticleColor {
        let x = min(max(t, 0), 1) * Double(stops.count - 1)
        let i = min(Int(x), stops.count - 2)
        return stops[i].mixed(with: stops[i + 1], by: x - Double(i))
    }
}
