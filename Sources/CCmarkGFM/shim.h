// Debian's cmark-gfm (libcmark-gfm-dev, libcmark-gfm-extensions-dev): the core API and the GFM extensions.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
