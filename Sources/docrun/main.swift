import DocrunCLI

#if canImport(Glibc)
    import Glibc

    // glibc grows and trims each thread's heap a few pages at a time: `check` on the corpus spent 9 % of its time in
    // the kernel (page faults, `brk`, `mprotect`). Growing the heap by 32 MB at a time, and keeping that much when
    // memory is freed, takes 4–7 % off its wall time (docs/benchmarks.md); memory is only used once it is touched.
    // Swift's Glibc module leaves out <malloc.h>, so `mallopt` is looked up by name; M_TOP_PAD is -2 in its ABI.
    if let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
        _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(-2, 32 << 20)
    }
#endif

DocrunCommand.start()
