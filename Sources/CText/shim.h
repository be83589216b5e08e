// FreeType and HarfBuzz for Swift (text outlines and shaping).
#ifndef ANIMGEN_CTEXT_SHIM_H
#define ANIMGEN_CTEXT_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include <hb.h>
#include <hb-ft.h>

// FreeType's load flags are parenthesised shift macros; spelled out here so
// Swift sees them as typed constants.
static const FT_Int32 animgen_ft_load_outline = FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
// A colour glyph: the BGRA bitmap of a CBDT/sbix strike.
static const FT_Int32 animgen_ft_load_color = FT_LOAD_COLOR;
static const FT_Long animgen_ft_face_flag_color = FT_FACE_FLAG_COLOR;
static const FT_Long animgen_ft_face_flag_fixed_sizes = FT_FACE_FLAG_FIXED_SIZES;

#endif
