// Swift's Glibc module declares neither `renameat2` nor `RENAME_EXCHANGE`, so the exchange is
// made here, through the system call itself (which also works with a C library older than
// glibc 2.28).
#define _GNU_SOURCE
#include "CFolderExchange.h"

#include <errno.h>
#include <stdio.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int course_site_exchange_paths(const char *first, const char *second) {
#ifdef SYS_renameat2
    return syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE) == 0 ? 0 : errno;
#else
    (void)first;
    (void)second;
    return ENOSYS;
#endif
}

#elif defined(__APPLE__)
int course_site_exchange_paths(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP) == 0 ? 0 : errno;
}

#else
int course_site_exchange_paths(const char *first, const char *second) {
    (void)first;
    (void)second;
    return ENOSYS;
}
#endif

int course_site_rename(const char *from, const char *to) {
    return rename(from, to) == 0 ? 0 : errno;
}
