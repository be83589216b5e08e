// FFmpeg headers for Swift, plus static inline wrappers for the macros and
// tuple-typed fields that Swift cannot import directly.
#ifndef ANIMGEN_CFFMPEG_SHIM_H
#define ANIMGEN_CFFMPEG_SHIM_H

#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/opt.h>
#include <libavutil/imgutils.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>

static inline int cff_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int cff_averror_eof(void) { return AVERROR_EOF; }
static inline int64_t cff_nopts_value(void) { return AV_NOPTS_VALUE; }

#endif
