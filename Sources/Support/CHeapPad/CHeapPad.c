#include "CHeapPad.h"
// Says which C library this is (glibc defines __GLIBC__ in the headers every C file includes).
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

int course_site_pad_heap_top(int bytes) {
    return mallopt(M_TOP_PAD, bytes);
}
#else
int course_site_pad_heap_top(int bytes) {
    (void)bytes;
    return 0;
}
#endif
