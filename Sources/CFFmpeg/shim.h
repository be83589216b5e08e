// FFmpeg headers for Swift, plus static inline wrappers for the macros and
// tuple-typed fields that Swift cannot import directly.
#ifndef ANIMGEN_CFFMPEG_SHIM_H
#define ANIMGEN_CFFMPEG_SHIM_H

#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/opt.h>
#include <libavutil/cpu.h>
#include <libavutil/imgutils.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
#include <stdio.h>
#include <string.h>
#include <stdatomic.h>
#ifdef __GLIBC__
#include <malloc.h>

/// Keeps freed blocks up to `mmap_max` bytes in the heap and freed memory
/// below `trim` with the process (glibc's M_MMAP_THRESHOLD and
/// M_TRIM_THRESHOLD), so an encoder reopened with the same sizes reuses its
/// predecessor's pages instead of faulting in fresh ones.
static inline void cff_keep_freed_memory(int mmap_max, int trim) {
    mallopt(M_MMAP_THRESHOLD, mmap_max);
    mallopt(M_TRIM_THRESHOLD, trim);
}
#endif

static inline int cff_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int cff_averror_eof(void) { return AVERROR_EOF; }
static inline int cff_averror_einval(void) { return AVERROR(EINVAL); }
static inline int64_t cff_nopts_value(void) { return AV_NOPTS_VALUE; }

/// AVFrame.data[i] / linesize[i] (tuples in Swift).
static inline uint8_t *cff_frame_data(const AVFrame *f, int i) { return f->data[i]; }
static inline int cff_frame_linesize(const AVFrame *f, int i) { return f->linesize[i]; }
static inline uint8_t *const *cff_frame_planes(const AVFrame *f) { return f->data; }
static inline const uint8_t *const *cff_frame_const_planes(const AVFrame *f) { return (const uint8_t *const *)f->data; }
static inline const int *cff_frame_strides(const AVFrame *f) { return f->linesize; }

// ---- Last FFmpeg log line, for error messages --------------------------
// av_log callbacks take a va_list, which Swift cannot receive, so the
// callback lives here. It keeps the last line at or above the warning level
// (per thread would need TLS juggling; one global line guarded by a spin
// flag is enough for error reports) and forwards nothing to stderr unless
// the verbose flag is set, so a library user's terminal stays quiet.

// Function-local statics: Swift emits static inline functions it calls, but
// not file-scope static variables of an imported header.
static inline char *cff_log_buffer(void) { static char line[1024]; return line; }
static inline atomic_flag *cff_log_lock_flag(void) { static atomic_flag f = ATOMIC_FLAG_INIT; return &f; }
static inline atomic_int *cff_log_verbose_flag(void) { static atomic_int v = 0; return &v; }
#define cff_last_log_line (cff_log_buffer())
#define cff_log_lock (*cff_log_lock_flag())
#define cff_log_verbose (*cff_log_verbose_flag())

static inline void cff_log_callback(void *avcl, int level, const char *fmt, va_list vl) {
    if (level > AV_LOG_WARNING && !atomic_load(&cff_log_verbose)) return;
    char line[1024];
    int prefix = 1;
    av_log_format_line(avcl, level, fmt, vl, line, sizeof line, &prefix);
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
    if (atomic_load(&cff_log_verbose)) fprintf(stderr, "%s\n", line);
    if (level > AV_LOG_WARNING || n == 0) return;
    while (atomic_flag_test_and_set(&cff_log_lock)) {}
    memcpy(cff_last_log_line, line, n + 1);
    atomic_flag_clear(&cff_log_lock);
}

/// Installs the capturing log callback (idempotent).
static inline void cff_install_log_callback(int verbose) {
    atomic_store(&cff_log_verbose, verbose);
    av_log_set_callback(cff_log_callback);
}

/// Copies the last captured warning/error line into `out` and clears it.
static inline void cff_take_last_log_line(char *out, size_t size) {
    if (size == 0) return;
    while (atomic_flag_test_and_set(&cff_log_lock)) {}
    strncpy(out, cff_last_log_line, size - 1);
    out[size - 1] = 0;
    cff_last_log_line[0] = 0;
    atomic_flag_clear(&cff_log_lock);
}

#endif
