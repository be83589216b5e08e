// zlib for Swift: inflate of gzip streams (Telegram's .tgs stickers) and of
// raw deflate entries (dotLottie's zip archives).
#ifndef ANIMGEN_CZLIB_SHIM_H
#define ANIMGEN_CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2 is a macro; spelled out as a function for Swift.
static inline int animgen_inflate_init2(z_streamp stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

#endif
