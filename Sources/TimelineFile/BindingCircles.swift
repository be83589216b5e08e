// Which bindings go round in a circle, found once for the whole file: a
// property following one that (through others) follows it back. Walking
// the chain again for every binding was quadratic (a 20,000-link chain took
// 140 s to check); the strongly connected components of the "follows"
// graph (Tarjan's algorithm, without recursion, so a long chain cannot
// overflow the stack) answer every binding in linear time.

/// The circles among bindings: property keys ("bar.position") joined by
/// "follows" edges, grouped into strongly connected components.
struct BindingCircles {
    private var component: [String: Int] = [:]
    /// How many properties each component holds.
    private var sizes: [Int] = []

    /// The components of the graph whose edges are (follower, followed).
    init(edges: [(String, String)]) {
        var adjacency: [String: [String]] = [:]
        for (from, to) in edges { adjacency[from, default: []].append(to) }
        var index: [String: Int] = [:], low: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = []
        func visit(_ node: String) {
            index[node] = index.count
            low[node] = index[node]
            stack.append(node)
            onStack.insert(node)
        }
        for root in adjacency.keys where index[root] == nil {
            visit(root)
            var work: [(node: String, edge: Int)] = [(root, 0)]
            while let (node, edge) = work.popLast() {
                let out = adjacency[node] ?? []
                if edge < out.count {
                    work.append((node, edge + 1))
                    let next = out[edge]
                    if index[next] == nil {
                        visit(next)
                        work.append((next, 0))
                    } else if onStack.contains(next) {
                        low[node] = min(low[node]!, index[next]!)
                    }
                    continue
                }
                if low[node] == index[node] {
                    var size = 0
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component[member] = sizes.count
                        size += 1
                        if member == node { break }
                    }
                    sizes.append(size)
                }
                if let parent = work.last { low[parent.node] = min(low[parent.node]!, low[node]!) }
            }
        }
    }

    /// Whether `follower` following `followed` closes a circle (`followed`
    /// leads back to `follower`).
    func closes(_ follower: String, _ followed: String) -> Bool {
        guard let a = component[follower] else { return false }
        return a == component[followed]
    }

    /// "a.size → b.size → a.size": the circle through `follower` and
    /// `followed`, along what each property follows, at most ten links
    /// shown (a circle of thousands would make a message of megabytes).
    func describe(_ follower: String, _ followed: String, follows: (String) -> String?) -> String {
        var chain = [follower, followed], current = followed
        while current != follower, chain.count < 10, let next = follows(current) {
            chain.append(next)
            current = next
        }
        if current != follower, let size = component[follower].map({ sizes[$0] }) {
            chain += ["… (\(size) properties in all)", follower]
        }
        return chain.joined(separator: " → ")
    }
}
