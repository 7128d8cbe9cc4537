//! Objects that JavaScript holds by a number: the rules entries' games. Their bindings take and
//! return only numbers and strings, so that their `.wasm` imports nothing (see [`super::game`]),
//! and an object crosses as its handle rather than as a wasm-bindgen class, whose glue imports
//! a function to throw with.
//!
//! A handle is the address of the boxed value in wasm memory, as a wasm-bindgen class keeps its
//! object's: a table of handles cost the first game of every start-up a dozen more functions
//! for V8 to compile (a growing `Vec`, a thread-local). Only the class of `js/rules/game.js`
//! holds handles: it passes each binding the handle of its own live game, and marks a freed game
//! with 0, refusing it in JS before any call.

/// `value` boxed, and its handle (never 0).
pub(super) fn into_handle<T>(value: T) -> u32 {
    Box::into_raw(Box::new(value)) as usize as u32
}

/// The value of `handle`, or `None` for 0.
///
/// The handle must come from [`into_handle`] with the same `T` and not be freed, and no other
/// reference to its value may be alive: the class calls with its own game's live handle, one
/// binding at a time (nothing here calls into JS).
pub(super) fn value_mut<'a, T>(handle: u32) -> Option<&'a mut T> {
    let ptr = handle as usize as *mut T;
    // SAFETY: as said above, the only caller of the bindings, the class, passes the handle of a
    // live value of this type and of no other; 0 is never one.
    (!ptr.is_null()).then(|| unsafe { &mut *ptr })
}

/// Drops the value of `handle` (nothing for 0).
pub(super) fn free<T>(handle: u32) {
    let ptr = handle as usize as *mut T;
    if !ptr.is_null() {
        // SAFETY: see value_mut; the class frees each handle once and uses it no more.
        drop(unsafe { Box::from_raw(ptr) });
    }
}
