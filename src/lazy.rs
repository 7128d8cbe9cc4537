//! [`Lazy`]: a table made at first use and kept for the life of the program.
//!
//! The crate's three lazily made tables (the lines between squares, the Zobrist keys, the
//! knight distances) used `std::sync::OnceLock`. Its `Once` brings poisoning, a re-entrance
//! check and their panic messages, and each table got its own copy of that code: 1.5 KB of the
//! rules entry's `.wasm`. Making a table twice is harmless (it is a pure function of nothing), so
//! this one lets threads race: each loser drops its copy and takes the winner's, and a reader
//! pays one atomic load, as with `OnceLock::get`.

use std::ptr;
use std::sync::atomic::{AtomicPtr, Ordering};

/// A `T` made by `make` at the first [`Lazy::get`], then shared by every thread.
pub(crate) struct Lazy<T> {
    value: AtomicPtr<T>,
    make: fn() -> T,
}

// `Send + Sync`: the table is made on one thread and read from all of them.
impl<T: Send + Sync> Lazy<T> {
    /// A table that `make` will make.
    pub(crate) const fn new(make: fn() -> T) -> Lazy<T> {
        Lazy {
            value: AtomicPtr::new(ptr::null_mut()),
            make,
        }
    }

    /// The table, made now if no thread has made it yet.
    #[inline(always)]
    pub(crate) fn get(&'static self) -> &'static T {
        // The check inline, the making out of line: hot lookups pay a load and a compare.
        let value = self.value.load(Ordering::Acquire);
        if value.is_null() {
            self.make_now()
        } else {
            // SAFETY: a non-null pointer was stored by `make_now` from `Box::into_raw` and is
            // never freed or written through again: the table lives as long as `self`.
            unsafe { &*value }
        }
    }

    #[cold]
    #[inline(never)]
    fn make_now(&'static self) -> &'static T {
        let made = Box::into_raw(Box::new((self.make)()));
        match self.value.compare_exchange(
            ptr::null_mut(),
            made,
            Ordering::AcqRel,
            Ordering::Acquire,
        ) {
            // SAFETY: `made` came from `Box::into_raw` above and is now owned by `self`.
            Ok(_) => unsafe { &*made },
            Err(winner) => {
                // Another thread stored its table first: ours was never shared, so it is ours
                // to free; the winner's lives as long as `self` (see `get`).
                drop(unsafe { Box::from_raw(made) });
                unsafe { &*winner }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Lazy;
    use std::sync::atomic::{AtomicUsize, Ordering};

    static MADE: AtomicUsize = AtomicUsize::new(0);

    fn squares() -> Vec<u32> {
        MADE.fetch_add(1, Ordering::Relaxed);
        (0..64).map(|i| i * i).collect()
    }

    static TABLE: Lazy<Vec<u32>> = Lazy::new(squares);

    #[test]
    fn every_thread_sees_one_table_made_at_first_use() {
        assert_eq!(MADE.load(Ordering::Relaxed), 0);
        let seen: Vec<usize> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..8)
                .map(|_| s.spawn(|| TABLE.get() as *const Vec<u32> as usize))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(seen.iter().all(|&p| p == seen[0]));
        assert_eq!(TABLE.get()[63], 63 * 63);
        // Racing threads may each make one, but only one is kept and none after that.
        let made = MADE.load(Ordering::Relaxed);
        assert!((1..=8).contains(&made));
        TABLE.get();
        assert_eq!(MADE.load(Ordering::Relaxed), made);
    }
}
