#ifndef COURSE_SITE_HEAP_PAD_H
#define COURSE_SITE_HEAP_PAD_H

/// Asks the C allocator to grow each of its heaps `bytes` at a time, and to keep that much free at
/// their top rather than give it back to the system as soon as it is free: glibc's
/// `mallopt(M_TOP_PAD)`, which Swift's Glibc module does not declare. A no-op returning 0 on other
/// C libraries (macOS, musl).
///
/// Returns 1 when the allocator took it, 0 otherwise.
int course_site_pad_heap_top(int bytes);

#endif
