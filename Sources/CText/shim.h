// FreeType and HarfBuzz for Swift (text outlines and shaping).
#ifndef ANIMGEN_CTEXT_SHIM_H
#define ANIMGEN_CTEXT_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <hb.h>
#include <hb-ft.h>

#endif
