// libmicrohttpd for Swift: its start and info calls are variadic, which Swift
// cannot call, so these inline wrappers fix the options the preview uses.
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Starts a daemon on `address` (IPv4 or IPv6 by its family) with one thread
/// per connection, at most `connectionLimit` connections, idle ones closed
/// after `timeoutSeconds`.
static inline struct MHD_Daemon *animgen_mhd_start(unsigned int flags, const struct sockaddr *address,
                                                   unsigned int connectionLimit, unsigned int timeoutSeconds,
                                                   MHD_AccessHandlerCallback handler, void *context) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
                            MHD_OPTION_END);
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
