// A per-thread bump allocator handed to cmark-gfm through `cmark_mem`.
//
// cmark allocates every node, every string buffer and every inline parser state with calloc/realloc and frees them
// one by one in cmark_node_free/cmark_parser_free: over the corpus that was about a tenth of docrun's reading time.
// docrun copies what it needs out of cmark's tree right after the parse, so the whole tree can live in a few large
// chunks and go at once. `cmark_mem`'s functions take no context argument, hence one arena per thread; a parse
// never leaves the thread it started on.
#include "page_arena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Every block is preceded by a header holding its size (realloc needs it); both stay 16-byte aligned, as malloc's
// blocks are.
enum { alignment = 16, header_size = 16, chunk_size = 1 << 20 };

typedef struct chunk {
    struct chunk *previous;
    size_t capacity;  // usable bytes after this header
    size_t used;
    size_t padding;   // keeps the data that follows 16-byte aligned
} chunk;

static _Thread_local chunk *current;

static size_t rounded(size_t size) { return (size + alignment - 1) & ~(size_t)(alignment - 1); }

static unsigned char *data_of(chunk *c) { return (unsigned char *)(c + 1); }

static void out_of_memory(void) {
    fputs("docrun: out of memory while parsing Markdown\n", stderr);
    abort();
}

// A block of `size` bytes (not zeroed), in the current chunk or in a new one big enough for it.
static void *allocate(size_t size) {
    if (size > SIZE_MAX - header_size - alignment - sizeof(chunk)) out_of_memory();
    size_t needed = header_size + rounded(size);
    if (current == NULL || current->capacity - current->used < needed) {
        size_t capacity = needed > chunk_size ? needed : chunk_size;
        chunk *fresh = malloc(sizeof(chunk) + capacity);
        if (fresh == NULL) out_of_memory();
        fresh->previous = current;
        fresh->capacity = capacity;
        fresh->used = 0;
        current = fresh;
    }
    unsigned char *block = data_of(current) + current->used;
    current->used += needed;
    *(size_t *)block = size;
    return block + header_size;
}

static size_t size_of(void *pointer) { return *(size_t *)((unsigned char *)pointer - header_size); }

void *page_arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) out_of_memory();
    void *block = allocate(count * size);
    memset(block, 0, count * size);
    return block;
}

void *page_arena_alloc(size_t size) { return allocate(size); }

void *page_arena_realloc(void *pointer, size_t size) {
    if (pointer == NULL) return allocate(size);
    size_t old = size_of(pointer);
    if (size <= old) return pointer;
    // The last block of the current chunk grows where it is: cmark's string buffers grow this way while they are
    // being filled.
    unsigned char *end = (unsigned char *)pointer + rounded(old);
    if (end == data_of(current) + current->used && size <= SIZE_MAX - alignment) {
        size_t extra = rounded(size) - rounded(old);
        if (current->capacity - current->used >= extra) {
            current->used += extra;
            *(size_t *)((unsigned char *)pointer - header_size) = size;
            return pointer;
        }
    }
    void *moved = allocate(size);
    memcpy(moved, pointer, old);
    return moved;
}

void page_arena_free(void *pointer) { (void)pointer; }

void page_arena_reset(void) {
    // The oldest chunk is kept (it is a standard one unless the first block was larger): the next page of this
    // thread reuses memory that is already mapped.
    while (current != NULL && current->previous != NULL) {
        chunk *previous = current->previous;
        free(current);
        current = previous;
    }
    if (current != NULL) {
        if (current->capacity > chunk_size) {
            free(current);
            current = NULL;
        } else {
            current->used = 0;
        }
    }
}
