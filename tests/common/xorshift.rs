//! The seeded random numbers of the test files (included through `#[path]`): xorshift64, so that
//! every run of a randomised test plays the same games and reports the same seed on failure.

pub struct XorShift(pub u64);

#[allow(dead_code)] // not every test file uses every method
impl XorShift {
    /// From any seed, 0 included (a zero state would stay zero).
    pub fn new(seed: u64) -> XorShift {
        XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
