// `.task`: an asynchronous action started when the view appears, on the
// render's clock (Clock/RenderExecutor.swift); `.task(id:)` cancels it and
// starts it again whenever `id` changes, as SwiftUI does; the task is
// cancelled when the view disappears (Apple: "SwiftUI will automatically
// cancel the task at some point after the view disappears"), here right
// after the commit that removes it, with the `onDisappear` actions.

public struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: ID
    let priority: TaskPriority
    let action: () async -> Void

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let (priority, action) = (self.priority, self.action)
        let handleKey = SiteKey(path: context.path, slot: .task)
        let running = context.sites.record(handleKey, as: TaskHandle.self) ?? TaskHandle()
        context.sites.keep(running, key: handleKey)
        let start = { running.task?.cancel(); running.task = Task(priority: priority) { await action() } }
        context.sites.appear(key: handleKey, action: start)
        context.sites.disappear(key: handleKey) { running.task?.cancel() }
        if context.sites.watchedValueChanged(id, key: SiteKey(path: context.path, slot: .taskID)) {
            context.sites.queueAfterCommit(start)
        }
        return content(context)
    }
}

/// The task a `.task` modifier is running, kept from commit to commit.
final class TaskHandle {
    var task: Task<Void, Never>?
}

extension View {
    /// Starts `action` when the view appears, as SwiftUI's `task(priority:_:)`.
    /// In a `ViewAnimation` it runs on the render's clock: `Task.sleep` waits render time.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again, cancelling the
    /// running one, whenever `id` changes, as SwiftUI's `task(id:priority:_:)`.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
