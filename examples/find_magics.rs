//! Searches magic factors for the slider tables in `src/attacks.rs`; prints them as Rust.
//! Run with `cargo run --release --example find_magics`.

fn slide(sq: i32, occ: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut att = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let s = r * 8 + f;
            att |= 1 << s;
            if occ & (1 << s) != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    att
}
fn mask(sq: i32, dirs: &[(i32, i32)]) -> u64 {
    let mut m = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            m |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    m
}
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}
fn main() {
    let rook = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let bishop = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    let mut rng = Rng(0x2545F4914F6CDD1D);
    for (name, dirs) in [("ROOK", &rook), ("BISHOP", &bishop)] {
        println!("pub(crate) const {name}_MAGICS: [u64; 64] = [");
        for sq in 0..64 {
            let m = mask(sq, dirs);
            let bits = m.count_ones();
            let mut occs = vec![];
            let mut atts = vec![];
            let mut sub = 0u64;
            loop {
                occs.push(sub);
                atts.push(slide(sq, sub, dirs));
                sub = sub.wrapping_sub(m) & m;
                if sub == 0 {
                    break;
                }
            }
            let mut used = vec![0u64; 1 << bits];
            let mut epoch = vec![0u32; 1 << bits];
            let mut e = 0;
            'search: loop {
                let magic = rng.sparse();
                if ((m.wrapping_mul(magic)) >> 56).count_ones() < 6 {
                    continue;
                }
                e += 1;
                for (o, a) in occs.iter().zip(&atts) {
                    let idx = (o.wrapping_mul(magic) >> (64 - bits)) as usize;
                    if epoch[idx] != e {
                        epoch[idx] = e;
                        used[idx] = *a;
                    } else if used[idx] != *a {
                        continue 'search;
                    }
                }
                println!("    0x{magic:016x},");
                break;
            }
        }
        println!("];");
    }
}
