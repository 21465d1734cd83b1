#ifndef COURSE_SITE_FOLDER_EXCHANGE_H
#define COURSE_SITE_FOLDER_EXCHANGE_H

/// Exchanges two existing paths in one step, so that neither is ever missing: Linux's
/// `renameat2(RENAME_EXCHANGE)`, macOS's `renamex_np(RENAME_SWAP)`.
///
/// Returns 0, or the `errno` code: `ENOSYS`, `EINVAL` or `ENOTSUP` where the system or the file
/// system cannot exchange, so the caller falls back to two renames.
int course_site_exchange_paths(const char *first, const char *second);

/// `rename`, returning 0 or the `errno` code: read here, right after the call, because Swift
/// may free the call's temporary C strings (and so touch `errno`) before it reads it.
int course_site_rename(const char *from, const char *to);

#endif
