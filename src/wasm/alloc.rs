//! The heap of the wasm32 builds: blocks in power-of-two size classes, each class with its own
//! free list, carved from pages that `memory.grow` adds.
//!
//! Why not the standard library's dlmalloc: it is about 8 KB of the rules package's `.wasm`
//! (3.5 KB gzipped, against a 64 KiB budget), and the package's allocations (move lists in
//! strings, a game's positions, PGN text and trees) are short-lived or grow by doubling, which
//! size classes serve well. The price is memory: a block is up to twice the size asked for, and a
//! freed block is reused only for its own class. Nothing is ever returned to the host, as with
//! dlmalloc (a wasm memory cannot shrink).
//!
//! A wasm32 instance without the `atomics` feature has one thread, so the state needs no lock.

use core::alloc::{GlobalAlloc, Layout};
use core::arch::wasm32;
use core::cell::UnsafeCell;
use core::ptr::null_mut;

const PAGE: usize = 65_536;
/// The smallest block is 16 bytes (2^4): room for the free list's link, and every block is
/// 16-aligned, which covers every alignment the crate's types need.
const MIN_SHIFT: u32 = 4;
/// Classes 2^4 to 2^31 bytes.
const CLASSES: usize = 28;
/// Memory is asked of the host at least this many pages (1 MiB) at a time.
const MIN_GROWTH_PAGES: usize = 16;

struct Heap {
    /// Head of each class's list of free blocks; a free block's first word is the next one.
    free: [*mut u8; CLASSES],
    /// The untouched part of the last pages grown: `[next, end)`.
    next: usize,
    end: usize,
}

pub struct SizeClassHeap(UnsafeCell<Heap>);

// SAFETY: wasm32 without the `atomics` target feature runs one thread per instance.
#[cfg(not(target_feature = "atomics"))]
unsafe impl Sync for SizeClassHeap {}

impl SizeClassHeap {
    pub const fn new() -> SizeClassHeap {
        SizeClassHeap(UnsafeCell::new(Heap {
            free: [null_mut(); CLASSES],
            next: 0,
            end: 0,
        }))
    }
}

/// The class of a layout: its size rounded up to a power of two, at least its alignment and 16.
fn class_of(layout: Layout) -> Option<usize> {
    let size = layout.size().max(layout.align()).max(1 << MIN_SHIFT);
    let shift = usize::BITS - (size - 1).leading_zeros();
    let class = (shift - MIN_SHIFT) as usize;
    (class < CLASSES).then_some(class)
}

const fn class_size(class: usize) -> usize {
    1 << (class as u32 + MIN_SHIFT)
}

impl Heap {
    /// A new block of `size` bytes aligned to `align` (at most `size`), from the untouched pages.
    #[inline(never)]
    unsafe fn carve(&mut self, size: usize, align: usize) -> *mut u8 {
        let mut start = (self.next + align - 1) & !(align - 1);
        if start.checked_add(size).is_none_or(|end| end > self.end) {
            let pages = (size + align).div_ceil(PAGE).max(MIN_GROWTH_PAGES);
            let previous = wasm32::memory_grow(0, pages);
            if previous == usize::MAX {
                return null_mut();
            }
            let grown = previous * PAGE;
            // The new pages follow the old ones unless something else grew the memory meanwhile.
            if grown != self.end {
                self.next = grown;
            }
            self.end = grown + pages * PAGE;
            start = (self.next + align - 1) & !(align - 1);
        }
        self.next = start + size;
        start as *mut u8
    }
}

unsafe impl GlobalAlloc for SizeClassHeap {
    #[inline(never)] // one copy, not one in every caller
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = class_of(layout) else {
            return null_mut();
        };
        // SAFETY: one thread, and no call re-enters the allocator.
        let heap = unsafe { &mut *self.0.get() };
        let head = heap.free[class];
        if !head.is_null() && head as usize % layout.align() == 0 {
            // SAFETY: a free block of this class holds the next free block's address.
            heap.free[class] = unsafe { *(head as *mut *mut u8) };
            return head;
        }
        let size = class_size(class);
        unsafe { heap.carve(size, layout.align().max(1 << MIN_SHIFT)) }
    }

    #[inline(never)] // one copy, not one in every caller
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(class) = class_of(layout) else {
            return;
        };
        // SAFETY: as in `alloc`; `ptr` is a block of this class that nobody uses any more.
        let heap = unsafe { &mut *self.0.get() };
        unsafe { *(ptr as *mut *mut u8) = heap.free[class] };
        heap.free[class] = ptr;
    }

    #[inline(never)] // one copy, not one in every caller
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller guarantees that `new_size`, rounded to `layout.align()`, fits.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class_of(layout) == class_of(new_layout) {
            return ptr; // the block has room (a string or vector grown within its class)
        }
        let new = unsafe { self.alloc(new_layout) };
        if !new.is_null() {
            unsafe {
                core::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        new
    }
}
