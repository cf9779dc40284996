// A per-thread bump allocator for cmark-gfm's `cmark_mem` (see MarkdownParser.parse): a page's whole cmark tree is
// allocated in large chunks and released at once with page_arena_reset(), instead of node by node.
#ifndef DOCRUN_PAGE_ARENA_H
#define DOCRUN_PAGE_ARENA_H

#include <stddef.h>

/// Zeroed memory for `count` elements of `size` bytes from this thread's arena; aborts when memory runs out, as
/// cmark-gfm's own allocator does.
void *page_arena_calloc(size_t count, size_t size);

/// `size` bytes, not zeroed, from this thread's arena, valid until the next page_arena_reset() on this thread.
void *page_arena_alloc(size_t size);

/// Grows or shrinks a block of this thread's arena (in place when it is the last one allocated), keeping its bytes.
void *page_arena_realloc(void *pointer, size_t size);

/// Does nothing: arena memory is released all at once by page_arena_reset().
void page_arena_free(void *pointer);

/// Releases everything this thread allocated from its arena since the last reset; keeps one chunk for the next page.
void page_arena_reset(void);

#endif
