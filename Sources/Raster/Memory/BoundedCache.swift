/// The one eviction rule of the caches (coverage, filter results, text
/// layouts, the preview's frames, compiled shaders, asset catalogs, colour
/// sets, custom animations' ends, installed-font answers): entries carry a cost (bytes, or 1 to
/// bound a count) and the last time they were used; an insertion that would
/// pass `budget` first drops the least recently used half, so a scene's
/// working set stays and a scene that moves on frees room in one go.
///
/// A value: its owner keeps it behind a lock. Whether caches are used at all
/// is `RenderCaches.isEnabled`, not this type's business.
package struct BoundedCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, cost: Int, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The sum of the entries' costs.
    package private(set) var cost = 0
    /// The most `cost` the entries may add up to.
    package let budget: Int

    package init(budget: Int) { self.budget = budget }

    /// Entries kept.
    package var count: Int { entries.count }

    /// The value stored for `key`, marked as just used.
    package mutating func value(for key: Key) -> Value? {
        guard var hit = entries[key] else { return nil }
        clock += 1
        hit.used = clock
        entries[key] = hit
        return hit.value
    }

    /// Whether `key` is stored (without marking it used).
    package func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value` for `key` (replacing what it held), dropping the least
    /// recently used half first when the budget would be passed.
    package mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
        if let old = entries.removeValue(forKey: key) { self.cost -= old.cost }
        if self.cost + cost > budget, !entries.isEmpty {
            let cut = entries.values.map(\.used).sorted()[entries.count / 2]
            for (k, v) in entries where v.used <= cut {
                entries[k] = nil
                self.cost -= v.cost
            }
        }
        clock += 1
        entries[key] = (value, cost, clock)
        self.cost += cost
    }

    /// Marks `key` as met now; whether it had been met before. For keys
    /// noted without a value (`BoundedCache<Key, Void>`).
    package mutating func note(_ key: Key) -> Bool where Value == Void {
        if value(for: key) != nil { return true }
        insert((), for: key)
        return false
    }

    /// Drops the entry for `key`, if any.
    package mutating func remove(_ key: Key) {
        if let old = entries.removeValue(forKey: key) { cost -= old.cost }
    }

    /// Drops every entry.
    package mutating func removeAll() {
        entries = [:]
        cost = 0
    }
}
