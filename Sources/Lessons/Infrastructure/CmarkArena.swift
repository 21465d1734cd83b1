#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif
internal import Synchronization

/// `CmarkArena.currentKey`, kept where reading it costs nothing: set once, when the key is made,
/// before any arena is current (a `static let` checks it was made at every read).
nonisolated(unsafe) private var arenaKey = pthread_key_t()

/// The memory of one parsed document: cmark-gfm's nodes, strings and rendering buffers, taken
/// from a few large blocks and given back all at once when the document is freed.
///
/// cmark-gfm allocates every node, every inline and every growing buffer on its own and frees them
/// one by one; with the system's allocator that was a tenth of a large course's build (`malloc`,
/// `free` and walking the tree to free it). Here an allocation moves a pointer forward, `free` does
/// nothing, and the document's blocks are released together.
///
/// cmark-gfm's allocator callbacks carry no context, so the arena a call allocates from is the
/// one `using(_:)` made current on the calling thread; every call into cmark-gfm that may allocate
/// for a document runs inside it. (cmark-gfm's own arena is one per process, not per document.)
struct CmarkArena: ~Copyable {
    private let state: UnsafeMutablePointer<State>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        state.pointee.releaseBlocks()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with this arena as the one cmark-gfm's callbacks allocate from on this thread.
    func using<Result>(_ body: () throws -> Result) rethrows -> Result {
        let key = Self.currentKey
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, state)
        defer { pthread_setspecific(key, previous) }
        return try body()
    }

    /// Makes the thread-specific key before cmark-gfm is handed the allocator's functions, so that
    /// `current()` never reads a key that was not made (key 0 may be another library's, and an
    /// allocation outside `using(_:)` would take its value for an arena instead of stopping).
    static func prepare() {
        _ = currentKey
    }

    // The allocator's functions, as cmark-gfm calls them (`cmark_mem`): from the current arena.

    static func allocate(count: Int, size: Int) -> UnsafeMutableRawPointer? {
        current().pointee.allocate(count * size, zeroed: true)
    }

    static func reallocate(_ pointer: UnsafeMutableRawPointer?, size: Int) -> UnsafeMutableRawPointer? {
        current().pointee.reallocate(pointer, to: size)
    }

    /// Nothing: everything is given back with the arena.
    static func deallocate(_ pointer: UnsafeMutableRawPointer?) {}

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "cannot create a thread-specific key for cmark-gfm's arena")
        arenaKey = key
        return key
    }()

    private static func current() -> UnsafeMutablePointer<State> {
        // `arenaKey`, not `currentKey`: every allocation checked that the key was made.
        guard let state = pthread_getspecific(arenaKey) else {
            preconditionFailure("cmark-gfm allocated for a document outside its arena")
        }
        return state.assumingMemoryBound(to: State.self)
    }

    /// A block no document uses, owned by the pool alone.
    private struct SpareBlock: @unchecked Sendable {
        let start: UnsafeMutableRawPointer
    }

    /// Bump allocation in blocks; each allocation is preceded by its size, so that `reallocate`
    /// can copy it, and the last one grows in place while its block has room.
    struct State {
        private var blocks: [UnsafeMutableRawPointer] = []
        private var large: [UnsafeMutableRawPointer] = []
        private var next: UnsafeMutableRawPointer?
        private var end: UnsafeMutableRawPointer?
        private var last: UnsafeMutableRawPointer?

        private static let blockSize = 64 << 10
        private static let header = 16
        /// Blocks of documents already freed, for the next ones: handed back to the system after
        /// each document, they came back as fresh pages the kernel had to zero, which cost more than the allocations saved.
        private static let spareBlocks = Mutex<[SpareBlock]>([])
        /// Enough for the documents read at once; more are handed back to the system.
        private static let spareLimit = 64

        mutating func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer {
            let rounded = (size + 15) & ~15
            if let next, let end, next + Self.header + rounded <= end {
                return place(rounded, size: size, at: next, zeroed: zeroed)
            }
            if Self.header + rounded > Self.blockSize / 4 {
                // A large allocation (a long body's rendering) gets a block of its own, leaving the
                // current block as it was.
                let block = newBlock(Self.header + rounded)
                large.append(block)
                let pointer = block + Self.header
                pointer.storeBytes(of: size, toByteOffset: -Self.header, as: Int.self)
                if zeroed { memset(pointer, 0, size) }
                last = nil
                return pointer
            }
            let block = Self.spareBlocks.withLock { $0.popLast()?.start } ?? newBlock(Self.blockSize)
            blocks.append(block)
            end = block + Self.blockSize
            return place(rounded, size: size, at: block, zeroed: zeroed)
        }

        mutating func reallocate(_ pointer: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer {
            guard let pointer else { return allocate(size, zeroed: false) }
            let old = pointer.load(fromByteOffset: -Self.header, as: Int.self)
            if pointer == last, let end, pointer + ((size + 15) & ~15) <= end {
                next = pointer + ((size + 15) & ~15)
                pointer.storeBytes(of: size, toByteOffset: -Self.header, as: Int.self)
                return pointer
            }
            let moved = allocate(size, zeroed: false)
            memcpy(moved, pointer, min(old, size))
            return moved
        }

        private mutating func place(_ rounded: Int, size: Int, at start: UnsafeMutableRawPointer, zeroed: Bool) -> UnsafeMutableRawPointer {
            let pointer = start + Self.header
            pointer.storeBytes(of: size, toByteOffset: -Self.header, as: Int.self)
            if zeroed { memset(pointer, 0, size) }
            next = pointer + rounded
            last = pointer
            return pointer
        }

        private func newBlock(_ size: Int) -> UnsafeMutableRawPointer {
            guard let block = malloc(size) else { preconditionFailure("out of memory for a Markdown document") }
            return block
        }

        mutating func releaseBlocks() {
            let kept = Self.spareBlocks.withLock { spare in
                let kept = min(blocks.count, Self.spareLimit - spare.count)
                spare.append(contentsOf: blocks.prefix(max(kept, 0)).map(SpareBlock.init))
                return max(kept, 0)
            }
            for block in blocks.dropFirst(kept) { free(block) }
            for block in large { free(block) }
            blocks.removeAll()
            large.removeAll()
        }
    }
}
