//! Flipping, mirroring and rotating by delta swaps (General Setwise Operations,
//! "Swapping Bits"; the masks are the 2-adic ones of its "Division" section), the
//! checked `deltaSwap` and `swapNBits`, and the eight square mappings.

use crate::bitboard::Bitboard;
use crate::catalogue::{BlockFn, block_fn};
use std::fmt;

/// Why a swap was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SwapError {
    /// A delta of 64 or more moves every bit out of the word.
    DeltaOutOfRange {
        /// The delta asked for.
        delta: u32,
    },
    /// `mask & (mask << delta)` is not empty: these bits would be swapped twice.
    Overlap {
        /// The overlapping bits.
        bits: Bitboard,
    },
    /// Mask bits whose partner, `delta` places up, lies beyond bit 63.
    PartnerOutOfRange {
        /// The mask bits without a partner.
        bits: Bitboard,
    },
    /// A bit range of `swap_n_bits` that does not fit in 64 bits.
    RangeOutOfBounds {
        /// First bit of the range.
        start: u32,
        /// Number of bits.
        len: u32,
    },
    /// The two ranges of `swap_n_bits` share bits.
    OverlappingRanges {
        /// First range's start.
        i: u32,
        /// Second range's start.
        j: u32,
        /// Length of both.
        n: u32,
    },
}

impl fmt::Display for SwapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SwapError::DeltaOutOfRange { delta } => {
                write!(f, "delta {delta} is out of range (must be 0 to 63)")
            }
            SwapError::Overlap { bits } => write!(
                f,
                "mask & (mask << delta) is not empty: {:#018x} ({}) would be swapped twice",
                bits.0,
                bits.square_list()
            ),
            SwapError::PartnerOutOfRange { bits } => write!(
                f,
                "mask bits {:#018x} ({}) have no partner below bit 64",
                bits.0,
                bits.square_list()
            ),
            SwapError::RangeOutOfBounds { start, len } => {
                write!(f, "bits {start}..{} do not fit in 64 bits", start + len)
            }
            SwapError::OverlappingRanges { i, j, n } => {
                write!(f, "ranges {i}..{} and {j}..{} overlap", i + n, j + n)
            }
        }
    }
}

impl std::error::Error for SwapError {}

/// The reference's `deltaSwap` without checks: callers guarantee a valid mask and delta.
const fn delta_swap_raw(b: u64, mask: u64, delta: u32) -> u64 {
    let x = (b ^ (b >> delta)) & mask;
    x ^ (x << delta) ^ b
}

/// Swaps each bit of `mask` with the bit `delta` places above it (the reference's
/// `deltaSwap`), refusing a delta of 64 or more, overlapping pairs and pairs whose upper
/// bit lies beyond bit 63.
pub fn delta_swap(x: u64, mask: u64, delta: u32) -> Result<u64, SwapError> {
    Ok(DeltaSwap::new(mask, delta)?.apply(x))
}

/// A `deltaSwap` whose mask and delta were checked once, to apply to many values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeltaSwap {
    mask: u64,
    delta: u32,
}

impl DeltaSwap {
    /// The swap of each bit of `mask` with the bit `delta` places above it, refusing what
    /// [`delta_swap`] refuses.
    pub fn new(mask: u64, delta: u32) -> Result<DeltaSwap, SwapError> {
        if delta >= 64 {
            return Err(SwapError::DeltaOutOfRange { delta });
        }
        let overlap = mask & (mask << delta);
        if overlap != 0 {
            return Err(SwapError::Overlap {
                bits: Bitboard(overlap),
            });
        }
        let lost = mask & !((!0u64) >> delta);
        if lost != 0 {
            return Err(SwapError::PartnerOutOfRange {
                bits: Bitboard(lost),
            });
        }
        Ok(DeltaSwap { mask, delta })
    }

    /// `x` with each pair swapped.
    #[inline]
    pub const fn apply(&self, x: u64) -> u64 {
        delta_swap_raw(x, self.mask, self.delta)
    }
}

/// Swaps the `n` bits starting at `i` with the `n` bits starting at `j` (the reference's
/// `swapNBits`), refusing ranges outside 0..64 and ranges that overlap.
pub fn swap_n_bits(x: u64, i: u32, j: u32, n: u32) -> Result<u64, SwapError> {
    Ok(NBitsSwap::new(i, j, n)?.apply(x))
}

/// A `swapNBits` whose ranges were checked once, to apply to many values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NBitsSwap {
    i: u32,
    j: u32,
    /// The low `n` bits.
    mask: u64,
}

impl NBitsSwap {
    /// The swap of the `n` bits from `i` with the `n` bits from `j`, refusing ranges
    /// outside 0..64 and ranges that overlap.
    pub fn new(i: u32, j: u32, n: u32) -> Result<NBitsSwap, SwapError> {
        for start in [i, j] {
            if start.checked_add(n).is_none_or(|end| end > 64) {
                return Err(SwapError::RangeOutOfBounds { start, len: n });
            }
        }
        if n > 0 && i.abs_diff(j) < n {
            return Err(SwapError::OverlappingRanges { i, j, n });
        }
        if n == 0 {
            // Empty ranges swap nothing (a start may be 64, past any shift).
            return Ok(NBitsSwap {
                i: 0,
                j: 0,
                mask: 0,
            });
        }
        // Disjoint ranges inside 64 bits: n <= 32.
        Ok(NBitsSwap {
            i,
            j,
            mask: (1u64 << n) - 1,
        })
    }

    /// `x` with the two ranges swapped.
    #[inline]
    pub const fn apply(&self, x: u64) -> u64 {
        let t = ((x >> self.i) ^ (x >> self.j)) & self.mask;
        x ^ (t << self.i) ^ (t << self.j)
    }
}

/// Flips about the horizontal axis (rank 1 <-> rank 8): the x86-64 `bswap`.
pub const fn flip_vertical(x: u64) -> u64 {
    x.swap_bytes()
}

/// Mirrors about the vertical axis (file a <-> file h): delta swaps of bits, bit-duos
/// and nibbles with the 2-adic masks `-1/3`, `-1/5`, `-1/17`.
pub const fn mirror_horizontal(x: u64) -> u64 {
    let x = delta_swap_raw(x, 0x5555_5555_5555_5555, 1);
    let x = delta_swap_raw(x, 0x3333_3333_3333_3333, 2);
    delta_swap_raw(x, 0x0f0f_0f0f_0f0f_0f0f, 4)
}

/// Flips about the a1-h8 diagonal (a8 <-> h1): delta swaps of 4x4, 2x2 and 1x1 blocks.
pub const fn flip_diagonal(x: u64) -> u64 {
    let x = delta_swap_raw(x, 0x0000_0000_f0f0_f0f0, 28);
    let x = delta_swap_raw(x, 0x0000_cccc_0000_cccc, 14);
    delta_swap_raw(x, 0x00aa_00aa_00aa_00aa, 7)
}

/// Flips about the a8-h1 anti-diagonal (a1 <-> h8): delta swaps of 4x4, 2x2 and 1x1 blocks.
pub const fn flip_antidiagonal(x: u64) -> u64 {
    let x = delta_swap_raw(x, 0x0000_0000_0f0f_0f0f, 36);
    let x = delta_swap_raw(x, 0x0000_3333_0000_3333, 18);
    delta_swap_raw(x, 0x0055_0055_0055_0055, 9)
}

/// Rotates 90 degrees clockwise (a1 -> a8): diagonal flip, then vertical flip.
pub const fn rotate_90(x: u64) -> u64 {
    flip_vertical(flip_diagonal(x))
}

/// Rotates 180 degrees (a1 <-> h8): the bit reversal.
pub const fn rotate_180(x: u64) -> u64 {
    reverse(x)
}

/// Rotates 90 degrees anticlockwise, 270 clockwise (a1 -> h1): vertical flip, then
/// diagonal flip.
pub const fn rotate_270(x: u64) -> u64 {
    flip_diagonal(flip_vertical(x))
}

/// Reverses all 64 bits (bit i -> 63 - i) by delta swaps with the six 2-adic masks
/// `-1/(2^(2^k) + 1)`: double words, words, bytes, nibbles, bit-duos and bits.
pub const fn reverse(x: u64) -> u64 {
    let x = delta_swap_raw(x, 0x0000_0000_ffff_ffff, 32);
    let x = delta_swap_raw(x, 0x0000_ffff_0000_ffff, 16);
    let x = delta_swap_raw(x, 0x00ff_00ff_00ff_00ff, 8);
    mirror_horizontal(x)
}

/// The deltas of Knuth's delta-swap network for any permutation of 64 bits
/// (General Setwise Operations, "Delta Swap": `2^k` with k = 0,1,2,3,4,5,4,3,2,1,0).
pub const NETWORK_DELTAS: [u32; 11] = [1, 2, 4, 8, 16, 32, 16, 8, 4, 2, 1];

/// A permutation that is not one: a destination given twice (and so another never).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotAPermutation {
    /// The bit index two sources were sent to.
    pub twice: u32,
}

impl fmt::Display for NotAPermutation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "destination {} is given twice: a permutation sends each bit to its own place",
            self.twice
        )
    }
}

impl std::error::Error for NotAPermutation {}

/// The masks of the 11 delta swaps that move bit `s` to bit `dest[s]`, for any
/// permutation `dest` of 0..64: a Beneš network routed stage by stage. The outer swaps
/// (delta 1) split the bits into two interleaved 32-bit networks, each routed the same
/// way with delta 2, down to delta 32 in the middle; the two swaps of a pair of switches
/// are chosen by following the cycle of constraints between input and output pairs.
pub fn network_masks(dest: &[u32; 64]) -> Result<[u64; 11], NotAPermutation> {
    let mut seen = 0u64;
    for &d in dest {
        let d = d & 63;
        if seen >> d & 1 != 0 {
            return Err(NotAPermutation { twice: d });
        }
        seen |= 1 << d;
    }
    let mut masks = [0u64; 11];
    let positions: Vec<u32> = (0..64).collect();
    let perm: Vec<usize> = dest.iter().map(|&d| (d & 63) as usize).collect();
    route(&positions, &perm, 0, &mut masks);
    Ok(masks)
}

/// Routes `perm` (local source -> local destination) over the bits `positions` at
/// network level `level`, setting the swap bits of stages `level` and `10 - level`.
fn route(positions: &[u32], perm: &[usize], level: usize, masks: &mut [u64; 11]) {
    let n = positions.len();
    if n == 2 {
        if perm[0] == 1 {
            masks[level] |= 1 << positions[0];
        }
        return;
    }
    let mut inverse = vec![0; n];
    for (s, &d) in perm.iter().enumerate() {
        inverse[d] = s;
    }
    // Which half network each source takes: the two of an input pair, and the two
    // sources of an output pair, take different halves.
    let mut half = vec![None::<usize>; n];
    for start in (0..n).step_by(2) {
        if half[start].is_some() {
            continue;
        }
        let mut s = start;
        half[s] = Some(0);
        half[s ^ 1] = Some(1);
        loop {
            let taken = half[s].unwrap_or(0);
            let partner = inverse[perm[s] ^ 1];
            if half[partner].is_some() {
                break;
            }
            half[partner] = Some(1 - taken);
            half[partner ^ 1] = Some(taken);
            s = partner ^ 1;
        }
    }
    let half = |s: usize| half[s].unwrap_or(0);
    let m = n / 2;
    let (mut low, mut high) = (vec![0; m], vec![0; m]);
    for (s, &d) in perm.iter().enumerate() {
        if half(s) == 0 {
            low[s / 2] = d / 2;
        } else {
            high[s / 2] = d / 2;
        }
    }
    for j in 0..m {
        if half(2 * j) == 1 {
            masks[level] |= 1 << positions[2 * j];
        }
        if half(inverse[2 * j]) == 1 {
            masks[10 - level] |= 1 << positions[2 * j];
        }
    }
    let evens: Vec<u32> = positions.iter().step_by(2).copied().collect();
    let odds: Vec<u32> = positions.iter().skip(1).step_by(2).copied().collect();
    route(&evens, &low, level + 1, masks);
    route(&odds, &high, level + 1, masks);
}

/// Runs `x` through the delta swaps of `masks` with [`NETWORK_DELTAS`].
pub const fn apply_network(x: u64, masks: &[u64; 11]) -> u64 {
    let mut x = x;
    let mut i = 0;
    while i < 11 {
        x = delta_swap_raw(x, masks[i], NETWORK_DELTAS[i]);
        i += 1;
    }
    x
}

/// A named transform, for the CLI to list and dispatch.
pub struct Transform {
    /// Command words (`flip vertical`, `rotate 90`).
    pub name: &'static str,
    /// What it does, in one line.
    pub summary: &'static str,
    /// The transform.
    pub func: fn(u64) -> u64,
    /// The transform over a block of values, `func` inlined in the loop.
    pub block: BlockFn,
}

/// A [`Transform`] entry: its block form made from the same function.
macro_rules! transform {
    ($name:expr, $summary:expr, $func:expr) => {
        Transform {
            name: $name,
            summary: $summary,
            func: $func,
            block: block_fn!(Unary: $func),
        }
    };
}

/// Every flip, rotation and the reversal.
pub static TRANSFORMS: &[Transform] = &[
    transform!(
        "flip vertical",
        "rank 1 <-> rank 8, by bswap",
        flip_vertical
    ),
    transform!(
        "flip horizontal",
        "file a <-> file h, by three delta swaps",
        mirror_horizontal
    ),
    transform!(
        "flip diagonal",
        "about the a1-h8 diagonal, by three delta swaps",
        flip_diagonal
    ),
    transform!(
        "flip antidiagonal",
        "about the a8-h1 anti-diagonal, by three delta swaps",
        flip_antidiagonal
    ),
    transform!(
        "rotate 90",
        "90 degrees clockwise: diagonal flip, then vertical flip",
        rotate_90
    ),
    transform!("rotate 180", "180 degrees: reverse all bits", rotate_180),
    transform!(
        "rotate 270",
        "270 degrees clockwise: vertical flip, then diagonal flip",
        rotate_270
    ),
    transform!("reverse", "bit i -> 63 - i, by six delta swaps", reverse),
];

/// The eight ways to number the squares: the endianness of ranks and of files, and
/// whether ranks (rank-file) or files (file-rank) are the outer unit. Little-endian
/// means rank 1 (or file a) has the lowest indices. The reference uses [`Mapping::Lerf`].
/// The seed has no square-mapping page, so the names are bbtool's: L/B for little- or
/// big-endian, RF or FR for rank-file or file-rank, and a mixed one names the outer
/// unit first (`LERBEF`: little-endian ranks, big-endian files).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mapping {
    /// Little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63 (bbtool's own).
    Lerf,
    /// Little-endian ranks, big-endian files: h1 = 0, a1 = 7, h8 = 56, a8 = 63.
    Lerbef,
    /// Big-endian ranks, little-endian files: a8 = 0, h8 = 7, a1 = 56, h1 = 63.
    Berlef,
    /// Big-endian rank-file: h8 = 0, a8 = 7, h1 = 56, a1 = 63.
    Berf,
    /// Little-endian file-rank: a1 = 0, a8 = 7, h1 = 56, h8 = 63.
    Lefr,
    /// Little-endian files, big-endian ranks: a8 = 0, a1 = 7, h8 = 56, h1 = 63.
    Lefber,
    /// Big-endian files, little-endian ranks: h1 = 0, h8 = 7, a1 = 56, a8 = 63.
    Befler,
    /// Big-endian file-rank: h8 = 0, h1 = 7, a8 = 56, a1 = 63.
    Befr,
}

impl Mapping {
    /// All eight mappings.
    pub const ALL: [Mapping; 8] = [
        Mapping::Lerf,
        Mapping::Lerbef,
        Mapping::Berlef,
        Mapping::Berf,
        Mapping::Lefr,
        Mapping::Lefber,
        Mapping::Befler,
        Mapping::Befr,
    ];

    /// The lowercase abbreviation (`lerf`).
    pub const fn name(self) -> &'static str {
        match self {
            Mapping::Lerf => "lerf",
            Mapping::Lerbef => "lerbef",
            Mapping::Berlef => "berlef",
            Mapping::Berf => "berf",
            Mapping::Lefr => "lefr",
            Mapping::Lefber => "lefber",
            Mapping::Befler => "befler",
            Mapping::Befr => "befr",
        }
    }

    /// One line describing the mapping.
    pub const fn description(self) -> &'static str {
        match self {
            Mapping::Lerf => {
                "little-endian rank-file: index = 8*rank + file (a1 = 0, h8 = 63), the reference's"
            }
            Mapping::Lerbef => {
                "little-endian rank, big-endian file: index = 8*rank + (7-file) (h1 = 0), LERF mirrored"
            }
            Mapping::Berlef => {
                "big-endian rank, little-endian file: index = 8*(7-rank) + file (a8 = 0), LERF flipped"
            }
            Mapping::Berf => {
                "big-endian rank-file: index = 8*(7-rank) + (7-file) (h8 = 0), LERF rotated 180"
            }
            Mapping::Lefr => {
                "little-endian file-rank: index = 8*file + rank (a1 = 0, a8 = 7), LERF transposed"
            }
            Mapping::Lefber => {
                "little-endian file, big-endian rank: index = 8*file + (7-rank) (a8 = 0)"
            }
            Mapping::Befler => {
                "big-endian file, little-endian rank: index = 8*(7-file) + rank (h1 = 0)"
            }
            Mapping::Befr => "big-endian file-rank: index = 8*(7-file) + (7-rank) (h8 = 0)",
        }
    }

    /// Finds a mapping by its abbreviation, case-insensitively.
    pub fn parse(text: &str) -> Option<Mapping> {
        Mapping::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(text))
    }

    /// The bit index of the square on `file` and `rank` (both 0..8) in this mapping.
    pub const fn index(self, file: u32, rank: u32) -> u32 {
        let (f, r) = (file & 7, rank & 7);
        match self {
            Mapping::Lerf => 8 * r + f,
            Mapping::Lerbef => 8 * r + (7 - f),
            Mapping::Berlef => 8 * (7 - r) + f,
            Mapping::Berf => 8 * (7 - r) + (7 - f),
            Mapping::Lefr => 8 * f + r,
            Mapping::Lefber => 8 * f + (7 - r),
            Mapping::Befler => 8 * (7 - f) + r,
            Mapping::Befr => 8 * (7 - f) + (7 - r),
        }
    }

    /// The board with each square's index in this mapping, rank 8 on top, for the docs.
    pub fn diagram(self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            out.push_str(&format!("{} ", rank + 1));
            for file in 0..8 {
                out.push_str(&format!("{:>3}", self.index(file, rank)));
            }
            out.push('\n');
        }
        out.push_str("    a  b  c  d  e  f  g  h\n");
        out
    }

    /// Converts a LERF bitboard to this mapping (a composition of flips).
    const fn lerf_to_self(self, x: u64) -> u64 {
        match self {
            Mapping::Lerf => x,
            Mapping::Lerbef => mirror_horizontal(x),
            Mapping::Berlef => flip_vertical(x),
            Mapping::Berf => rotate_180(x),
            Mapping::Lefr => flip_diagonal(x),
            Mapping::Lefber => flip_diagonal(flip_vertical(x)),
            Mapping::Befler => flip_diagonal(mirror_horizontal(x)),
            Mapping::Befr => flip_diagonal(rotate_180(x)),
        }
    }

    /// Converts a bitboard in this mapping to LERF, the inverse of `lerf_to_self`.
    const fn self_to_lerf(self, x: u64) -> u64 {
        match self {
            Mapping::Lefber => flip_vertical(flip_diagonal(x)),
            Mapping::Befler => mirror_horizontal(flip_diagonal(x)),
            Mapping::Befr => rotate_180(flip_diagonal(x)),
            // The others are involutions.
            other => other.lerf_to_self(x),
        }
    }
}

impl fmt::Display for Mapping {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Renumbers the set `x`, given in mapping `from`, into mapping `to`.
pub const fn remap(x: u64, from: Mapping, to: Mapping) -> u64 {
    to.lerf_to_self(from.self_to_lerf(x))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Square-by-square reference: moves the bit of (file, rank) to `place(file, rank)`.
    fn by_squares(x: u64, place: impl Fn(u32, u32) -> (u32, u32)) -> u64 {
        let mut out = 0;
        for i in 0..64 {
            if x >> i & 1 != 0 {
                let (f, r) = place(i % 8, i / 8);
                out |= 1 << (8 * r + f);
            }
        }
        out
    }

    fn samples() -> impl Iterator<Item = u64> {
        let random = crate::rng::SplitMix64(0x9e37_79b9_7f4a_7c15).take(2000);
        (0..64).map(|i| 1u64 << i).chain(random)
    }

    #[test]
    fn transforms_match_square_by_square_references() {
        type Place = fn(u32, u32) -> (u32, u32);
        let cases: [(crate::ops::Unary, Place); 8] = [
            (flip_vertical, |f, r| (f, 7 - r)),
            (mirror_horizontal, |f, r| (7 - f, r)),
            (flip_diagonal, |f, r| (r, f)),
            (flip_antidiagonal, |f, r| (7 - r, 7 - f)),
            (rotate_90, |f, r| (r, 7 - f)),
            (rotate_180, |f, r| (7 - f, 7 - r)),
            (rotate_270, |f, r| (7 - r, f)),
            (reverse, |f, r| (7 - f, 7 - r)),
        ];
        for (func, place) in cases {
            for x in samples() {
                assert_eq!(func(x), by_squares(x, place), "{x:#x}");
            }
        }
        assert_eq!(TRANSFORMS.len(), cases.len());
    }

    #[test]
    fn the_delta_swap_network_routes_any_permutation() {
        let mut rng = crate::rng::SplitMix64(64);
        let identity: [u32; 64] = std::array::from_fn(|i| i as u32);
        let mut perms = vec![identity, std::array::from_fn(|i| 63 - i as u32)];
        for _ in 0..200 {
            let mut p = identity;
            for i in (1..64).rev() {
                p.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
            }
            perms.push(p);
        }
        for p in perms {
            let masks = network_masks(&p).unwrap();
            for x in samples().take(40) {
                let direct = (0..64).fold(0u64, |acc, s| acc | (x >> s & 1) << p[s]);
                assert_eq!(apply_network(x, &masks), direct, "{p:?}");
            }
        }
        let mut twice = identity;
        twice[5] = 7;
        assert_eq!(network_masks(&twice), Err(NotAPermutation { twice: 7 }));
    }

    #[test]
    fn rotate_90_moves_a1_to_a8() {
        assert_eq!(rotate_90(1), 1 << 56);
        assert_eq!(rotate_270(1), 1 << 7);
    }

    #[test]
    fn remap_matches_the_index_formulas() {
        for from in Mapping::ALL {
            for to in Mapping::ALL {
                for sq in 0..64 {
                    let (f, r) = (sq % 8, sq / 8);
                    let x = 1u64 << from.index(f, r);
                    assert_eq!(remap(x, from, to), 1 << to.index(f, r), "{from} -> {to}");
                }
            }
        }
    }

    #[test]
    fn each_mapping_numbers_every_square_once() {
        for m in Mapping::ALL {
            let all = (0..64).fold(0u64, |acc, sq| acc | 1 << m.index(sq % 8, sq / 8));
            assert_eq!(all, !0, "{m}");
            assert_eq!(Mapping::parse(&m.name().to_uppercase()), Some(m));
        }
        assert!(Mapping::Lerf.diagram().starts_with("8  56 57"));
    }
}
