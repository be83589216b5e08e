// libmicrohttpd for Swift: its start and info calls are variadic, which Swift
// cannot call, so these inline wrappers fix the options the preview uses.
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Starts a daemon on `address` (IPv4 or IPv6 by its family) with one thread
/// per connection, at most `connectionLimit` connections (`perClientLimit`
/// from one address), idle ones closed after `timeoutSeconds`; `notify` hears
/// connections open and close, `completed` each request end (both get `context`).
static inline struct MHD_Daemon *animgen_mhd_start(unsigned int flags, const struct sockaddr *address,
                                                   unsigned int connectionLimit, unsigned int perClientLimit,
                                                   unsigned int timeoutSeconds,
                                                   MHD_AccessHandlerCallback handler, void *context,
                                                   MHD_NotifyConnectionCallback notify,
                                                   MHD_RequestCompletedCallback completed) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, perClientLimit,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, context,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_END);
}

/// The socket of `connection`, or -1.
static inline int animgen_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

/// The port the daemon listens on (the kernel's choice when asked for 0).
static inline uint16_t animgen_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/// A response holding its own copy of `size` bytes at `bytes`.
static inline struct MHD_Response *animgen_mhd_copied_response(size_t size, const void *bytes) {
    return MHD_create_response_from_buffer(size, (void *)bytes, MHD_RESPMEM_MUST_COPY);
}

/// Whether a connection notice says the connection opened (else it closed).
static inline int animgen_mhd_opened(enum MHD_ConnectionNotificationCode code) {
    return code == MHD_CONNECTION_NOTIFY_STARTED;
}
