#ifndef COURSE_SITE_FOLDER_EXCHANGE_H
#define COURSE_SITE_FOLDER_EXCHANGE_H

/// Exchanges two existing paths in one step, so that neither is ever missing: Linux's
/// `renameat2(RENAME_EXCHANGE)`, macOS's `renamex_np(RENAME_SWAP)`.
///
/// Returns 0, or -1 with `errno` set; `ENOSYS`, `EINVAL` or `ENOTSUP` where the system or the
/// file system cannot exchange, so the caller falls back to two renames.
int course_site_exchange_paths(const char *first, const char *second);

#endif
