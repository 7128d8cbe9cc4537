//! The Elo fit: the ratings of levels 1 to 8 that make the games' results most likely under
//! the logistic model, with Stockfish's settings as fixed anchors.

use super::Player;

/// The result of one pairing: `points` scored by `a` in `games` games against `b`.
pub struct Pairing {
    pub a: Player,
    pub b: Player,
    pub points: f64,
    pub games: f64,
}

/// The logistic model's slope: ln 10 / 400 per Elo point.
const K: f64 = std::f64::consts::LN_10 / 400.0;

/// The rating of `p` in `r` (levels are unknowns 0..8, Stockfish fixed), and its unknown's index.
fn rating(p: Player, r: &[f64; 8]) -> (f64, Option<usize>) {
    match p {
        Player::Level(l) => (r[usize::from(l) - 1], Some(usize::from(l) - 1)),
        Player::Stockfish(elo) => (f64::from(elo), None),
    }
}

/// Each level's rating and its 95 % margin (±1.96 standard errors). Each pairing counts one
/// virtual draw on top of its games, so that a clean sweep still has a finite maximum.
pub fn ratings(results: &[Pairing]) -> Vec<(f64, f64)> {
    let mut r = [1500.0; 8];
    let mut hessian = [[0.0; 8]; 8];
    for _ in 0..200 {
        let mut grad = [0.0; 8];
        hessian = [[0.0; 8]; 8];
        for p in results {
            let (ra, ia) = rating(p.a, &r);
            let (rb, ib) = rating(p.b, &r);
            let n = p.games + 1.0;
            let s = p.points + 0.5;
            let expected = 1.0 / (1.0 + (-(ra - rb) * K).exp());
            let g = K * (s - n * expected);
            let h = K * K * n * expected * (1.0 - expected);
            if let Some(i) = ia {
                grad[i] += g;
                hessian[i][i] += h;
            }
            if let Some(j) = ib {
                grad[j] -= g;
                hessian[j][j] += h;
            }
            if let (Some(i), Some(j)) = (ia, ib) {
                hessian[i][j] -= h;
                hessian[j][i] -= h;
            }
        }
        let step = solve(hessian, grad);
        let mut largest: f64 = 0.0;
        for i in 0..8 {
            // Newton's step, bounded so that a far start cannot overshoot.
            let d = step[i].clamp(-400.0, 400.0);
            r[i] += d;
            largest = largest.max(d.abs());
        }
        if largest < 0.01 {
            break;
        }
    }
    let inverse = invert(hessian);
    (0..8)
        .map(|i| (r[i], 1.96 * inverse[i][i].max(0.0).sqrt()))
        .collect()
}

/// `x` with `a x = b` (Gaussian elimination with partial pivoting; `a` positive definite
/// when every level is connected to an anchor).
fn solve(mut a: [[f64; 8]; 8], mut b: [f64; 8]) -> [f64; 8] {
    for col in 0..8 {
        let pivot = (col..8)
            .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-12 {
            continue;
        }
        for row in 0..8 {
            if row != col {
                let f = a[row][col] / d;
                let pivot_row = a[col];
                for (cell, &p) in a[row].iter_mut().zip(&pivot_row) {
                    *cell -= f * p;
                }
                b[row] -= f * b[col];
            }
        }
    }
    let mut x = [0.0; 8];
    for i in 0..8 {
        x[i] = if a[i][i].abs() < 1e-12 {
            0.0
        } else {
            b[i] / a[i][i]
        };
    }
    x
}

/// The inverse of `a`, column by column.
fn invert(a: [[f64; 8]; 8]) -> [[f64; 8]; 8] {
    let mut inv = [[0.0; 8]; 8];
    for col in 0..8 {
        let mut e = [0.0; 8];
        e[col] = 1.0;
        let x = solve(a, e);
        for row in 0..8 {
            inv[row][col] = x[row];
        }
    }
    inv
}
