// The one place the C headers of cmark-gfm enter Swift.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
