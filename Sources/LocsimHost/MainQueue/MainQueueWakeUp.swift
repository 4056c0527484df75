import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// libdispatch's interface for CFRunLoop (private/private.h in swift-corelibs-libdispatch), exported by
// libdispatch on every platform the toolchain's Foundation runs on: the run loop waits on the main
// queue's wake-up handle and then calls the callback, which runs the blocks waiting at that moment.

#if canImport(Darwin)
    @_silgen_name("_dispatch_get_main_queue_handle_4CF")
    private func dispatchMainQueueHandle() -> mach_port_t
#else
    @_silgen_name("_dispatch_get_main_queue_handle_4CF")
    private func dispatchMainQueueHandle() -> Int32
#endif

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// The main queue's wake-up signal, read the way CFRunLoop reads it, so the queue can be serviced
/// without a run loop.
///
/// libdispatch signals the handle (an eventfd on Linux, a Mach port with a queue limit of one on
/// Darwin) when a block is put on an empty main queue, and again at the end of servicing when
/// blocks are still waiting (those the serviced blocks enqueued). So, with the signal consumed
/// before each servicing, "no signal" means "no block waits": an exact test, no timing involved.
/// Valid only on the main thread before `dispatchMain()`, which closes the handle.
enum MainQueueWakeUp {
    /// Runs the blocks waiting on the main queue when called (one snapshot: blocks they enqueue
    /// wait for the next call). Does nothing when called inside a main-queue block.
    static func service() {
        dispatchMainQueueCallback(nil)
    }

    #if canImport(Darwin)
        /// The receive right libdispatch sends its wake-up message to.
        private static let port = dispatchMainQueueHandle()

        /// Takes the pending wake-up, if any, without waiting: true when there was one. The message
        /// is a bare header; the buffer leaves room for the trailer the kernel appends.
        static func consume() -> Bool {
            withUnsafeTemporaryAllocation(byteCount: 512, alignment: 16) { buffer in
                let header = buffer.baseAddress!.bindMemory(to: mach_msg_header_t.self, capacity: 1)
                let result = mach_msg(
                    header, MACH_RCV_MSG | MACH_RCV_TIMEOUT, 0, 512, port, 0, mach_port_name_t(MACH_PORT_NULL))
                return result == MACH_MSG_SUCCESS || result == MACH_RCV_TOO_LARGE
            }
        }

        /// Whether a wake-up is pending, leaving it pending.
        static func isPending() -> Bool {
            var status = mach_port_status_t()
            var count = mach_msg_type_number_t(
                MemoryLayout<mach_port_status_t>.size / MemoryLayout<integer_t>.size)
            let result = withUnsafeMutablePointer(to: &status) { pointer in
                pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) { info in
                    mach_port_get_attributes(mach_task_self_, port, MACH_PORT_RECEIVE_STATUS, info, &count)
                }
            }
            return result == KERN_SUCCESS && status.mps_msgcount > 0
        }
    #else
        /// The eventfd libdispatch writes a wake-up to.
        private static let handle = dispatchMainQueueHandle()

        /// Takes the pending wake-ups, if any, without waiting (the eventfd is non-blocking): true
        /// when there was one.
        static func consume() -> Bool {
            var count: UInt64 = 0
            while true {
                let result = read(handle, &count, MemoryLayout<UInt64>.size)
                if result == MemoryLayout<UInt64>.size { return true }
                if result < 0 && errno == EINTR { continue }
                return false
            }
        }

        /// Whether a wake-up is pending, leaving it pending.
        static func isPending() -> Bool {
            var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
            return poll(&descriptor, 1, 0) > 0
        }
    #endif
}
