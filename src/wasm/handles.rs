//! Objects that JavaScript holds by a number: the rules entries' games. Their bindings take and
//! return only numbers and strings, so that their `.wasm` imports nothing (see [`super::game`]),
//! and an object crosses as its handle rather than as a wasm-bindgen class, whose glue imports
//! a function to throw with.

/// Values by handle: 1, 2, ... (0 is never one, so that JS can mark a freed object with it).
/// A handle freed is used again by the next value.
pub(super) struct Handles<T> {
    slots: Vec<Option<T>>,
    vacant: Vec<u32>,
}

impl<T> Handles<T> {
    pub(super) const fn new() -> Handles<T> {
        Handles {
            slots: Vec::new(),
            vacant: Vec::new(),
        }
    }

    pub(super) fn insert(&mut self, value: T) -> u32 {
        if let Some(i) = self.vacant.pop() {
            self.slots[i as usize] = Some(value);
            return i + 1;
        }
        self.slots.push(Some(value));
        self.slots.len() as u32
    }

    pub(super) fn get_mut(&mut self, handle: u32) -> Option<&mut T> {
        let i = handle.checked_sub(1)?;
        self.slots.get_mut(i as usize)?.as_mut()
    }

    pub(super) fn remove(&mut self, handle: u32) {
        let Some(i) = handle.checked_sub(1) else {
            return;
        };
        if let Some(slot) = self.slots.get_mut(i as usize) {
            if slot.take().is_some() {
                self.vacant.push(i);
            }
        }
    }
}
