// libmicrohttpd's connection timeout restarts at every byte, so a client
// sending one byte a second holds a connection for ever, and enough of them
// hold every slot. Here each connection has a deadline that bytes do not
// move: a request must arrive whole, and a response be taken, within it.
// Time spent in our own handler (a long-poll, a slow render) is not counted.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The deadlines of the open connections, enforced by a thread of its own.
final class ConnectionDeadlines: @unchecked Sendable {
    /// Seconds a connection may spend outside the handler per request.
    let seconds: Double
    private let lock = NSLock()
    private var connections: [OpaquePointer: (socket: Int32, since: Double, inHandler: Bool)] = [:]
    private var stopped = false
    private var thread: Thread?

    init(seconds: Double) {
        self.seconds = seconds
        let thread = Thread { [weak self] in
            while let self, self.sweep() { usleep(100_000) }
        }
        thread.name = "preview deadlines"
        thread.start()
        self.thread = thread
    }

    func stop() { lock.withLock { stopped = true } }

    private static func now() -> Double { ProcessInfo.processInfo.systemUptime }

    func opened(_ connection: OpaquePointer, socket: Int32) {
        lock.withLock { connections[connection] = (socket, Self.now(), false) }
    }

    /// Called before the socket is closed, so a closed socket's number is never shut down.
    func closed(_ connection: OpaquePointer) { _ = lock.withLock { connections.removeValue(forKey: connection) } }

    /// The request's headers are in: the handler's time is its own.
    func handlerStarted(_ connection: OpaquePointer) { lock.withLock { connections[connection]?.inHandler = true } }

    /// The handler answered (or a request ended): the clock runs again, from now.
    func restart(_ connection: OpaquePointer) {
        lock.withLock {
            connections[connection]?.inHandler = false
            connections[connection]?.since = Self.now()
        }
    }

    /// Shuts the sockets of connections past their deadline (libmicrohttpd
    /// then sees the connection end and closes it); false once stopped.
    private func sweep() -> Bool {
        lock.withLock {
            if stopped { return false }
            let now = Self.now()
            for (connection, entry) in connections where !entry.inHandler && now - entry.since > seconds {
                shutdown(entry.socket, Int32(SHUT_RDWR))
                connections[connection]?.since = .infinity
            }
            return true
        }
    }
}
