// fontconfig for Swift: installed fonts by family, weight and style, as
// fc-list and fc-match see them.
#ifndef ANIMGEN_CFONTCONFIG_SHIM_H
#define ANIMGEN_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

// The property names are string macros; spelled out as constants for Swift.
static const char *const animgen_fc_family = FC_FAMILY;
static const char *const animgen_fc_style = FC_STYLE;
static const char *const animgen_fc_file = FC_FILE;
static const char *const animgen_fc_weight = FC_WEIGHT;
static const char *const animgen_fc_slant = FC_SLANT;
static const char *const animgen_fc_scalable = FC_SCALABLE;
static const char *const animgen_fc_color = FC_COLOR;

#endif
